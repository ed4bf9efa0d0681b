import { describe, expect, it } from 'vitest';
import { listed, withLiveListing } from './listed-product';
import type { LiveData } from './logic';

const NOW = new Date('2026-11-27T10:00:00Z');
const doc = (qty: number, inStock = true) => ({ id: 3, sku: 'PADS', name: 'Brake pads', slug: 'brake-pads', type_id: 'simple', price: 30, price_incl_tax: 37.2, stock: { is_in_stock: inStock, qty } });

describe('a listed product says how many are left when few are', () => {
  it('carries fewLeft from 1 to 5 in stock, and none otherwise', () => {
    expect(listed(doc(2), NOW).fewLeft).toBe(2);
    expect(listed(doc(40), NOW)).not.toHaveProperty('fewLeft');
    expect(listed(doc(2, false), NOW)).not.toHaveProperty('fewLeft');
  });

  it('follows the live stock', () => {
    const live = (qty: number): LiveData => ({ prices: {}, stock: { PADS: { is_in_stock: true, qty } } }) as unknown as LiveData;
    expect(withLiveListing(listed(doc(40), NOW), live(4), NOW).fewLeft).toBe(4);
    expect(withLiveListing(listed(doc(2), NOW), live(30), NOW)).not.toHaveProperty('fewLeft');
  });
});
