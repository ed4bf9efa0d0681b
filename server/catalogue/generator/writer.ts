import type { Queryable } from '../../storage/port';

/** A table's columns with their SQL types, in insert order. */
export type ColumnSpec = readonly (readonly [name: string, type: string])[];

export const COLUMNS = {
  category: [['id', 'integer'], ['parent_id', 'integer'], ['kind', 'text'], ['level', 'smallint'], ['position', 'integer'], ['path', 'text'], ['is_active', 'boolean'], ['include_in_menu', 'boolean'], ['attrs', 'jsonb']],
  category_i18n: [['category_id', 'integer'], ['language', 'text'], ['name', 'text'], ['slug', 'text'], ['url_key', 'text'], ['url_path', 'text']],
  product: [
    ['id', 'integer'], ['sku', 'text'], ['type_id', 'text'], ['parent_id', 'integer'], ['status', 'smallint'], ['visibility', 'smallint'],
    ['price', 'numeric'], ['special_price', 'numeric'], ['special_from_date', 'timestamptz'], ['special_to_date', 'timestamptz'],
    ['tax_class_id', 'integer'], ['category_ids', 'integer[]'], ['brand', 'text'], ['ean', 'text'], ['oe_numbers', 'text[]'],
    ['oem_numbers', 'text[]'], ['oe_norm', 'text[]'], ['oem_norm', 'text[]'], ['attrs', 'jsonb'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ],
  product_i18n: [['product_id', 'integer'], ['language', 'text'], ['name', 'text'], ['slug', 'text'], ['url_key', 'text'], ['url_path', 'text'], ['description', 'text'], ['attrs', 'jsonb'], ['category_names', 'text']],
  stock: [['product_id', 'integer'], ['qty', 'numeric'], ['is_in_stock', 'boolean'], ['manage_stock', 'boolean'], ['min_sale_qty', 'numeric'], ['max_sale_qty', 'numeric'], ['qty_increments', 'numeric']],
  attribute: [['id', 'integer'], ['code', 'text'], ['frontend_input', 'text'], ['is_user_defined', 'boolean'], ['is_visible', 'boolean'], ['is_comparable', 'boolean'], ['is_filterable', 'boolean'], ['attrs', 'jsonb']],
  attribute_i18n: [['attribute_id', 'integer'], ['language', 'text'], ['label', 'text'], ['options', 'jsonb']],
  tax_rule: [['id', 'integer'], ['code', 'text'], ['priority', 'integer'], ['product_tax_class_ids', 'integer[]'], ['customer_tax_class_ids', 'integer[]'], ['rates', 'jsonb']],
  cms_page: [['id', 'integer'], ['language', 'text'], ['identifier', 'text'], ['title', 'text'], ['content', 'text'], ['content_heading', 'text'], ['meta_description', 'text'], ['active', 'boolean']],
  cms_block: [['id', 'integer'], ['language', 'text'], ['identifier', 'text'], ['title', 'text'], ['content', 'text'], ['active', 'boolean']],
  cms_hierarchy: [['id', 'integer'], ['language', 'text'], ['identifier', 'text'], ['parent_id', 'integer'], ['page_id', 'integer'], ['request_url', 'text'], ['position', 'integer']],
  banner_set: [['store_code', 'text'], ['doc', 'jsonb']],
  review: [['product_id', 'integer'], ['title', 'text'], ['detail', 'text'], ['nickname', 'text'], ['review_status', 'smallint'], ['store_id', 'integer'], ['customer_id', 'integer'], ['ratings', 'jsonb'], ['created_at', 'timestamptz']],
} as const satisfies Record<string, ColumnSpec>;

/** A table the generator writes. */
export type SeedTable = keyof typeof COLUMNS;

// Rows travel as one JSON parameter expanded by jsonb_to_recordset: one statement per batch whatever its
// size, no 65,535-parameter limit, and PostgreSQL converts JSON arrays into integer[] / text[] itself.
function insertSql(table: SeedTable): string {
  const columns = COLUMNS[table];
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  return `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${record})`;
}

const SQL = Object.fromEntries((Object.keys(COLUMNS) as SeedTable[]).map((table) => [table, insertSql(table)])) as Record<SeedTable, string>;

/** Inserts `rows` into `table` in batches of `batchSize`. */
export async function insertRows(q: Queryable, table: SeedTable, rows: readonly object[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await q.query(SQL[table], [JSON.stringify(rows.slice(start, start + batchSize))]);
  }
}
