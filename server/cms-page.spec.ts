/**
 * Content pages server-rendered with their text (issue 5 item 7): the route loader reads the CMS API
 * through the app itself (injectFetch), in the view's language; unknown pages are the 404 page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/app/entry-server';
import { storeViews } from '../src/app/store-views';
import { cmsRoutes } from './api/cms';
import { buildServer } from './app';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, testServerConfig } from './testing';

const scratch = mkdtempSync(join(tmpdir(), 'cms-page-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const config = testServerConfig(scratch);

forEachDatabase('content pages', ({ db }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(config, {
      render: (request, options) => render(request, { ...options, onError: () => {} }),
      api: { deps: { db: db(), storeViews, now: () => FIXTURE_NOW, commerce: config.commerce }, routes: [cmsRoutes] },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('GET /i/{identifier}', () => {
    it("renders the page's title and text in the view's language on the server", async () => {
      const english = await app.inject({ url: '/eng/i/privacy' });
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('<h1');
      expect(english.body).toContain('Privacy policy');
      expect(english.body).toContain('<p>We keep your data safe.</p>');
      const estonian = await app.inject({ url: '/i/privacy' });
      expect(estonian.statusCode).toBe(200);
      expect(estonian.body).toContain('Privaatsuspoliitika');
      expect(estonian.body).toContain('Hoiame su andmeid.');
      expect(estonian.body).not.toContain('We keep your data safe.');
    });

    it('answers the 404 page for a page the view does not have', async () => {
      // 'returns' exists in English only; 'nope' nowhere.
      expect((await app.inject({ url: '/eng/i/returns' })).statusCode).toBe(200);
      for (const url of ['/i/returns', '/eng/i/nope']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('404');
      }
    });
  });
}, FIXTURE_DATABASE);
