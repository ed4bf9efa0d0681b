/**
 * The catalogue page over real HTTP (issue 19 item 2): `/catalog` is server-rendered with the view's category
 * tree, product counts and each top category's top parts, in the view's language, with its head; crawlable
 * links to every category and part; the empty state when the shop has no categories.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/app/entry-server';
import { storeViews } from '../src/app/store-views';
import { catalogRoutes } from './api/catalog';
import { buildServer } from './app';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, testServerConfig } from './testing';

forEachDatabase('catalogue page over HTTP', ({ db }) => {
  let app: FastifyInstance | undefined;
  let base = '';
  let scratch = '';
  beforeAll(async () => {
    // As the seed has it: the vehicle tree is not in the menu, so not on the page either.
    await db().exec(`UPDATE category SET include_in_menu = false WHERE kind = 'vehicle'`);
    scratch = mkdtempSync(join(tmpdir(), 'catalog-page-'));
    const config = testServerConfig(scratch);
    app = await buildServer(config, {
      render: (request, options) => render(request, { ...options, onError: () => {} }),
      api: { deps: { db: db(), storeViews, now: () => FIXTURE_NOW, commerce: config.commerce }, routes: [catalogRoutes] },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, html: await response.text() };
  };

  describe('GET /catalog', () => {
    it('renders the category tree with counts, links and each top category\'s top parts in English', async () => {
      const { status, html } = await get('/eng/catalog');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Catalog<\/h1>/);
      expect(html).toContain('href="/eng/c/brakes"');
      expect(html).toMatch(/>Brakes<\/a><\/h2><p[^>]*>2 products<\/p>/);
      expect(html).toMatch(/href="\/eng\/c\/brake-pads"[^>]*>Brake pads<\/a> \(<!-- -->1 product<!-- -->\)/);
      expect(html).toContain('href="/eng/c/brake-discs"');
      expect(html).toContain('Top parts');
      expect(html).toMatch(/href="\/eng\/p\/BP-1\/brake-pads-front-ate-1"[^>]*>Brake pads, front — ATE<\/a>/);
      expect(html).toMatch(/href="\/eng\/p\/BP-2\/brake-disc-trw-2"[^>]*>Brake disc — TRW<\/a>/);
      // In stock before out of stock.
      expect(html.indexOf('Brake pads, front — ATE')).toBeLessThan(html.indexOf('>Brake disc — TRW<'));
      // No loading state in the server's HTML: the parts are there for crawlers.
      expect(html).not.toContain('Loading top parts');
      // Not in the menu, not on the page; hidden products are not counted.
      expect(html).not.toContain('Volkswagen');
      expect(html).not.toContain('HIDDEN');
      // A keyboard jump list to each top category.
      expect(html).toMatch(/<nav aria-label="Jump to a category"[^>]*>.*href="#catalog-10"/s);
      expect(html).toContain('id="catalog-10"');
    });

    it('carries its head: title, a description naming the categories, canonical and hreflang links', async () => {
      const { html } = await get('/eng/catalog');
      expect(html).toMatch(/<title>Catalog \| [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="All car parts of the shop by category[^"]*Brakes/);
      expect(html).toContain(`<link rel="canonical" href="${base}/eng/catalog"`);
      expect(html).toMatch(/<link rel="alternate" hreflang="[^"]+" href="[^"]*\/catalog"/);
    });

    it('speaks the view language (Estonian at the root)', async () => {
      const { status, html } = await get('/catalog');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Kataloog<\/h1>/);
      expect(html).toContain('href="/c/pidurid"');
      expect(html).toContain('Piduriklotsid');
      expect(html).toContain('2 toodet');
      expect(html).toContain('Populaarseimad osad');
      expect(html).toMatch(/href="\/p\/BP-1\/piduriklotsid-ees-ate-1"[^>]*>Piduriklotsid, ees — ATE<\/a>/);
      expect(html).not.toContain('Brake pads, front — ATE');
    });

    it('shows the empty state when the shop has no categories', async () => {
      await db().exec(`UPDATE category SET is_active = false WHERE level >= 2`);
      try {
        const { status, html } = await get('/eng/catalog');
        expect(status).toBe(200);
        expect(html).toMatch(/<p role="status"[^>]*>The catalogue has no categories yet\.<\/p>/);
        expect(html).not.toContain('href="/eng/c/brakes"');
      } finally {
        await db().exec(`UPDATE category SET is_active = true WHERE level >= 2`);
      }
    });
  });
}, FIXTURE_DATABASE);
