import { describe, expect, it } from 'vitest';
import { createTestKernel, given } from '../../../src/kernel/testing';
import { decider, recentlyViewedModule, RECENTLY_VIEWED_LIMIT } from './index';

const viewed = (sku: string) => ({ type: 'recently-viewed/productViewed' as const, data: { sku, name: sku, at: '2026-01-01T00:00:00.000Z' } });

describe('recently viewed (the example of docs/extending.md)', () => {
  it('records a view, and ignores viewing the newest product again', () => {
    given(decider)
      .when({ type: 'recently-viewed/recordView', data: { sku: 'BRK-1', name: 'Brake pads' } }, { now: '2026-11-22T10:00:00.000Z' })
      .then([{ type: 'recently-viewed/productViewed', data: { sku: 'BRK-1', name: 'Brake pads', at: '2026-11-22T10:00:00.000Z' } }]);
    given(decider, viewed('BRK-1')).when({ type: 'recently-viewed/recordView', data: { sku: 'BRK-1', name: 'x' } }).then([]);
  });

  it('refuses a blank sku with the spec message', () => {
    given(decider).when({ type: 'recently-viewed/recordView', data: { sku: ' ', name: '' } }).thenThrows('Field is required.');
  });

  it('keeps the newest ten, without duplicates, through the kernel', async () => {
    const kernel = await createTestKernel([recentlyViewedModule]);
    await kernel.activate('recently-viewed');
    for (let i = 1; i <= RECENTLY_VIEWED_LIMIT + 2; i++) {
      await kernel.dispatch({ type: 'recently-viewed/recordView', data: { sku: `P${i}`, name: `Part ${i}` } });
    }
    await kernel.dispatch({ type: 'recently-viewed/recordView', data: { sku: 'P5', name: 'Part 5' } });
    const skus = kernel.getProjection('recently-viewed/list').items.map((i) => i.sku);
    expect(skus).toEqual(['P5', 'P12', 'P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P4', 'P3']);
    const rejected = await kernel.dispatch({ type: 'recently-viewed/recordView', data: { sku: '', name: '' } });
    expect(rejected.ok).toBe(false);
    expect((await kernel.log.read()).at(-1)?.type).toBe('kernel/commandRejected');
  });
});
