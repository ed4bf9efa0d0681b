import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { catalogRoutes } from '../api/catalog';
import { forEachDatabase } from '../testing';
import { SEARCH_FIXTURE_SQL, SEARCH_NOW, SEARCH_PRICE_FIXTURE_SQL } from './testing/fixture';
import { testCommerceConfig } from '../commerce/config';

const ENG = '/api/catalog/vue_storefront_catalog_eng';
const q = (body: unknown) => encodeURIComponent(JSON.stringify(body));
interface Hit { _source: { sku: string; final_price_incl_tax: number; original_price_incl_tax: number } }
interface Body { hits: { hits: Hit[] }; aggregations: { agg_range_price: { buckets: unknown[] } } }
const kits = { terms: { category_ids: [30] } };

forEachDatabase('search prices of composite products', ({ db }) => {
  let app: FastifyInstance;
  const search = async (body: unknown, extra = ''): Promise<Body> => {
    const response = await app.inject({ method: 'GET', url: `${ENG}/product/_search?request=${q(body)}${extra}` });
    expect(response.statusCode).toBe(200);
    return response.json() as Body;
  };
  const prices = (body: Body) => body.hits.hits.map((h) => [h._source.sku, h._source.final_price_incl_tax]);

  beforeAll(async () => {
    app = Fastify();
    await catalogRoutes(app, { db: db(), storeViews, now: () => SEARCH_NOW, commerce: testCommerceConfig() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('sorts bundles, grouped and configurable products by the price their documents show', async () => {
    const expected = [['KIT-S', 37.2], ['KIT-C', 62], ['KIT-B', 128.96], ['KIT-G', 155.72]];
    const asc = await search({ query: { bool: { filter: kits } }, sort: [{ final_price: 'asc' }] });
    expect(prices(asc)).toEqual(expected);
    const desc = await search({ query: { bool: { filter: kits } } }, '&sort=price:desc');
    expect(prices(desc)).toEqual([...expected].reverse());
  });

  it('filters price ranges by the computed price', async () => {
    const range = (gte: number, lt: number) => search({ query: { bool: { filter: [kits, { range: { price: { gte, lt } } }] } } });
    // The configurable's out-of-stock child (6.20) does not count; the bundle (stored 1.24) and the grouped product (24.80) neither.
    expect(prices(await range(0, 50))).toEqual([['KIT-S', 37.2]]);
    expect(prices(await range(60, 63))).toEqual([['KIT-C', 62]]);
    expect(prices(await range(128.96, 128.97))).toEqual([['KIT-B', 128.96]]);
    expect(prices(await range(155.7, 155.8))).toEqual([['KIT-G', 155.72]]);
  });

  it('buckets agg_range_price by the computed price', async () => {
    const body = await search(
      { _appliedFilters: [{ attribute: 'category_ids', value: { in: [30] }, scope: 'default' }], _availableFilters: [{ field: 'price', scope: 'catalog' }] },
      '&request_format=search-query',
    );
    expect(body.aggregations.agg_range_price.buckets).toEqual([
      { key: '0.0-50.0', from: 0, to: 50, doc_count: 1 },
      { key: '50.0-100.0', from: 50, to: 100, doc_count: 1 },
      { key: '100.0-150.0', from: 100, to: 150, doc_count: 1 },
      { key: '150.0-*', from: 150, doc_count: 1 },
    ]);
  });

  it('sorts by original price by the same rules (sum of regular prices, the chosen child)', async () => {
    const body = await search({ query: { bool: { filter: kits } }, sort: [{ original_price: 'desc' }] });
    // KIT-G's BD-2001 counts at its regular 100: 124 + 22.32 + 21.8.
    expect(body.hits.hits.map((h) => [h._source.sku, h._source.original_price_incl_tax])).toEqual([['KIT-G', 168.12], ['KIT-B', 128.96], ['KIT-C', 62], ['KIT-S', 37.2]]);
  });
}, { seed: (db) => db.exec(SEARCH_FIXTURE_SQL + SEARCH_PRICE_FIXTURE_SQL), seedId: 'search-price-fixture', seedSources: ['server/search/testing/fixture.ts'] });
