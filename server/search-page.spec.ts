/**
 * The search results page server-rendered (issue 5 item 3): the catalog module's loader searches the
 * catalogue through the app (injectFetch) by name, sku, EAN, OE and OEM number, with "did you mean".
 */
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from './api/catalog';
import { SEARCH_FIXTURE_SQL, SEARCH_NOW } from './search/testing/fixture';
import { forEachDatabase, useRenderedPages } from './testing';

forEachDatabase('search page', ({ db }) => {
  const { page } = useRenderedPages(db, [catalogRoutes], SEARCH_NOW);

  describe('GET /search?q=', () => {
    it('finds a part by its OE number written with spaces, linked to its product page', async () => {
      const { status, html } = await page(`/eng/search?q=${encodeURIComponent('04E 115 561 H')}`);
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Search results for “04E 115 561 H”<\/h1>/);
      expect(html).toContain('Oil filter MANN');
      expect(html).toContain('href="/eng/p/OF-3001/oil-filter-mann"');
      // 04E115561B is another part: identifiers never match fuzzily.
      expect(html).not.toContain('Oil filter MAHLE');
    });

    it('finds parts by a misspelt name and offers the correction as a link', async () => {
      const { html } = await page('/eng/search?q=brkae');
      expect(html).toContain('Brake pads front ATE');
      expect(html).toContain('Did you mean:');
      expect(html).toContain('href="/eng/search?q=brake"');
      expect(html).not.toContain('Brake pads hidden');
    });

    it('speaks the view language: Estonian without a prefix, Finnish on its own domain', async () => {
      const estonian = await page('/search?q=piduriklotsd');
      expect(estonian.status).toBe(200);
      expect(estonian.html).toContain('Piduriklotsid ees ATE');
      expect(estonian.html).toContain('Kas mõtlesite:');
      // Products need a translation in the view's language: BP-1001 (OE 1K0 698 151) has a Finnish one.
      const finnish = await page(`/search?q=${encodeURIComponent('1K0 698 151')}`, 'fi.localhost');
      expect(finnish.html).toContain('Hakutulokset');
      expect(finnish.html).toContain('href="/p/BP-1001/jarrupalat-edessa-ate"');
      expect((await page('/search?q=jarrupalt', 'fi.localhost')).html).toContain('Jarrupalat edessä ATE');
    });

    it('finds a part by EAN and by sku', async () => {
      expect((await page('/eng/search?q=4006633000017')).html).toContain('Brake pads front ATE');
      expect((await page('/eng/search?q=BP-1002')).html).toContain('Brake pads rear TRW');
    });

    it('shows the 3-character rule for a short term and searches nothing', async () => {
      const { status, html } = await page('/eng/search?q=ab');
      expect(status).toBe(200);
      expect(html).toContain('The search term must have at least 3 characters');
      expect(html).not.toContain('Brake pads front ATE');
    });

    it('says so when nothing matches', async () => {
      const { html } = await page('/eng/search?q=zzzzqqqq');
      expect(html).toContain('No products found for “zzzzqqqq”.');
    });
  });
}, { seed: (db) => db.exec(SEARCH_FIXTURE_SQL), seedId: 'search-fixture', seedSources: ['server/search/testing/fixture.ts'] });
