-- Catalogue search (server/search): prefix matching of OE and OEM numbers through an index.
-- oe_norm/oem_norm are arrays; GIN on the array answers exact numbers only. A trigram index on the
-- numbers joined as ' N1 N2 ...' answers "a number starting with X" as LIKE '% X%'.

-- array_to_string is only STABLE; joining text is immutable, so this wrapper may be indexed.
CREATE OR REPLACE FUNCTION shop_id_list(ids text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ' ' || array_to_string(ids, ' ') $$;

CREATE INDEX product_oe_norm_prefix_idx ON product USING gin (shop_id_list(oe_norm) gin_trgm_ops);
CREATE INDEX product_oem_norm_prefix_idx ON product USING gin (shop_id_list(oem_norm) gin_trgm_ops);
