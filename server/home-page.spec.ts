/**
 * The home page server-rendered (issue 5 item 1): the catalog module's loader reads the store view's banner
 * file and the two home lists through the app (injectFetch), in the view's language.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bannerRoutes } from './api/banners';
import { catalogRoutes } from './api/catalog';
import { cmsRoutes } from './api/cms';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages } from './testing';

const bannerDoc = (main: string, small: string, head: string, prefix: string) => ({
  mainBanners: [{ title: main, subtitle: 'ATE, Brembo, TRW', image: '/banners/main-brakes.svg', link: `${prefix}/c/brakes` }],
  smallBanners: [{ title: small, image: '/banners/small-wipers.svg', link: `${prefix}/c/brakes` }],
  productBanners: [{ title: 'Time for a service', image: '/banners/product-service.svg', link: `${prefix}/c/brakes` }],
  headImage: { title: head, image: '/banners/head.svg', link: `${prefix}/c/brakes` },
});

forEachDatabase(
  'home page',
  ({ db }) => {
    beforeAll(async () => {
      await db().query('INSERT INTO banner_set (store_code, doc) VALUES ($1, $2::jsonb), ($3, $4::jsonb)', [
        'est',
        JSON.stringify(bannerDoc('Pidurid igale autole', 'Selge vaade', 'Talverehvid', '')),
        'default',
        JSON.stringify(bannerDoc('Brakes for every car', 'Clear view', 'Winter is coming', '/eng')),
      ]);
      // BP-1 is the newest product and the only recommended one (a bestseller).
      await db().query(`UPDATE product SET created_at = '2026-05-01T00:00:00Z'::timestamptz + (CASE WHEN sku = 'BP-1' THEN 20 ELSE id END || ' days')::interval`);
      await db().query(`UPDATE product SET attrs = attrs || '{"erin_recommends":1}'::jsonb WHERE sku = 'BP-1'`);
      // The delivery block in Estonian only: /eng shows the home without it.
      await db().query(`INSERT INTO cms_block (id, language, identifier, title, content, active) VALUES (7, 'et', 'shipping-promise', 'Tarne', '<p>Tarne DPD-ga 1-10 päevaga.</p>', true)`);
    });
    const { page } = useRenderedPages(db, [catalogRoutes, bannerRoutes, cmsRoutes], FIXTURE_NOW);
    // The rendered list under a heading (the page's data follows later in the document, so stop at its end).
    const section = (html: string, heading: string) => {
      const start = html.indexOf(`>${heading}</h2>`);
      return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
    };

    it("renders the Estonian view's own banners and its products", async () => {
      const { status, html } = await page('/');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Autovaruosad ja -tarvikud<\/h1>/);
      for (const title of ['Pidurid igale autole', 'Selge vaade', 'Talverehvid', 'Time for a service']) expect(html).toContain(title);
      expect(html).toContain('src="/banners/main-brakes.svg"');
      expect(html).toContain('loading="lazy"');
      // The head image and the first main banner (on a phone the larger of the two, the LCP; ADR 0078): preloaded,
      // eager and at high priority; the small banners stay lazy.
      for (const image of ['head', 'main-brakes']) {
        expect(html).toMatch(new RegExp(`<link rel="preload" href="/banners/${image}.svg" as="image" fetchPriority="high"/>`, 'i'));
        expect(html).toMatch(new RegExp(`<img[^>]*src="/banners/${image}.svg"[^>]*loading="eager"[^>]*fetchPriority="high"`, 'i'));
      }
      expect(html).toMatch(/<img[^>]*src="\/banners\/small-wipers.svg"[^>]*loading="lazy"/i);
      expect(html).toContain('>Uus kollektsioon</h2>');
      expect(html).toContain('>Enimmüüdud</h2>');
      expect(section(html, 'Enimmüüdud')).toContain('Piduriklotsid, ees — ATE');
      expect(html).toContain('href="/p/BP-1/piduriklotsid-ees-ate-1"');
      // The CMS block from the API, server-rendered; the blocks the view lacks are left out.
      expect(html).toMatch(/<h2[^>]*>Tarne<\/h2><div><p>Tarne DPD-ga 1-10 päevaga\.<\/p><\/div>/);
      expect(html).toContain('data-block="shipping-promise"');
      expect(html).not.toContain('data-block="courier-cutoffs"');
    });

    it('renders the default banners for /eng and both lists newest first', async () => {
      const { status, html } = await page('/eng');
      expect(status).toBe(200);
      for (const title of ['Brakes for every car', 'Clear view', 'Winter is coming']) expect(html).toContain(title);
      expect(html).not.toContain('Pidurid igale autole');
      expect(html).toContain('href="/eng/c/brakes"');
      const newest = section(html, 'New collection');
      const names = ['Brake pads, front — ATE', 'Brake kit', 'Brake service kit', 'Wiper blade — Bosch', 'Brake disc — TRW'];
      const positions = names.map((name) => newest.indexOf(name));
      expect(positions.every((p) => p > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      const best = section(html, 'Bestsellers');
      expect(best).toContain('Brake pads, front — ATE');
      expect(best).not.toContain('Brake disc — TRW');
      expect(html).toContain('href="/eng/p/BP-1/brake-pads-front-ate-1"');
      expect(html).not.toContain('data-block=');
    });

    it('renders the home at /pwa.html too and on an own domain', async () => {
      expect((await page('/eng/pwa.html')).html).toContain('>New collection</h2>');
      const finnish = await page('/', 'fi.localhost');
      expect(finnish.status).toBe(200);
      expect(finnish.html).toContain('Auton varaosat ja tarvikkeet');
      expect(finnish.html).toContain('Winter is coming');
    });

    describe('without a banner document', () => {
      beforeAll(async () => {
        await db().query('DELETE FROM banner_set');
      });

      it('logs the failed load and still renders the lists', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        try {
          const { status, html } = await page('/eng');
          expect(status).toBe(200);
          expect(html).not.toContain('Brakes for every car');
          expect(html).toContain('Brake pads, front — ATE');
          expect(warn).toHaveBeenCalledWith(expect.stringContaining('the banners of store view eng did not load'), expect.anything());
        } finally {
          warn.mockRestore();
        }
      });
    });
  },
  FIXTURE_DATABASE,
);
