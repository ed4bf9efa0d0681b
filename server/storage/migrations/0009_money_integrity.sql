-- Issue 18, money (ADR 0039).
-- Stock and quantities are whole units: a bundle option quantity of 0.01 once made stock fractional.
-- Rows an attack left fractional are rounded down before the checks hold them whole.
UPDATE stock SET qty = floor(qty) WHERE qty <> trunc(qty);
ALTER TABLE stock ADD CONSTRAINT stock_qty_whole CHECK (qty = trunc(qty));
ALTER TABLE sales_order_stock ADD CONSTRAINT sales_order_stock_qty_whole CHECK (qty = trunc(qty)) NOT VALID;
ALTER TABLE cart_item ADD CONSTRAINT cart_item_qty_whole CHECK (qty = trunc(qty)) NOT VALID;

-- The buyer's mailbox for first-order checks: lower case, no "+tag" sub-address (Gmail, Outlook, Fastmail,
-- iCloud deliver a+x@ to a@), and Gmail's dots and googlemail.com folded. "FIRST50 once per buyer" compares
-- orders by this, so a returning guest's alias is the same buyer.
CREATE FUNCTION shop_email_norm(email text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE
           WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(split_part(local, '+', 1), '.', '') || '@gmail.com'
           WHEN domain = '' THEN e
           ELSE split_part(local, '+', 1) || '@' || domain
         END
    FROM (SELECT e, regexp_replace(e, '@[^@]*$', '') AS local, coalesce(substring(e FROM '@([^@]*)$'), '') AS domain
            FROM (SELECT lower(btrim(email)) AS e) AS trimmed) AS parts
$$;
CREATE INDEX sales_order_email_norm_idx ON sales_order (shop_email_norm(email));
