import { describe, expect, it } from 'vitest';
import { bundlePrice, bundleSelection, customOptionsPrice, defaultBundleChoice, displayPrices, roundMoney, specialPriceApplies } from './prices';
import type { BundleOption, CatalogProduct, PricedDoc } from './types';

const NOW = new Date('2026-06-01T12:00:00Z');

// BP-1 of the fixture catalogue: 40 excl. tax (49.60 incl. 24 % VAT), special 30 (37.20) from 1 May 2026.
const pads: PricedDoc = {
  price: 30,
  price_incl_tax: 37.2,
  original_price: 40,
  original_price_incl_tax: 49.6,
  special_price: 30,
  special_price_incl_tax: 37.2,
  original_special_price: 30,
  special_from_date: '2026-05-01T00:00:00.000Z',
  special_to_date: null,
  final_price: 30,
  final_price_incl_tax: 37.2,
  tier_prices: [
    { customer_group_id: 1, qty: 2, value: 29, value_incl_tax: 35.96 },
    { customer_group_id: 0, qty: 4, value: 28, value_incl_tax: 34.72 },
  ],
};

describe('specialPriceApplies (spec section 4 "Price rules")', () => {
  it('applies below the original price inside the window; either bound may be absent', () => {
    expect(specialPriceApplies(pads, NOW)).toBe(true);
    expect(specialPriceApplies({ ...pads, special_from_date: null }, NOW)).toBe(true);
    expect(specialPriceApplies({ ...pads, special_to_date: '2026-06-01T12:00:00Z' }, NOW)).toBe(true);
  });

  it('does not apply before or after the window', () => {
    expect(specialPriceApplies(pads, new Date('2026-04-30T23:59:59Z'))).toBe(false);
    expect(specialPriceApplies({ ...pads, special_from_date: '2026-01-01', special_to_date: '2026-02-01' }, NOW)).toBe(false);
  });

  it('does not apply when not below the original price, or without a special price', () => {
    expect(specialPriceApplies({ ...pads, original_special_price: 40, special_price: 40 }, NOW)).toBe(false);
    expect(specialPriceApplies({ ...pads, original_special_price: 45 }, NOW)).toBe(false);
    expect(specialPriceApplies({ original_price: 40, price: 40 }, NOW)).toBe(false);
    expect(specialPriceApplies({ ...pads, original_special_price: null }, NOW)).toBe(false);
  });

  it('reads the stored special price of a document whose special had not started when it was built', () => {
    const later: PricedDoc = { price: 40, original_price: 40, original_special_price: 30, special_from_date: '2026-05-01T00:00:00Z' };
    expect(specialPriceApplies(later, NOW)).toBe(true);
  });
});

describe('displayPrices', () => {
  it('shows prices incl. tax with the original struck through while the special applies', () => {
    expect(displayPrices(pads, { showTax: true, now: NOW })).toEqual({ final: 37.2, original: 49.6, special: true, tierPrices: [{ qty: 4, value: 34.72 }] });
  });

  it('shows prices excl. tax when the view says so', () => {
    expect(displayPrices(pads, { showTax: false, now: NOW })).toEqual({ final: 30, original: 40, special: true, tierPrices: [{ qty: 4, value: 28 }] });
  });

  it('shows the original price outside the window', () => {
    const before = new Date('2026-04-01T00:00:00Z');
    expect(displayPrices(pads, { showTax: true, now: before })).toMatchObject({ final: 49.6, original: 49.6, special: false });
  });

  it("computes a special price incl. tax from the product's tax rate when the document has none", () => {
    const later: PricedDoc = { price: 40, price_incl_tax: 49.6, original_price: 40, original_price_incl_tax: 49.6, original_special_price: 30, special_from_date: '2026-05-01T00:00:00Z' };
    expect(displayPrices(later, { showTax: true, now: NOW })).toMatchObject({ final: 37.2, original: 49.6, special: true });
  });

  it('takes the final price of products priced from parts, and the tier prices of a customer group', () => {
    const bundle: PricedDoc = { price: 60, price_incl_tax: 74.4, original_price: 80, original_price_incl_tax: 99.2, final_price: 60, final_price_incl_tax: 74.4, original_special_price: null };
    expect(displayPrices(bundle, { showTax: true, now: NOW })).toEqual({ final: 74.4, original: 99.2, special: true, tierPrices: [] });
    expect(displayPrices(pads, { showTax: false, now: NOW, customerGroupId: 1 }).tierPrices).toEqual([{ qty: 2, value: 29 }]);
  });
});

describe('bundles (spec section 4: price = sum of selected price x qty)', () => {
  const options: BundleOption[] = [
    { option_id: 1, title: 'Pads', product_links: [{ id: 1, sku: 'BP-1', qty: 2, is_default: true }, { id: 2, sku: 'BP-2', qty: 1, is_default: false }] },
    { option_id: 2, title: 'Fluid', product_links: [{ id: 3, sku: 'BF-1', qty: 1, is_default: '1' }] },
  ];
  const prices: Record<string, number> = { 'BP-1': 37.2, 'BP-2': 62, 'BF-1': 12.4 };

  it('sums price x qty of the selection', () => {
    expect(bundlePrice([{ price: 37.2, qty: 2 }, { price: 12.4, qty: 1 }])).toBe(86.8);
    expect(bundlePrice([])).toBe(0);
    expect(bundlePrice([{ price: 0.1, qty: 3 }])).toBe(0.3);
  });

  it('starts from the default links and follows a changed choice', () => {
    const choice = defaultBundleChoice(options);
    expect(choice).toEqual({ '1': { linkId: 1, qty: 2 }, '2': { linkId: 3, qty: 1 } });
    expect(bundlePrice(bundleSelection(options, choice, (sku) => prices[sku]))).toBe(86.8);
    const changed = { ...choice, '1': { linkId: 2, qty: 2 } };
    expect(bundleSelection(options, changed, (sku) => prices[sku])).toEqual([
      { sku: 'BP-2', price: 62, qty: 2 },
      { sku: 'BF-1', price: 12.4, qty: 1 },
    ]);
    expect(bundlePrice(bundleSelection(options, changed, (sku) => prices[sku]))).toBe(136.4);
  });

  it('chooses the only product of an option without a default, and nothing among several', () => {
    const noDefaults: BundleOption[] = [
      { option_id: 1, title: 'Pads', product_links: [{ id: 1, sku: 'BP-1', qty: 2 }, { id: 2, sku: 'BP-2', qty: 1 }] },
      { option_id: 2, title: 'Fluid', product_links: [{ id: 3, sku: 'BF-1', qty: 1 }] },
    ];
    expect(defaultBundleChoice(noDefaults)).toEqual({ '2': { linkId: 3, qty: 1 } });
    // An optional extra is not chosen for the shopper, unless it is the option's default.
    const extras: BundleOption[] = [{ option_id: 3, title: 'Extras', required: false, product_links: [{ id: 4, sku: 'WASH', qty: 1 }] }];
    expect(defaultBundleChoice(extras)).toEqual({});
    expect(defaultBundleChoice([{ ...extras[0]!, product_links: [{ id: 4, sku: 'WASH', qty: 1, is_default: true }] }])).toEqual({ '3': { linkId: 4, qty: 1 } });
  });

  it('leaves out links without a known price or choice', () => {
    expect(bundleSelection(options, { '2': { linkId: 3 } }, () => undefined)).toEqual([]);
    expect(bundleSelection(options, { '9': { linkId: 1 } }, (sku) => prices[sku])).toEqual([]);
  });
});

describe('customOptionsPrice (spec section 4: fixed or percent of the original price)', () => {
  const product: Pick<CatalogProduct, 'custom_options'> & PricedDoc = {
    ...pads,
    custom_options: [
      { option_id: 1, title: 'Engraving', type: 'field', price: 5, price_type: 'fixed' },
      { option_id: 2, title: 'Fitting', type: 'drop_down', values: [{ option_type_id: 10, title: 'Front', price: 10, price_type: 'percent' }, { option_type_id: 11, title: 'Both', price: 20, price_type: 'percent' }] },
      { option_id: 3, title: 'Extras', type: 'checkbox', values: [{ option_type_id: 20, price: 2, price_type: 'fixed' }, { option_type_id: 21, price: 3, price_type: 'fixed' }] },
    ],
  };

  it('adds fixed amounts (with tax incl.) and percentages of the original price', () => {
    // 5 fixed (6.20 incl.) + 10 % of 40 (4; 4.96 incl.) + 2 + 3 fixed (6.20 incl.)
    expect(customOptionsPrice(product, { '1': 'Mari', '2': '10', '3': ['20', '21'] })).toEqual({ price: 14, priceInclTax: 17.36 });
    expect(customOptionsPrice(product, { '3': '20,21' })).toEqual({ price: 5, priceInclTax: 6.2 });
  });

  it('adds nothing for empty text, unknown options or values', () => {
    expect(customOptionsPrice(product, { '1': '  ', '2': '99', '7': '10' })).toEqual({ price: 0, priceInclTax: 0 });
  });

  it('rounds money half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });
});
