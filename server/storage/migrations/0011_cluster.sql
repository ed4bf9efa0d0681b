-- Several app instances on one PostgreSQL (issue 22 item 1, ADR 0072).

-- Scheduled work (special-price windows, cleanup) runs on one instance at a time: the instance holding the
-- lease of a name until expires_at runs it; another takes the lease over once it has expired (its holder died).
CREATE TABLE IF NOT EXISTS scheduler_lease (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  -- When the holder last finished its work: the next run looks at what happened since then.
  last_run_at timestamptz
);

-- A product written by anyone (an instance, an import, a psql session) tells every listening instance which
-- cached answers and pages show it: one notification per statement on channel ap24_cache, carrying the cache
-- tags to drop (comma-separated). More than 100 rows at once drop every catalogue tag instead.
-- Without a listener (the embedded database, one process) a notification is simply discarded.
CREATE OR REPLACE FUNCTION product_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(id) INTO ids FROM (SELECT id FROM changed_product LIMIT 101) AS limited;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF array_length(ids, 1) > 100 THEN
    PERFORM pg_notify('ap24_cache', 'product,category,attribute,taxrule,home');
  ELSE
    PERFORM pg_notify('ap24_cache', (SELECT string_agg('P' || id, ',') FROM unnest(ids) AS id) || ',product,category,home');
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS product_cache_notify_update ON product;
CREATE TRIGGER product_cache_notify_update AFTER UPDATE ON product
  REFERENCING NEW TABLE AS changed_product FOR EACH STATEMENT EXECUTE FUNCTION product_cache_notify();
DROP TRIGGER IF EXISTS product_cache_notify_insert ON product;
CREATE TRIGGER product_cache_notify_insert AFTER INSERT ON product
  REFERENCING NEW TABLE AS changed_product FOR EACH STATEMENT EXECUTE FUNCTION product_cache_notify();
DROP TRIGGER IF EXISTS product_cache_notify_delete ON product;
CREATE TRIGGER product_cache_notify_delete AFTER DELETE ON product
  REFERENCING OLD TABLE AS changed_product FOR EACH STATEMENT EXECUTE FUNCTION product_cache_notify();
