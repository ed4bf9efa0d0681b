import { describe, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { loadDocuments } from '../catalogue/documents';
import { seedCatalogue, wipeCatalogue } from '../catalogue/seed';
import type { Database } from '../storage/port';
import { forEachDatabase } from '../testing';
import { listingCovers, registerListingCountries } from './listing';
import { parseEsRequest } from './parse-es';
import { runSearch } from './search';
import { SEARCH_FIXTURE_SQL, SEARCH_NOW, SEARCH_PRICE_FIXTURE_SQL } from './testing/fixture';

const visible = [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }];
const terms = (field: string) => ({ terms: { field, size: 10 } });
const prices = { range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] } };

/** Listing requests as the storefront sends them, and a few the listing rows must hand to the full tables. */
const BODIES: Record<string, unknown> = {
  'category with facets, cheapest first': {
    query: { bool: { filter: [{ terms: { category_ids: [2] } }, ...visible] } },
    sort: [{ price: { order: 'asc' } }],
    aggs: { agg_terms_brand: terms('brand'), agg_terms_color: terms('color'), agg_terms_color_options: terms('color_options'), agg_terms_wiper_length_options: terms('wiper_length_options'), agg_range_price: prices },
  },
  'chosen brand and price with disjunctive facets, dearest first': {
    query: { bool: { filter: [{ terms: { category_ids: [2] } }, ...visible] } },
    post_filter: { bool: { filter: [{ terms: { brand: ['ATE', 'Bosch'] } }, { range: { price: { gte: 10, lte: 200 } } }] } },
    sort: [{ final_price: { order: 'desc' } }],
    aggs: {
      agg_terms_brand: { filter: { range: { price: { gte: 10, lte: 200 } } }, aggs: { agg_terms_brand: terms('brand') } },
      agg_range_price: { filter: { terms: { brand: ['ATE', 'Bosch'] } }, aggs: { agg_range_price: prices } },
    },
  },
  'children values, exists and must_not, newest first': {
    query: { bool: { filter: [{ terms: { category_ids: [2] } }], should: [{ terms: { color_options: ['blue'] } }, { terms: { color: ['red'] } }], must_not: [{ terms: { brand: ['TRW'] } }], minimum_should_match: 1 } },
    sort: [{ created_at: 'desc' }],
  },
  // BD-2001 costs 100, on special 90 at SEARCH_NOW: 111.60 in Estonia, 112.95 in Finland, 109.80 in Italy.
  'a price range only the special price falls into': { query: { bool: { filter: [{ range: { price: { gte: 105, lte: 115 } } }] } } },
  'an attribute that exists, the original price': { query: { bool: { filter: [{ exists: { field: 'item_class' } }, { range: { original_price: { gt: 40 } } }] } }, sort: [{ original_price: 'asc' }] },
  'status 1 only, item class counts': { query: { bool: { filter: [{ terms: { status: [1] } }, { terms: { category_ids: [10] } }] } }, size: 1, aggs: { agg_terms_item_class: terms('item_class') } },
  'text (full tables)': { query: { bool: { must: [{ multi_match: { query: 'brake pads' } }], filter: visible } } },
  'a url_path (full tables)': { query: { bool: { filter: [{ terms: { url_path: ['brakes/brake-pads/brake-pads-front-ate'] } }] } } },
};

forEachDatabase('search listing rows', ({ db }) => {
  const view = (code: string) => storeViews.find((v) => v.storeCode === code) ?? (storeViews[0] as (typeof storeViews)[number]);
  /** Runs a search and records whether it read the listing rows. */
  const search = async (body: unknown, options: { listing?: boolean; now?: Date; code?: string } = {}) => {
    const sql: string[] = [];
    const real = db();
    const spy: Database = { ...real, query: (text, params) => (sql.push(text), real.query(text, params)), transaction: (work) => real.transaction(work) };
    const answer = await runSearch({
      db: spy, view: view(options.code ?? 'eng'), index: 'vue_storefront_catalog_eng', type: 'product', ast: parseEsRequest(body),
      now: options.now ?? SEARCH_NOW, loadDocuments, size: 50, from: 0, ...(options.listing === false ? { listing: false } : {}),
    });
    return { answer: { ...answer, took: 0 }, listed: sql.some((s) => s.includes('FROM product_listing s')) };
  };
  const skusAndPrices = (answer: Awaited<ReturnType<typeof search>>['answer']) => answer.hits.hits.map((h) => [h._source.sku, h._source.final_price_incl_tax]);
  const kitPrices = async (now = SEARCH_NOW) =>
    skusAndPrices((await search({ query: { bool: { filter: [{ terms: { category_ids: [30] } }] } }, sort: [{ price: 'asc' }] }, { now })).answer);

  it('answers every listing exactly as the full tables do, in each tax country, and hands text and url_path to the full tables', async () => {
    await registerListingCountries(db(), ['EE', 'FI', 'IT']);
    for (const [name, body] of Object.entries(BODIES)) {
      for (const code of ['eng', 'fin', 'ap24_italy_it']) {
        const listed = await search(body, { code });
        const full = await search(body, { code, listing: false });
        expect(listed.answer, `${name} in ${code}`).toEqual(full.answer);
        // (The fixture has no Italian texts: the Italian view lists nothing.)
        if (name.startsWith('a price range') && code !== 'ap24_italy_it') expect(listed.answer.hits.hits.map((h) => h._source.sku)).toEqual(['BD-2001']);
        expect(listed.listed, name).toBe(!name.endsWith('(full tables)'));
        expect(full.listed).toBe(false);
      }
    }
  });

  it('reads on the replica (DATABASE_READ_URL, ADR 0072) and refreshes listing rows, a write, on the primary', async () => {
    const real = db();
    const primary: string[] = [];
    const replica: string[] = [];
    let primaryTransactions = 0;
    const onPrimary: Database = { ...real, query: (text, params) => (primary.push(text), real.query(text, params)), transaction: (work) => (primaryTransactions++, real.transaction(work)) };
    const onReplica: Database = { ...real, query: (text, params) => (replica.push(text), real.query(text, params)), transaction: () => Promise.reject(new Error('a replica takes no writes')) };
    const answer = await runSearch({
      db: onPrimary, readDb: onReplica, view: view('eng'), index: 'vue_storefront_catalog_eng', type: 'product',
      ast: parseEsRequest({ query: { bool: { filter: [{ terms: { category_ids: [30] } }] } } }), now: SEARCH_NOW, loadDocuments, size: 50, from: 0,
    });
    expect(answer.hits.hits.length).toBeGreaterThan(0);
    expect(replica.some((text) => text.includes('FROM product_listing s'))).toBe(true);
    expect(primary).toEqual([]);
    expect(primaryTransactions).toBe(1);
  });

  it('answers from the full tables when the listing cannot be refreshed, and says so', async () => {
    const body = { query: { bool: { filter: [{ terms: { category_ids: [30] } }] } }, sort: [{ price: 'asc' }] };
    const real = db();
    const failing: Database = { ...real, transaction: () => Promise.reject(new Error('listing refresh failed')) };
    const told: unknown[] = [];
    const answer = await runSearch({
      db: failing, view: view('eng'), index: 'vue_storefront_catalog_eng', type: 'product', ast: parseEsRequest(body), now: SEARCH_NOW, loadDocuments,
      onListingError: (error) => told.push(error),
    });
    expect({ ...answer, took: 0 }).toEqual((await search(body, { listing: false })).answer);
    expect(told).toEqual([new Error('listing refresh failed')]);
  });

  it('lists new prices after a write: a price, a special price window opening and closing, a configurable child selling out', async () => {
    await registerListingCountries(db(), ['EE']);
    expect(await kitPrices()).toEqual([['KIT-S', 37.2], ['KIT-C', 62], ['KIT-B', 128.96], ['KIT-G', 155.72]]);
    await db().query("UPDATE product SET price = 200 WHERE sku = 'KIT-S'");
    // KIT-C's cheapest child in stock (50) sells out: the next in stock is 70.
    await db().query("UPDATE stock SET qty = 0, is_in_stock = false WHERE product_id = (SELECT id FROM product WHERE sku = 'KIT-C-50')");
    expect(await kitPrices()).toEqual([['KIT-C', 86.8], ['KIT-B', 128.96], ['KIT-G', 155.72], ['KIT-S', 248]]);
    // KIT-G holds BD-2001, on special (90) from 2026-05-01 to 2026-07-01: after the window it counts 100.
    expect(await kitPrices(new Date('2026-08-01T00:00:00Z'))).toEqual([['KIT-C', 86.8], ['KIT-B', 128.96], ['KIT-G', 168.12], ['KIT-S', 248]]);
    expect(await kitPrices()).toEqual([['KIT-C', 86.8], ['KIT-B', 128.96], ['KIT-G', 155.72], ['KIT-S', 248]]);
    // A product that leaves the catalogue (disabled) leaves the listing.
    await db().query("UPDATE product SET status = 2 WHERE sku = 'KIT-B'");
    expect(await kitPrices()).toEqual([['KIT-C', 86.8], ['KIT-G', 155.72], ['KIT-S', 248]]);
    const { listed } = await search({ query: { bool: { filter: [{ terms: { category_ids: [30] } }] } } });
    expect(listed).toBe(true);
  });
}, { seed: (db) => db.exec(SEARCH_FIXTURE_SQL + SEARCH_PRICE_FIXTURE_SQL), seedId: 'search-price-fixture', seedSources: ['server/search/testing/fixture.ts'] });

describe('listingCovers', () => {
  const covers = (body: unknown) => listingCovers(parseEsRequest(body), parseEsRequest(body).sort);
  it('takes listings on the fields listing rows hold, and leaves text, document fields and ranges over children to the full tables', () => {
    expect(covers({ query: { bool: { filter: [{ terms: { category_ids: [1] } }, { terms: { size_options: ['m'] } }, { range: { price: { lt: 5 } } }] } }, sort: [{ price: 'asc' }] })).toBe(true);
    expect(covers({ query: { multi_match: { query: 'pads' } } })).toBe(false);
    expect(covers({ query: { terms: { sku: ['A'] } } })).toBe(false);
    expect(covers({ query: { terms: { 'stock.is_in_stock': [true] } } })).toBe(false);
    expect(covers({ query: { range: { color_options: { gt: 1 } } } })).toBe(false);
    expect(covers({ sort: [{ name: 'asc' }] })).toBe(false);
    expect(covers({ aggs: { a: terms('url_key') } })).toBe(false);
  });
});

forEachDatabase('search listing rows after a seed', ({ db }) => {
  it('a seed builds the listing for the registered countries and leaves nothing stale; a reset empties it', async () => {
    await registerListingCountries(db(), ['EE', 'FI']);
    await seedCatalogue(db(), { products: 60, seed: 3 });
    const count = async (sql: string) => Number((await db().query<{ n: number }>(sql)).rows[0]?.n);
    const listed = await count('SELECT count(*)::int AS n FROM product WHERE visibility IN (2, 3, 4) AND status IN (0, 1)');
    expect(listed).toBeGreaterThan(40);
    expect(await count('SELECT count(*)::int AS n FROM product_listing WHERE cardinality(final_price) = 2')).toBe(listed);
    expect(await count('SELECT count(*)::int AS n FROM product_listing_stale')).toBe(0);
    // The GIN indexes hold every row (no pending list for searches to scan: PGlite never vacuums).
    const pending = `SELECT COALESCE(sum(gin_clean_pending_list(c.oid)), 0)::int AS n FROM pg_class c JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND c.relkind = 'i' AND c.relnamespace = current_schema()::regnamespace`;
    expect(await count(pending)).toBe(0);
    await wipeCatalogue(db());
    expect(await count('SELECT count(*)::int AS n FROM product_listing')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM product_listing_stale')).toBe(0);
  });
}, { migrated: true });
