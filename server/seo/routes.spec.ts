import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { storeViews } from '../../src/app/store-views';
import { buildServer } from '../app';
import { createOutputCache } from '../cache';
import { testCommerceConfig } from '../commerce/config';
import type { ServerConfig } from '../config';
import { testServerConfig } from '../testing';
import { forEachDatabase } from '../testing';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { createSeoRoutes, seoRoutes } from './index';
import { parseXml, sitemapLocationsOf, urlsOf, type ParsedUrl } from './testing';

const HOST = 'localhost:3000';
const FI = 'fi.localhost:3000';
const IT = 'it.localhost:3000';

// Items the sitemap must leave out, next to the fixture's own (a configurable child, product 9 hidden,
// product 8 without texts, vehicle category 100): disabled, not visible, a child with visibility 4, an
// inactive category and an inactive CMS page. Product 30 is visible in search only (visibility 3): listed.
const EXTRA_SQL = `
INSERT INTO product (id, sku, type_id, parent_id, status, visibility, price, category_ids) VALUES
  (20, 'OFF', 'simple', NULL, 2, 4, 1, '{2}'), (21, 'INVISIBLE', 'simple', NULL, 1, 1, 1, '{2}'),
  (22, 'WB-550', 'simple', 3, 1, 4, 1, '{2}'), (30, 'SEARCH-ONLY & CO', 'virtual', NULL, 1, 3, 1, '{2}');
INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path) VALUES
  (20, 'en', 'Off', 'off', 'off', 'off'), (21, 'en', 'Invisible', 'invisible', 'invisible', 'invisible'),
  (22, 'en', 'Wiper 550', 'wiper-550', 'wiper-550', 'wiper-550'), (30, 'en', 'Search only', 'search-only', 'search-only', 'search-only'),
  (30, 'fi', 'Vain haku', 'vain-haku', 'vain-haku', 'vain-haku');
INSERT INTO category (id, parent_id, kind, level, position, path, is_active) VALUES (13, 10, 'part', 3, 3, '1/2/10/13', false);
INSERT INTO category_i18n (category_id, language, name, slug, url_key, url_path) VALUES (13, 'en', 'Old', 'old', 'old', 'brakes/old');
INSERT INTO cms_page (id, language, identifier, title, content, active) VALUES (3, 'en', 'draft', 'Draft', '', false);
UPDATE product SET updated_at = '2026-05-20T08:30:00Z' WHERE id = 1;
`;

async function get(app: FastifyInstance, url: string, host = HOST) {
  return app.inject({ method: 'GET', url, headers: { host } });
}

async function urlset(app: FastifyInstance, url: string, host = HOST): Promise<ParsedUrl[]> {
  const response = await get(app, url, host);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return urlsOf(await parseXml(response.body));
}

forEachDatabase('seo routes', ({ db }) => {
  beforeAll(async () => {
    await db().exec(EXTRA_SQL);
  });
  const app = useFixtureApp(db, [seoRoutes]);
  const small = useFixtureApp(db, [createSeoRoutes({ urlsPerSitemap: 4, batchSize: 2 })]);

  describe('GET /robots.txt', () => {
    it('answers plain text with the disallowed paths and the sitemap of the host', async () => {
      const response = await get(app(), '/robots.txt', FI);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const lines = response.body.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /checkout', 'Disallow: /eng/my-account', 'Disallow: /api/', 'Sitemap: http://fi.localhost:3000/sitemap.xml']));
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists the files of the listed views the host serves', async () => {
      const response = await get(app(), '/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(sitemapLocationsOf(await parseXml(response.body))).toEqual([
        'http://localhost:3000/sitemap-est-1.xml',
        'http://localhost:3000/sitemap-rus-1.xml',
        'http://localhost:3000/sitemap-eng-1.xml',
        'http://localhost:3000/sitemap-ap24_italy_en-1.xml',
      ]);
      expect(sitemapLocationsOf(await parseXml((await get(app(), '/sitemap.xml', FI)).body))).toEqual(['http://fi.localhost:3000/sitemap-fin-1.xml']);
      expect(sitemapLocationsOf(await parseXml((await get(app(), '/sitemap.xml', IT)).body))).toEqual(['http://it.localhost:3000/sitemap-ap24_italy_it-1.xml']);
    });

    it('splits a view into files of at most the configured size', async () => {
      // eng: home, store locator, sitemap page, 2 CMS pages, 3 categories, 6 products = 14 URLs → 4 files of 4
      const locations = sitemapLocationsOf(await parseXml((await get(small(), '/sitemap.xml')).body));
      expect(locations.filter((loc) => loc.includes('-eng-'))).toEqual([1, 2, 3, 4].map((n) => `http://localhost:3000/sitemap-eng-${n}.xml`));
      expect(locations.filter((loc) => loc.includes('-est-'))).toEqual(['http://localhost:3000/sitemap-est-1.xml', 'http://localhost:3000/sitemap-est-2.xml']);
    });
  });

  describe('GET /sitemap-{storeCode}-{n}.xml', () => {
    it('lists home, store locator, sitemap page, active CMS pages, active parts categories and visible enabled products of the view', async () => {
      const eng = await urlset(app(), '/sitemap-eng-1.xml');
      expect(eng.map((url) => url.loc)).toEqual([
        'http://localhost:3000/eng',
        'http://localhost:3000/eng/store-locator',
        'http://localhost:3000/eng/sitemap',
        'http://localhost:3000/eng/i/privacy',
        'http://localhost:3000/eng/i/returns',
        'http://localhost:3000/eng/c/brakes',
        'http://localhost:3000/eng/c/brake-pads',
        'http://localhost:3000/eng/c/brake-discs',
        'http://localhost:3000/eng/p/BP-1/brake-pads-front-ate-1',
        'http://localhost:3000/eng/p/BP-2/brake-disc-trw-2',
        'http://localhost:3000/eng/p/WB/wiper-blade-bosch-3/WB',
        'http://localhost:3000/eng/p/KIT/brake-service-kit',
        'http://localhost:3000/eng/p/GRP/brake-kit',
        'http://localhost:3000/eng/p/SEARCH-ONLY%20%26%20CO/search-only',
      ]);
      const est = await urlset(app(), '/sitemap-est-1.xml');
      expect(est.map((url) => url.loc)).toEqual([
        'http://localhost:3000/',
        'http://localhost:3000/store-locator',
        'http://localhost:3000/sitemap',
        'http://localhost:3000/i/privacy',
        'http://localhost:3000/c/pidurid',
        'http://localhost:3000/c/piduriklotsid',
        'http://localhost:3000/p/BP-1/piduriklotsid-ees-ate-1',
      ]);
      expect((await urlset(app(), '/sitemap-fin-1.xml', FI)).map((url) => url.loc)).toEqual([
        'http://fi.localhost:3000/',
        'http://fi.localhost:3000/store-locator',
        'http://fi.localhost:3000/sitemap',
        'http://fi.localhost:3000/p/SEARCH-ONLY%20%26%20CO/vain-haku',
      ]);
      expect((await urlset(app(), '/sitemap-rus-1.xml')).map((url) => url.loc)).toEqual(['http://localhost:3000/rus', 'http://localhost:3000/rus/store-locator', 'http://localhost:3000/rus/sitemap']);
    });

    it('gives products their updated_at as lastmod', async () => {
      const eng = await urlset(app(), '/sitemap-eng-1.xml');
      expect(eng.find((url) => url.loc.endsWith('/BP-1/brake-pads-front-ate-1'))?.lastmod).toBe('2026-05-20T08:30:00.000Z');
      for (const url of eng.filter((entry) => entry.loc.includes('/p/'))) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      for (const url of eng.slice(0, 3)) expect(url.lastmod).toBeNull();
    });

    it('links every item to the same item in each listed view that has it, with x-default to the default view', async () => {
      const eng = await urlset(app(), '/sitemap-eng-1.xml');
      expect(eng[0]?.alternates).toEqual({
        'et-EE': 'http://localhost:3000/',
        'ru-RU': 'http://localhost:3000/rus',
        'en-GB': 'http://localhost:3000/eng',
        'fi-FI': 'http://fi.localhost:3000/',
        'it-IT': 'http://it.localhost:3000/',
        'en-IE': 'http://localhost:3000/ap24_italy_en',
        'x-default': 'http://localhost:3000/',
      });
      expect(eng.find((url) => url.loc.endsWith('/eng/store-locator'))?.alternates).toEqual({
        'et-EE': 'http://localhost:3000/store-locator',
        'ru-RU': 'http://localhost:3000/rus/store-locator',
        'en-GB': 'http://localhost:3000/eng/store-locator',
        'fi-FI': 'http://fi.localhost:3000/store-locator',
        'it-IT': 'http://it.localhost:3000/store-locator',
        'en-IE': 'http://localhost:3000/ap24_italy_en/store-locator',
        'x-default': 'http://localhost:3000/store-locator',
      });
      expect(eng.find((url) => url.loc.endsWith('/eng/sitemap'))?.alternates).toEqual({
        'et-EE': 'http://localhost:3000/sitemap',
        'ru-RU': 'http://localhost:3000/rus/sitemap',
        'en-GB': 'http://localhost:3000/eng/sitemap',
        'fi-FI': 'http://fi.localhost:3000/sitemap',
        'it-IT': 'http://it.localhost:3000/sitemap',
        'en-IE': 'http://localhost:3000/ap24_italy_en/sitemap',
        'x-default': 'http://localhost:3000/sitemap',
      });
      expect(eng.find((url) => url.loc.endsWith('/BP-1/brake-pads-front-ate-1'))?.alternates).toEqual({
        'et-EE': 'http://localhost:3000/p/BP-1/piduriklotsid-ees-ate-1',
        'en-GB': 'http://localhost:3000/eng/p/BP-1/brake-pads-front-ate-1',
        'en-IE': 'http://localhost:3000/ap24_italy_en/p/BP-1/brake-pads-front-ate-1',
        'x-default': 'http://localhost:3000/p/BP-1/piduriklotsid-ees-ate-1',
      });
      // only in English and Finnish: no x-default without an Estonian page
      expect(eng.at(-1)?.alternates).toEqual({
        'en-GB': 'http://localhost:3000/eng/p/SEARCH-ONLY%20%26%20CO/search-only',
        'fi-FI': 'http://fi.localhost:3000/p/SEARCH-ONLY%20%26%20CO/vain-haku',
        'en-IE': 'http://localhost:3000/ap24_italy_en/p/SEARCH-ONLY%20%26%20CO/search-only',
      });
      expect(eng.find((url) => url.loc.endsWith('/c/brake-pads'))?.alternates).toEqual({
        'et-EE': 'http://localhost:3000/c/piduriklotsid',
        'en-GB': 'http://localhost:3000/eng/c/brake-pads',
        'en-IE': 'http://localhost:3000/ap24_italy_en/c/brake-pads',
        'x-default': 'http://localhost:3000/c/piduriklotsid',
      });
      // seen from an own domain, the other views' URLs are on their own hosts
      const fin = await urlset(app(), '/sitemap-fin-1.xml', FI);
      expect(fin.at(-1)?.alternates).toEqual({
        'en-GB': 'http://localhost:3000/eng/p/SEARCH-ONLY%20%26%20CO/search-only',
        'fi-FI': 'http://fi.localhost:3000/p/SEARCH-ONLY%20%26%20CO/vain-haku',
        'en-IE': 'http://localhost:3000/ap24_italy_en/p/SEARCH-ONLY%20%26%20CO/search-only',
      });
      expect(fin[0]?.alternates['x-default']).toBe('http://localhost:3000/');
    });

    it('escapes special characters in URLs', async () => {
      const response = await get(app(), '/sitemap-eng-1.xml');
      expect(response.body).toContain('<loc>http://localhost:3000/eng/p/SEARCH-ONLY%20%26%20CO/search-only</loc>');
      expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    });

    it('splits the URLs across files in order, without losing or repeating any', async () => {
      const whole = (await urlset(app(), '/sitemap-eng-1.xml')).map((url) => url.loc);
      const parts = [];
      for (const n of [1, 2, 3, 4]) {
        const part = await urlset(small(), `/sitemap-eng-${n}.xml`);
        expect(part.length).toBeLessThanOrEqual(4);
        parts.push(...part.map((url) => url.loc));
      }
      expect(parts).toEqual(whole);
      expect((await get(small(), '/sitemap-eng-5.xml')).statusCode).toBe(404);
    });

    it('answers 404 for unknown, unlisted, other-host and out-of-range files', async () => {
      for (const [url, host] of [
        ['/sitemap-nope-1.xml', HOST],
        ['/sitemap-test-1.xml', HOST],
        ['/sitemap-eng-2.xml', HOST],
        ['/sitemap-eng-0.xml', HOST],
        ['/sitemap-eng.xml', HOST],
        ['/sitemap-eng-1.txt', HOST],
        ['/sitemap-fin-1.xml', HOST],
        ['/sitemap-est-1.xml', FI],
      ] as const) {
        const response = await get(app(), url, host);
        expect(response.statusCode, `${host}${url}`).toBe(404);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      }
    });
  });

  describe('in the server', () => {
    const cache = createOutputCache();
    let server: FastifyInstance | undefined;
    beforeAll(async () => {
      const config: ServerConfig = { ...testServerConfig('.'), version: '1.0.0' };
      const deps = { db: db(), storeViews, now: () => new Date('2026-06-01T12:00:00Z'), commerce: testCommerceConfig() };
      server = await buildServer(config, { cache, api: { deps, routes: [seoRoutes] } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers before page rendering, and the output cache keeps sitemaps per host until the catalogue tags are invalidated', async () => {
      if (!server) throw new Error('no server');
      const robots = await get(server, '/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      const first = await get(server, '/sitemap-eng-1.xml');
      expect(first.headers['x-vs-cache']).toBe('Miss');
      const second = await get(server, '/sitemap-eng-1.xml');
      expect(second.headers['x-vs-cache']).toBe('Hit');
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect((await get(server, '/sitemap.xml', FI)).body).toContain('sitemap-fin-1.xml');
      expect(cache.invalidate(['product'])).toBe(2);
      expect((await get(server, '/sitemap-eng-1.xml')).headers['x-vs-cache']).toBe('Miss');
      const missing = await get(server, '/sitemap-eng-9.xml');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toBe('Not found');
    });
  });
}, FIXTURE_DATABASE);
