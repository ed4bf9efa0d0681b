/** The catalogue facts the quote engine prices from: product, name, stock and parent, by sku, in one query. */
import type { Queryable } from '../../storage/port';

/** A product row with its name in the view language, its stock and its parent (configurable children). */
export interface QuoteProductRow {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  status: number;
  price: number | string;
  special_price: number | string | null;
  special_from_date: Date | string | null;
  special_to_date: Date | string | null;
  tax_class_id: number;
  attrs: Record<string, unknown>;
  name: string;
  qty: number | string | null;
  is_in_stock: boolean | null;
  manage_stock: boolean | null;
  max_sale_qty: number | string | null;
  qty_increments: number | string | null;
  parent_type: string | null;
  parent_name: string | null;
  parent_attrs: Record<string, unknown> | null;
}

/** Products by sku (missing skus are absent); names fall back to English, then to the sku. */
export async function productsBySku(db: Queryable, skus: readonly string[], language: string): Promise<Map<string, QuoteProductRow>> {
  const wanted = [...new Set(skus)];
  if (!wanted.length) return new Map();
  const name = (alias: string, product: string) =>
    `COALESCE(${alias}.name, (SELECT n.name FROM product_i18n n WHERE n.product_id = ${product}.id ORDER BY n.language = 'en' DESC, n.language LIMIT 1))`;
  const { rows } = await db.query<QuoteProductRow>(
    `SELECT p.id, p.sku, p.type_id, p.parent_id, p.status, p.price, p.special_price, p.special_from_date, p.special_to_date,
            p.tax_class_id, p.attrs, COALESCE(${name('i', 'p')}, p.sku) AS name,
            s.qty, s.is_in_stock, s.manage_stock, s.max_sale_qty, s.qty_increments,
            pp.type_id AS parent_type, ${name('pi', 'pp')} AS parent_name, pp.attrs AS parent_attrs
       FROM product p
       LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = $2
       LEFT JOIN stock s ON s.product_id = p.id
       LEFT JOIN product pp ON pp.id = p.parent_id
       LEFT JOIN product_i18n pi ON pi.product_id = pp.id AND pi.language = $2
      WHERE p.sku = ANY($1::text[])`,
    [wanted, language],
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

/** Attribute codes by id (configurable_item_options name attributes by id). */
export async function attributeCodes(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: number; code: string }>('SELECT id, code FROM attribute WHERE id = ANY($1::int[])', [[...new Set(ids)]]);
  return new Map(rows.map((row) => [row.id, row.code]));
}
