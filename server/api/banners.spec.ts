import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { BANNER_IMAGE_SIZES, bannerRoutes, bannerSvg } from './banners';

const doc = (title: string) => ({
  mainBanners: [{ title, subtitle: 'ATE, Brembo, TRW', image: '/banners/main-brakes.svg', link: '/c/pidurid' }],
  smallBanners: [],
  productBanners: [],
  headImage: { title, image: '/banners/head.svg', link: '/c/pidurid' },
});

forEachDatabase(
  'banners',
  ({ db }) => {
    beforeAll(async () => {
      await db().query('INSERT INTO banner_set (store_code, doc) VALUES ($1, $2::jsonb), ($3, $4::jsonb)', ['est', JSON.stringify(doc('Pidurid igale autole')), 'default', JSON.stringify(doc('Brakes for every car'))]);
    });
    const app = useFixtureApp(db, [bannerRoutes]);
    const get = (url: string) => app().inject({ method: 'GET', url });

    describe('GET /banners/<code>.json', () => {
      it("answers the store view's own document as plain JSON, cached for a day", async () => {
        const res = await get('/banners/est.json');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.json()).toEqual(doc('Pidurid igale autole'));
      });

      it('answers the default document for a view without its own, and under its own name', async () => {
        for (const url of ['/banners/eng.json', '/banners/fin.json', '/banners/default.json']) {
          const res = await get(url);
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual(doc('Brakes for every car'));
        }
      });

      it('answers 404 envelopes without details for names that are no store code', async () => {
        for (const url of ['/banners/nope.json', '/banners/EST.json', '/banners/est.xml', '/banners/..%2Fest.json']) {
          const res = await get(url);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ code: 404 });
          expect(res.body).not.toContain(' at ');
          expect(res.headers['cache-control']).toBe('no-store');
        }
      });
    });

    describe('GET /banners/<image>', () => {
      it('draws each kind at its size, the same bytes every time, cached like static images', async () => {
        for (const [kind, [width, height]] of Object.entries(BANNER_IMAGE_SIZES)) {
          const name = kind === 'head' ? 'head' : `${kind}-brakes`;
          const res = await get(`/banners/${name}.svg`);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toContain('image/svg+xml');
          expect(res.headers['cache-control']).toBe('public, max-age=2592000');
          expect(res.body).toContain(`width="${width}" height="${height}"`);
          expect((await get(`/banners/${name}.svg`)).body).toBe(res.body);
        }
      });

      it('varies the picture by name and answers the older .jpg names with the same picture', async () => {
        expect(bannerSvg('main', 'main-brakes')).not.toBe(bannerSvg('main', 'main-filters'));
        expect((await get('/banners/main-filters.jpg')).body).toBe(bannerSvg('main', 'main-filters'));
      });

      it('draws a different scene for each topic the seeded banners use, and the older names as one of them', async () => {
        const topics = ['delivery', 'brakes', 'service', 'returns', 'courier', 'payment', 'black-friday', 'support'];
        const drawings = topics.map((topic) => bannerSvg('small', `small-${topic}`).replace(/<rect width="600" height="300" fill="#[0-9a-f]+"\/>/, ''));
        expect(new Set(drawings).size).toBe(topics.length);
        expect(bannerSvg('head', 'head')).toBe(bannerSvg('head', 'head-delivery'));
        expect(bannerSvg('main', 'main-filters')).toBe(bannerSvg('main', 'main-service'));
        const res = await get('/banners/small-returns.svg');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        // No words in the picture (the page prints the title, the alt describes it): only the 14 days.
        expect([...res.body.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['14']);
      });

      it('answers 404 for an unknown kind', async () => {
        const res = await get('/banners/wide-brakes.svg');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, result: 'Banners not found: wide-brakes.svg' });
      });
    });
  },
  FIXTURE_DATABASE,
);
