-- Catalogue schema shared by the PGlite (embedded) and PostgreSQL adapters.
-- Language-neutral facts live in the main tables; texts per language (et, ru, en, fi, it) in *_i18n.
-- Prices are stored excluding tax; tax is added per store view's country when answering.

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- The full-text configuration of a shop language; Estonian where the server has it (PostgreSQL 16+,
-- PGlite), 'simple' otherwise. Used both to build and to query vectors, so they always agree.
CREATE OR REPLACE FUNCTION shop_ts_config(lang text) RETURNS regconfig
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lang
    WHEN 'en' THEN 'english'::regconfig
    WHEN 'ru' THEN 'russian'::regconfig
    WHEN 'fi' THEN 'finnish'::regconfig
    WHEN 'it' THEN 'italian'::regconfig
    WHEN 'et' THEN COALESCE((SELECT oid::regconfig FROM pg_ts_config WHERE cfgname = 'estonian' LIMIT 1), 'simple'::regconfig)
    ELSE 'simple'::regconfig
  END
$$;

-- Upper case, without spaces, dashes, dots and slashes: how part identifiers (SKU, EAN, OE, OEM) compare.
CREATE OR REPLACE FUNCTION shop_norm_id(value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT upper(regexp_replace(coalesce(value, ''), '[\s./-]+', '', 'g')) $$;

CREATE TABLE category (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES category (id),
  -- 'root' (id 1 and 2), 'part' (the parts tree under root 2), 'vehicle' (make level 2, model 3, engine 4)
  kind text NOT NULL CHECK (kind IN ('root', 'part', 'vehicle')),
  level smallint NOT NULL,
  position integer NOT NULL DEFAULT 0,
  path text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  include_in_menu boolean NOT NULL DEFAULT true,
  -- vehicle facts and any other document fields: ktypnr, ap24_vehicle_class, year_from, year_to, power_kw, ...
  attrs jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX category_parent_idx ON category (parent_id);
CREATE INDEX category_kind_level_idx ON category (kind, level);
CREATE INDEX category_attrs_idx ON category USING gin (attrs jsonb_path_ops);

CREATE TABLE category_i18n (
  category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
  language text NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  url_key text NOT NULL,
  url_path text NOT NULL,
  PRIMARY KEY (category_id, language)
);
CREATE INDEX category_i18n_url_path_idx ON category_i18n (language, url_path);
CREATE INDEX category_i18n_slug_idx ON category_i18n (language, slug);

CREATE TABLE product (
  id integer PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  type_id text NOT NULL CHECK (type_id IN ('simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable')),
  -- a configurable child points at its parent; children have visibility 1 (not visible on their own)
  parent_id integer REFERENCES product (id) ON DELETE CASCADE,
  status smallint NOT NULL DEFAULT 1,
  visibility smallint NOT NULL DEFAULT 4,
  price numeric(12, 4) NOT NULL,
  special_price numeric(12, 4),
  special_from_date timestamptz,
  special_to_date timestamptz,
  tax_class_id integer NOT NULL DEFAULT 2,
  -- parts categories with their ancestors, plus the engine, model and make categories the part fits
  category_ids integer[] NOT NULL DEFAULT '{}',
  brand text,
  ean text,
  oe_numbers text[] NOT NULL DEFAULT '{}',
  oem_numbers text[] NOT NULL DEFAULT '{}',
  sku_norm text GENERATED ALWAYS AS (shop_norm_id(sku)) STORED,
  ean_norm text GENERATED ALWAYS AS (shop_norm_id(ean)) STORED,
  -- normalised OE and OEM numbers, maintained by whoever writes oe_numbers/oem_numbers (shop_norm_id of each)
  oe_norm text[] NOT NULL DEFAULT '{}',
  oem_norm text[] NOT NULL DEFAULT '{}',
  -- the rest of the Vue Storefront product document that is not language-specific: item_class,
  -- item_class_2, color, size, configurable_options (ids), bundle_options, product_links, media_gallery,
  -- image, tier_prices, quantity_step, erin_recommends, ...
  attrs jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_parent_idx ON product (parent_id);
CREATE INDEX product_category_ids_idx ON product USING gin (category_ids);
CREATE INDEX product_sku_norm_idx ON product (sku_norm text_pattern_ops);
CREATE INDEX product_ean_norm_idx ON product (ean_norm text_pattern_ops);
CREATE INDEX product_oe_norm_idx ON product USING gin (oe_norm);
CREATE INDEX product_oem_norm_idx ON product USING gin (oem_norm);
CREATE INDEX product_attrs_idx ON product USING gin (attrs jsonb_path_ops);
CREATE INDEX product_visible_idx ON product (visibility, status);
CREATE INDEX product_updated_idx ON product (updated_at DESC);
CREATE INDEX product_created_idx ON product (created_at DESC);

CREATE TABLE product_i18n (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  language text NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  url_key text NOT NULL,
  url_path text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- translated document fields: short_description, option and attribute labels, ...
  attrs jsonb NOT NULL DEFAULT '{}',
  -- names of the product's parts categories in this language (text search, weight D)
  category_names text NOT NULL DEFAULT '',
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(shop_ts_config(language), name), 'A') ||
    setweight(to_tsvector(shop_ts_config(language), category_names), 'D')
  ) STORED,
  PRIMARY KEY (product_id, language)
);
CREATE INDEX product_i18n_url_path_idx ON product_i18n (language, url_path);
CREATE INDEX product_i18n_search_idx ON product_i18n USING gin (search);
CREATE INDEX product_i18n_name_trgm_idx ON product_i18n USING gin (name gin_trgm_ops);

CREATE TABLE stock (
  product_id integer PRIMARY KEY REFERENCES product (id) ON DELETE CASCADE,
  qty numeric(12, 4) NOT NULL DEFAULT 0,
  is_in_stock boolean NOT NULL,
  manage_stock boolean NOT NULL DEFAULT true,
  min_sale_qty numeric(12, 4) NOT NULL DEFAULT 1,
  max_sale_qty numeric(12, 4) NOT NULL DEFAULT 10000,
  -- the spec's quantity_step
  qty_increments numeric(12, 4) NOT NULL DEFAULT 1
);

CREATE TABLE attribute (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  frontend_input text NOT NULL DEFAULT 'select',
  is_user_defined boolean NOT NULL DEFAULT true,
  is_visible boolean NOT NULL DEFAULT true,
  is_comparable boolean NOT NULL DEFAULT false,
  is_filterable boolean NOT NULL DEFAULT false,
  attrs jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE attribute_i18n (
  attribute_id integer NOT NULL REFERENCES attribute (id) ON DELETE CASCADE,
  language text NOT NULL,
  label text NOT NULL,
  -- [{value, label}] in this language
  options jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (attribute_id, language)
);

CREATE TABLE tax_rule (
  id integer PRIMARY KEY,
  code text NOT NULL,
  priority integer NOT NULL DEFAULT 0,
  product_tax_class_ids integer[] NOT NULL,
  customer_tax_class_ids integer[] NOT NULL,
  -- [{id, code, rate, tax_country_id, region_name, tax_region_id, tax_postcode}]
  rates jsonb NOT NULL
);

CREATE TABLE cms_page (
  id integer NOT NULL,
  language text NOT NULL,
  identifier text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  content_heading text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (id, language),
  UNIQUE (identifier, language)
);

CREATE TABLE cms_block (
  id integer NOT NULL,
  language text NOT NULL,
  identifier text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (id, language),
  UNIQUE (identifier, language)
);

CREATE TABLE cms_hierarchy (
  id integer NOT NULL,
  language text NOT NULL,
  identifier text NOT NULL,
  parent_id integer,
  page_id integer,
  request_url text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (id, language)
);

-- mainBanners, smallBanners, productBanners, headImage per store code; 'default' for the others
CREATE TABLE banner_set (
  store_code text PRIMARY KEY,
  doc jsonb NOT NULL
);

CREATE TABLE review (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  title text NOT NULL,
  detail text NOT NULL,
  nickname text NOT NULL,
  -- 1 approved, 2 pending (new reviews), 3 not approved
  review_status smallint NOT NULL DEFAULT 2,
  store_id integer NOT NULL,
  customer_id integer,
  ratings jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_product_idx ON review (product_id, review_status);

-- Where the seed and content came from, so a first start knows whether to load the demo catalogue.
CREATE TABLE catalogue_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
