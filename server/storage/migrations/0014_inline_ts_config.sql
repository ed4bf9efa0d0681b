-- Catalogue search at scale (issue 17, ADR 0079): shop_ts_config inlined.
-- The first version looked up the Estonian configuration with a sub-SELECT, which keeps PostgreSQL from
-- inlining a SQL function: every product_i18n row written called it twice as a function (8 µs a call, a
-- sixth of the database's work when loading 1,000,000 products). The configuration is now chosen once,
-- when this migration runs (PostgreSQL 16+ and PGlite have 'estonian'; older servers use 'simple', as
-- before), so the body is one CASE over constants that the planner inlines and folds. Same answers.
DO $do$
BEGIN
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION shop_ts_config(lang text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $b$
      SELECT CASE lang
        WHEN 'en' THEN 'english'::regconfig
        WHEN 'ru' THEN 'russian'::regconfig
        WHEN 'fi' THEN 'finnish'::regconfig
        WHEN 'it' THEN 'italian'::regconfig
        WHEN 'et' THEN %L::regconfig
        ELSE 'simple'::regconfig
      END
    $b$ $f$,
    CASE WHEN EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'estonian') THEN 'estonian' ELSE 'simple' END
  );
END
$do$;
