/**
 * The product page of every product type server-rendered (issue 5 item 4): simple with tier prices and the
 * price excl. VAT, configurable, bundle (price = the default selection's parts), grouped (its parts with
 * quantities), virtual with custom options and a video, downloadable; breadcrumbs through the category.
 * The fixture catalogue gets one more product here (a fitting service with custom options and a video), so
 * the shared fixture's counts stay as the other suites expect.
 */
import { expect, it } from 'vitest';
import { catalogRoutes } from './api/catalog';
import { FIXTURE_NOW, FIXTURE_SQL } from './catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages, type TestDatabaseOptions } from './testing';

/** A fitting service: a required custom option with a fixed price, an optional one in percent, a video. */
const SERVICE_SQL = `
INSERT INTO product (id, sku, type_id, parent_id, status, visibility, price, special_price, special_from_date, special_to_date,
                     tax_class_id, category_ids, brand, ean, oe_numbers, oem_numbers, attrs) VALUES
  (20, 'FIT-1', 'virtual', NULL, 1, 4, 50, NULL, NULL, NULL, 2, '{2,10}', 'Autoparts24', NULL, '{}', '{}',
   '{"service_duration_minutes":45,"image":"/f/i/fit.jpg","media_gallery":[{"image":"/f/i/fit.jpg","pos":1,"typ":"image"},{"image":"/f/i/fit-video.jpg","pos":2,"typ":"external-video","vid":{"url":"https://www.youtube.com/watch?v=abc123","title":"How we fit brake pads"}}],"custom_options":[{"option_id":1,"title":"Workshop","type":"drop_down","is_require":true,"values":[{"option_type_id":11,"title":"Tallinn","price":0,"price_type":"fixed"},{"option_type_id":12,"title":"Rae","price":10,"price_type":"fixed"}]},{"option_id":2,"title":"Express","type":"checkbox","is_require":false,"values":[{"option_type_id":21,"title":"Same day","price":20,"price_type":"percent"}]}]}');
INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path, description, attrs) VALUES
  (20, 'en', 'Fitting service: brake pads', 'fitting-brake-pads', 'fitting-brake-pads', 'brakes/fitting-brake-pads', 'At our partner workshop.', '{}'),
  (8, 'en', 'Repair manual', 'repair-manual', 'repair-manual', 'repair-manual', '', '{}'),
  (1, 'fi', 'Jarrupalat, edessä — ATE', 'jarrupalat-edessa-ate-1', 'jarrupalat-edessa-ate-1', 'jarrupalat-edessa-ate-1', '', '{}');
INSERT INTO stock (product_id, qty, is_in_stock) VALUES (20, 0, true);
`;

const DATABASE: TestDatabaseOptions = {
  seed: async (db) => {
    await db.exec(FIXTURE_SQL);
    await db.exec(SERVICE_SQL);
  },
  seedId: 'product-types-v2',
  seedSources: ['server/catalogue/documents/test-fixture.ts', 'server/product-types.spec.ts'],
};

/** The page's text without tags, entities decoded where the assertions need them. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

forEachDatabase(
  'product page by type',
  ({ db }) => {
    const pages = useRenderedPages(db, [catalogRoutes], FIXTURE_NOW);
    const page = async (url: string, host?: string) => {
      const { status, html } = await pages.page(url, host);
      return { status, html, text: text(html) };
    };

    it('simple: breadcrumbs through its category, prices incl. and excl. VAT, tier prices, part data, add to cart', async () => {
      const { status, html, text: body } = await page('/eng/p/BP-1/brake-pads-front-ate-1');
      expect(status).toBe(200);
      expect(html).toContain('href="/eng/c/brakes"');
      expect(html).toContain('href="/eng/c/brake-pads"');
      // Special 30 (+24 % = 37.20) inside its window; 30.00 excl. VAT; tier 28 (+24 % = 34.72) from 4.
      expect(body).toContain('37.20 €');
      expect(body).toContain('30.00 € excl. VAT');
      expect(body).toContain('Buy 4 for 34.72 € each');
      expect(body).toContain('04E 115 561 H');
      expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Add to cart<\/button>/);
      expect(html).not.toMatch(/<button[^>]*disabled[^>]*>Add to cart/);
    });

    it('simple out of stock: the button is disabled and says why', async () => {
      const { html, text: body } = await page('/eng/p/BP-2/brake-disc-trw-2');
      expect(body).toContain('Out of stock');
      expect(html).toMatch(/<button[^>]*disabled[^>]*>Add to cart/);
      expect(body).toContain('This product is out of stock.');
    });

    it('configurable: without a chosen variant the button asks for one; the chosen variant sets price and sku', async () => {
      const parent = await page('/eng/p/WB/wiper-blade-bosch-3');
      expect(parent.status).toBe(200);
      expect(parent.text).toContain('Choose a value for every option.');
      const chosen = await page('/eng/p/WB/wiper-blade-bosch-3/WB-450');
      expect(chosen.text).toContain('14.88 €');
      expect(chosen.text).toContain('12.00 € excl. VAT');
      expect(chosen.text).toMatch(/Part number WB-450/);
      expect(chosen.html).not.toMatch(/<button[^>]*disabled[^>]*>Add to cart/);
    });

    it('bundle: its options offer the parts with prices, the default selection prices the bundle', async () => {
      const { status, html, text: body } = await page('/eng/p/KIT/brake-service-kit');
      expect(status).toBe(200);
      expect(body).toContain('Pads');
      // Default: 2 x BP-1 at 37.20 = 74.40; BP-2 is offered but out of stock (disabled).
      expect(body).toContain('2 × Brake pads, front — ATE — 37.20 €');
      expect(body).toMatch(/74\.40 € incl\. VAT/);
      expect(body).toContain('60.00 € excl. VAT');
      expect(html).toMatch(/<input(?=[^>]*name="bundle_option_1")(?=[^>]*value="1")(?=[^>]*checked)[^>]*>/);
      expect(html).toMatch(/<input(?=[^>]*name="bundle_option_1")(?=[^>]*value="2")(?=[^>]*disabled)[^>]*>/);
    });

    it('grouped: lists its products with quantities and links, priced as the sum of the parts', async () => {
      const { status, html, text: body } = await page('/eng/p/GRP/brake-kit');
      expect(status).toBe(200);
      expect(body).toContain('In this set');
      expect(body).toContain('1 × Brake pads, front — ATE');
      expect(body).toContain('2 × Brake disc — TRW');
      expect(html).toContain('href="/eng/p/BP-1/brake-pads-front-ate-1"');
      // 37.20 + 2 x 62.00 = 161.20
      expect(body).toMatch(/161\.20 € incl\. VAT/);
    });

    it('virtual: shown as a service with its duration, custom options, and a video in the gallery', async () => {
      const { status, html, text: body } = await page('/eng/p/FIT-1/fitting-brake-pads');
      expect(status).toBe(200);
      expect(body).toContain('Service: nothing is shipped');
      expect(body).toContain('Duration 45 min');
      expect(body).toContain('Workshop (required)');
      expect(body).toContain('Rae +10.00 €');
      expect(body).toContain('Same day +20%');
      expect(body).toContain('Fill in the required options.');
      expect(html).toMatch(/<button[^>]*disabled[^>]*>Add to cart/);
      expect(html).toContain('/img/600/744/resize/f/i/fit.jpg');
      expect(html).toContain('/img/150/150/resize/f/i/fit-video.jpg');
    });

    it('downloadable: shown as a digital product', async () => {
      const { status, text: body } = await page('/eng/p/MANUAL/repair-manual');
      expect(status).toBe(200);
      expect(body).toContain('Digital product: download it right after payment.');
    });

    it('Estonian and Finnish views render the same page in their language', async () => {
      const et = await page('/p/BP-1/piduriklotsid-ees-ate-1');
      expect(et.status).toBe(200);
      expect(et.text).toContain('Lisa ostukorvi');
      expect(et.html).toContain('href="/c/pidurid"');
      const fi = await page('/p/BP-1/jarrupalat-edessa-ate-1', 'fi.localhost');
      expect(fi.status).toBe(200);
      expect(fi.text).toContain('Lisää ostoskoriin');
    });
  },
  DATABASE,
);
