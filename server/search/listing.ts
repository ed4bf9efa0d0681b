import type { Database, Queryable } from '../storage/port';
import type { Condition, SearchAst, SortKey } from './ast';
import type { EntityDef, FieldSql } from './entities';
import { loadTaxFactors, priceSql } from './pricing-sql';
import { SqlParams } from './sql';
import { flushGinPendingLists } from '../storage/maintenance';

/**
 * The listing: one narrow row per listed product (migration 0008, ADR 0038) that category pages, facets
 * and car narrowing read instead of product joined to product_i18n. Prices incl. tax are stored per tax
 * country and hold until the next special-price window of the product (or its children or parts) opens or
 * closes; rows the triggers mark stale and rows whose window has passed are rebuilt before a search reads.
 */

/** The advisory lock key of listing refreshes (an arbitrary constant: issue 17). */
const LISTING_LOCK = 170_017;

/** A search refreshes at most this many rows itself; with more to do it reads the full tables instead. */
export const REFRESH_LIMIT = 2000;

/** Fields a listing row answers, by Elasticsearch name (products' other fields need the full tables). */
const LISTING_FIELDS: Record<string, [string, FieldSql['type']]> = {
  id: ['s.product_id', 'int'],
  type_id: ['s.type_id', 'text'],
  status: ['s.status', 'int'],
  visibility: ['s.visibility', 'int'],
  tax_class_id: ['s.tax_class_id', 'int'],
  category_ids: ['s.category_ids', 'int[]'],
  'category.category_id': ['s.category_ids', 'int[]'],
  brand: ['s.brand', 'text'],
  created_at: ['s.created_at', 'date'],
  updated_at: ['s.updated_at', 'date'],
};

const FINAL_PRICE = new Set(['price', 'final_price', 'price_incl_tax', 'final_price_incl_tax']);
const ORIGINAL_PRICE = new Set(['original_price', 'original_price_incl_tax']);
/** Document fields of the full tables (product, product_i18n, stock, children): never on a listing row. */
const FULL_ONLY = new Set(['sku', 'ean', 'oe_numbers', 'oem_numbers', 'special_from_date', 'special_to_date', 'parent_id', 'name', 'slug', 'url_key', 'url_path', 'description']);
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A field of a listing row, or undefined when only the full tables have it. */
function listingField(name: string, idx: number, params: SqlParams): FieldSql | undefined {
  if (FINAL_PRICE.has(name)) return { expr: `s.final_price[${idx}]`, type: 'num' };
  if (ORIGINAL_PRICE.has(name)) return { expr: `s.original_price[${idx}]`, type: 'num' };
  const known = LISTING_FIELDS[name];
  if (known) return { expr: known[0], type: known[1] };
  if (FULL_ONLY.has(name) || name.includes('.')) return undefined;
  // `{attr}_options`: the values of the configurable children, stored per attribute as a JSON array.
  const child = /^([A-Za-z_][A-Za-z0-9_]*)_options$/.exec(name);
  if (child) return { expr: `s.child_attrs->${params.p(child[1])}::text`, type: 'json', open: true };
  if (ATTRIBUTE.test(name)) return { expr: `s.attrs->${params.p(name)}::text`, type: 'json', open: true };
  return undefined;
}

/** The product entity over listing rows of the tax country at `idx` (1-based). */
export function listingEntity(idx: number): EntityDef {
  return {
    type: 'product',
    from: () => 'product_listing s',
    id: 's.product_id',
    // Rows exist only for listed products (visibility 2, 3, 4; status 0, 1); the view's language must have texts.
    base: (ctx, params) => [`s.languages @> ARRAY[${params.p(ctx.language)}::text]`],
    field: (name, _ctx, params) => listingField(name.replace(/\.keyword$/, ''), idx, params),
    textColumns: [],
    defaultSort: 's.product_id',
  };
}

/** Field names a condition reads, and whether it holds text or a range over children's values. */
function visit(condition: Condition, fields: string[]): boolean {
  switch (condition.kind) {
    case 'all':
    case 'none':
      return true;
    case 'text':
      return false;
    case 'range':
      fields.push(condition.field);
      // Ranges over children's values are refused by the full tables (400); keep that answer.
      return !/_options$/.test(condition.field.replace(/\.keyword$/, ''));
    case 'terms':
    case 'exists':
      fields.push(condition.field);
      return true;
    case 'bool':
      return [...condition.must, ...condition.filter, ...condition.should, ...condition.mustNot].every((c) => visit(c, fields));
  }
}

/** Whether listing rows can answer a search: no text, and every field filtered, sorted or aggregated is on them. */
export function listingCovers(ast: SearchAst, sort: readonly SortKey[]): boolean {
  const fields: string[] = [];
  const conditions = [ast.query, ...(ast.postFilter ? [ast.postFilter] : []), ...ast.aggs.flatMap((a) => (a.kind === 'filter' ? [a.filter] : []))];
  if (!conditions.every((c) => visit(c, fields))) return false;
  for (const agg of ast.aggs) for (const leaf of agg.kind === 'filter' ? agg.aggs : [agg]) fields.push(leaf.field);
  for (const key of sort) if (key.field !== '_score') fields.push(key.field);
  const params = new SqlParams();
  return fields.every((field) => listingField(field.replace(/\.keyword$/, ''), 1, params) !== undefined);
}

/** The tax countries listing rows carry prices for, by country: their 1-based index in the price arrays. */
export async function listingCountries(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ idx: number; country: string }>('SELECT idx, country FROM product_listing_country ORDER BY idx');
  return new Map(rows.map((r) => [r.country, Number(r.idx)]));
}

/** Adds tax countries to the listing; rows are rebuilt (all of them) when one is new. Answers the countries. */
export async function registerListingCountries(db: Database, countries: readonly string[]): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    // One writer at a time decides the indexes.
    await tx.exec('LOCK TABLE product_listing_country IN EXCLUSIVE MODE');
    const known = await listingCountries(tx);
    const added = [...new Set(countries)].filter((c) => !known.has(c));
    for (const country of added) {
      const idx = known.size + 1;
      await tx.query('INSERT INTO product_listing_country (idx, country) VALUES ($1, $2)', [idx, country]);
      known.set(country, idx);
    }
    if (added.length) await tx.exec('INSERT INTO product_listing_stale SELECT id FROM product ON CONFLICT DO NOTHING');
    return known;
  });
}

/** The row SQL of the listing for products `p` at time $1 with the countries' prices. */
async function rowSql(q: Queryable, countries: ReadonlyMap<string, number>, now: Date, params: SqlParams): Promise<string> {
  const at = `${params.p(now.toISOString())}::timestamptz`;
  const ordered = [...countries].sort((a, b) => a[1] - b[1]);
  const finals: string[] = [];
  const originals: string[] = [];
  for (const [country] of ordered) {
    const prices = priceSql(await loadTaxFactors(q, country), now);
    finals.push(prices.final('p', params));
    originals.push(prices.original('p', params));
  }
  const array = (items: string[]) => (items.length ? `ARRAY[${items.join(', ')}]::numeric[]` : `'{}'::numeric[]`);
  const jsonArray = (expr: string) => `(CASE WHEN jsonb_typeof(${expr}) = 'array' THEN ${expr} ELSE '[]'::jsonb END)`;
  const bounds = (a: string) => `unnest(ARRAY[${a}.special_from_date, ${a}.special_to_date + interval '1 microsecond'])`;
  // Special-price windows that change this product's price: its own, its children's, its parts'.
  const windows =
    `SELECT ${bounds('q')} AS x FROM product q WHERE (q.id = p.id OR q.parent_id = p.id) AND q.special_price IS NOT NULL ` +
    `UNION ALL SELECT ${bounds('pb')} FROM product pb WHERE p.type_id IN ('bundle', 'grouped') AND pb.special_price IS NOT NULL AND pb.sku IN (` +
    `SELECT bl.v->>'sku' FROM jsonb_array_elements(${jsonArray("p.attrs->'bundle_options'")}) bo(v) CROSS JOIN LATERAL jsonb_array_elements(${jsonArray("bo.v->'product_links'")}) bl(v) ` +
    `UNION ALL SELECT COALESCE(gl.v->>'linked_product_sku', gl.v->>'sku') FROM jsonb_array_elements(${jsonArray("p.attrs->'product_links'")}) gl(v))`;
  return (
    `SELECT p.id, p.type_id, p.status, p.visibility, p.tax_class_id, p.category_ids, ` +
    `ARRAY(SELECT t.language FROM product_i18n t WHERE t.product_id = p.id ORDER BY 1), p.brand, ` +
    `(SELECT COALESCE(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each(p.attrs) e WHERE jsonb_typeof(e.value) NOT IN ('object', 'array') ` +
    `OR (jsonb_typeof(e.value) = 'array' AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(e.value) v WHERE jsonb_typeof(v) IN ('object', 'array')))), ` +
    `(SELECT COALESCE(jsonb_object_agg(k.key, k.vals), '{}'::jsonb) FROM (SELECT e.key, jsonb_agg(DISTINCT e.value) AS vals FROM product c CROSS JOIN LATERAL jsonb_each(c.attrs) e ` +
    `WHERE p.type_id = 'configurable' AND c.parent_id = p.id AND jsonb_typeof(e.value) NOT IN ('null', 'object', 'array') GROUP BY e.key) k), ` +
    `${array(finals)}, ${array(originals)}, p.created_at, p.updated_at, ` +
    `COALESCE((SELECT max(w.x) FROM (${windows}) w WHERE w.x <= ${at}), '-infinity'::timestamptz), ` +
    `COALESCE((SELECT min(w.x) FROM (${windows}) w WHERE w.x > ${at}), 'infinity'::timestamptz) ` +
    `FROM product p WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1)`
  );
}

const COLUMNS =
  'product_id, type_id, status, visibility, tax_class_id, category_ids, languages, brand, attrs, child_attrs, final_price, original_price, created_at, updated_at, valid_from, valid_until';

/** Rebuilds the listing rows of `ids` (all products when undefined) at `now`, inside `tx`. */
async function rebuild(tx: Queryable, countries: ReadonlyMap<string, number>, now: Date, ids?: readonly number[]): Promise<void> {
  const params = new SqlParams();
  const select = await rowSql(tx, countries, now, params);
  if (!ids) {
    await tx.exec('TRUNCATE product_listing, product_listing_stale');
    // Written in the order of the parts categories (the first ids of category_ids), so a category's rows
    // share pages: a listing of 86,000 parts reads a few thousand pages instead of most of the table.
    await tx.query(`INSERT INTO product_listing (${COLUMNS}) ${select} ORDER BY p.category_ids[1:2], p.id`, params.values);
    return;
  }
  await tx.query('DELETE FROM product_listing WHERE product_id = ANY($1::int[])', [ids]);
  await tx.query(`INSERT INTO product_listing (${COLUMNS}) ${select} AND p.id = ANY(${params.p([...ids])}::int[])`, params.values);
}

/** The tables whose row triggers mark listing rows stale (migration 0008). */
const LISTING_TRIGGER_TABLES = ['product', 'product_i18n', 'stock'];

/**
 * Runs a bulk write without the listing's row triggers (one stale mark per written row would double the
 * cost of a load); the caller marks or rebuilds the listing itself.
 */
export async function withoutListingTriggers<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  for (const table of LISTING_TRIGGER_TABLES) await tx.exec(`ALTER TABLE ${table} DISABLE TRIGGER product_listing_mark`);
  const result = await work();
  for (const table of LISTING_TRIGGER_TABLES) await tx.exec(`ALTER TABLE ${table} ENABLE TRIGGER product_listing_mark`);
  return result;
}

/** How many products wait for their listing row to be rebuilt (stale), up to REFRESH_LIMIT + 1. */
export async function listingBacklog(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM product_listing_stale LIMIT ${REFRESH_LIMIT + 1}) x`);
  return Number(rows[0]?.n ?? 0);
}

/** Rebuilds every listing row (after a bulk load), for the countries already registered. */
export async function rebuildListing(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => rebuildListingIn(tx, now));
  await flushGinPendingLists(db);
}

/** Rebuilds every listing row inside a transaction (a bulk load's). */
export async function rebuildListingIn(tx: Queryable, now: Date): Promise<void> {
  await rebuild(tx, await listingCountries(tx), now);
}

/**
 * Makes the listing answer for `country` at `now`: rebuilds the stale rows and those whose price window
 * has passed, at most REFRESH_LIMIT of them. Answers the country's price index, or null when the listing
 * cannot answer (the country is not registered, or more rows waited than a request rebuilds).
 */
export async function freshListing(db: Database, country: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const countries = await listingCountries(tx);
    const idx = countries.get(country);
    if (!idx) return null;
    const waiting = () =>
      tx.query<{ product_id: number }>(
        `(SELECT product_id FROM product_listing_stale LIMIT ${REFRESH_LIMIT + 1}) UNION ` +
          `(SELECT product_id FROM product_listing WHERE valid_until <= $1::timestamptz LIMIT ${REFRESH_LIMIT + 1}) UNION ` +
          `(SELECT product_id FROM product_listing WHERE valid_from > $1::timestamptz LIMIT ${REFRESH_LIMIT + 1})`,
        [now.toISOString()],
      );
    if (!(await waiting()).rows.length) return idx;
    // One refresher at a time (two would insert the same rows); the second finds the work done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LISTING_LOCK]);
    const { rows } = await waiting();
    if (!rows.length) return idx;
    // A larger backlog is worked off REFRESH_LIMIT rows per search, which reads the full tables meanwhile.
    const ids = rows.slice(0, REFRESH_LIMIT).map((r) => Number(r.product_id));
    await tx.query('DELETE FROM product_listing_stale WHERE product_id = ANY($1::int[])', [ids]);
    await rebuild(tx, countries, now, ids);
    return rows.length > REFRESH_LIMIT ? null : idx;
  });
}
