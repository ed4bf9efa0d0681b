-- Catalogue search (issue 17): words as typed beside their stems.
-- A stemmer maps a whole word, not a word being typed: Estonian's turns "piduriklotsid" into
-- 'piduriklot' but "piduriklots" into 'piduriklots', so the prefix 'piduriklots:*' found nothing while
-- the shopper was still typing. The vector now also holds each word unstemmed ('simple': lower case),
-- so the last word of a query matches as a prefix of the words as written, and every other word by
-- its stem in the view's language. Weights: name stems A, name words B, category stems D, category
-- words C (product-text.ts ranks A and B as the name, C and D as the categories).
ALTER TABLE product_i18n DROP COLUMN search;
ALTER TABLE product_i18n ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(shop_ts_config(language), name), 'A') ||
  setweight(to_tsvector('simple'::regconfig, name), 'B') ||
  setweight(to_tsvector('simple'::regconfig, category_names), 'C') ||
  setweight(to_tsvector(shop_ts_config(language), category_names), 'D')
) STORED;
CREATE INDEX product_i18n_search_idx ON product_i18n USING gin (search);
-- The new column has no statistics yet: without them the planner guesses thousands of text matches and
-- joins whole tables (an OE number search took 265 ms instead of 10 ms at 100k products).
ANALYZE product_i18n;
