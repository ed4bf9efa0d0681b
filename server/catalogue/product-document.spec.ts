import { describe, expect, it } from 'vitest';
import type { ProductRow } from './documents/rows';
import { configurableOptions, documentPrices, productDocument, stockOf, type ProductContext } from './product-document';

const now = new Date('2026-06-01T12:00:00Z');
const row = (over: Partial<ProductRow>): ProductRow => ({
  id: 1, sku: 'S', type_id: 'simple', parent_id: null, status: 1, visibility: 4, price: 10, special_price: null, special_from_date: null,
  special_to_date: null, tax_class_id: 2, category_ids: [], brand: null, ean: null, oe_numbers: [], oem_numbers: [], attrs: {},
  created_at: now, updated_at: now, name: 'Name', slug: 's', url_key: 's', url_path: 's', description: '', i18n_attrs: {},
  qty: 1, is_in_stock: true, manage_stock: true, min_sale_qty: 1, max_sale_qty: 100, qty_increments: 1, ...over,
});
const ctx = (over: Partial<ProductContext> = {}): ProductContext => ({
  children: new Map(), bySku: new Map(), categories: new Map(), attributes: [], country: 'EE', now,
  taxRules: [{ id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 24, tax_country_id: 'EE' }] }],
  ...over,
});
const attributes = [{ id: 7, code: 'size', label: 'Suurus', options: [{ value: '2', label: 'M' }, { value: '1', label: 'S' }] }];

describe('configurableOptions', () => {
  it('prefers the translated list stored with the product texts', () => {
    const stored = [{ attribute_code: 'size', label: 'Koko', values: [{ value_index: 1, label: 'S' }] }];
    expect(configurableOptions(row({ attrs: { configurable_options: [7] }, i18n_attrs: { configurable_options: stored } }), [], attributes)).toBe(stored);
  });

  it('builds options from ids or codes with the values the children carry, in attribute option order', () => {
    const children = [row({ id: 2, attrs: { size: 1 } }), row({ id: 3, attrs: { size: 2 } }), row({ id: 4, attrs: { size: 1 } }), row({ id: 5, attrs: { size: 9 } })];
    const expected = [{ id: 7, attribute_id: 7, attribute_code: 'size', label: 'Suurus', position: 0, product_id: 1, values: [{ value_index: 2, label: 'M' }, { value_index: 1, label: 'S' }, { value_index: 9, label: '9' }] }];
    expect(configurableOptions(row({ attrs: { configurable_options: [7] } }), children, attributes)).toEqual(expected);
    expect(configurableOptions(row({ attrs: { configurable_options: ['size'] } }), children, attributes)).toEqual(expected);
    expect(configurableOptions(row({ attrs: { configurable_options: [{ attribute_id: '7' }, 'unknown'] } }), children, attributes)).toEqual(expected);
  });
});

describe('documentPrices and stock', () => {
  it('prices bundles and groups without known parts at 0 and configurables without children by their own price', () => {
    expect(documentPrices(row({ type_id: 'bundle', attrs: { bundle_options: [{ product_links: [{ sku: 'X', is_default: true }] }] } }), ctx()).final).toBe(0);
    expect(documentPrices(row({ type_id: 'grouped', attrs: {} }), ctx()).original).toBe(0);
    expect(documentPrices(row({ type_id: 'configurable', price: 5 }), ctx()).finalIncl).toBeCloseTo(6.2);
  });

  it('counts a child without a stock row as in stock when choosing the configurable price', () => {
    const children = [row({ id: 2, price: 8, is_in_stock: false }), row({ id: 3, price: 9, is_in_stock: null, qty: null })];
    const doc = productDocument(row({ type_id: 'configurable' }), ctx({ children: new Map([[1, children]]) }));
    expect(doc.price).toBe(9);
  });

  it('gives untracked products an unmanaged in-stock entry', () => {
    expect(stockOf(row({ is_in_stock: null, qty: null, manage_stock: null }))).toMatchObject({ is_in_stock: true, manage_stock: false, qty: 0 });
    expect(stockOf(row({ is_in_stock: false, qty: '0.0000' }))).toMatchObject({ is_in_stock: false, manage_stock: true, qty: 0 });
  });

  it('lets the view texts override language-neutral attrs and keeps columns authoritative', () => {
    const doc = productDocument(row({ attrs: { short_description: 'neutral', sku: 'bogus' }, i18n_attrs: { short_description: 'eesti' } }), ctx());
    expect(doc).toMatchObject({ short_description: 'eesti', sku: 'S', price_incl_tax: 12.4 });
  });
});
