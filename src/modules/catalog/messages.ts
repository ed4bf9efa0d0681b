import type { ProductSummary } from '../../kernel/product';
import type { LivePrice, StockCacheEntry } from './logic/live';

/** A bundle option's chosen product and its quantity. */
export interface BundleOptionSelection {
  optionId: string;
  linkId: string;
  sku: string;
  qty: number;
}

/**
 * A part of a grouped product: its summary (with its own quantity rules; the cart adds it as a line of
 * its own) and how many of it one grouped product holds.
 */
export interface GroupedPart {
  product: ProductSummary;
  qty: number;
}

/**
 * What the shopper chose on the product page besides the quantity: the configurable option values
 * (attribute code → value index), the bundle products, the custom options (option id → text or value ids)
 * and a grouped product's parts with their quantities per set.
 */
export interface AddToCartOptions {
  configurable?: Record<string, string>;
  bundle?: BundleOptionSelection[];
  custom?: Record<string, string | string[]>;
  grouped?: GroupedPart[];
}

/** The request to put a product in the cart, as the product page makes it. */
export interface AddToCartRequest {
  product: ProductSummary;
  qty: number;
  options: AddToCartOptions;
}

/** An API answer as a reactor got it, recorded so a replay needs no network (code 0: it never arrived). */
export interface RecordedLiveAnswer {
  code: number;
  result: unknown;
}

/** The live data of a page session (ADR 0051): stock cache entries and prices by sku, and the customer's group. */
export interface LiveView {
  stock: Record<string, StockCacheEntry>;
  prices: Record<string, LivePrice>;
  /** The logged-in customer's group (render-list `userGroupId`), null for a guest. */
  groupId: number | null;
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** "Add to cart" pressed on the product page; the cart module reacts to the event. */
    'catalog/requestAddToCart': AddToCartRequest;
    /** A page shows these skus: fetch their live stock (first 8, then chunks of 15) and prices. */
    'catalog/syncLive': { skus: string[] };
    /** The answer of one `/api/stock/list` chunk. */
    'catalog/recordStock': RecordedLiveAnswer & { skus: string[] };
    /** The answer of `/api/product/render-list` (Vue Storefront's product/syncPlatformPricesOver). */
    'catalog/recordPrices': RecordedLiveAnswer & { skus: string[] };
  }
  interface EventRegistry {
    'catalog/addToCartRequested': AddToCartRequest;
    /** The stock chunks to list and the skus whose prices to sync. */
    'catalog/liveSyncRequested': { stockChunks: string[][]; skus: string[] };
    /** Stock cache entries by sku (spec section 3 "Stock cache entry"). */
    'catalog/stockListed': { entries: Record<string, StockCacheEntry> };
    /** Live prices by sku (render-list `price_info`). */
    'catalog/pricesSynced': { prices: Record<string, LivePrice> };
    /** A stock or price answer that did not come (the page keeps the prices and stock it was rendered with). */
    'catalog/liveSyncFailed': { kind: 'stock' | 'prices'; skus: string[]; code: number };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    'catalog/live': LiveView;
  }
}

export type CatalogCommand = 'catalog/requestAddToCart' | 'catalog/syncLive' | 'catalog/recordStock' | 'catalog/recordPrices';
export type CatalogEvent = 'catalog/addToCartRequested' | 'catalog/liveSyncRequested' | 'catalog/stockListed' | 'catalog/pricesSynced' | 'catalog/liveSyncFailed';
