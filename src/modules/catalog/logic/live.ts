/**
 * Live prices and stock (spec sections 3, 7 and 9; ADR 0051). Pages are server-rendered and output-cached, so
 * the prices and stock they carry may be old; after hydration the storefront asks the API for the shown skus
 * and lays the answers over the page's documents. Pure: the module's decider, projection and pages use these.
 */
import type { PricedDoc, StockInfo } from './types';

/** Spec section 9: the first skus of a listing whose stock is asked first, and the size of every later chunk. */
export const STOCK_PREFETCH_COUNT = 8;
export const STOCK_CHUNK_SIZE = 15;
/** Most skus one render-list request asks for (the API refuses more than 100). */
export const PRICE_SYNC_MAX_SKUS = 100;

/**
 * The stock requests of a list of skus: the first `prefetch` (8) alone, so the products in view come first,
 * then chunks of `size` (15). Blank and repeated skus are dropped.
 * @example stockChunks(['a', ..., 'y']) // 25 skus → [8 skus], [15 skus], [2 skus]
 */
export function stockChunks(skus: readonly string[], prefetch = STOCK_PREFETCH_COUNT, size = STOCK_CHUNK_SIZE): string[][] {
  const unique = [...new Set(skus.map((sku) => sku.trim()).filter(Boolean))];
  const chunks = unique.length ? [unique.slice(0, prefetch)] : [];
  for (let at = prefetch; at < unique.length; at += size) chunks.push(unique.slice(at, at + size));
  return chunks;
}

/** A stock cache entry (spec section 3): what the add-to-cart check and the pages read, by sku. */
export interface StockCacheEntry {
  is_in_stock: boolean;
  qty: number;
  product_id: number;
}

/** The prices of one render-list item: excl. tax (`price_info`) and incl. tax (its `tax_adjustments`). */
export interface LivePrice {
  final: number;
  regular: number;
  special: number | null;
  finalInclTax: number;
  regularInclTax: number;
  specialInclTax: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const money = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The stock cache entries of a `/api/stock/list` result, by sku; rows without a sku or a stock flag are skipped. */
export function stockEntriesOf(result: unknown): Record<string, StockCacheEntry> {
  const entries: Record<string, StockCacheEntry> = {};
  for (const row of Array.isArray(result) ? result : []) {
    if (!isRecord(row) || typeof row.sku !== 'string' || typeof row.is_in_stock !== 'boolean') continue;
    entries[row.sku] = { is_in_stock: row.is_in_stock, qty: money(Number(row.qty)) ?? 0, product_id: money(row.product_id) ?? 0 };
  }
  return entries;
}

function pricesOf(info: Record<string, unknown>): { final: number; regular: number; special: number | null } | null {
  const final = money(info.final_price);
  const regular = money(info.regular_price);
  if (final === null || regular === null) return null;
  return { final, regular, special: money(info.special_price) };
}

/** The live prices of a render-list result (`{items}` carrying `price_info`), by sku; incomplete items are skipped. */
export function livePricesOf(result: unknown): Record<string, LivePrice> {
  const prices: Record<string, LivePrice> = {};
  const items = isRecord(result) && Array.isArray(result.items) ? result.items : [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.sku !== 'string' || !isRecord(item.price_info)) continue;
    const excl = pricesOf(item.price_info);
    const adjustments = isRecord(item.price_info.extension_attributes) ? item.price_info.extension_attributes.tax_adjustments : undefined;
    const incl = isRecord(adjustments) ? pricesOf(adjustments) : null;
    if (!excl || !incl) continue;
    prices[item.sku] = { ...excl, finalInclTax: incl.final, regularInclTax: incl.regular, specialInclTax: incl.special };
  }
  return prices;
}

/**
 * The price fields of a document from its live price (Vue Storefront's syncProductPrice): the server judged the
 * special price's window when it answered, so a special price it gives applies and one it leaves out does not.
 */
export function pricedDocOf(price: LivePrice): Required<Pick<PricedDoc, 'price' | 'price_incl_tax' | 'final_price' | 'final_price_incl_tax' | 'original_price' | 'original_price_incl_tax' | 'special_price' | 'special_price_incl_tax' | 'original_special_price' | 'special_from_date' | 'special_to_date'>> {
  return {
    price: price.final,
    price_incl_tax: price.finalInclTax,
    final_price: price.final,
    final_price_incl_tax: price.finalInclTax,
    original_price: price.regular,
    original_price_incl_tax: price.regularInclTax,
    special_price: price.special,
    special_price_incl_tax: price.specialInclTax,
    original_special_price: price.special,
    special_from_date: null,
    special_to_date: null,
  };
}

/** What the live sync knows: stock cache entries and prices by sku. */
export interface LiveData {
  stock: Readonly<Record<string, StockCacheEntry>>;
  prices: Readonly<Record<string, LivePrice>>;
}

/** A document with a sku, its own stock and prices, and maybe variants with theirs. */
type LiveDoc = PricedDoc & { sku: string; stock?: StockInfo | undefined; configurable_children?: readonly (PricedDoc & { sku: string; stock?: StockInfo | undefined })[] | undefined };

function overlay<T extends PricedDoc & { sku: string; stock?: StockInfo | undefined }>(doc: T, live: LiveData): T {
  const price = live.prices[doc.sku];
  const stock = live.stock[doc.sku];
  if (!price && !stock) return doc;
  return { ...doc, ...(price ? pricedDocOf(price) : {}), ...(stock ? { stock: { ...doc.stock, ...stock } } : {}) };
}

/**
 * A document with the live prices and stock laid over it and over its configurable variants; the same document
 * (identity kept) when nothing live is known for it, so pages re-render only what changed.
 */
export function withLive<T extends LiveDoc>(doc: T, live: LiveData): T {
  const own = overlay(doc, live);
  const children = doc.configurable_children;
  if (!children?.length) return own;
  const synced = children.map((child) => overlay(child, live));
  return synced.every((child, i) => child === children[i]) ? own : { ...own, configurable_children: synced };
}

/** The skus whose prices and stock a product page syncs: the product, its variants, its bundle or grouped parts. */
export function productPageSkus(product: LiveDoc, partSkus: readonly string[]): string[] {
  return [...new Set([product.sku, ...(product.configurable_children ?? []).map((child) => child.sku), ...partSkus])];
}

/**
 * The render-list path of the price sync (spec section 7 "Price sync"): the skus comma-joined, the view's currency
 * and store id, and the customer's group when one is logged in.
 * @example renderListPath({skus: ['A', 'B'], currencyCode: 'EUR', storeId: 4, userGroupId: 1}) // '/api/product/render-list?skus=A%2CB&currencyCode=EUR&storeId=4&userGroupId=1'
 */
export function renderListPath(input: { skus: readonly string[]; currencyCode: string; storeId: number; userGroupId: number | null }): string {
  const query = new URLSearchParams({ skus: input.skus.join(','), currencyCode: input.currencyCode, storeId: String(input.storeId) });
  if (input.userGroupId !== null) query.set('userGroupId', String(input.userGroupId));
  return `/api/product/render-list?${query.toString()}`;
}

/** The stock list path of one chunk (spec section 7 "Stock": the skus comma-joined). */
export function stockListPath(skus: readonly string[]): string {
  return `/api/stock/list?${new URLSearchParams({ skus: skus.join(',') }).toString()}`;
}

/**
 * Two-stage product caching (spec section 4): a listing loads a small `_source` first and the full products
 * second. It stays on while the small first stage is the faster one, and is switched off once the full second
 * stage proves faster (then one full load does both jobs).
 */
export function keepTwoStageCaching(durations: { first: number; second: number }): boolean {
  return !(durations.second < durations.first);
}
