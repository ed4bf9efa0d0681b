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
forEachDatabase('catalogue search over the seeded demo catalogue', ({ db, kind }) => {
  let app: FastifyInstance;
  const ids = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { hits: { _id: string }[] } }).hits.hits.map((h) => Number(h._id));
  };
  const text = (query: string) => ids(`${ENG}?_source_include=sku&request=${q({ query: { multi_match: { query } } })}`);
  const textIn = (index: string, query: string) => ids(`/api/catalog/${index}/product/_search?size=200&_source_include=sku&request=${q({ query: { multi_match: { query } } })}`);

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

  it('answers a part number with the parts that carry it, not with parts whose names share its fragments', async () => {
    // "OX 188D": "ox" is a word of every MAHLE OX filter's name.
    expect(await text('OX 188D')).toEqual([ANCHORS.dieselOilFilter.id]);
    expect(await text('04E 115 561 H')).toEqual([ANCHORS.oilFilter.id]);
    // A number nobody carries: its words are searched instead, and find the OX filters.
    expect((await text('OX 999Z')).length).toBeGreaterThan(1);
  });

  it('finds front brake pads for the typo "brak pads" and never the disabled product', async () => {
    const found = await text('brak pads');
    expect(found.slice(0, 10)).toContain(ANCHORS.brakePads.id);
    expect(await text('101010')).not.toContain(ANCHORS.disabled.id);
  });

  // Issue 17: words are stemmed per language (an inflected form finds the name's form) and a word being
  // typed matches as a prefix. Every query form below is neither the name's word nor a prefix of it.
  it('finds inflected forms in Russian, English, Finnish and Italian by their stems', async () => {
    const { brakePads, brakeDisc, oilFilter } = ANCHORS;
    expect(await textIn('vue_storefront_catalog_rus', 'колодками')).toContain(brakePads.id); // name: Тормозные колодки
    expect(await textIn('vue_storefront_catalog_rus', 'масляного')).toContain(oilFilter.id); // Масляный фильтр
    expect(await textIn('vue_storefront_catalog_eng', 'braking discs')).toContain(brakeDisc.id); // Brake disc
    expect(await textIn('vue_storefront_catalog_fin', 'jarrulevyn')).toContain(brakeDisc.id); // Jarrulevy
    expect(await textIn('vue_storefront_catalog_fin', 'jarrupalan')).toContain(brakePads.id); // Jarrupalat
    expect(await textIn('vue_storefront_catalog_ap24_italy_it', 'pastiglia')).toContain(brakePads.id); // Pastiglie freno
    expect(await textIn('vue_storefront_catalog_ap24_italy_it', 'dischi')).toContain(brakeDisc.id); // Disco freno
    expect(await textIn('vue_storefront_catalog_fin', 'jarrulevyt')).not.toContain(brakePads.id);
  });

  it('finds Estonian words while they are typed and, where the server has an Estonian stemmer, their inflected forms', async () => {
    const { brakePads, brakeDisc } = ANCHORS;
    // "piduriklotsid" stems to 'piduriklot'; "piduriklots" (typed so far) and "piduriklotsi" to themselves.
    for (const typed of ['pidurikl', 'piduriklots', 'piduriklotsi', 'piduriklotsid']) expect(await textIn('vue_storefront_catalog', typed)).toContain(brakePads.id);
    const { rows } = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM pg_ts_config WHERE cfgname = 'estonian'");
    // PGlite has Estonian; PostgreSQL has it from version 16 (before that the view's words are not stemmed).
    if (kind === 'pglite') expect(rows[0]?.n).toBe(1);
    if (rows[0]?.n) expect(await textIn('vue_storefront_catalog', 'piduriketta')).toContain(brakeDisc.id); // Piduriketas
  });

  it('finds a product by url_path and a configurable by its child sku', async () => {
    expect(await ids(`${ENG}?request_format=search-query&request=${q({ _appliedFilters: [{ attribute: 'url_path', value: { eq: ANCHORS.brakeDisc.urlPath } }] })}`)).toEqual([ANCHORS.brakeDisc.id]);
    const child = ANCHORS.wiperBlades.childSkus[1];
    expect(await ids(`${ENG}?request=${q({ query: { bool: { filter: { terms: { 'configurable_children.sku': [child] } } } } })}`)).toEqual([ANCHORS.wiperBlades.id]);
  });
}, { seed: async (db) => void (await seedCatalogue(db, { products: 200, seed: 1 })), seedId: 'demo-200', seedSources: ['server/catalogue'], timeoutMs: 300_000 });
