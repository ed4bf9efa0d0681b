import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { createOutputCache, registerOutputCache, type OutputCache } from '../cache';
import { catalogRoutes } from './catalog';
import { forEachDatabase } from '../testing';
import { SEARCH_FIXTURE_SQL, SEARCH_NOW } from '../search/testing/fixture';
import { testCommerceConfig } from '../commerce/config';

const listing = `/api/catalog/vue_storefront_catalog_eng/product/_search?request=${encodeURIComponent(
  JSON.stringify({ query: { bool: { filter: { terms: { category_ids: [11] } } } } }),
)}&_source_include=sku`;

forEachDatabase('catalogue answers in the output cache', ({ db }) => {
  let app: FastifyInstance;
  let cache: OutputCache;
  const get = () => app.inject({ url: listing, headers: { host: 'localhost' } });

  beforeAll(async () => {
    cache = createOutputCache();
    app = Fastify();
    registerOutputCache(app, cache, { isCacheable: () => true });
    await catalogRoutes(app, { db: db(), storeViews, now: () => SEARCH_NOW, commerce: testCommerceConfig() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('drops a cached listing when a product it shows, or the category it lists, is invalidated', async () => {
    expect((await get()).headers['x-vs-cache']).toBe('Miss');
    expect((await get()).headers['x-vs-cache']).toBe('Hit');
    const shown = (await get()).json().hits.hits.map((h: { _id: string }) => h._id) as string[];
    expect(shown).toContain('1');
    expect(cache.invalidate(['P999999'])).toBe(0);
    expect(cache.invalidate([`P${shown[0]}`])).toBe(1);
    expect((await get()).headers['x-vs-cache']).toBe('Miss');
    expect(cache.invalidate(['C11'])).toBe(1);
    expect((await get()).headers['x-vs-cache']).toBe('Miss');
  });
}, { seed: (db) => db.exec(SEARCH_FIXTURE_SQL), seedId: 'search-fixture', seedSources: ['server/search/testing/fixture.ts'] });
