/**
 * The URL dispatcher on the server (issue 5 item 5): a path no route matches is rendered as the product
 * or category whose url_path it is, in the view's language; a configurable child's URL redirects to its
 * parent; anything else is the 404 page.
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

const scratch = mkdtempSync(join(tmpdir(), 'url-dispatch-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const config = testServerConfig(scratch);

forEachDatabase('url dispatch', ({ db }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(config, {
      render: (request, options) => render(request, { ...options, onError: () => {} }),
      api: { deps: { db: db(), storeViews, now: () => FIXTURE_NOW, commerce: config.commerce }, routes: [catalogRoutes] },
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  const page = async (url: string) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, html: res.body, location: res.headers.location };
  };

  describe('GET /{url_path}', () => {
    it('renders a product by its url_path in the default view and in /eng', async () => {
      const estonian = await page('/pidurid/piduriklotsid/piduriklotsid-ees-ate-1');
      expect(estonian.status).toBe(200);
      expect(estonian.html).toMatch(/<h1[^>]*>Piduriklotsid, ees — ATE<\/h1>/);
      const english = await page('/eng/brakes/brake-pads/brake-pads-front-ate-1/');
      expect(english.status).toBe(200);
      expect(english.html).toMatch(/<h1[^>]*>Brake pads, front — ATE<\/h1>/);
      expect(english.html).toContain('37.20 €');
    });

    it('renders a configurable by its own url_path', async () => {
      const { status, html } = await page('/eng/wiper-blade-bosch-3');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Wiper blade — Bosch<\/h1>/);
    });

    it("redirects a configurable child's url_path to the parent's page with the child preselected", async () => {
      const child = await page('/eng/wiper-blade-500?utm=x');
      expect(child.status).toBe(302);
      expect(child.location).toBe('/eng/p/WB/wiper-blade-bosch-3/WB-500?utm=x');
    });

    it('renders a category listing by its url_path', async () => {
      const { status, html } = await page('/eng/brakes/brake-pads');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Brake pads<\/h1>/);
      expect(html).toContain('href="/eng/p/BP-1/brake-pads-front-ate-1"');
      expect((await page('/pidurid')).html).toMatch(/<h1[^>]*>Pidurid<\/h1>/);
    });

    it('answers 404 with the 404 page for a path nothing has, and for a url_path of another language', async () => {
      const missing = await page('/eng/no/such/part');
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('404 Page Not Found');
      expect((await page('/eng/pidurid')).status).toBe(404);
    });
  });
}, FIXTURE_DATABASE);
