import type { CartTotals } from '../../../../contract/cart';
import type { CartTotalsView, TotalsRow } from '../messages';

/** i18n keys (namespace 'cart') of the totals rows. */
export const TOTALS_TITLES: Record<TotalsRow['code'], string> = {
  subtotal: 'Subtotal',
  tax: 'Tax',
  shipping: 'Shipping',
  discount: 'Discount',
  saved: 'You saved',
  grand_total: 'Grand total',
};

const ORDER: readonly TotalsRow['code'][] = ['subtotal', 'tax', 'shipping', 'discount', 'saved', 'grand_total'];
const row = (code: TotalsRow['code'], value: number): TotalsRow => ({ code, title: TOTALS_TITLES[code], value });

/**
 * The server's totals as the shopper sees them (spec section 9 "Totals display order"): subtotal, tax,
 * shipping, discount, grand_total, whatever order the segments came in; the subtotal's value replaced by the
 * total excluding discount; a 'You saved' row (code `saved`) after the discount when saved_amount is above 0.
 */
export function serverTotalsRows(totals: CartTotals): TotalsRow[] {
  const rows: TotalsRow[] = [];
  for (const segment of totals.total_segments) {
    if (!ORDER.includes(segment.code) || rows.some((r) => r.code === segment.code)) continue;
    rows.push(row(segment.code, segment.code === 'subtotal' ? totals.extension_attributes.grand_total_excl_discount : segment.value));
  }
  const saved = totals.extension_attributes.saved_amount;
  if (saved > 0) rows.push(row('saved', saved));
  return rows.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
}

/** What the estimate is built from: a line's quantity and unit price (incl. tax, as the product page showed it). */
export interface EstimateLine {
  id: string;
  qty: number;
  price: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The local estimate offline or before the first sync (behaviour notes "Cart"): subtotal incl. tax
 * = Σ qty × price, grand total the same (no shipping or payment is chosen in the cart).
 */
export function estimateRows(lines: readonly EstimateLine[]): TotalsRow[] {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.qty * line.price, 0));
  return [row('subtotal', subtotal), row('grand_total', subtotal)];
}

/** The coupon as the server totals carry it (behaviour notes: code plus discount amount, else none). */
export const couponOf = (totals: CartTotals): CartTotalsView['coupon'] => (totals.coupon_code ? { code: totals.coupon_code, discount: totals.discount_amount } : null);
