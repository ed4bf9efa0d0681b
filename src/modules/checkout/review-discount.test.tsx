import { describe, expect, it } from 'vitest';
import type { CartTotals } from '../../../contract/cart';
import { makeTestStoreView } from '../../kernel/testing';
import { reviewRows } from './review-step';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const t = (key: string, params?: Record<string, number>) => Object.entries(params ?? {}).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), key);
const totals = (discount: number, grand: number) =>
  ({
    subtotal_incl_tax: 95,
    shipping_incl_tax: 5,
    grand_total: grand,
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: 95 },
      { code: 'shipping', title: 'Shipping', value: 5 },
      { code: 'discount', title: 'Discount', value: discount },
      { code: 'grand_total', title: 'Grand Total', value: grand },
    ],
  }) as unknown as CartTotals;

describe('review step totals: the discount percentage (spec section 9)', () => {
  it('names the percentage on the discount row: 100 minus the rounded ratio of grand total less shipping to subtotal', () => {
    expect(reviewRows(totals(-9.5, 90.5), { subtotal: 0, shipping: 0 }, eng, t).map((row) => row.label)).toEqual(['Subtotal', 'Shipping', 'Discount (10%)', 'Grand total']);
  });

  it('shows no discount row without a discount', () => {
    expect(reviewRows(totals(0, 100), { subtotal: 0, shipping: 0 }, eng, t).map((row) => row.label)).toEqual(['Subtotal', 'Shipping', 'Grand total']);
  });
});
