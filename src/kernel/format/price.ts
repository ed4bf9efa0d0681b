import type { StoreView } from '../store-view/types';
import { formatNumber } from './number';

/** A price filter bucket; the first has no lower bound (or 0), the last no upper bound. */
export interface PriceRange {
  from?: number;
  to?: number;
}

/**
 * A price for display: two decimals, amount then currency sign, leading ASCII minus for negatives.
 * Spaces are plain U+0020 (never non-breaking) so server and browser render the same text.
 * @example formatPrice(-12.5, est) === '-12,50 €'; formatPrice(12.5, eng) === '12.50 €'
 */
export function formatPrice(amount: number, view: StoreView): string {
  const digits = formatNumber(Math.abs(amount), view.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // -0.001 rounds to 0.00, which must not read as negative.
  const negative = amount < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${digits} ${view.currency.sign}`;
}

/**
 * Label of a price filter bucket (spec section 9): first '< €50', last '> €150', others '€50-100' (issue 5's wording).
 */
export function priceRangeLabel(range: PriceRange, view: StoreView): string {
  const number = (value: number): string => formatNumber(value, view.locale, { maximumFractionDigits: 2, useGrouping: false });
  const sign = view.currency.sign;
  const { from, to } = range;
  if (to !== undefined && !from) return `< ${sign}${number(to)}`;
  if (to === undefined) return `> ${sign}${number(from ?? 0)}`;
  // Issue 5 writes the middle buckets with the currency too ('€50-100'), as shoppers read all four alike.
  return `${sign}${number(from ?? 0)}-${number(to)}`;
}

/**
 * Percentage saved on an order: 100 minus the rounded ratio of (grand total - shipping) to subtotal;
 * 0 when the subtotal or the grand total is 0.
 */
export function discountPercentage(subtotal: number, grandTotal: number, shipping: number): number {
  if (subtotal === 0 || grandTotal === 0) return 0;
  return 100 - Math.round(((grandTotal - shipping) / subtotal) * 100);
}
