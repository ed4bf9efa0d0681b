/**
 * A tiny hand-written catalogue for the specs of the document loaders and the P APIs (stock, render-list,
 * CMS, reviews, images): every product type, a special price in and out of its window, tax rules for EE
 * and FI. Suites get it on both databases with `forEachDatabase(name, suite, FIXTURE_DATABASE)`;
 * `FIXTURE_NOW` is inside BP-1's special-price window and after BP-2's.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ApiDeps } from '../../api/deps';
import type { ApiRoutes } from '../../app';
import type { Database } from '../../storage';
import type { TestDatabaseOptions } from '../../testing';
import { storeViews } from '../../../src/app/store-views';
import { installApiErrors } from '../../api/errors';
import { API_SERVER_OPTIONS } from '../../api/security';
import { testCommerceConfig } from '../../commerce/config';

export const FIXTURE_NOW = new Date('2026-06-01T12:00:00Z');

export const FIXTURE_SQL = `
INSERT INTO tax_rule (id, code, priority, product_tax_class_ids, customer_tax_class_ids, rates) VALUES
  (1, 'VAT', 0, '{2}', '{3}', '[{"id":1,"code":"EE","rate":24,"tax_country_id":"EE"},{"id":2,"code":"FI","rate":25.5,"tax_country_id":"FI"}]'),
  (2, 'VAT reduced', 1, '{5}', '{3}', '[{"id":3,"code":"EE-9","rate":9,"tax_country_id":"EE"}]');

INSERT INTO category (id, parent_id, kind, level, position, path) VALUES
  (1, NULL, 'root', 0, 0, '1'), (2, 1, 'root', 1, 0, '1/2'),
  (10, 2, 'part', 2, 1, '1/2/10'), (11, 10, 'part', 3, 1, '1/2/10/11'), (12, 10, 'part', 3, 2, '1/2/10/12'),
  (100, 1, 'vehicle', 2, 5, '1/100');
INSERT INTO category_i18n (category_id, language, name, slug, url_key, url_path) VALUES
  (2, 'en', 'Default', 'default', 'default', 'default'),
  (10, 'en', 'Brakes', 'brakes', 'brakes', 'brakes'), (10, 'et', 'Pidurid', 'pidurid', 'pidurid', 'pidurid'),
  (11, 'en', 'Brake pads', 'brake-pads', 'brake-pads', 'brakes/brake-pads'),
  (11, 'et', 'Piduriklotsid', 'piduriklotsid', 'piduriklotsid', 'pidurid/piduriklotsid'),
  (12, 'en', 'Brake discs', 'brake-discs', 'brake-discs', 'brakes/brake-discs'),
  (100, 'en', 'Volkswagen', 'volkswagen', 'volkswagen', 'volkswagen');

INSERT INTO product (id, sku, type_id, parent_id, status, visibility, price, special_price, special_from_date, special_to_date,
                     tax_class_id, category_ids, brand, ean, oe_numbers, oem_numbers, attrs) VALUES
  (1, 'BP-1', 'simple', NULL, 1, 4, 40, 30, '2026-05-01T00:00:00Z', NULL, 2, '{2,10,11,100}', 'ATE', '4006633000017',
   '{"04E 115 561 H"}', '{}', '{"image":"/a/t/bp-1.jpg","media_gallery":[{"image":"/a/t/bp-1-back.jpg","pos":1}],"tier_prices":[{"customer_group_id":0,"qty":4,"value":28}],"item_class":"7"}'),
  (2, 'BP-2', 'simple', NULL, 1, 4, 50, 40, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', 2, '{2,10,12}', 'TRW', NULL, '{}', '{}', '{"image":"/b/p/bp-2.jpg"}'),
  (3, 'WB', 'configurable', NULL, 1, 4, 0, NULL, NULL, NULL, 2, '{2}', 'Bosch', NULL, '{}', '{}', '{"configurable_options":["wiper_length"],"image":"/w/b/wb.jpg"}'),
  (4, 'WB-450', 'simple', 3, 1, 1, 12, NULL, NULL, NULL, 2, '{2}', 'Bosch', NULL, '{}', '{}', '{"wiper_length":"450","image":"/w/b/wb-450.jpg"}'),
  (5, 'WB-500', 'simple', 3, 1, 1, 10, NULL, NULL, NULL, 2, '{2}', 'Bosch', NULL, '{}', '{}', '{"wiper_length":"500"}'),
  (6, 'KIT', 'bundle', NULL, 1, 4, 0, NULL, NULL, NULL, 2, '{2}', NULL, NULL, '{}', '{}',
   '{"bundle_options":[{"option_id":1,"title":"Pads","required":true,"type":"select","product_links":[{"id":1,"sku":"BP-1","qty":2,"is_default":true},{"id":2,"sku":"BP-2","qty":1,"is_default":false}]}]}'),
  (7, 'GRP', 'grouped', NULL, 1, 4, 0, NULL, NULL, NULL, 2, '{2}', NULL, NULL, '{}', '{}',
   '{"product_links":[{"sku":"GRP","link_type":"associated","linked_product_sku":"BP-1","linked_product_type":"simple","qty":1},{"sku":"GRP","link_type":"associated","linked_product_sku":"BP-2","linked_product_type":"simple","qty":2}]}'),
  (8, 'MANUAL', 'downloadable', NULL, 1, 4, 9.99, NULL, NULL, NULL, 5, '{2}', NULL, NULL, '{}', '{}', '{}'),
  (9, 'HIDDEN', 'simple', NULL, 2, 1, 5, NULL, NULL, NULL, 2, '{2,10}', NULL, NULL, '{}', '{}', '{}');
-- What the seed writes beside oe_numbers (search matches OE numbers normalised).
UPDATE product SET oe_norm = ARRAY(SELECT shop_norm_id(n) FROM unnest(oe_numbers) n), oem_norm = ARRAY(SELECT shop_norm_id(n) FROM unnest(oem_numbers) n);

INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path, description, attrs) VALUES
  (1, 'en', 'Brake pads, front — ATE', 'brake-pads-front-ate-1', 'brake-pads-front-ate-1', 'brakes/brake-pads/brake-pads-front-ate-1', 'Front pads', '{"short_description":"Front"}'),
  (1, 'et', 'Piduriklotsid, ees — ATE', 'piduriklotsid-ees-ate-1', 'piduriklotsid-ees-ate-1', 'pidurid/piduriklotsid/piduriklotsid-ees-ate-1', 'Esiklotsid', '{}'),
  (2, 'en', 'Brake disc — TRW', 'brake-disc-trw-2', 'brake-disc-trw-2', 'brakes/brake-discs/brake-disc-trw-2', '', '{}'),
  (3, 'en', 'Wiper blade — Bosch', 'wiper-blade-bosch-3', 'wiper-blade-bosch-3', 'wiper-blade-bosch-3', '', '{}'),
  (4, 'en', 'Wiper blade 450 mm', 'wiper-blade-450', 'wiper-blade-450', 'wiper-blade-450', '', '{}'),
  (5, 'en', 'Wiper blade 500 mm', 'wiper-blade-500', 'wiper-blade-500', 'wiper-blade-500', '', '{}'),
  (6, 'en', 'Brake service kit', 'brake-service-kit', 'brake-service-kit', 'brake-service-kit', '', '{}'),
  (7, 'en', 'Brake kit', 'brake-kit', 'brake-kit', 'brake-kit', '', '{}');
INSERT INTO stock (product_id, qty, is_in_stock) VALUES
  (1, 5, true), (2, 0, false), (3, 0, true), (4, 3, true), (5, 0, false), (6, 10, true), (7, 10, true), (8, 0, true);

INSERT INTO attribute (id, code, frontend_input, is_filterable) VALUES (1, 'wiper_length', 'select', true), (2, 'color', 'select', true);
INSERT INTO attribute_i18n (attribute_id, language, label, options) VALUES
  (1, 'en', 'Wiper length', '[{"value":"450","label":"450 mm"},{"value":"500","label":"500 mm"}]'),
  (1, 'et', 'Klaasipuhasti pikkus', '[{"value":"450","label":"450 mm"},{"value":"500","label":"500 mm"}]');

INSERT INTO cms_page (id, language, identifier, title, content) VALUES
  (1, 'en', 'privacy', 'Privacy policy', '<p>We keep your data safe.</p>'),
  (1, 'et', 'privacy', 'Privaatsuspoliitika', '<p>Hoiame su andmeid.</p>'),
  (2, 'en', 'returns', 'Return policy', '<p>14 days.</p>');
INSERT INTO cms_block (id, language, identifier, title, content) VALUES
  (1, 'en', 'footer', 'Footer', '<p>Mon-Fri 9:00-17:00</p>'), (1, 'et', 'footer', 'Jalus', '<p>E-R 9:00-17:00</p>');
INSERT INTO cms_hierarchy (id, language, identifier, parent_id, page_id, request_url) VALUES (1, 'en', 'privacy', NULL, 1, 'privacy');
INSERT INTO review (id, product_id, title, detail, nickname, review_status, store_id) VALUES (1, 1, 'Good', 'Stops well', 'Mari', 1, 3);
SELECT setval(pg_get_serial_sequence('review', 'id'), 100);
`;

/**
 * A Fastify app for route specs with the server's error behaviour (ApiError → `{code, result}` with its
 * status; anything else → 500 'Internal Server Error'), the given route plugins and the fixture clock.
 */
export async function fixtureApp(db: Database, routes: readonly ApiRoutes[], now: Date = FIXTURE_NOW): Promise<FastifyInstance> {
  const app = Fastify(API_SERVER_OPTIONS);
  installApiErrors(app);
  const deps: ApiDeps = { db, storeViews, now: () => now, commerce: testCommerceConfig() };
  for (const register of routes) await register(app, deps);
  await app.ready();
  return app;
}

/** `forEachDatabase` options: migrated and filled with FIXTURE_SQL (PGlite shares one cached template). */
export const FIXTURE_DATABASE: TestDatabaseOptions = {
  seed: async (db) => {
    await db.exec(FIXTURE_SQL);
  },
  seedId: 'p-api-fixture',
  seedSources: ['server/catalogue/documents/test-fixture.ts'],
};

/**
 * Inside a `forEachDatabase` suite: a `fixtureApp` on the suite's database, built in `beforeAll` (after the
 * suite's earlier hooks) and closed in `afterAll`. Call the returned getter inside tests.
 */
export function useFixtureApp(db: () => Database, routes: readonly ApiRoutes[], now: Date = FIXTURE_NOW): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await fixtureApp(db(), routes, now);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('useFixtureApp: the app is built in beforeAll; call the getter inside a test');
    return app;
  };
}
