import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { COMPARE_FULL, COMPARE_LIMIT, compareDecider as decider } from './decider';
import { testProductSummary as summary } from '../../kernel/testing';

const product = summary;
const added = (sku: string) => ({ type: 'compare/itemAdded' as const, data: { item: product(sku) } });
const removed = (sku: string) => ({ type: 'compare/itemRemoved' as const, data: { item: product(sku) } });
const cleared = { type: 'compare/cleared' as const, data: {} };

describe('compare decider', () => {
  it('adds a product by sku and ignores the same sku again', () => {
    given(decider).when({ type: 'compare/add', data: { product: product('A') } }).then([added('A')]);
    given(decider, added('A')).when({ type: 'compare/add', data: { product: product('A') } }).then([]);
  });

  it(`refuses a product beyond ${COMPARE_LIMIT}, but not one already compared`, () => {
    const full = ['A', 'B', 'C', 'D'].map(added);
    expect(full).toHaveLength(COMPARE_LIMIT);
    given(decider, ...full).when({ type: 'compare/add', data: { product: product('E') } }).thenThrows(COMPARE_FULL);
    given(decider, ...full).when({ type: 'compare/add', data: { product: product('B') } }).then([]);
    given(decider, ...full, removed('A')).when({ type: 'compare/add', data: { product: product('E') } }).then([added('E')]);
  });

  it('refuses a product without a sku', () => {
    given(decider).when({ type: 'compare/add', data: { product: product('') } }).thenThrows('compare/noSku');
  });

  it('removes a compared product and ignores one not compared', () => {
    given(decider, added('A'), added('B')).when({ type: 'compare/remove', data: { sku: 'B' } }).then([removed('B')]);
    expect(given(decider, added('A'), added('B'), removed('B')).state.items.map((i) => i.sku)).toEqual(['A']);
    given(decider).when({ type: 'compare/remove', data: { sku: 'B' } }).then([]);
  });

  it('clears a non-empty list', () => {
    given(decider, added('A')).when({ type: 'compare/clear', data: {} }).then([cleared]);
    expect(given(decider, added('A'), cleared).state.items).toEqual([]);
    given(decider).when({ type: 'compare/clear', data: {} }).then([]);
  });
});
