import { describe, expect, it } from 'vitest';
import { displayPrices } from './prices';
import { stockStatus } from './product-rules';
import {
  keepTwoStageCaching,
  livePricesOf,
  productPageSkus,
  renderListPath,
  stockChunks,
  stockEntriesOf,
  stockListPath,
  withLive,
  type LiveData,
  type LivePrice,
} from './live';

const skus = (n: number) => Array.from({ length: n }, (_, i) => `S${i + 1}`);

describe('stockChunks (spec section 9: stock prefetch 8, lists in chunks of 15)', () => {
  it('asks for the first 8 alone, then 15 at a time', () => {
    expect(stockChunks(skus(25)).map((chunk) => chunk.length)).toEqual([8, 15, 2]);
    expect(stockChunks(skus(50)).map((chunk) => chunk.length)).toEqual([8, 15, 15, 12]);
    expect(stockChunks(skus(25))[1]).toEqual(skus(23).slice(8));
  });

  it('keeps a short list in one chunk and drops blanks and repeats', () => {
    expect(stockChunks(['A', ' ', 'B', 'A', ''])).toEqual([['A', 'B']]);
    expect(stockChunks([])).toEqual([]);
    expect(stockChunks(skus(8))).toEqual([skus(8)]);
  });
});

const renderItem = (sku: string, excl: Record<string, number>, incl: Record<string, number>) => ({
  sku,
  price_info: { ...excl, extension_attributes: { tax_adjustments: incl } },
});

describe('reading the answers', () => {
  it('makes stock cache entries {is_in_stock, qty, product_id} by sku from a stock list', () => {
    const result = [
      { sku: 'A', product_id: 1, qty: 5, is_in_stock: true, manage_stock: true },
      { sku: 'B', product_id: 2, qty: 0, is_in_stock: false },
      { sku: 'C', qty: 1 },
      'junk',
    ];
    expect(stockEntriesOf(result)).toEqual({ A: { is_in_stock: true, qty: 5, product_id: 1 }, B: { is_in_stock: false, qty: 0, product_id: 2 } });
    expect(stockEntriesOf(null)).toEqual({});
  });

  it('reads render-list prices excl. tax from price_info and incl. tax from its tax adjustments', () => {
    const result = {
      items: [
        renderItem('A', { final_price: 30, regular_price: 40, special_price: 30 }, { final_price: 37.2, regular_price: 49.6, special_price: 37.2 }),
        renderItem('B', { final_price: 10, regular_price: 10 }, { final_price: 12.4, regular_price: 12.4 }),
        { sku: 'C', price_info: { final_price: 1 } },
      ],
    };
    expect(livePricesOf(result)).toEqual({
      A: { final: 30, regular: 40, special: 30, finalInclTax: 37.2, regularInclTax: 49.6, specialInclTax: 37.2 },
      B: { final: 10, regular: 10, special: null, finalInclTax: 12.4, regularInclTax: 12.4, specialInclTax: null },
    });
    expect(livePricesOf({})).toEqual({});
  });
});

const price = (finalInclTax: number, regularInclTax = finalInclTax): LivePrice => ({
  final: finalInclTax / 1.24,
  regular: regularInclTax / 1.24,
  special: finalInclTax < regularInclTax ? finalInclTax / 1.24 : null,
  finalInclTax,
  regularInclTax,
  specialInclTax: finalInclTax < regularInclTax ? finalInclTax : null,
});
const NOW = new Date('2026-06-01T12:00:00Z');

describe('withLive (merging the live data over a page document)', () => {
  const doc = {
    sku: 'P',
    price: 40,
    price_incl_tax: 49.6,
    original_price: 40,
    original_price_incl_tax: 49.6,
    final_price: 40,
    final_price_incl_tax: 49.6,
    special_price: 30,
    original_special_price: 30,
    special_from_date: '2026-05-01T00:00:00Z',
    stock: { is_in_stock: true, qty: 5, qty_increments: 2 },
    configurable_children: [
      { sku: 'P-1', price: 10, price_incl_tax: 12.4, stock: { is_in_stock: true, qty: 1 } },
      { sku: 'P-2', price: 12, price_incl_tax: 14.88, stock: { is_in_stock: true, qty: 2 } },
    ],
  };
  const live = (data: Partial<LiveData>): LiveData => ({ stock: {}, prices: {}, ...data });

  it('shows a changed price and drops a special price the server no longer gives', () => {
    const synced = withLive(doc, live({ prices: { P: price(62) } }));
    expect(displayPrices(synced, { showTax: true, now: NOW })).toMatchObject({ final: 62, original: 62, special: false });
    expect(displayPrices(doc, { showTax: true, now: NOW })).toMatchObject({ final: 37.2, original: 49.6, special: true });
  });

  it('shows a special price the server gives, whatever the dates the page was rendered with', () => {
    const synced = withLive({ ...doc, special_from_date: '2027-01-01T00:00:00Z' }, live({ prices: { P: price(25, 49.6) } }));
    expect(displayPrices(synced, { showTax: true, now: NOW })).toMatchObject({ final: 25, original: 49.6, special: true });
  });

  it('sets the stock from the cache entry and keeps the rest of the stock object', () => {
    const synced = withLive(doc, live({ stock: { P: { is_in_stock: false, qty: 0, product_id: 7 } } }));
    expect(synced.stock).toEqual({ is_in_stock: false, qty: 0, product_id: 7, qty_increments: 2 });
    expect(stockStatus(synced, { stockSync: true })).toBe('out_of_stock');
  });

  it("syncs a configurable product's variants and keeps the document itself when nothing is known", () => {
    const synced = withLive(doc, live({ stock: { 'P-2': { is_in_stock: false, qty: 0, product_id: 9 } }, prices: { 'P-1': price(9.92) } }));
    expect(synced.configurable_children?.[0]).toMatchObject({ sku: 'P-1', price_incl_tax: 9.92 });
    expect(synced.configurable_children?.[1]?.stock).toMatchObject({ is_in_stock: false, qty: 0 });
    expect(synced.price_incl_tax).toBe(49.6);
    expect(withLive(doc, live({ prices: { OTHER: price(1) } }))).toBe(doc);
  });

  it('lists the skus of a product page: the product, its variants and its parts, once each', () => {
    expect(productPageSkus(doc, ['B-1', 'P-1'])).toEqual(['P', 'P-1', 'P-2', 'B-1']);
  });
});

describe('request paths', () => {
  it('asks render-list with the skus, the currency, the store id and the group when logged in', () => {
    expect(renderListPath({ skus: ['A', 'B'], currencyCode: 'EUR', storeId: 4, userGroupId: 1 })).toBe('/api/product/render-list?skus=A%2CB&currencyCode=EUR&storeId=4&userGroupId=1');
    expect(renderListPath({ skus: ['A'], currencyCode: 'EUR', storeId: 2, userGroupId: null })).toBe('/api/product/render-list?skus=A&currencyCode=EUR&storeId=2');
  });

  it('asks the stock list with the skus comma-joined', () => {
    expect(stockListPath(['A', 'B/1'])).toBe('/api/stock/list?skus=A%2CB%2F1');
  });
});

describe('keepTwoStageCaching (spec section 4: off at run time when the full second stage proves faster)', () => {
  it('stays on while the small first stage is faster, and goes off when the full stage is faster', () => {
    expect(keepTwoStageCaching({ first: 40, second: 120 })).toBe(true);
    expect(keepTwoStageCaching({ first: 40, second: 40 })).toBe(true);
    expect(keepTwoStageCaching({ first: 120, second: 40 })).toBe(false);
  });
});
