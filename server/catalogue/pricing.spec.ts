import { describe, expect, it } from 'vitest';
import { cheapestChild, priceFields, rawPrices, roundMoney, specialPriceActive, sumPrices, taxRatePercent, toPriceFields, type TaxRuleRow } from './pricing';

const rules: TaxRuleRow[] = [
  { id: 2, priority: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 99, tax_country_id: 'EE' }] },
  { id: 1, priority: 0, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: '24', tax_country_id: 'EE' }, { rate: 25.5, tax_country_id: 'FI' }] },
  { id: 3, priority: 0, product_tax_class_ids: [5], customer_tax_class_ids: [3, 4], rates: [{ rate: 9, tax_country_id: 'ee' }] },
];
const now = new Date('2026-06-01T12:00:00Z');

describe('taxRatePercent', () => {
  it('takes the first rule by priority covering product class, customer class and country', () => {
    expect(taxRatePercent(rules, 2, 'EE')).toBe(24);
    expect(taxRatePercent(rules, 2, 'FI')).toBe(25.5);
    expect(taxRatePercent(rules, 5, 'EE', 4)).toBe(9);
  });

  it('is 0 when no rule matches the class or the country', () => {
    expect(taxRatePercent(rules, 2, 'IT')).toBe(0);
    expect(taxRatePercent(rules, 7, 'EE')).toBe(0);
    expect(taxRatePercent(rules, 2, 'EE', 1)).toBe(0);
  });
});

describe('specialPriceActive', () => {
  const base = { price: 40, special_price: 30 };
  it('applies only below the price and inside the window; absent bounds are open', () => {
    expect(specialPriceActive(base, now)).toBe(true);
    expect(specialPriceActive({ ...base, special_from_date: '2026-06-01T12:00:00Z', special_to_date: '2026-06-01T12:00:00Z' }, now)).toBe(true);
    expect(specialPriceActive({ ...base, special_from_date: '2026-06-02T00:00:00Z' }, now)).toBe(false);
    expect(specialPriceActive({ ...base, special_to_date: new Date('2026-05-31T00:00:00Z') }, now)).toBe(false);
    expect(specialPriceActive({ price: 40, special_price: 40 }, now)).toBe(false);
    expect(specialPriceActive({ price: 40, special_price: 45 }, now)).toBe(false);
    expect(specialPriceActive({ price: 40, special_price: null }, now)).toBe(false);
    expect(specialPriceActive({ price: 40, special_price: 0 }, now)).toBe(true);
  });
});

describe('priceFields', () => {
  it('adds tax and exposes the special price while it applies', () => {
    expect(priceFields({ price: '40.0000', special_price: '30.0000', tier_prices: [{ customer_group_id: 0, qty: 4, value: 28 }] }, 24, now)).toEqual({
      price: 30, price_tax: 7.2, price_incl_tax: 37.2,
      original_price: 40, original_price_tax: 9.6, original_price_incl_tax: 49.6,
      special_price: 30, special_price_tax: 7.2, special_price_incl_tax: 37.2,
      final_price: 30, final_price_tax: 7.2, final_price_incl_tax: 37.2,
      original_final_price: 40, original_special_price: 30,
      tier_prices: [{ customer_group_id: 0, qty: 4, value: 28, value_incl_tax: 34.72 }],
    });
  });

  it('keeps the regular price when the special one is out of its window or not lower', () => {
    const fields = priceFields({ price: 50, special_price: 40, special_to_date: '2026-02-01T00:00:00Z' }, 24, now);
    expect(fields).toMatchObject({ price: 50, price_incl_tax: 62, final_price_incl_tax: 62, original_special_price: 40, tier_prices: [] });
    expect(fields).not.toHaveProperty('special_price');
    expect(fields).not.toHaveProperty('special_price_incl_tax');
  });

  it('rounds at the end, not per step', () => {
    // 4.996 + 25.5 % = 6.26998 -> 6.27; rounding the price first would give 5.00 * 1.255 = 6.275 -> 6.28
    expect(priceFields({ price: 4.996 }, 25.5, now)).toMatchObject({ price: 5, price_incl_tax: 6.27, price_tax: 1.27 });
    const three = sumPrices([{ prices: rawPrices({ price: 0.333 }, 0, now), qty: 3 }]);
    expect(toPriceFields(three).price).toBe(1);
  });
});

describe('sumPrices and cheapestChild', () => {
  it('sums parts times quantities, the special parts giving a bundle special price', () => {
    const a = rawPrices({ price: 40, special_price: 30 }, 24, now);
    const b = rawPrices({ price: 50 }, 24, now);
    const fields = toPriceFields(sumPrices([{ prices: a, qty: 2 }, { prices: b, qty: 1 }]));
    expect(fields).toMatchObject({ price: 110, price_incl_tax: 136.4, original_price: 130, special_price: 110, original_special_price: null, tier_prices: [] });
  });

  it('picks the cheapest child in stock, or the cheapest of all when none is', () => {
    const child = (price: number, inStock: boolean) => ({ prices: rawPrices({ price }, 24, now), inStock, price });
    expect(cheapestChild([child(10, false), child(12, true), child(15, true)])?.price).toBe(12);
    expect(cheapestChild([child(10, false), child(8, false)])?.price).toBe(8);
    expect(cheapestChild([])).toBeUndefined();
  });

  it('rounds half away from zero despite binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(2.675)).toBe(2.68);
  });
});
