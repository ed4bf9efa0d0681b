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

// Rows travel in COPY's text format (ADR 0079): PostgreSQL parses a line of tab-separated fields far faster
// than a JSON document expanded by jsonb_to_recordset (the seed's load took 2-3x longer that way), and there is
// no parameter limit. Field encoding follows the column's type; text is escaped as COPY's text format wants.
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value as COPY's text format reads it: backslash, newline, carriage return and tab escaped. */
function copyEscape(text: string): string {
  return text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c] as string);
}

/** An array as PostgreSQL's array literal: every element quoted, quotes and backslashes escaped inside. */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** One field of a COPY line for a column of `type`; null and undefined are COPY's `\N`. */
export function copyField(value: unknown, type: string): string {
  if (value === null || value === undefined) return '\\N';
  if (type === 'jsonb') return copyEscape(JSON.stringify(value));
  if (type === 'boolean') return value ? 't' : 'f';
  if (type.endsWith('[]')) {
    if (!Array.isArray(value)) throw new TypeError(`A ${type} column needs an array, got ${typeof value}`);
    return copyEscape(arrayLiteral(value));
  }
  return copyEscape(value instanceof Date ? value.toISOString() : String(value));
}

/** The COPY text of `rows` for `table`: one line per row, the columns in COLUMNS order. */
export function copyText(table: SeedTable, rows: readonly object[]): string {
  const columns = COLUMNS[table];
  let text = '';
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    text += `${columns.map(([name, type]) => copyField(record[name], type)).join('\t')}\n`;
  }
  return text;
}

const COPY_SQL = Object.fromEntries(
  (Object.keys(COLUMNS) as SeedTable[]).map((table) => [table, `COPY ${table} (${COLUMNS[table].map(([name]) => name).join(', ')}) FROM STDIN`]),
) as Record<SeedTable, string>;

/** The COPY statement of `table`, its columns in COLUMNS order. */
export function copyStatement(table: SeedTable): string {
  return COPY_SQL[table];
}

/** Inserts `rows` into `table` by COPY, `batchSize` rows per COPY statement. */
export async function insertRows(q: Queryable, table: SeedTable, rows: readonly object[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await q.copyFrom(COPY_SQL[table], copyText(table, rows.slice(start, start + batchSize)));
  }
}
