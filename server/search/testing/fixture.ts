/**
 * A small catalogue for the search specs: brakes and filters with identifiers (OE 04E115561H next to
 * 04E115561B), a configurable wiper blade with two children, a disabled and an invisible product,
 * a special price inside its window, tax rules for EE, FI and IT, attributes, CMS and a review.
 * `SEARCH_NOW` lies inside BD-2001's special-price window.
 */
export const SEARCH_NOW = new Date('2026-06-01T12:00:00Z');

export const SEARCH_FIXTURE_SQL = `
INSERT INTO tax_rule (id, code, priority, product_tax_class_ids, customer_tax_class_ids, rates) VALUES
  (1, 'VAT', 0, '{2}', '{3}', '[{"rate":24,"tax_country_id":"EE"},{"rate":25.5,"tax_country_id":"FI"},{"rate":22,"tax_country_id":"IT"}]'),
  (2, 'VAT reduced', 1, '{5}', '{3}', '[{"rate":9,"tax_country_id":"EE"}]');

INSERT INTO category (id, parent_id, kind, level, position, path) VALUES
  (1, NULL, 'root', 0, 0, '1'), (2, 1, 'root', 1, 0, '1/2'),
  (10, 2, 'part', 2, 2, '1/2/10'), (11, 10, 'part', 3, 1, '1/2/10/11'),
  (20, 2, 'part', 2, 1, '1/2/20'), (21, 20, 'part', 3, 1, '1/2/20/21');
INSERT INTO category_i18n (category_id, language, name, slug, url_key, url_path) VALUES
  (2, 'en', 'Default', 'default', 'default', 'default'), (2, 'et', 'Vaikimisi', 'vaikimisi', 'vaikimisi', 'vaikimisi'),
  (10, 'en', 'Brakes', 'brakes', 'brakes', 'brakes'), (10, 'et', 'Pidurid', 'pidurid', 'pidurid', 'pidurid'),
  (11, 'en', 'Brake pads', 'brake-pads', 'brake-pads', 'brakes/brake-pads'), (11, 'et', 'Piduriklotsid', 'piduriklotsid', 'piduriklotsid', 'pidurid/piduriklotsid'),
  (20, 'en', 'Filters', 'filters', 'filters', 'filters'), (20, 'et', 'Filtrid', 'filtrid', 'filtrid', 'filtrid'),
  (21, 'en', 'Oil filters', 'oil-filters', 'oil-filters', 'filters/oil-filters'), (21, 'et', 'Õlifiltrid', 'olifiltrid', 'olifiltrid', 'filtrid/olifiltrid');

INSERT INTO product (id, sku, type_id, parent_id, status, visibility, price, special_price, special_from_date, special_to_date,
                     tax_class_id, category_ids, brand, ean, oe_numbers, oem_numbers, oe_norm, oem_norm, attrs, updated_at) VALUES
  (1, 'BP-1001', 'simple', NULL, 1, 4, 40, NULL, NULL, NULL, 2, '{2,10,11}', 'ATE', '4006633000017', '{"1K0 698 151"}', '{"13.0460-7218.2"}',
   '{1K0698151}', '{13046072182}', '{"item_class":"brakes","color":"black","erin_recommends":1}', '2026-05-01T00:00:00Z'),
  (2, 'BP-1002', 'simple', NULL, 1, 4, 30, NULL, NULL, NULL, 2, '{2,10,11}', 'TRW', '4006633000024', '{"1K0 698 451"}', '{}',
   '{1K0698451}', '{}', '{"item_class":"brakes","color":"red"}', '2026-05-03T00:00:00Z'),
  (3, 'BD-2001', 'simple', NULL, 1, 4, 100, 90, '2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z', 2, '{2,10}', 'Zimmermann', NULL, '{}', '{}',
   '{}', '{}', '{"item_class":"brakes","color":"black"}', '2026-05-02T00:00:00Z'),
  (4, 'OF-3001', 'simple', NULL, 1, 4, 8, NULL, NULL, NULL, 2, '{2,20,21}', 'MANN', NULL, '{"04E115561H"}', '{}',
   '{04E115561H}', '{}', '{"item_class":"filters"}', '2026-04-01T00:00:00Z'),
  (5, 'OF-3002', 'simple', NULL, 1, 4, 9, NULL, NULL, NULL, 2, '{2,20,21}', 'MAHLE', NULL, '{"04E115561B"}', '{}',
   '{04E115561B}', '{}', '{"item_class":"filters"}', '2026-04-02T00:00:00Z'),
  (6, 'WB', 'configurable', NULL, 1, 4, 0, NULL, NULL, NULL, 2, '{2}', 'Bosch', NULL, '{}', '{}', '{}', '{}',
   '{"configurable_options":["wiper_length"]}', '2026-03-01T00:00:00Z'),
  (7, 'WB-450', 'simple', 6, 1, 1, 12, NULL, NULL, NULL, 2, '{2}', 'Bosch', NULL, '{}', '{}', '{}', '{}', '{"wiper_length":"450","color":"black"}', '2026-03-01T00:00:00Z'),
  (8, 'WB-500', 'simple', 6, 1, 1, 10, NULL, NULL, NULL, 2, '{2}', 'Bosch', NULL, '{}', '{}', '{}', '{}', '{"wiper_length":"500","color":"blue"}', '2026-03-01T00:00:00Z'),
  (9, 'HIDDEN', 'simple', NULL, 2, 4, 5, NULL, NULL, NULL, 2, '{2,10,11}', NULL, NULL, '{}', '{}', '{}', '{}', '{"color":"black"}', '2026-03-01T00:00:00Z'),
  (10, 'NV', 'simple', NULL, 1, 1, 5, NULL, NULL, NULL, 2, '{2,10,11}', NULL, NULL, '{}', '{}', '{}', '{}', '{"color":"black"}', '2026-03-01T00:00:00Z'),
  (11, 'BC-4001', 'simple', NULL, 1, 4, 200, NULL, NULL, NULL, 2, '{2,10}', 'ATE', NULL, '{}', '{}', '{}', '{}', '{"item_class":"brakes","color":"red"}', '2026-05-04T00:00:00Z');
INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path, category_names) VALUES
  (1, 'en', 'Brake pads front ATE', 'brake-pads-front-ate', 'brake-pads-front-ate', 'brakes/brake-pads/brake-pads-front-ate', 'Brakes Brake pads'),
  (1, 'et', 'Piduriklotsid ees ATE', 'piduriklotsid-ees-ate', 'piduriklotsid-ees-ate', 'pidurid/piduriklotsid/piduriklotsid-ees-ate', 'Pidurid Piduriklotsid'),
  (1, 'fi', 'Jarrupalat edessä ATE', 'jarrupalat-edessa-ate', 'jarrupalat-edessa-ate', 'jarrut/jarrupalat/jarrupalat-edessa-ate', 'Jarrut Jarrupalat'),
  (3, 'fi', 'Jarrulevy tuuletettu Zimmermann', 'jarrulevy-tuuletettu', 'jarrulevy-tuuletettu', 'jarrut/jarrulevy-tuuletettu', 'Jarrut'),
  (2, 'en', 'Brake pads rear TRW', 'brake-pads-rear-trw', 'brake-pads-rear-trw', 'brakes/brake-pads/brake-pads-rear-trw', 'Brakes Brake pads'),
  (3, 'en', 'Brake disc vented Zimmermann', 'brake-disc-vented', 'brake-disc-vented', 'brakes/brake-disc-vented', 'Brakes'),
  (4, 'en', 'Oil filter MANN', 'oil-filter-mann', 'oil-filter-mann', 'filters/oil-filters/oil-filter-mann', 'Filters Oil filters'),
  (5, 'en', 'Oil filter MAHLE', 'oil-filter-mahle', 'oil-filter-mahle', 'filters/oil-filters/oil-filter-mahle', 'Filters Oil filters'),
  (6, 'en', 'Wiper blade Bosch Aerotwin', 'wiper-blade-bosch', 'wiper-blade-bosch', 'wiper-blade-bosch', ''),
  (7, 'en', 'Wiper blade 450 mm', 'wiper-blade-450', 'wiper-blade-450', 'wiper-blade-450', ''),
  (8, 'en', 'Wiper blade 500 mm', 'wiper-blade-500', 'wiper-blade-500', 'wiper-blade-500', ''),
  (9, 'en', 'Brake pads hidden', 'brake-pads-hidden', 'brake-pads-hidden', 'brake-pads-hidden', 'Brakes'),
  (10, 'en', 'Brake pads invisible', 'brake-pads-invisible', 'brake-pads-invisible', 'brake-pads-invisible', 'Brakes'),
  (11, 'en', 'Brake caliper ATE', 'brake-caliper-ate', 'brake-caliper-ate', 'brakes/brake-caliper-ate', 'Brakes');
INSERT INTO stock (product_id, qty, is_in_stock) VALUES
  (1, 5, true), (2, 0, false), (3, 2, true), (4, 9, true), (5, 1, true), (6, 0, true), (7, 3, true), (8, 1, true), (9, 0, false), (10, 0, false), (11, 1, true);

INSERT INTO attribute (id, code, frontend_input, is_filterable) VALUES (1, 'color', 'select', true), (2, 'wiper_length', 'select', true), (3, 'item_class', 'select', true);
INSERT INTO attribute_i18n (attribute_id, language, label, options) VALUES
  (1, 'en', 'Colour', '[{"value":"black","label":"Black"},{"value":"red","label":"Red"},{"value":"blue","label":"Blue"}]'),
  (1, 'et', 'Värv', '[{"value":"black","label":"Must"}]'),
  (2, 'en', 'Wiper length', '[]'), (3, 'en', 'Item class', '[]');

INSERT INTO cms_page (id, language, identifier, title, content) VALUES
  (1, 'en', 'privacy', 'Privacy policy', '<p>Safe.</p>'), (1, 'et', 'privacy', 'Privaatsuspoliitika', '<p>Turvaline.</p>'),
  (2, 'en', 'returns', 'Return policy', '<p>14 days.</p>');
INSERT INTO cms_block (id, language, identifier, title, content) VALUES
  (1, 'en', 'footer', 'Footer', '<p>Mon-Fri</p>'), (1, 'et', 'footer', 'Jalus', '<p>E-R</p>');
INSERT INTO cms_hierarchy (id, language, identifier, parent_id, page_id, request_url) VALUES (1, 'en', 'privacy', NULL, 1, 'privacy');
INSERT INTO review (id, product_id, title, detail, nickname, review_status, store_id) VALUES
  (1, 1, 'Good', 'Stops well', 'Mari', 1, 4), (2, 1, 'Pending', 'Not yet', 'Jaan', 2, 4);
`;

/**
 * Extra rows for the search price specs (apply after SEARCH_FIXTURE_SQL; the other specs do not load them),
 * all visible ones in category 30 "Kits". EE prices incl. tax at SEARCH_NOW:
 * - KIT-S (simple) 30 → 37.2;
 * - KIT-C (configurable) 62: its cheapest child KIT-C-5 (5) is out of stock, KIT-C-50 (50) is the cheapest in stock;
 * - KIT-B (bundle, stored 1) 128.96: default selections BP-1001 (40) x 2 and OF-3001 (8) x 3 (extension_attributes.qty);
 * - KIT-G (grouped, stored 20) 155.72: BD-2001 (special 90) x 1, OF-3002 (9) x 2 and KIT-P (10, 9 % VAT) x 2;
 *   its 'related' link to BC-4001 does not count.
 */
export const SEARCH_PRICE_FIXTURE_SQL = `
INSERT INTO category (id, parent_id, kind, level, position, path) VALUES (30, 2, 'part', 2, 3, '1/2/30');
INSERT INTO category_i18n (category_id, language, name, slug, url_key, url_path) VALUES (30, 'en', 'Kits', 'kits', 'kits', 'kits');

INSERT INTO product (id, sku, type_id, parent_id, status, visibility, price, special_price, special_from_date, special_to_date,
                     tax_class_id, category_ids, brand, attrs, updated_at) VALUES
  (30, 'KIT-S', 'simple', NULL, 1, 4, 30, NULL, NULL, NULL, 2, '{2,30}', 'ATE', '{}', '2026-05-01T00:00:00Z'),
  (31, 'KIT-C', 'configurable', NULL, 1, 4, 0, NULL, NULL, NULL, 2, '{2,30}', 'Bosch', '{"configurable_options":["wiper_length"]}', '2026-05-01T00:00:00Z'),
  (32, 'KIT-C-5', 'simple', 31, 1, 1, 5, NULL, NULL, NULL, 2, '{2,30}', 'Bosch', '{"wiper_length":"450"}', '2026-05-01T00:00:00Z'),
  (33, 'KIT-C-50', 'simple', 31, 1, 1, 50, NULL, NULL, NULL, 2, '{2,30}', 'Bosch', '{"wiper_length":"500"}', '2026-05-01T00:00:00Z'),
  (34, 'KIT-C-70', 'simple', 31, 1, 1, 70, NULL, NULL, NULL, 2, '{2,30}', 'Bosch', '{"wiper_length":"550"}', '2026-05-01T00:00:00Z'),
  (35, 'KIT-P', 'simple', NULL, 1, 1, 10, NULL, NULL, NULL, 5, '{2}', NULL, '{}', '2026-05-01T00:00:00Z'),
  (36, 'KIT-B', 'bundle', NULL, 1, 4, 1, NULL, NULL, NULL, 2, '{2,30}', NULL,
   '{"bundle_options":[{"option_id":1,"title":"Pads","product_links":[{"id":1,"sku":"BP-1001","qty":2,"is_default":true},{"id":2,"sku":"BP-1002","qty":1,"is_default":false}]},{"option_id":2,"title":"Filter","product_links":[{"id":3,"sku":"OF-3001","is_default":1,"extension_attributes":{"qty":3}}]}]}',
   '2026-05-01T00:00:00Z'),
  (37, 'KIT-G', 'grouped', NULL, 1, 4, 20, NULL, NULL, NULL, 2, '{2,30}', NULL,
   '{"product_links":[{"sku":"KIT-G","link_type":"associated","linked_product_sku":"BD-2001","qty":1},{"sku":"KIT-G","link_type":"associated","linked_product_sku":"OF-3002","qty":2},{"sku":"KIT-G","linked_product_sku":"KIT-P","qty":2},{"sku":"KIT-G","link_type":"related","linked_product_sku":"BC-4001","qty":1}]}',
   '2026-05-01T00:00:00Z');
INSERT INTO product_i18n (product_id, language, name, slug, url_key, url_path, category_names) VALUES
  (30, 'en', 'Kit single part', 'kit-s', 'kit-s', 'kits/kit-s', 'Kits'),
  (31, 'en', 'Kit configurable', 'kit-c', 'kit-c', 'kits/kit-c', 'Kits'),
  (32, 'en', 'Kit configurable 5', 'kit-c-5', 'kit-c-5', 'kit-c-5', ''),
  (33, 'en', 'Kit configurable 50', 'kit-c-50', 'kit-c-50', 'kit-c-50', ''),
  (34, 'en', 'Kit configurable 70', 'kit-c-70', 'kit-c-70', 'kit-c-70', ''),
  (35, 'en', 'Kit part reduced VAT', 'kit-p', 'kit-p', 'kit-p', ''),
  (36, 'en', 'Kit bundle', 'kit-b', 'kit-b', 'kits/kit-b', 'Kits'),
  (37, 'en', 'Kit grouped', 'kit-g', 'kit-g', 'kits/kit-g', 'Kits');
INSERT INTO stock (product_id, qty, is_in_stock) VALUES
  (30, 4, true), (31, 0, true), (32, 0, false), (33, 2, true), (35, 5, true), (36, 1, true), (37, 1, true);
`;
