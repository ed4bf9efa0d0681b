import { describe, expect, it } from 'vitest';
import { serverTotals } from '../test-sync';
import { linesHash } from './hash';
import { couponOf, estimateRows, serverTotalsRows } from './totals';


describe('totals rows (spec section 9 "Totals display order")', () => {
  it('orders subtotal, tax, shipping, discount, grand_total, with the subtotal replaced by the total excluding discount', () => {
    expect(serverTotalsRows(serverTotals())).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: 60 },
      { code: 'tax', title: 'Tax', value: 10 },
      { code: 'shipping', title: 'Shipping', value: 5 },
      { code: 'discount', title: 'Discount', value: -5 },
      { code: 'grand_total', title: 'Grand total', value: 55 },
    ]);
  });

  it("adds a 'You saved' row before the grand total when saved_amount is above 0", () => {
    expect(serverTotalsRows(serverTotals({}, 5)).map((row) => [row.code, row.title, row.value])).toEqual([
      ['subtotal', 'Subtotal', 60],
      ['tax', 'Tax', 10],
      ['shipping', 'Shipping', 5],
      ['discount', 'Discount', -5],
      ['saved', 'You saved', 5],
      ['grand_total', 'Grand total', 55],
    ]);
  });

  it('estimates from the lines: Σ qty × price, grand total the same, no shipping per line', () => {
    expect(estimateRows([{ id: 'a', qty: 2, price: 10.1 }, { id: 'b', qty: 1, price: 5 }])).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: 25.2 },
      { code: 'grand_total', title: 'Grand total', value: 25.2 },
    ]);
  });

  it('shows the coupon from the server totals: code and discount, else none', () => {
    expect(couponOf(serverTotals({ coupon_code: 'SAVE5' }))).toEqual({ code: 'SAVE5', discount: -5 });
    expect(couponOf(serverTotals())).toBeNull();
  });
});

describe('items hash', () => {
  it('is empty for no lines, ignores order and server ids, changes with a quantity', () => {
    const a = { sku: 'A', qty: 1, checksum: '' };
    const b = { sku: 'B', qty: 2, checksum: '' };
    expect(linesHash([])).toBe('');
    expect(linesHash([a, b])).toBe(linesHash([b, a]));
    expect(linesHash([a, b])).not.toBe(linesHash([a, { ...b, qty: 3 }]));
  });
});
