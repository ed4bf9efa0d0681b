/** Row shapes read by the document loaders, and small conversions shared by them. */

/** A product row joined with its i18n row (view language) and stock row; i18n/stock columns may be null. */
export interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  status: number;
  visibility: number;
  price: number | string;
  special_price: number | string | null;
  special_from_date: Date | string | null;
  special_to_date: Date | string | null;
  tax_class_id: number;
  category_ids: number[];
  brand: string | null;
  ean: string | null;
  oe_numbers: string[];
  oem_numbers: string[];
  attrs: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  name: string | null;
  slug: string | null;
  url_key: string | null;
  url_path: string | null;
  description: string | null;
  i18n_attrs: Record<string, unknown> | null;
  qty: number | string | null;
  is_in_stock: boolean | null;
  manage_stock: boolean | null;
  min_sale_qty: number | string | null;
  max_sale_qty: number | string | null;
  qty_increments: number | string | null;
}

/** The product columns the loaders select (product p, product_i18n i, stock s). */
export const PRODUCT_COLUMNS = `p.id, p.sku, p.type_id, p.parent_id, p.status, p.visibility, p.price, p.special_price,
  p.special_from_date, p.special_to_date, p.tax_class_id, p.category_ids, p.brand, p.ean, p.oe_numbers, p.oem_numbers,
  p.attrs, p.created_at, p.updated_at, i.name, i.slug, i.url_key, i.url_path, i.description, i.attrs AS i18n_attrs,
  s.qty, s.is_in_stock, s.manage_stock, s.min_sale_qty, s.max_sale_qty, s.qty_increments`;

/** FROM clause matching PRODUCT_COLUMNS; `$lang` is the parameter holding the view language. */
export const productFrom = (lang: string) => `product p
  LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = ${lang}
  LEFT JOIN stock s ON s.product_id = p.id`;

/** A category row joined with its i18n row. */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  kind: string;
  level: number;
  position: number;
  path: string;
  is_active: boolean;
  include_in_menu: boolean;
  attrs: Record<string, unknown>;
  name: string | null;
  slug: string | null;
  url_key: string | null;
  url_path: string | null;
}

/** Integer ids out of whatever the caller passed (search hits may carry ids as strings). */
export function integerIds(ids: readonly (number | string)[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const n = typeof id === 'number' ? id : Number(id);
    if (Number.isSafeInteger(n)) out.push(n);
  }
  return out;
}

/** Rows keyed by id, then listed in the order of `ids` with missing ones skipped. */
export function inIdOrder<T>(ids: readonly number[], byId: ReadonlyMap<number, T>): T[] {
  const out: T[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item !== undefined) out.push(item);
  }
  return out;
}

/** Timestamps as ISO strings (JSON-safe, the same from both adapters). */
export function isoTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** Numbers from numeric columns (PGlite and node-postgres may hand them over as strings). */
export const num = (value: number | string | null | undefined, fallback = 0): number => (value === null || value === undefined ? fallback : Number(value));
