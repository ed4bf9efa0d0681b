/**
 * Content pages server-rendered with their text (issue 5 item 7): the route loader reads the CMS API
 * through the app itself (injectFetch), in the view's language; unknown pages are the 404 page.
 */
import { describe, expect, it } from 'vitest';
import { cmsRoutes } from './api/cms';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages } from './testing';

forEachDatabase('content pages', ({ db }) => {
  const { page } = useRenderedPages(db, [cmsRoutes], FIXTURE_NOW);

  describe('GET /i/{identifier}', () => {
    it("renders the page's title and text in the view's language on the server", async () => {
      const english = await page('/eng/i/privacy');
      expect(english.status).toBe(200);
      expect(english.html).toContain('<h1');
      expect(english.html).toContain('Privacy policy');
      expect(english.html).toContain('<p>We keep your data safe.</p>');
      const estonian = await page('/i/privacy');
      expect(estonian.status).toBe(200);
      expect(estonian.html).toContain('Privaatsuspoliitika');
      expect(estonian.html).toContain('Hoiame su andmeid.');
      expect(estonian.html).not.toContain('We keep your data safe.');
    });

    it('answers the 404 page for a page the view does not have', async () => {
      // 'returns' exists in English only; 'nope' nowhere.
      expect((await page('/eng/i/returns')).status).toBe(200);
      for (const url of ['/i/returns', '/eng/i/nope']) {
        const res = await page(url);
        expect(res.status).toBe(404);
        expect(res.html).toContain('404');
      }
    });
  });
}, FIXTURE_DATABASE);
