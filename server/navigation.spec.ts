/**
 * Navigation server-rendered (issue 5 items 7 and 9): the categories menu bar on every page (read by a slot
 * fill, no route loader; ADR 0020), the sitemap page with the category tree and the content pages, and the
 * store locator page.
 */
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from './api/catalog';
import { cmsRoutes } from './api/cms';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages } from './testing';

/** The inner HTML of the nav landmark with this name. */
const menuOf = (html: string, label: string) => new RegExp(`<nav[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? '';

forEachDatabase('navigation', ({ db }) => {
  const { page } = useRenderedPages(db, [catalogRoutes, cmsRoutes], FIXTURE_NOW);

  describe('categories menu bar', () => {
    it("is in the server HTML of every page, in the view's language, with the tree for hydration", async () => {
      const english = await page('/eng/');
      expect(english.status).toBe(200);
      const menu = menuOf(english.html, 'Categories');
      expect(menu).toContain('href="/eng/c/brakes"');
      expect(menu).toContain('>Brakes<');
      expect(menu).toContain('>Brake pads<');
      expect(menu).toContain('aria-expanded="false"');
      expect(menu.indexOf('>Brake pads<')).toBeLessThan(menu.indexOf('>Brake discs<'));
      expect(english.html).toContain('id="navigation-category-tree" data-category-tree="');

      const estonian = await page('/i/privacy');
      expect(menuOf(estonian.html, 'Kategooriad')).toContain('>Pidurid<');
      expect(menuOf(estonian.html, 'Kategooriad')).toContain('href="/c/pidurid"');
    });

    it('renders the menu button and leaves the sidebar closed', async () => {
      const { html } = await page('/eng/');
      expect(html).toMatch(/<button[^>]*aria-label="Menu"[^>]*aria-expanded="false"/);
      expect(html).not.toContain('role="dialog"');
    });
  });

  describe('GET /sitemap', () => {
    it('lists the category tree and the content pages the view has', async () => {
      const { status, html } = await page('/eng/sitemap');
      expect(status).toBe(200);
      expect(html).toContain('<h1');
      expect(html).toContain('Sitemap');
      const main = html.slice(html.indexOf('<main'));
      expect(main).toContain('href="/eng/c/brakes"');
      expect(main).toContain('href="/eng/c/brake-pads"');
      expect(main).toContain('href="/eng/i/privacy"');
      expect(main).toContain('Privacy policy');
      expect(main).toContain('href="/eng/store-locator"');
    });
  });

  describe('GET /store-locator', () => {
    it('renders the store with address, hours, phone and a map link', async () => {
      const { status, html } = await page('/store-locator');
      expect(status).toBe(200);
      expect(html).toContain('Kauplused');
      expect(html).toContain('<address');
      expect(html).toContain('Tallinn');
      expect(html).toContain('9:00-17:00');
      expect(html).toContain('href="tel:+3726000000"');
      expect(html).toContain('href="https://www.openstreetmap.org/');
    });
  });

  it('links the store locator and the sitemap from the footer', async () => {
    const { html } = await page('/eng/');
    const footer = menuOf(html, 'Find us');
    expect(footer).toContain('href="/eng/store-locator"');
    expect(footer).toContain('href="/eng/sitemap"');
  });
}, FIXTURE_DATABASE);
