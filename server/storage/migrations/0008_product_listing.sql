-- Catalogue search at scale (issue 17, ADR 0038): a narrow row per listed product for category pages,
-- facets and car narrowing, so a listing reads ~150 bytes per product instead of the ~900 of product
-- (attrs holds media, links and options) joined to product_i18n.
--
-- A row exists for every product the base filter keeps (visibility 2, 3, 4; status 0, 1). It holds what
-- listings filter, facet and sort on: categories (parts and the vehicles it fits), the languages it has
-- texts in, brand, the scalar attributes, the children's attribute values (facets `{attr}_options`) and
-- the final and regular prices incl. tax per tax country (product_listing_country), as the documents
-- compute them (special price windows, cheapest child, bundle and grouped sums). Prices hold between
-- valid_from and valid_until: the next special-price window of the product, its children or its parts
-- to open or close. server/search/listing.ts refreshes rows whose window has passed and rows marked
-- stale by the triggers below before a search reads them.

CREATE TABLE product_listing_country (
  idx smallint PRIMARY KEY,
  country text NOT NULL UNIQUE
);

CREATE TABLE product_listing (
  product_id integer PRIMARY KEY REFERENCES product (id) ON DELETE CASCADE,
  type_id text NOT NULL,
  status smallint NOT NULL,
  visibility smallint NOT NULL,
  tax_class_id integer NOT NULL,
  category_ids integer[] NOT NULL,
  languages text[] NOT NULL,
  brand text,
  -- the product's attributes with scalar values or arrays of scalars (not media, links or options)
  attrs jsonb NOT NULL,
  -- per attribute, the distinct values of the configurable children: {"color": ["black", "grey"]}
  child_attrs jsonb NOT NULL,
  -- per product_listing_country.idx (1-based)
  final_price numeric[] NOT NULL,
  original_price numeric[] NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL
);
CREATE INDEX product_listing_category_ids_idx ON product_listing USING gin (category_ids);
CREATE INDEX product_listing_valid_until_idx ON product_listing (valid_until);
CREATE INDEX product_listing_valid_from_idx ON product_listing (valid_from);
CREATE INDEX product_listing_created_idx ON product_listing (created_at DESC);

-- Products whose listing row must be rebuilt (written by the triggers; emptied by the refresh).
CREATE TABLE product_listing_stale (
  product_id integer PRIMARY KEY
);

CREATE OR REPLACE FUNCTION shop_listing_mark_product() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO product_listing_stale VALUES (OLD.id) ON CONFLICT DO NOTHING;
    IF OLD.parent_id IS NOT NULL THEN INSERT INTO product_listing_stale VALUES (OLD.parent_id) ON CONFLICT DO NOTHING; END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO product_listing_stale VALUES (NEW.id) ON CONFLICT DO NOTHING;
    IF NEW.parent_id IS NOT NULL THEN INSERT INTO product_listing_stale VALUES (NEW.parent_id) ON CONFLICT DO NOTHING; END IF;
  END IF;
  RETURN NULL;
END $$;

-- Texts (the languages a product is listed in) and stock (a configurable costs its cheapest in-stock child).
CREATE OR REPLACE FUNCTION shop_listing_mark_related() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  INSERT INTO product_listing_stale VALUES (changed) ON CONFLICT DO NOTHING;
  INSERT INTO product_listing_stale SELECT p.parent_id FROM product p WHERE p.id = changed AND p.parent_id IS NOT NULL ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER product_listing_mark AFTER INSERT OR UPDATE OR DELETE ON product FOR EACH ROW EXECUTE FUNCTION shop_listing_mark_product();
CREATE TRIGGER product_listing_mark AFTER INSERT OR UPDATE OR DELETE ON product_i18n FOR EACH ROW EXECUTE FUNCTION shop_listing_mark_related();
CREATE TRIGGER product_listing_mark AFTER INSERT OR UPDATE OF qty, is_in_stock OR DELETE ON stock FOR EACH ROW EXECUTE FUNCTION shop_listing_mark_related();

-- Whatever is in the catalogue now is listed on the first refresh.
INSERT INTO product_listing_stale SELECT id FROM product ON CONFLICT DO NOTHING;
