/**
 * The category page server-rendered with its products (issue 5 item 2): the catalog module's loader reads
 * the catalogue search through the app (injectFetch); filters and sort travel in the route query.
 */
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from './api/catalog';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages } from './testing';

forEachDatabase('category page', ({ db }) => {
  const { page } = useRenderedPages(db, [catalogRoutes], FIXTURE_NOW);

  describe('GET /c/{slug}', () => {
    it('renders the category with its descendants\' products, breadcrumbs and filters on the server', async () => {
      const { status, html } = await page('/eng/c/brakes');
      expect(status).toBe(200);
      expect(html).toContain('<h1');
      expect(html).toContain('Brakes');
      expect(html).toContain('Brake pads, front — ATE');
      expect(html).toContain('Brake disc — TRW');
      expect(html).toContain('href="/eng/p/BP-1/brake-pads-front-ate-1"');
      expect(html).toContain('/img/310/300/resize/a/t/bp-1.jpg');
      expect(html).toContain('srcSet="/img/310/300/resize/a/t/bp-1.jpg 1x, /img/620/600/resize/a/t/bp-1.jpg 2x"');
      expect(html).toMatch(/<legend[^>]*>(?:(?!<\/legend>).)*Brand/s);
    });

    it('narrows by a brand in the query and shows the trail of a subcategory', async () => {
      const { html } = await page('/eng/c/brakes?brand=TRW');
      expect(html).toContain('Brake disc — TRW');
      expect(html).not.toContain('Brake pads, front — ATE');
      // The other brand can still be added: the facet counts the whole category.
      expect(html).toContain('value="ATE"');
      const sub = await page('/eng/c/brake-pads');
      expect(sub.html).toContain('href="/eng/c/brakes"');
      expect(sub.html).toContain('Brake pads, front — ATE');
      expect(sub.html).not.toContain('Brake disc — TRW');
    });

    it("narrows to the applied car's engine (the view's car cookie): only its parts, each with the fits badge, part types counted among enabled parts", async () => {
      // BP-1 is in category 100 (the car), BP-2 is not; the fixture's only item class is BP-1's 7.
      const { html } = await page('/eng/c/brakes', undefined, 'theme=dark; ap24-car-eng=100');
      expect(html).toContain('Brake pads, front — ATE');
      expect(html).not.toContain('Brake disc — TRW');
      expect(html.match(/Fits your car/g)).toHaveLength(1);
      expect(html).toMatch(/name="item_class" value="7"/);
      // Another view's car does not narrow this one; nor does a malformed cookie.
      for (const cookie of ['ap24-car-est=100', 'ap24-car-eng=abc']) {
        const other = await page('/eng/c/brakes', undefined, cookie);
        expect(other.html).toContain('Brake disc — TRW');
        expect(other.html).not.toContain('Fits your car');
      }
      // A car none of the category's parts fit.
      const none = await page('/eng/c/brakes', undefined, 'ap24-car-eng=999');
      expect(none.html).toContain('No parts in this category fit your car.');
    });

    it('narrows the search results page and the home lists to the car too', async () => {
      const search = await page('/eng/search?q=brake', undefined, 'ap24-car-eng=100');
      expect(search.html).toContain('Brake pads, front — ATE');
      expect(search.html).not.toContain('Brake disc — TRW');
      expect(search.html).toContain('Fits your car');
      const home = await page('/eng', undefined, 'ap24-car-eng=100');
      expect(home.html).not.toContain('Brake disc — TRW');
      expect((await page('/eng')).html).toContain('Brake disc — TRW');
    });

    it('speaks the view language and answers 404 for an unknown category', async () => {
      const estonian = await page('/c/pidurid');
      expect(estonian.status).toBe(200);
      expect(estonian.html).toContain('Pidurid');
      expect(estonian.html).toContain('Järjesta');
      expect((await page('/eng/c/no-such-category')).status).toBe(404);
    });
  });

  describe('GET /p/{sku}/{slug}[/{childSku}]', () => {
    it('renders a simple product with its special price, stock and part numbers on the server', async () => {
      const { status, html } = await page('/eng/p/BP-1/brake-pads-front-ate-1');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Brake pads, front — ATE<\/h1>/);
      // 30 + 24 % VAT on special (inside its window) with the regular 40 + 24 % struck through.
      expect(html).toContain('37.20 €');
      expect(html).toMatch(/<del[^>]*>(?:(?!<\/del>).)*49\.60/s);
      expect(html).toContain('04E 115 561 H');
      expect(html).toContain('4006633000017');
      expect(html).toContain('/img/600/744/resize/a/t/bp-1.jpg');
      // The main image (the page's LCP): 1x and 2x variants on the image and on its preload link.
      const srcSet = '/img/600/744/resize/a/t/bp-1.jpg 1x, /img/1200/1488/resize/a/t/bp-1.jpg 2x';
      expect(html).toMatch(new RegExp(`<img(?=[^>]*srcset="${srcSet}")(?=[^>]*fetchpriority="high")(?=[^>]*width="600")(?=[^>]*height="744")[^>]*>`, 'i'));
      expect(html).toMatch(new RegExp(`<link rel="preload"(?=[^>]*as="image")(?=[^>]*imageSrcSet="${srcSet}")(?=[^>]*fetchPriority="high")[^>]*>`, 'i'));
      // Five left is low stock (LOW_STOCK_QTY, ADR 0063): the page says how many.
      expect(html).toContain('Only 5 left');
    });

    it('preselects the variant of the childSku and follows its price; drops unknown variants', async () => {
      const chosen = await page('/eng/p/WB/wiper-blade-bosch-3/WB-450');
      expect(chosen.status).toBe(200);
      // WB-450: 12 + 24 % = 14.88, in stock; its radio is checked.
      expect(chosen.html).toContain('14.88 €');
      expect(chosen.html).toMatch(/<input(?=[^>]*value="450")(?=[^>]*checked)[^>]*>/);
      // WB-500 is out of stock: offered but disabled.
      expect(chosen.html).toMatch(/<input(?=[^>]*value="500")(?=[^>]*disabled)[^>]*>/);
      const unknown = await page('/eng/p/WB/wiper-blade-bosch-3/NOPE');
      expect(unknown.status).toBe(200);
      expect(unknown.html).not.toMatch(/<input[^>]*checked/);
    });

    it('answers 404 for a disabled or unknown product', async () => {
      expect((await page('/eng/p/HIDDEN/hidden')).status).toBe(404);
      expect((await page('/eng/p/NOPE/nope')).status).toBe(404);
    });
  });
}, FIXTURE_DATABASE);
