import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('drops the product tables\' secondary indexes for a bulk load and rebuilds exactly the same ones', async () => {
    const indexes = async () => (await pglite.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname")).rows.map((r) => r.indexdef);
    const before = await indexes();
    expect(before.some((d) => d.includes('product_i18n_name_trgm_idx'))).toBe(true);
    await pglite.transaction(async (tx) => {
      const dropped = await dropSecondaryIndexes(tx);
      expect(dropped.definitions.length).toBeGreaterThanOrEqual(10);
      const during = (await tx.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('product', 'product_i18n', 'stock')")).rows.map((r) => r.indexname).sort();
      expect(during).toEqual(['product_i18n_pkey', 'product_pkey', 'product_sku_key', 'stock_pkey']);
      await recreateIndexes(tx, dropped);
    });
    expect(await indexes()).toEqual(before);
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
