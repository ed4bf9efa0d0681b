/**
 * Prices and tax of catalogue documents (spec section 3 "Pricing", issue 3 item 6). Pure functions:
 * prices are stored excluding tax, the tax rate comes from the tax_rule rows for the store view's country,
 * and money is rounded to 2 decimals only at the end (sums of parts are summed unrounded).
 */
import { roundMoney } from '../../src/kernel/format/money';

/** Money to cents: the storefront's rule (kernel), so the server charges what the page shows. */
export { roundMoney };

/** The customer tax class of guests and ordinary customers (Magento's "Retail Customer"). */
export const DEFAULT_CUSTOMER_TAX_CLASS = 3;

/** One rate of a tax rule (the tax_rule.rates JSON). */
export interface TaxRate {
  rate: number | string;
  tax_country_id: string;
  id?: number;
  code?: string;
  region_name?: string;
  tax_region_id?: number;
  tax_postcode?: string;
}

/** A tax_rule row as read from the database. */
export interface TaxRuleRow {
  id: number;
  code?: string;
  priority?: number;
  product_tax_class_ids: readonly number[];
  customer_tax_class_ids: readonly number[];
  rates: readonly TaxRate[];
}

/**
 * The tax rate in percent (24 for 24 %) for a product tax class sold to a customer tax class in a country:
 * the first rule by priority (then id) covering both classes with a rate for the country; 0 when none does.
 */
export function taxRatePercent(rules: readonly TaxRuleRow[], productTaxClassId: number, country: string, customerTaxClassId = DEFAULT_CUSTOMER_TAX_CLASS): number {
  const ordered = [...rules].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.id - b.id);
  for (const rule of ordered) {
    if (!rule.product_tax_class_ids.includes(productTaxClassId) || !rule.customer_tax_class_ids.includes(customerTaxClassId)) continue;
    const rate = rule.rates.find((r) => r.tax_country_id.toUpperCase() === country.toUpperCase());
    if (rate) return Number(rate.rate);
  }
  return 0;
}

/** A tier price as stored in product attrs. */
export interface TierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
}

/** The price facts of one product as stored (excluding tax). */
export interface PriceInput {
  price: number | string;
  special_price?: number | string | null;
  special_from_date?: Date | string | null;
  special_to_date?: Date | string | null;
  tier_prices?: readonly TierPrice[] | null;
}

/** Unrounded prices (excluding and including tax) that can still be summed; see `sumPrices`. */
export interface RawPrices {
  original: number;
  originalIncl: number;
  final: number;
  finalIncl: number;
  /** The stored special price (excl. tax) whatever its window, null when there is none. */
  storedSpecial: number | null;
  tierPrices: { customer_group_id: number; qty: number; value: number; valueIncl: number }[];
}

/** The price fields of a product document (spec section 3), money rounded to 2 decimals. */
export interface PriceFields {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  special_price?: number;
  special_price_tax?: number;
  special_price_incl_tax?: number;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  original_final_price: number;
  original_special_price: number | null;
  tier_prices: { customer_group_id: number; qty: number; value: number; value_incl_tax: number }[];
}

const toTime = (value: Date | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
};

/** True when a special price applies at `now`: either bound of its window may be absent (open). */
export function specialPriceActive(input: PriceInput, now: Date): boolean {
  if (input.special_price === null || input.special_price === undefined || input.special_price === '') return false;
  if (!(Number(input.special_price) < Number(input.price))) return false;
  const from = toTime(input.special_from_date);
  const to = toTime(input.special_to_date);
  const at = now.getTime();
  return (from === null || at >= from) && (to === null || at <= to);
}

/** Unrounded prices of one product at a tax rate (percent) and time. */
export function rawPrices(input: PriceInput, ratePercent: number, now: Date): RawPrices {
  const factor = 1 + ratePercent / 100;
  const original = Number(input.price);
  const stored = input.special_price === null || input.special_price === undefined || input.special_price === '' ? null : Number(input.special_price);
  const final = specialPriceActive(input, now) && stored !== null ? stored : original;
  return {
    original,
    originalIncl: original * factor,
    final,
    finalIncl: final * factor,
    storedSpecial: stored,
    tierPrices: (input.tier_prices ?? []).map((t) => ({ customer_group_id: Number(t.customer_group_id), qty: Number(t.qty), value: Number(t.value), valueIncl: Number(t.value) * factor })),
  };
}

/** Field-wise sum of parts times their quantities (bundle and grouped prices); tier prices do not carry over. */
export function sumPrices(parts: readonly { prices: RawPrices; qty: number }[]): RawPrices {
  const sum = (pick: (p: RawPrices) => number) => parts.reduce((total, part) => total + pick(part.prices) * part.qty, 0);
  return { original: sum((p) => p.original), originalIncl: sum((p) => p.originalIncl), final: sum((p) => p.final), finalIncl: sum((p) => p.finalIncl), storedSpecial: null, tierPrices: [] };
}

/**
 * The document's price fields from unrounded prices. As in Vue Storefront 1, `price`/`price_incl_tax` are
 * the price the customer pays now (the special price when it applies), `original_price*` the regular one,
 * and `special_price*` is present only while a special price below the regular one is active.
 */
export function toPriceFields(raw: RawPrices): PriceFields {
  const special = raw.final < raw.original;
  const fields: PriceFields = {
    price: roundMoney(raw.final),
    price_tax: roundMoney(raw.finalIncl - raw.final),
    price_incl_tax: roundMoney(raw.finalIncl),
    original_price: roundMoney(raw.original),
    original_price_tax: roundMoney(raw.originalIncl - raw.original),
    original_price_incl_tax: roundMoney(raw.originalIncl),
    final_price: roundMoney(raw.final),
    final_price_tax: roundMoney(raw.finalIncl - raw.final),
    final_price_incl_tax: roundMoney(raw.finalIncl),
    original_final_price: roundMoney(raw.original),
    original_special_price: raw.storedSpecial === null ? null : roundMoney(raw.storedSpecial),
    tier_prices: raw.tierPrices.map((t) => ({ customer_group_id: t.customer_group_id, qty: t.qty, value: roundMoney(t.value), value_incl_tax: roundMoney(t.valueIncl) })),
  };
  if (special) {
    fields.special_price = roundMoney(raw.final);
    fields.special_price_tax = roundMoney(raw.finalIncl - raw.final);
    fields.special_price_incl_tax = roundMoney(raw.finalIncl);
  }
  return fields;
}

/** Price fields of one product at a tax rate (percent) and time. */
export function priceFields(input: PriceInput, ratePercent: number, now: Date): PriceFields {
  return toPriceFields(rawPrices(input, ratePercent, now));
}

/**
 * The child that sets a configurable product's price: the cheapest in stock by final price incl. tax,
 * or the cheapest of all when none is in stock; undefined without children. Ties keep the first.
 */
export function cheapestChild<T extends { prices: RawPrices; inStock: boolean }>(children: readonly T[]): T | undefined {
  const pool = children.some((c) => c.inStock) ? children.filter((c) => c.inStock) : children;
  let best: T | undefined;
  for (const child of pool) if (!best || child.prices.finalIncl < best.prices.finalIncl) best = child;
  return best;
}

/** Raw prices of zero (a bundle or grouped product without priced parts). */
export const ZERO_PRICES: RawPrices = { original: 0, originalIncl: 0, final: 0, finalIncl: 0, storedSpecial: null, tierPrices: [] };
