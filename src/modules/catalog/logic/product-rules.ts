/**
 * Product page rules (spec section 4 "Product loading", "Variant selection", "Stock status"; section 8):
 * when a loaded product counts as not found, which variants are offered, how a configurable product is
 * configured, and the product's stock status. Prices live in prices.ts.
 */
import type { CatalogProduct, ProductVariant, StockInfo } from './types';

/** The message of a product query without a usable product (spec section 8). */
export const PRODUCT_EMPTY_RESULT = 'Product query returned empty result';
/** Shown when no variant of a configurable product is in stock (spec section 8). */
export const NO_AVAILABLE_VARIANTS = 'No available product variants';
/** Shown when the chosen combination of option values has no variant (spec section 8). */
export const NO_SUCH_CONFIGURATION = 'No such configuration for the product.';

/** Why a loaded product is not shown. */
export interface ProductLoadError {
  /** `status`: disabled (2 or more); `visibility`: not visible individually (1), e.g. a configurable child. */
  reason: 'status' | 'visibility';
  /** 'Product query returned empty result product status = 2' and the like. */
  message: string;
}

/**
 * Null when the product may be shown; otherwise the error of spec section 4 steps 2 and 3: status 2 or
 * more, then visibility 1. The message contains 'query returned empty result', which the router turns into
 * the redirect to the view's home; a caller that prevents direct access to configurable children can
 * redirect a `visibility` failure to the parent instead.
 * @example productLoadError({status: 2, ...}) // {reason: 'status', message: 'Product query returned empty result product status = 2'}
 */
export function productLoadError(product: Pick<CatalogProduct, 'status' | 'visibility'>): ProductLoadError | null {
  if (product.status !== undefined && product.status >= 2) return { reason: 'status', message: `${PRODUCT_EMPTY_RESULT} product status = ${product.status}` };
  if (product.visibility === 1) return { reason: 'visibility', message: `${PRODUCT_EMPTY_RESULT} product visibility = ${product.visibility}` };
  return null;
}

/** In stock by its stock object; a document without one is not stock-managed and counts as in stock. */
export function isInStock(doc: { stock?: StockInfo | undefined }): boolean {
  return doc.stock ? doc.stock.is_in_stock !== false : true;
}

/** The variants a configurable product offers: children with status below 2 (status 2 or more is unavailable). */
export function availableVariants(product: Pick<CatalogProduct, 'configurable_children'>): ProductVariant[] {
  return (product.configurable_children ?? []).filter((child) => child.status === undefined || child.status < 2);
}

/** The product with its unavailable variants dropped (a new object; other products are returned as they are). */
export function withAvailableVariants<P extends CatalogProduct>(product: P): P {
  if (!product.configurable_children) return product;
  return { ...product, configurable_children: availableVariants(product) };
}

/** 'No available product variants' for a configurable product none of whose available variants is in stock. */
export function variantsError(product: CatalogProduct): typeof NO_AVAILABLE_VARIANTS | null {
  if (product.type_id !== 'configurable') return null;
  return availableVariants(product).some(isInStock) ? null : NO_AVAILABLE_VARIANTS;
}

/** The chosen value (`value_index`, as a string) per configurable attribute code. */
export type VariantSelection = Readonly<Record<string, string>>;

/** A variant's value of an attribute: its own field, else its custom_attributes entry; as a string. */
export function variantValue(variant: ProductVariant, attributeCode: string): string | undefined {
  const own = variant[attributeCode];
  const value = own !== undefined && own !== null ? own : variant.custom_attributes?.find((a) => a.attribute_code === attributeCode)?.value;
  return value === undefined || value === null ? undefined : String(value);
}

const matches = (variant: ProductVariant, selection: VariantSelection) => Object.entries(selection).every(([code, value]) => variantValue(variant, code) === String(value));

/**
 * The variant a (possibly partial) selection points at: the first available variant matching every chosen
 * value, one in stock before one out of stock; undefined when none matches.
 */
export function findVariant(product: CatalogProduct, selection: VariantSelection): ProductVariant | undefined {
  const candidates = availableVariants(product).filter((v) => matches(v, selection));
  return candidates.find(isInStock) ?? candidates[0];
}

/** The selection that describes a variant: its value of every configurable option. */
export function selectionOf(product: CatalogProduct, variant: ProductVariant): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const option of product.configurable_options ?? []) {
    const value = variantValue(variant, option.attribute_code);
    if (value !== undefined) selection[option.attribute_code] = value;
  }
  return selection;
}

/** The outcome of choosing an option value. */
export interface VariantChoice {
  selection: Record<string, string>;
  /** The variant the selection points at (undefined while none matches). */
  variant: ProductVariant | undefined;
  /** False when the chosen value matched no variant and the previous value was restored (or cleared). */
  matched: boolean;
}

/**
 * Chooses `change.value` for `change.attribute`. When a variant matches the new selection it is selected;
 * otherwise the previous value of that attribute is restored, or the attribute is cleared when it had none
 * (spec section 4 "Variant selection"); the UI may then say 'No such configuration for the product.'.
 */
export function selectVariant(product: CatalogProduct, selection: VariantSelection, change: { attribute: string; value: string }): VariantChoice {
  const wanted = { ...selection, [change.attribute]: String(change.value) };
  const variant = findVariant(product, wanted);
  if (variant) return { selection: wanted, variant, matched: true };
  // `selection` is the state before the change: it holds the previous value, or nothing for the attribute.
  const restored: Record<string, string> = { ...selection };
  return { selection: restored, variant: findVariant(product, restored), matched: false };
}

/** The variant with a sku (the `childSku` route parameter) and the selection that picks it; undefined if not offered. */
export function variantByChildSku(product: CatalogProduct, sku: string): { variant: ProductVariant; selection: Record<string, string> } | undefined {
  const variant = availableVariants(product).find((v) => v.sku === sku);
  return variant ? { variant, selection: selectionOf(product, variant) } : undefined;
}

/**
 * Per configurable option, the values that still lead to an available in-stock variant together with the
 * other chosen values (an option picker disables the rest).
 */
export function selectableValues(product: CatalogProduct, selection: VariantSelection): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const inStock = availableVariants(product).filter(isInStock);
  for (const option of product.configurable_options ?? []) {
    const others: Record<string, string> = { ...selection };
    delete others[option.attribute_code];
    result[option.attribute_code] = option.values
      .map((v) => String(v.value_index))
      .filter((value) => inStock.some((variant) => matches(variant, { ...others, [option.attribute_code]: value })));
  }
  return result;
}

/** Stock status of a product or variant (spec section 4 "Stock status"). */
export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

/**
 * 'ok' or 'out_of_stock' by `is_in_stock` of the freshest stock information (a synchronised stock entry,
 * else the document's stock object); without any, the default: 'volatile' when stock sync is off, 'ok'
 * when it is on (the synchronised check is the authority then).
 */
export function stockStatus(product: { stock?: StockInfo | undefined }, options: { stockSync: boolean; synced?: StockInfo | undefined }): StockStatus {
  const stock = options.synced ?? product.stock;
  if (stock) return stock.is_in_stock ? 'ok' : 'out_of_stock';
  return options.stockSync ? 'ok' : 'volatile';
}

/** A part of a grouped product: the linked sku and its quantity. */
export interface GroupedItem {
  sku: string;
  qty: number;
}

/** Logged (not shown) when a grouped product has no associated products (spec section 8). */
export const GROUPED_WITHOUT_LINKS = 'Product with type grouped has no product_links set!';

/** Logged (not shown) when a product a bundle option or a grouped product links to is not in the catalogue (spec section 8). */
export const PRODUCT_LINK_NOT_FOUND = 'Product link not found';

/** The associated products of a grouped product with their quantities (at least 1; `extension_attributes.qty` first), in link order. */
export function groupedItems(product: CatalogProduct): GroupedItem[] {
  return (product.product_links ?? []).flatMap((link) => {
    if ((link.link_type ?? 'associated') !== 'associated') return [];
    const sku = link.linked_product_sku ?? link.sku;
    if (!sku) return [];
    const qty = Number(link.extension_attributes?.qty ?? link.qty);
    return [{ sku, qty: Number.isFinite(qty) && qty > 0 ? qty : 1 }];
  });
}
