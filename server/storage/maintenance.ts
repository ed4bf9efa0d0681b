import type { Queryable } from './port';

/**
 * Moves the rows GIN indexes queued while loading (their pending lists) into the indexes proper. PostgreSQL's
 * autovacuum does it eventually; PGlite never does, and a search scans the whole pending list: at 10,000
 * products a part number search took 29 ms p95 instead of 9 ms.
 */
export async function flushGinPendingLists(db: Queryable): Promise<void> {
  await db.query(
    `SELECT gin_clean_pending_list(c.oid) FROM pg_class c JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND c.relkind = 'i' AND c.relnamespace = current_schema()::regnamespace`,
  );
}
