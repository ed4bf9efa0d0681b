import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { nextWishlist, wishlistDecider as decider } from './decider';
import { testProductSummary as summary } from '../../kernel/testing';

const product = summary;
const added = (sku: string) => ({ type: 'wishlist/itemAdded' as const, data: { item: { ...product(sku), qty: 1 as const } } });
const removed = (sku: string) => ({ type: 'wishlist/itemRemoved' as const, data: { item: { ...product(sku), qty: 1 as const } } });
const cleared = { type: 'wishlist/cleared' as const, data: {} };

describe('wishlist decider', () => {
  it('adds a product with qty 1', () => {
    given(decider).when({ type: 'wishlist/add', data: { product: product('A') } }).then([added('A')]);
    expect(given(decider, added('A')).state.items).toEqual([{ ...product('A'), qty: 1 }]);
  });

  it('ignores a sku already on the list', () => {
    given(decider, added('A')).when({ type: 'wishlist/add', data: { product: { ...product('A'), price: 12 } } }).then([]);
  });

  it('refuses a product without a sku', () => {
    given(decider).when({ type: 'wishlist/add', data: { product: product(' ') } }).thenThrows('wishlist/noSku');
  });

  it('removes a listed product and ignores one not listed', () => {
    given(decider, added('A'), added('B')).when({ type: 'wishlist/remove', data: { sku: 'A' } }).then([removed('A')]);
    expect(given(decider, added('A'), added('B'), removed('A')).state.items.map((i) => i.sku)).toEqual(['B']);
    given(decider, added('A')).when({ type: 'wishlist/remove', data: { sku: 'Z' } }).then([]);
  });

  it('clears a list with products, and does nothing to an empty one', () => {
    given(decider, added('A'), added('B')).when({ type: 'wishlist/clear', data: {} }).then([cleared]);
    expect(given(decider, added('A'), cleared).state.items).toEqual([]);
    given(decider).when({ type: 'wishlist/clear', data: {} }).then([]);
  });

  it('folds a list without changing the one it was given', () => {
    const before = [{ ...product('A'), qty: 1 as const }];
    expect(nextWishlist(before, added('B')).map((i) => i.sku)).toEqual(['A', 'B']);
    expect(before).toHaveLength(1);
  });
});
