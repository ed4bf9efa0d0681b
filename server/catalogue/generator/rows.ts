import type { Language } from '../../../src/kernel/store-view/types';

/** A `category` row as the generator writes it. */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  kind: 'root' | 'part' | 'vehicle';
  level: number;
  position: number;
  path: string;
  is_active: boolean;
  include_in_menu: boolean;
  attrs: Record<string, unknown>;
}

/** A `category_i18n` row. */
export interface CategoryI18nRow {
  category_id: number;
  language: Language;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
}

/** The product types of the catalogue (spec section 3). */
export type ProductType = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

/** A `product` row; prices exclude tax, timestamps are ISO strings. */
export interface ProductRow {
  id: number;
  sku: string;
  type_id: ProductType;
  parent_id: number | null;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: number;
  category_ids: number[];
  brand: string | null;
  ean: string | null;
  oe_numbers: string[];
  oem_numbers: string[];
  oe_norm: string[];
  oem_norm: string[];
  attrs: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

/** A `product_i18n` row. */
export interface ProductI18nRow {
  product_id: number;
  language: Language;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  description: string;
  attrs: Record<string, unknown>;
  category_names: string;
}

/** A `stock` row. */
export interface StockRow {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
  qty_increments: number;
}

/** One product with its translations and stock: what the product stream yields. */
export interface ProductBundle {
  product: ProductRow;
  i18n: ProductI18nRow[];
  stock: StockRow;
}
