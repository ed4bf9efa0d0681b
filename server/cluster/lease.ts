/**
 * Leases in the database (issue 22 item 1, ADR 0072): scheduled work runs on exactly one instance at a time.
 * An instance holds the lease of a name until `expires_at`; it renews it on every tick; another instance takes
 * it over only once it has expired (its holder stopped or died). Times are the database's (`now()`), so the
 * instances' clocks need not agree.
 */
import type { Queryable } from '../storage/port';

/**
 * Takes or renews the lease `name` for `holder` for `ttlMs`; true when `holder` holds it now. One statement:
 * two instances asking at once cannot both win (the row lock of the upsert orders them).
 */
export async function acquireLease(db: Queryable, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const { rows } = await db.query<{ holder: string }>(
    `INSERT INTO scheduler_lease (name, holder, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE scheduler_lease.holder = EXCLUDED.holder OR scheduler_lease.expires_at <= now()
     RETURNING holder`,
    [name, holder, Math.max(1, Math.round(ttlMs))],
  );
  return rows[0]?.holder === holder;
}

/** Gives the lease up at once (a graceful shutdown), so another instance need not wait for it to expire. */
export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('UPDATE scheduler_lease SET expires_at = now() WHERE name = $1 AND holder = $2', [name, holder]);
}

/** When the lease's work last finished (null: never), and stamps a new finish; only for the holder. */
export async function lastRun(db: Queryable, name: string): Promise<Date | null> {
  const { rows } = await db.query<{ last_run_at: Date | string | null }>('SELECT last_run_at FROM scheduler_lease WHERE name = $1', [name]);
  const at = rows[0]?.last_run_at;
  return at ? new Date(at) : null;
}

/** Records that the holder's work finished at `at`. */
export async function markRun(db: Queryable, name: string, holder: string, at: Date): Promise<void> {
  await db.query('UPDATE scheduler_lease SET last_run_at = $3 WHERE name = $1 AND holder = $2', [name, holder, at.toISOString()]);
}
