import type { Container } from 'inversify';

/** Most full product documents the browser keeps (least recently stored dropped first). */
export const PRODUCT_CACHE_SIZE = 300;

/**
 * The browser's cache of full product documents (two-stage product caching, spec section 4; ADR 0051): a
 * listing's second stage fills it, and the product page's loader reads it instead of searching again. It also
 * holds the run-time switch: `twoStage` turns false once the full load proves faster than the small one.
 */
export interface ProductCache {
  twoStage: boolean;
  get<T>(key: string): T | undefined;
  put(key: string, doc: unknown): void;
}

/** Registered symbol, like the search cache's: the catalog's bindings and its loaders must name the same one. */
export const ProductCacheToken = Symbol.for('autoparts.catalog.productCache');

/** A cache of at most `size` documents, insertion-ordered (a Map: re-putting a key moves it to the end). */
export function createProductCache(size = PRODUCT_CACHE_SIZE): ProductCache {
  const docs = new Map<string, unknown>();
  return {
    twoStage: true,
    get: <T>(key: string) => docs.get(key) as T | undefined,
    put(key, doc) {
      docs.delete(key);
      docs.set(key, doc);
      if (docs.size > size) docs.delete(docs.keys().next().value as string);
    },
  };
}

/** The bound cache (the browser binds one), or null (server renders, tests without it). */
export function productCacheOf(services: Container): ProductCache | null {
  return services.isBound(ProductCacheToken) ? services.get<ProductCache>(ProductCacheToken) : null;
}

/** The cache key of a product of a view. */
export const productCacheKey = (storeCode: string, sku: string): string => `${storeCode}:${sku}`;
