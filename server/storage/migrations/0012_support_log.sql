-- Logs a shopper shared with support (issue 21 item 1, ADR 0066): the exported event log (JSON lines,
-- redacted in the browser) under a short unguessable code. Kept 30 days (server/support/shared-logs.ts
-- deletes older rows); `address` only bounds how many logs one client shares per hour.
CREATE TABLE IF NOT EXISTS support_log (
  code text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  address text NOT NULL,
  bytes integer NOT NULL,
  lines integer NOT NULL,
  body text NOT NULL
);
CREATE INDEX IF NOT EXISTS support_log_created_idx ON support_log (created_at);
CREATE INDEX IF NOT EXISTS support_log_address_idx ON support_log (address, created_at);
