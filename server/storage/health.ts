/** The database's state for `/api/health`: one trivial query, bounded in time. */
import type { Queryable } from './port';

/** How long the probe waits for the database before calling it unreachable. */
export const HEALTH_PROBE_TIMEOUT_MS = 1000;

/** 'ok' when `SELECT 1` answers within the timeout, 'unreachable' when it fails or takes longer. */
export async function databaseHealth(db: Queryable, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, 'unreachable');
  });
  const probe = db.query('SELECT 1').then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
