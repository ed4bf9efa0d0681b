/**
 * The shapes the catalogue logic reads: the parts of the product and category documents the catalogue API
 * answers (server/catalogue/product-document.ts, documents/category.ts) that the rules below need.
 * Documents carry more fields; these interfaces name only what the logic uses.
 */

/** A stock object (product document `stock`, or a row of /api/stock/check). */
export interface StockInfo {
  is_in_stock: boolean;
  qty?: number;
  product_id?: number;
  /** The quantity step the stock item allows (Magento's qty_increments). */
  qty_increments?: number;
}

/** A tier price as the document lists it. */
export interface TierPriceDoc {
  customer_group_id: number;
  qty: number;
  value: number;
  value_incl_tax?: number;
}

/** The price fields of a product document (server/catalogue/pricing.ts `PriceFields`). */
export interface PricedDoc {
  price?: number;
  price_incl_tax?: number;
  original_price?: number;
  original_price_incl_tax?: number;
  special_price?: number | null;
  special_price_incl_tax?: number | null;
  /** The stored special price whatever its window (null when there is none). */
  original_special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  final_price?: number;
  final_price_incl_tax?: number;
  tier_prices?: readonly TierPriceDoc[];
}

/** A value of a configurable option. */
export interface ConfigurableOptionValue {
  value_index: string | number;
  label: string;
}

/** A configurable option (attribute the variants differ by). */
export interface ConfigurableOption {
  attribute_id?: number;
  attribute_code: string;
  label: string;
  values: readonly ConfigurableOptionValue[];
}

/** A configurable child: its own prices and stock plus the attribute values that tell it apart. */
export interface ProductVariant extends PricedDoc {
  id?: number;
  sku: string;
  status?: number;
  stock?: StockInfo;
  custom_attributes?: readonly { attribute_code: string; value: unknown }[];
  [attribute: string]: unknown;
}

/** A product a bundle option offers. */
export interface BundleLink {
  id: number | string;
  sku: string;
  qty?: number;
  is_default?: boolean | number | string;
}

/** A bundle option with the products it offers. */
export interface BundleOption {
  option_id: number | string;
  title?: string;
  required?: boolean;
  type?: string;
  product_links: readonly BundleLink[];
}

/** A link of a grouped product (or any product link). */
export interface ProductLink {
  sku?: string;
  link_type?: string;
  linked_product_sku?: string;
  linked_product_type?: string;
  qty?: number;
  /** Magento puts a grouped link's quantity here (the demo catalogue does); `qty` is the older place. */
  extension_attributes?: { qty?: number };
}

/** A value of a custom option (drop-down, radio, checkbox, multiple). */
export interface CustomOptionValue {
  option_type_id: number | string;
  title?: string;
  price?: number | string;
  price_type?: string;
}

/** A custom option; text options (field, area, date) carry the price themselves, choices on their values. */
export interface CustomOption {
  option_id: number | string;
  title?: string;
  type?: string;
  price?: number | string;
  price_type?: string;
  /** True (or 1) when the shopper must fill it in or choose a value. */
  is_require?: boolean | number | string;
  values?: readonly CustomOptionValue[];
}

/** A product document as the catalogue API answers it (the fields the rules read). */
export interface CatalogProduct extends PricedDoc {
  id?: number;
  sku: string;
  name?: string;
  type_id: string;
  status?: number;
  visibility?: number;
  stock?: StockInfo;
  configurable_options?: readonly ConfigurableOption[];
  configurable_children?: readonly ProductVariant[];
  bundle_options?: readonly BundleOption[];
  product_links?: readonly ProductLink[];
  custom_options?: readonly CustomOption[];
  [field: string]: unknown;
}

/** A media gallery entry: an image, or a video (`typ` 'video'/'external-video' with `vid.url`). */
export interface MediaGalleryEntry {
  image?: string;
  pos?: number;
  typ?: string;
  lab?: string;
  vid?: { url?: string; title?: string } | null;
}

/** A category the product document names (`category`), with its slug path. */
export interface ProductCategoryRef {
  category_id: number;
  name: string;
  slug: string;
  /** Slugs from the top category down, joined by '/', e.g. 'pidurid/piduriklotsid'. */
  path?: string;
}

/** A category node with its nested subtree (category documents' `children_data`). */
export interface CategoryNode {
  id: number;
  children_data?: readonly CategoryNode[];
}
