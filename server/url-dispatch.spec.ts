/**
 * The URL dispatcher on the server (issue 5 item 5): a path no route matches is rendered as the product
 * or category whose url_path it is, in the view's language; a configurable child's URL redirects to its
 * parent; anything else is the 404 page.
 */
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from './api/catalog';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages } from './testing';

forEachDatabase('url dispatch', ({ db }) => {
  const { page } = useRenderedPages(db, [catalogRoutes], FIXTURE_NOW);

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
