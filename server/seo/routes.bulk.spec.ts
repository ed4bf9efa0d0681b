import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../testing';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { seoRoutes } from './index';
import { parseXml, sitemapLocationsOf, urlsOf } from './testing';

// 10,050 more English products (ids 1001-11050, every tenth one also Estonian): eng then lists
// 13 fixture URLs + 10,050 = 10,063 URLs, more than one file of 10,000 holds.
const BULK_SQL = `
INSERT INTO product (id, sku, type_id, status, visibility, price, category_ids)
  SELECT n, 'BULK-' || n, 'simple', 1, 4, 10, '{2}' FROM generate_series(1001, 11050) AS n;
INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path)
  SELECT n, 'en', 'Bulk ' || n, 'bulk-' || n, 'bulk-' || n, 'bulk-' || n FROM generate_series(1001, 11050) AS n;
INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path)
  SELECT n, 'et', 'Hulgi ' || n, 'hulgi-' || n, 'hulgi-' || n, 'hulgi-' || n FROM generate_series(1010, 11050, 10) AS n;
`;

forEachDatabase('seo routes with 10,000+ products', ({ db }) => {
  beforeAll(async () => {
    await db().exec(BULK_SQL);
  });
  const app = useFixtureApp(db, [seoRoutes]);

  it('splits a view into files of 10,000 URLs that continue each other', async () => {
    const index = await app().inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(sitemapLocationsOf(await parseXml(index.body)).filter((loc) => loc.includes('-eng-'))).toEqual([
      'http://localhost/sitemap-eng-1.xml',
      'http://localhost/sitemap-eng-2.xml',
    ]);

    const first = await app().inject({ url: '/sitemap-eng-1.xml', headers: { host: 'localhost' } });
    expect(first.statusCode).toBe(200);
    const firstUrls = urlsOf(await parseXml(first.body));
    expect(firstUrls).toHaveLength(10_000);
    expect(firstUrls[0]?.loc).toBe('http://localhost/eng');
    // 13 fixture URLs, then bulk products 1001 ... 10987
    expect(firstUrls.at(-1)?.loc).toBe('http://localhost/eng/p/BULK-10987/bulk-10987');
    expect(firstUrls.find((url) => url.loc.endsWith('/bulk-1010'))?.alternates['et-EE']).toBe('http://localhost/p/BULK-1010/hulgi-1010');
    expect(firstUrls.find((url) => url.loc.endsWith('/bulk-1011'))?.alternates).not.toHaveProperty('et-EE');

    const second = urlsOf(await parseXml((await app().inject({ url: '/sitemap-eng-2.xml', headers: { host: 'localhost' } })).body));
    expect(second).toHaveLength(63);
    expect(second[0]?.loc).toBe('http://localhost/eng/p/BULK-10988/bulk-10988');
    expect(second.at(-1)?.loc).toBe('http://localhost/eng/p/BULK-11050/bulk-11050');
    expect((await app().inject({ url: '/sitemap-eng-3.xml', headers: { host: 'localhost' } })).statusCode).toBe(404);
    // a ceiling for two busy cores (parsing 8 MB of XML strictly takes seconds), not a measurement
  }, 120_000);
}, { ...FIXTURE_DATABASE, timeoutMs: 300_000 });
