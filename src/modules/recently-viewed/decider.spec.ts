import { describe, expect, it } from 'vitest';
import { createTestKernel, given } from '../../kernel/testing';
import { RECENTLY_VIEWED_LIMIT, recentlyViewedDecider } from './decider';
import { recentlyViewedModule } from './index';
import { testProductSummary as summary } from '../../kernel/testing';

const visited = (sku: string) => ({ type: 'recently-viewed/visited' as const, data: { product: summary(sku) } });

describe('recently viewed decider', () => {
  it('given nothing, when a product is visited, then it is recorded', () => {
    given(recentlyViewedDecider).when({ type: 'recently-viewed/visit', data: { product: summary('P1') } }).then([visited('P1')]);
  });

  it('given the product is the newest, when it is visited again, then nothing is recorded', () => {
    given(recentlyViewedDecider, visited('P1')).when({ type: 'recently-viewed/visit', data: { product: summary('P1') } }).then([]);
  });

  it('given it was viewed before another, when it is visited again, then it moves to the front', () => {
    const spec = given(recentlyViewedDecider, visited('P1'), visited('P2'), visited('P1'));
    expect(spec.state.skus).toEqual(['P1', 'P2']);
    spec.when({ type: 'recently-viewed/visit', data: { product: summary('P2') } }).then([visited('P2')]);
  });

  it('refuses a blank sku with the spec message', () => {
    given(recentlyViewedDecider).when({ type: 'recently-viewed/visit', data: { product: summary(' ') } }).thenThrows('Field is required.');
  });
});

describe('recently viewed list (through the kernel)', () => {
  it('keeps the newest ten, newest first, one entry per sku with its latest summary', async () => {
    const kernel = await createTestKernel([recentlyViewedModule]);
    for (let i = 1; i <= RECENTLY_VIEWED_LIMIT + 2; i++) await kernel.dispatch({ type: 'recently-viewed/visit', data: { product: summary(`P${i}`) } });
    await kernel.dispatch({ type: 'recently-viewed/visit', data: { product: summary('P5', { price: 7 }) } });
    const { items } = kernel.getProjection('recently-viewed/products');
    expect(items.map((item) => item.sku)).toEqual(['P5', 'P12', 'P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P4', 'P3']);
    expect(items[0]?.price).toBe(7);
  });
});
