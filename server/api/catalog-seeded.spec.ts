import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { catalogRoutes } from './catalog';
import { seedCatalogue } from '../catalogue/seed';
import { ANCHORS } from '../catalogue/generator/anchors';
import { forEachDatabase } from '../testing';
import { testCommerceConfig } from '../commerce/config';

const ENG = '/api/catalog/vue_storefront_catalog_eng/product/_search';
const q = (body: unknown) => encodeURIComponent(JSON.stringify(body));

// The demo catalogue's fixed anchor products, searched the way the storefront does (issue 3 "done when").
forEachDatabase('catalogue search over the seeded demo catalogue', ({ db }) => {
  let app: FastifyInstance;
  const ids = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { hits: { _id: string }[] } }).hits.hits.map((h) => Number(h._id));
  };
  const text = (query: string) => ids(`${ENG}?_source_include=sku&request=${q({ query: { multi_match: { query } } })}`);

  beforeAll(async () => {
    const { rows } = await db().query<{ value: { generatedAt: string } }>("SELECT value FROM catalogue_meta WHERE key = 'seed'");
    const now = new Date(rows[0]?.value.generatedAt ?? '2026-01-01T00:00:00Z');
    app = Fastify();
    await catalogRoutes(app, { db: db(), storeViews, now: () => now, commerce: testCommerceConfig() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('finds the oil filter by OE number 04E 115-561 H, and not the one with 04E 115 561 B', async () => {
    const found = await text('04E 115-561 H');
    expect(found).toContain(ANCHORS.oilFilter.id);
    expect(found).not.toContain(ANCHORS.otherOilFilter.id);
  });

  it('finds front brake pads for the typo "brak pads" and never the disabled product', async () => {
    const found = await text('brak pads');
    expect(found.slice(0, 10)).toContain(ANCHORS.brakePads.id);
    expect(await text('101010')).not.toContain(ANCHORS.disabled.id);
  });

  it('finds a product by url_path and a configurable by its child sku', async () => {
    expect(await ids(`${ENG}?request_format=search-query&request=${q({ _appliedFilters: [{ attribute: 'url_path', value: { eq: ANCHORS.brakeDisc.urlPath } }] })}`)).toEqual([ANCHORS.brakeDisc.id]);
    const child = ANCHORS.wiperBlades.childSkus[1];
    expect(await ids(`${ENG}?request=${q({ query: { bool: { filter: { terms: { 'configurable_children.sku': [child] } } } } })}`)).toEqual([ANCHORS.wiperBlades.id]);
  });
}, { seed: async (db) => void (await seedCatalogue(db, { products: 200, seed: 1 })), seedId: 'demo-200', seedSources: ['server/catalogue'], timeoutMs: 300_000 });
