/**
 * Scheduled work on exactly one instance at a time (issue 22 item 1, ADR 0072): every instance ticks, and the
 * one holding the `scheduler` lease (server/cluster/lease.ts) runs the jobs; the others only keep asking, so
 * when the holder stops or dies its lease expires and one of them carries on. Jobs see the window since the
 * last finished run, so a tick missed (a restart, a lease changing hands) is made up by the next one.
 */
import type { Queryable } from '../storage/port';
import { acquireLease, lastRun, markRun, releaseLease } from './lease';
import { publishInvalidation } from './invalidation';

/** What a job is told: the database, and the window of time it accounts for. */
export interface JobContext {
  db: Queryable;
  /** The end of the last finished run, or `now` minus `firstLookBackMs` on the first run. */
  since: Date;
  now: Date;
  /** Tells every instance to drop cache tags (PostgreSQL NOTIFY, and Redis when set); default: NOTIFY on `db`. */
  broadcast?: (tags: readonly string[]) => Promise<void>;
}

/** A job: a name for messages, and the work (its answer, if any, is logged). */
export interface ScheduledJob {
  name: string;
  run(context: JobContext): Promise<string | null>;
}

/** Options of `startScheduler`. */
export interface SchedulerOptions {
  db: Queryable;
  /** This instance (host, pid and a random part: unique across restarts). */
  holder: string;
  jobs: readonly ScheduledJob[];
  /** Between ticks; default 15 s. The lease lasts three ticks. */
  intervalMs?: number;
  /** How far back the very first run looks; default one day (the output cache's TTL). */
  firstLookBackMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
  onError?: (job: string, error: unknown) => void;
  /** Passed to the jobs (`JobContext.broadcast`). */
  broadcast?: (tags: readonly string[]) => Promise<void>;
  /** Tick at once at start (default true); tests tick by hand. */
  autoStart?: boolean;
}

/** A running scheduler. */
export interface Scheduler {
  /** One tick now: whether this instance held the lease and ran the jobs. */
  tick(): Promise<boolean>;
  /** Stops ticking, waits for a running tick and gives the lease up. */
  stop(): Promise<void>;
}

/** The lease name of the scheduled jobs. */
export const SCHEDULER_LEASE = 'scheduler';

export function startScheduler(options: SchedulerOptions): Scheduler {
  const intervalMs = options.intervalMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((job: string, error: unknown) => console.error(`Scheduled job ${job} failed:`, error));
  let stopped = false;
  let held = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<boolean> = Promise.resolve(false);

  const runOnce = async (): Promise<boolean> => {
    try {
      held = await acquireLease(options.db, SCHEDULER_LEASE, options.holder, intervalMs * 3);
    } catch (error) {
      onError('lease', error);
      return false;
    }
    if (!held) return false;
    const at = now();
    const last = await lastRun(options.db, SCHEDULER_LEASE).catch(() => null);
    const since = last ?? new Date(at.getTime() - (options.firstLookBackMs ?? 86_400_000));
    for (const job of options.jobs) {
      try {
        const said = await job.run({ db: options.db, since, now: at, ...(options.broadcast ? { broadcast: options.broadcast } : {}) });
        if (said) options.log?.(`Scheduled job ${job.name}: ${said}`);
      } catch (error) {
        onError(job.name, error);
      }
    }
    await markRun(options.db, SCHEDULER_LEASE, options.holder, at).catch((error: unknown) => onError('lease', error));
    return true;
  };

  const tick = (): Promise<boolean> => {
    running = running.then(() => (stopped ? false : runOnce()));
    return running;
  };

  const loop = () => {
    if (stopped) return;
    void tick().finally(() => {
      if (stopped) return;
      timer = setTimeout(loop, intervalMs);
      timer.unref?.();
    });
  };
  if (options.autoStart ?? true) loop();

  return {
    tick,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => {});
      if (held) await releaseLease(options.db, SCHEDULER_LEASE, options.holder).catch(() => {});
      held = false;
    },
  };
}

/** More products than this whose window opened or closed drop every catalogue tag instead of theirs. */
const MAX_TAGGED_PRODUCTS = 100;

/**
 * Special-price windows: a price that starts or ends at a moment changes no row, so no trigger tells the
 * instances; this job finds the products whose window opened or closed since the last run and broadcasts the
 * invalidation of their cached answers and of the pages that show prices.
 */
export const specialPriceWindows: ScheduledJob = {
  name: 'special-price windows',
  async run({ db, since, now, broadcast }) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM product
        WHERE special_price IS NOT NULL
          AND ((special_from_date > $1 AND special_from_date <= $2)
            OR (special_to_date + interval '1 microsecond' > $1 AND special_to_date + interval '1 microsecond' <= $2))
        LIMIT ${MAX_TAGGED_PRODUCTS + 1}`,
      [since.toISOString(), now.toISOString()],
    );
    if (rows.length === 0) return null;
    const tags = rows.length > MAX_TAGGED_PRODUCTS ? ['product', 'category', 'attribute', 'taxrule', 'home'] : [...rows.map((row) => `P${row.id}`), 'product', 'category', 'home'];
    await (broadcast ?? ((list: readonly string[]) => publishInvalidation(db, list)))(tags);
    return `${rows.length > MAX_TAGGED_PRODUCTS ? `more than ${MAX_TAGGED_PRODUCTS}` : rows.length} products changed price; caches told`;
  },
};

/** Rows that count no more, removed this many at most per table and run (a bounded statement). */
const CLEANUP_BATCH = 5000;

/** Cleanup: sign-in and password-reset attempts older than a day (the longest window they count in). */
export const cleanup: ScheduledJob = {
  name: 'cleanup',
  async run({ db, now }) {
    const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
    let removed = 0;
    for (const table of ['login_attempt', 'reset_attempt'] as const) {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE at < $1 LIMIT ${CLEANUP_BATCH}) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [dayAgo],
      );
      removed += Number(rows[0]?.n ?? 0);
    }
    return removed > 0 ? `${removed} expired attempts removed` : null;
  },
};

/** The jobs every instance offers to run. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [specialPriceWindows, cleanup];
