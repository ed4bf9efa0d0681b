import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { CATALOGUE_TAGS } from '../cache/catalogue-watch';
import { CACHE_CHANNEL } from '../cluster/invalidation';
import { migrate, openPglite, openPostgres } from '../storage/index';
import type { Database } from '../storage/index';
import { ANCHORS } from './generator/anchors';
import { dropSecondaryIndexes, recreateIndexes } from './generator/bulk-indexes';
import { CatalogueNotEmptyError, DEMO_PRODUCT_COUNT, seedCatalogue, wipeCatalogue } from './seed';
import type { SeedSummary } from './seed';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const count = async (db: Database, sql: string, params: unknown[] = []): Promise<number> => Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n);

/** The checks every adapter must pass after seeding `products` products with seed 1. */
function seededCatalogueContract(products: number, setup: () => Promise<{ db: Database; summary: SeedSummary }>): void {
  let db: Database;
  let summary: SeedSummary;
  beforeAll(async () => {
    ({ db, summary } = await setup());
  }, 120_000);

  it('writes the counts the summary reports', async () => {
    expect(summary.products).toBe(products);
    expect(await count(db, 'SELECT count(*) AS n FROM product')).toBe(products);
    expect(await count(db, 'SELECT count(*) AS n FROM product_i18n')).toBe(products * 5);
    expect(await count(db, 'SELECT count(*) AS n FROM stock')).toBe(products);
    expect(await count(db, 'SELECT count(*) AS n FROM category')).toBe(summary.categories);
    for (const [type, n] of Object.entries(summary.byType)) {
      expect(await count(db, 'SELECT count(*) AS n FROM product WHERE type_id = $1', [type])).toBe(n);
      expect(n, type).toBeGreaterThan(0);
    }
    expect(await count(db, "SELECT count(*) AS n FROM category WHERE kind = 'vehicle' AND level = 4")).toBeGreaterThanOrEqual(300);
  });

  it('lists every OE and OEM number in product_number, and nothing else, with its triggers back on', async () => {
    const expected = 'SELECT DISTINCT n, p.id FROM product p CROSS JOIN LATERAL unnest(p.oe_norm || p.oem_norm) AS n WHERE n <> \'\'';
    expect(await count(db, 'SELECT count(*) AS n FROM product_number')).toBeGreaterThan(products);
    expect(await count(db, `SELECT count(*) AS n FROM ((${expected}) EXCEPT (SELECT number, product_id FROM product_number)) x`)).toBe(0);
    expect(await count(db, `SELECT count(*) AS n FROM ((SELECT number, product_id FROM product_number) EXCEPT (${expected})) x`)).toBe(0);
    expect(await count(db, "SELECT count(*) AS n FROM pg_trigger WHERE tgname LIKE 'product_number_%' AND tgenabled = 'D'")).toBe(0);
  });

  it('records the seed in catalogue_meta with a generatedAt derived from the seed', async () => {
    const { rows } = await db.query<{ value: Record<string, unknown> }>("SELECT value FROM catalogue_meta WHERE key = 'seed'");
    expect(rows[0]?.value).toEqual({ seed: 1, products, generatedAt: summary.generatedAt, version: 1 });
    expect(summary.generatedAt).toBe('2026-01-02T00:00:00.000Z');
  });

  it('stores oe_norm exactly as shop_norm_id() normalises the OE numbers', async () => {
    const mismatches = await count(db, 'SELECT count(*) AS n FROM product WHERE oe_norm <> ARRAY(SELECT shop_norm_id(v) FROM unnest(oe_numbers) AS v) OR oem_norm <> ARRAY(SELECT shop_norm_id(v) FROM unnest(oem_numbers) AS v)');
    expect(mismatches).toBe(0);
    const { rows } = await db.query<{ sku: string }>('SELECT sku FROM product WHERE oe_norm @> ARRAY[shop_norm_id($1)] ORDER BY id', ['04E 115-561 H']);
    expect(rows.map((r) => r.sku)).toEqual([ANCHORS.oilFilter.sku]);
  });

  it('finds an anchor by url_path and by full-text search on its name', async () => {
    const { rows } = await db.query<{ sku: string }>("SELECT p.sku FROM product p JOIN product_i18n i ON i.product_id = p.id WHERE i.language = 'en' AND i.url_path = $1", [ANCHORS.brakePads.urlPath]);
    expect(rows.map((r) => r.sku)).toEqual([ANCHORS.brakePads.sku]);
    expect(await count(db, "SELECT count(*) AS n FROM product_i18n WHERE language = 'en' AND search @@ plainto_tsquery(shop_ts_config('en'), 'brake pads')")).toBeGreaterThan(0);
  });

  it('writes tax rules, attributes, CMS content, banners and approved reviews', async () => {
    const { rows: tax } = await db.query<{ rates: { tax_country_id: string; rate: number }[] }>('SELECT rates FROM tax_rule WHERE 2 = ANY(product_tax_class_ids) AND 3 = ANY(customer_tax_class_ids) ORDER BY id');
    const rates = Object.fromEntries(tax.flatMap((r) => r.rates.map((rate) => [rate.tax_country_id, rate.rate])));
    expect(rates).toMatchObject({ EE: 24, FI: 25.5, IT: 22, LV: 21, LT: 21, SE: 25, DE: 19, PL: 23 });
    const { rows: codes } = await db.query<{ code: string }>('SELECT code FROM attribute ORDER BY code');
    expect(codes.map((r) => r.code)).toEqual(expect.arrayContaining(['color', 'size', 'wiper_length', 'manufacturer', 'item_class', 'item_class_2', 'erin_recommends']));
    const { rows: pages } = await db.query<{ identifier: string }>("SELECT identifier FROM cms_page WHERE language = 'fi' ORDER BY id");
    expect(pages.map((r) => r.identifier).sort()).toEqual(['about-us', 'customer-service', 'privacy', 'return-form', 'return-policy', 'shipping', 'sitemap', 'terms']);
    const { rows: shipping } = await db.query<{ content: string }>("SELECT content FROM cms_page WHERE identifier = 'shipping' AND language = 'en'");
    expect(shipping[0]?.content).toContain('1-10 days');
    expect(shipping[0]?.content).toContain('before 12:00');
    expect(await count(db, "SELECT count(*) AS n FROM banner_set WHERE store_code IN ('default', 'est', 'fin', 'ap24_italy_it')")).toBe(4);
    expect(await count(db, 'SELECT count(*) AS n FROM review WHERE review_status = 1')).toBeGreaterThanOrEqual(3);
    expect(await count(db, 'SELECT count(*) AS n FROM cms_hierarchy WHERE page_id IS NOT NULL')).toBe(8 * 5);
  });

  it('refuses to seed a catalogue that is not empty', async () => {
    await expect(seedCatalogue(db, { products: 10 })).rejects.toBeInstanceOf(CatalogueNotEmptyError);
    await expect(seedCatalogue(db, { products: 10 })).rejects.toThrow(/not empty \(\d+ products/);
    expect(await count(db, 'SELECT count(*) AS n FROM product')).toBe(products);
  });
}

describe('seedCatalogue on PGlite', () => {
  let pglite: Database;
  seededCatalogueContract(300, async () => {
    pglite = await openPglite();
    await migrate(pglite);
    return { db: pglite, summary: await seedCatalogue(pglite, { products: 300 }) };
  });
  afterAll(() => pglite?.close());

  it('can seed again after wiping, with the same rows for the same seed', async () => {
    const before = (await pglite.query('SELECT * FROM product ORDER BY id')).rows;
    await wipeCatalogue(pglite);
    expect(await count(pglite, 'SELECT count(*) AS n FROM category')).toBe(0);
    const progress: string[] = [];
    await seedCatalogue(pglite, { products: 300, seed: 1, onProgress: (m) => progress.push(m) });
    expect((await pglite.query('SELECT * FROM product ORDER BY id')).rows).toEqual(before);
    expect(progress.some((m) => m.startsWith('products: 300/300'))).toBe(true);
  }, 60_000);

  it('drops the product tables\' secondary indexes and foreign keys for a bulk load and rebuilds exactly the same ones', async () => {
    const indexes = async () => (await pglite.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname")).rows.map((r) => r.indexdef);
    const keys = async (q: Pick<Database, 'query'>) =>
      (await q.query<{ def: string }>("SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' ORDER BY 1")).rows.map((r) => r.def);
    const before = await indexes();
    const keysBefore = await keys(pglite);
    expect(keysBefore.some((k) => k.startsWith('product_i18n ') && k.includes('REFERENCES product(id) ON DELETE CASCADE'))).toBe(true);
    expect(before.some((d) => d.includes('product_i18n_name_trgm_idx'))).toBe(true);
    await pglite.transaction(async (tx) => {
      const dropped = await dropSecondaryIndexes(tx);
      expect(dropped.definitions.length).toBeGreaterThanOrEqual(10);
      const during = (await tx.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('product', 'product_i18n', 'stock')")).rows.map((r) => r.indexname).sort();
      expect(during).toEqual(['product_i18n_pkey', 'product_pkey', 'product_sku_key', 'stock_pkey']);
      expect((await keys(tx)).filter((k) => /^(product|product_i18n|stock) /.test(k))).toEqual([]);
      await recreateIndexes(tx, dropped);
    });
    expect(await indexes()).toEqual(before);
    expect(await keys(pglite)).toEqual(keysBefore);
  });

  it('defaults to a 5,000-product demo', () => {
    expect(DEMO_PRODUCT_COUNT).toBe(5000);
  });
});

describe('seedCatalogue on PostgreSQL', () => {
  const schema = `t_seed_${process.pid}`;
  let admin: Database;
  let pg: Database;
  seededCatalogueContract(120, async () => {
    admin = await openPostgres(PG_URL, { max: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    pg = await openPostgres(PG_URL, { searchPath: schema, max: 2 });
    await migrate(pg);
    return { db: pg, summary: await seedCatalogue(pg, { products: 120 }) };
  });
  afterAll(async () => {
    await pg?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });
});

describe('wipeCatalogue on PostgreSQL', () => {
  const schema = `t_wipe_${process.pid}`;
  let admin: Database;
  let db: Database;
  let listener: pg.Client;
  const heard: string[] = [];
  beforeAll(async () => {
    admin = await openPostgres(PG_URL, { max: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    db = await openPostgres(PG_URL, { searchPath: schema, max: 2 });
    await migrate(db);
    await seedCatalogue(db, { products: 60 });
    listener = new pg.Client({ connectionString: PG_URL });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${CACHE_CHANNEL}`);
  }, 120_000);
  afterAll(async () => {
    await listener?.end();
    await db?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  it('empties every catalogue table and the rows derived from products, and tells the instances', async () => {
    await db.query('INSERT INTO product_listing_stale SELECT id FROM product ON CONFLICT DO NOTHING');
    await wipeCatalogue(db);
    for (const table of ['product', 'product_i18n', 'product_number', 'product_listing', 'product_listing_stale', 'stock', 'category', 'catalogue_meta']) {
      expect(await count(db, `SELECT count(*) AS n FROM ${table}`), table).toBe(0);
    }
    // NOTIFY is delivered at commit; the listener's connection reads it on its own time.
    await vi.waitFor(() => expect(heard.some((payload) => CATALOGUE_TAGS.every((tag) => payload.split(',').includes(tag)))).toBe(true), { timeout: 10_000 });
    expect((await seedCatalogue(db, { products: 60 })).products).toBe(60);
  });
});
