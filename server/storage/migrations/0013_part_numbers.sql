-- Catalogue search at scale (issue 17, ADR 0079): part numbers in a narrow table of their own.
-- "A number starting with X" was answered by trigram indexes over the OE and OEM numbers joined as
-- ' N1 N2 ...' (migration 0002): at 1,000,000 products each lookup walked the posting lists of a dozen
-- digit trigrams shared by hundreds of thousands of numbers (35-45 ms per list). A btree over the
-- normalised numbers answers the same prefix question by one range scan.
CREATE TABLE product_number (
  -- shop_norm_id form (upper case, no spaces, dots, slashes or dashes); "C" collation so LIKE 'X%' is a btree range.
  number text COLLATE "C" NOT NULL,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  PRIMARY KEY (number, product_id)
);
CREATE INDEX product_number_product_idx ON product_number (product_id);

-- Kept by statement triggers on product (transition tables: a batch of 1,000 products is one INSERT here).
CREATE OR REPLACE FUNCTION shop_product_numbers_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_number (number, product_id)
    SELECT DISTINCT n, a.id FROM added_product a CROSS JOIN LATERAL unnest(coalesce(a.oe_norm, '{}') || coalesce(a.oem_norm, '{}')) AS n
    WHERE n <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION shop_product_numbers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_number x USING old_product o JOIN added_product a ON a.id = o.id
    WHERE x.product_id = o.id
      AND (o.oe_norm IS DISTINCT FROM a.oe_norm OR o.oem_norm IS DISTINCT FROM a.oem_norm);
  INSERT INTO product_number (number, product_id)
    SELECT DISTINCT n, a.id FROM added_product a JOIN old_product o ON o.id = a.id
      CROSS JOIN LATERAL unnest(coalesce(a.oe_norm, '{}') || coalesce(a.oem_norm, '{}')) AS n
    WHERE n <> '' AND (o.oe_norm IS DISTINCT FROM a.oe_norm OR o.oem_norm IS DISTINCT FROM a.oem_norm)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_number_insert AFTER INSERT ON product
  REFERENCING NEW TABLE AS added_product FOR EACH STATEMENT EXECUTE FUNCTION shop_product_numbers_added();
CREATE TRIGGER product_number_update AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_product NEW TABLE AS added_product FOR EACH STATEMENT EXECUTE FUNCTION shop_product_numbers_changed();

INSERT INTO product_number (number, product_id)
  SELECT DISTINCT n, p.id FROM product p CROSS JOIN LATERAL unnest(coalesce(p.oe_norm, '{}') || coalesce(p.oem_norm, '{}')) AS n
  WHERE n <> '';

-- The trigram indexes are replaced by this table. The GIN indexes over the arrays answered no query (exact
-- numbers are found through the same prefix range, then checked on the row): four fewer indexes to keep up on
-- every product write and to build after a bulk load (about 200 MB at 1,000,000 products).
DROP INDEX IF EXISTS product_oe_norm_prefix_idx;
DROP INDEX IF EXISTS product_oem_norm_prefix_idx;
DROP INDEX IF EXISTS product_oe_norm_idx;
DROP INDEX IF EXISTS product_oem_norm_idx;
ANALYZE product_number;
