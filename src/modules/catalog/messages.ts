import type { ProductSummary } from '../../kernel/product';

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

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** "Add to cart" pressed on the product page; the cart module reacts to the event. */
    'catalog/requestAddToCart': AddToCartRequest;
  }
  interface EventRegistry {
    'catalog/addToCartRequested': AddToCartRequest;
  }
}

export type CatalogCommand = 'catalog/requestAddToCart';
export type CatalogEvent = 'catalog/addToCartRequested';
