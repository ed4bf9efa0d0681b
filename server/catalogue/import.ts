import { normId } from '../search/sql';
import type { Database, Queryable } from '../storage/port';
import { slugify } from './generator/text';
import { flushGinPendingLists } from '../storage/maintenance';

/**
 * A catalogue feed (issue 17 item 2): one CSV row per part, validated row by row and imported in one
 * transaction, so a feed with a bad row imports nothing. Rows are matched to existing products by sku
 * (their price, stock, names, numbers and fitment are replaced); new skus become new simple products.
 */

/** The feed's columns; the header row must name them (in any order; unknown columns are refused). */
export const FEED_COLUMNS = ['sku', 'name_et', 'name_ru', 'name_en', 'name_fi', 'name_it', 'category', 'brand', 'price', 'special_price', 'qty', 'oe_numbers', 'oem_numbers', 'ean', 'ktypes'] as const;
/** Columns every row must fill: the default view's and the English names, the category and the price. */
export const REQUIRED_COLUMNS = ['sku', 'name_et', 'name_en', 'category', 'price'] as const;
/** At most this many rows per feed. */
export const MAX_FEED_ROWS = 1_000_000;
/** Prices (excluding tax) at most this much. */
export const MAX_PRICE = 1_000_000;
/** Lists in a cell (OE, OEM numbers, KTypes) are separated by `|`. */
const LIST_SEPARATOR = '|';
const LANGUAGES = ['et', 'ru', 'en', 'fi', 'it'] as const;

/** A feed row as read: column name to cell text. */
export type FeedRow = Readonly<Record<string, string | undefined>>;

/** A row that passed validation, ready to write. */
export interface FeedProduct {
  sku: string;
  names: Partial<Record<(typeof LANGUAGES)[number], string>>;
  categoryId: number;
  brand: string | null;
  price: number;
  specialPrice: number | null;
  qty: number;
  oe: string[];
  oem: string[];
  ean: string | null;
  engineIds: number[];
}

/** What validation needs to know about the catalogue: parts categories by English url_path or id, engines by KType. */
export interface FeedLookups {
  categories: ReadonlyMap<string, number>;
  engines: ReadonlyMap<string, number>;
}

/** The header's problem, if any: a missing required column or a column the feed does not know. */
export function checkHeader(columns: readonly string[]): string | null {
  const unknown = columns.filter((c) => !(FEED_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) return `unknown column ${unknown.map((c) => `"${c}"`).join(', ')} (the columns are ${FEED_COLUMNS.join(', ')})`;
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  return missing.length ? `missing column ${missing.join(', ')}` : null;
}

/** GTIN check digit (EAN-8, UPC-A, EAN-13, GTIN-14). */
export function validGtin(digits: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  const body = [...digits.slice(0, -1)].reverse().map(Number);
  const sum = body.reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

const list = (cell: string | undefined) => (cell ?? '').split(LIST_SEPARATOR).map((v) => v.trim()).filter(Boolean);
const money = (raw: string) => (/^\d+(\.\d{1,4})?$/.test(raw) ? Number(raw) : Number.NaN);

/** Validates one row: the product to write, or every problem of the row. */
export function validateRow(row: FeedRow, lookups: FeedLookups): { ok: true; product: FeedProduct } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const cell = (name: string) => (row[name] ?? '').trim();
  const sku = cell('sku');
  if (!sku) errors.push('sku is required');
  else if (sku.length > 64) errors.push('sku must be at most 64 characters');
  const names: FeedProduct['names'] = {};
  for (const language of LANGUAGES) {
    const name = cell(`name_${language}`);
    if (name.length > 255) errors.push(`name_${language} must be at most 255 characters`);
    if (name) names[language] = name;
  }
  for (const required of ['et', 'en'] as const) if (!names[required]) errors.push(`name_${required} is required`);
  const categoryRaw = cell('category');
  const categoryId = lookups.categories.get(categoryRaw.replace(/^\/+|\/+$/g, ''));
  if (!categoryRaw) errors.push('category is required');
  else if (categoryId === undefined) errors.push(`category "${categoryRaw}" is not a parts category (give its id or English url_path)`);
  const price = money(cell('price'));
  if (!cell('price')) errors.push('price is required');
  else if (!(price > 0 && price <= MAX_PRICE)) errors.push(`price must be a number above 0 and at most ${MAX_PRICE} with up to 4 decimals, got "${cell('price')}"`);
  let specialPrice: number | null = null;
  if (cell('special_price')) {
    specialPrice = money(cell('special_price'));
    if (!(specialPrice > 0)) errors.push(`special_price must be a number above 0 with up to 4 decimals, got "${cell('special_price')}"`);
    else if (price > 0 && specialPrice >= price) errors.push(`special_price (${cell('special_price')}) must be below price (${cell('price')})`);
  }
  const qtyRaw = cell('qty') || '0';
  const qty = /^\d+$/.test(qtyRaw) ? Number(qtyRaw) : Number.NaN;
  if (!Number.isSafeInteger(qty)) errors.push(`qty must be a whole number of 0 or more, got "${qtyRaw}"`);
  const ean = cell('ean') ? normId(cell('ean')) : null;
  if (ean !== null && !validGtin(ean)) errors.push(`ean "${cell('ean')}" must be 8, 12, 13 or 14 digits with a valid check digit`);
  const engineIds: number[] = [];
  for (const ktype of list(row.ktypes)) {
    const id = lookups.engines.get(ktype);
    if (id === undefined) errors.push(`ktype "${ktype}" is not a known engine (KType number)`);
    else engineIds.push(id);
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    product: { sku, names, categoryId: categoryId as number, brand: cell('brand') || null, price, specialPrice, qty, oe: list(row.oe_numbers), oem: list(row.oem_numbers), ean, engineIds: [...new Set(engineIds)] },
  };
}

/** Parts categories (by id and English url_path) and engines (by KType number) of the catalogue. */
export async function loadFeedLookups(db: Queryable): Promise<FeedLookups> {
  const categories = await db.query<{ id: number; url_path: string | null }>(
    "SELECT c.id, i.url_path FROM category c LEFT JOIN category_i18n i ON i.category_id = c.id AND i.language = 'en' WHERE c.kind = 'part'",
  );
  const engines = await db.query<{ id: number; ktype: string }>("SELECT id, attrs->>'ktypnr' AS ktype FROM category WHERE kind = 'vehicle' AND attrs ? 'ktypnr'");
  const byKey = new Map<string, number>();
  for (const row of categories.rows) {
    byKey.set(String(row.id), Number(row.id));
    if (row.url_path) byKey.set(row.url_path, Number(row.id));
  }
  return { categories: byKey, engines: new Map(engines.rows.map((r) => [String(r.ktype), Number(r.id)])) };
}

/** A rejected row: its line in the file (the header is line 1) and its problems. */
export interface RejectedRow {
  line: number;
  errors: string[];
}

/** What an import did, or why it imported nothing. */
export type ImportResult = { ok: true; created: number; updated: number } | { ok: false; rejected: RejectedRow[]; error?: string };

const BATCH = 1000;

/**
 * Validates and writes a feed's rows in one transaction; any rejected row (or more than MAX_FEED_ROWS rows)
 * rolls everything back and answers every rejected row. Category ids are the part category with its
 * ancestors and the fitted engines with their models and makes.
 */
export async function importFeed(db: Database, rows: AsyncIterable<{ line: number; row: FeedRow }> | Iterable<{ line: number; row: FeedRow }>): Promise<ImportResult> {
  const rejected: RejectedRow[] = [];
  class Rollback extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const lookups = await loadFeedLookups(tx);
      const ancestry = await categoryAncestry(tx);
      const seen = new Map<string, number>();
      let next = Number((await tx.query<{ id: number }>('SELECT COALESCE(max(id), 0) AS id FROM product')).rows[0]?.id ?? 0) + 1;
      let batch: FeedProduct[] = [];
      let count = 0;
      let created = 0;
      let updated = 0;
      const flush = async () => {
        if (!batch.length || rejected.length) {
          batch = [];
          return;
        }
        const written = await writeBatch(tx, batch, ancestry, next);
        next += batch.length;
        created += written.created;
        updated += batch.length - written.created;
        batch = [];
      };
      for await (const { line, row } of rows) {
        count += 1;
        if (count > MAX_FEED_ROWS) return { ok: false as const, rejected, error: `the feed has more than ${MAX_FEED_ROWS} rows (the limit)` };
        const checked = validateRow(row, lookups);
        const sku = (row.sku ?? '').trim();
        const first = sku ? seen.get(sku) : undefined;
        const errors = checked.ok ? [] : [...checked.errors];
        if (first !== undefined) errors.push(`sku "${sku}" is already on line ${first}`);
        else if (sku) seen.set(sku, line);
        if (errors.length) rejected.push({ line, errors });
        else if (checked.ok) batch.push(checked.product);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      if (rejected.length) throw new Rollback();
      if (!count) return { ok: false as const, rejected, error: 'the feed has no rows' };
      return { ok: true as const, created, updated };
    }).then(async (result) => {
      if (result.ok) await flushGinPendingLists(db);
      return result;
    });
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, rejected };
    throw error;
  }
}

/** Each category's id with its non-root ancestors (from the materialised path). */
async function categoryAncestry(q: Queryable): Promise<Map<number, number[]>> {
  const { rows } = await q.query<{ id: number; path: string; kind: string }>('SELECT id, path, kind FROM category');
  const roots = new Set(rows.filter((r) => r.kind === 'root').map((r) => Number(r.id)));
  return new Map(rows.map((r) => [Number(r.id), r.path.split('/').map(Number).filter((id) => Number.isInteger(id) && !roots.has(id))]));
}

async function writeBatch(tx: Queryable, batch: readonly FeedProduct[], ancestry: ReadonlyMap<number, number[]>, firstId: number): Promise<{ created: number }> {
  const products = batch.map((p, n) => ({
    id: firstId + n,
    sku: p.sku,
    price: p.price,
    special_price: p.specialPrice,
    category_ids: [...new Set([...(ancestry.get(p.categoryId) ?? [p.categoryId]), ...p.engineIds.flatMap((id) => ancestry.get(id) ?? [id])])],
    brand: p.brand,
    ean: p.ean,
    oe_numbers: p.oe,
    oem_numbers: p.oem,
    oe_norm: p.oe.map(normId),
    oem_norm: p.oem.map(normId),
  }));
  const { rows } = await tx.query<{ id: number; sku: string; created: boolean }>(
    `INSERT INTO product (id, sku, type_id, price, special_price, category_ids, brand, ean, oe_numbers, oem_numbers, oe_norm, oem_norm)
     SELECT r.id, r.sku, 'simple', r.price, r.special_price, r.category_ids, r.brand, r.ean, r.oe_numbers, r.oem_numbers, r.oe_norm, r.oem_norm
       FROM jsonb_to_recordset($1::jsonb) AS r(id integer, sku text, price numeric, special_price numeric, category_ids integer[], brand text, ean text,
            oe_numbers text[], oem_numbers text[], oe_norm text[], oem_norm text[])
     ON CONFLICT (sku) DO UPDATE SET price = EXCLUDED.price, special_price = EXCLUDED.special_price, category_ids = EXCLUDED.category_ids,
       brand = EXCLUDED.brand, ean = EXCLUDED.ean, oe_numbers = EXCLUDED.oe_numbers, oem_numbers = EXCLUDED.oem_numbers, oe_norm = EXCLUDED.oe_norm,
       oem_norm = EXCLUDED.oem_norm, updated_at = now()
     RETURNING id, sku, (xmax = 0) AS created`,
    [JSON.stringify(products)],
  );
  const idOf = new Map(rows.map((r) => [r.sku, Number(r.id)]));
  const categoryNames = await tx.query<{ id: number; language: string; name: string; url_path: string }>(
    'SELECT category_id AS id, language, name, url_path FROM category_i18n WHERE category_id = ANY($1::int[])',
    [[...new Set(batch.flatMap((p) => ancestry.get(p.categoryId) ?? []))]],
  );
  const texts = batch.flatMap((p) =>
    Object.entries(p.names).map(([language, name]) => {
      const id = idOf.get(p.sku) as number;
      const slug = `${slugify(name)}-${id}`;
      const text = (cid: number) => categoryNames.rows.find((c) => Number(c.id) === cid && c.language === language);
      const path = (ancestry.get(p.categoryId) ?? []).map(text).filter((c) => c !== undefined);
      // Under its category's URL in that language, as the demo catalogue's parts are.
      const under = text(p.categoryId)?.url_path;
      return { product_id: id, language, name, slug, url_key: slug, url_path: under ? `${under}/${slug}` : slug, category_names: path.map((c) => c.name).join(' ') };
    }),
  );
  await tx.query('DELETE FROM product_i18n WHERE product_id = ANY($1::int[])', [[...idOf.values()]]);
  await tx.query(
    `INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path, category_names)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(product_id integer, language text, name text, slug text, url_key text, url_path text, category_names text)`,
    [JSON.stringify(texts)],
  );
  await tx.query(
    `INSERT INTO stock (product_id, qty, is_in_stock)
     SELECT r.product_id, r.qty, r.qty > 0 FROM jsonb_to_recordset($1::jsonb) AS r(product_id integer, qty numeric)
     ON CONFLICT (product_id) DO UPDATE SET qty = EXCLUDED.qty, is_in_stock = EXCLUDED.qty > 0`,
    [JSON.stringify(batch.map((p) => ({ product_id: idOf.get(p.sku), qty: p.qty })))],
  );
  return { created: rows.filter((r) => r.created).length };
}
