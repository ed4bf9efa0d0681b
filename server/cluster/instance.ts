/**
 * What one instance of several on one PostgreSQL runs besides the HTTP app (ADR 0072): the cache invalidation
 * listener and the scheduler under the database lease. Started by server/main.ts when DATABASE_URL is set;
 * the embedded database (one process) runs neither.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { OutputCache } from '../cache/output-cache';
import type { Database } from '../storage/port';
import { listenForInvalidations, publishInvalidation } from './invalidation';
import type { InvalidationListener } from './invalidation';
import { startRedisServices } from './redis';
import type { RedisServices } from './redis';
import { SCHEDULED_JOBS, startScheduler } from './scheduler';
import type { Scheduler } from './scheduler';

/** Options of `startInstanceServices`. */
export interface InstanceServicesOptions {
  databaseUrl: string;
  db: Database;
  /** The output cache (production); development renders afresh and has none to invalidate. */
  cache?: OutputCache;
  /**
   * Redis (REDIS_URL, ADR 0074): a shared second tier behind `cache` and invalidations over pub/sub too. Only
   * with `cache`.
   */
  redis?: {
    url: string;
    keyPrefix: string;
    /** A command's bound (default REDIS_COMMAND_TIMEOUT_MS, 100 ms; tests lengthen it). */
    timeoutMs?: number;
  };
  /** Between scheduler ticks (default 15 s; SCHEDULER_INTERVAL_MS). */
  schedulerIntervalMs?: number;
  log?: (line: string) => void;
}

/** The running services: `broadcast` for /api/invalidate, `stop` for the graceful shutdown. */
export interface InstanceServices {
  /** This instance's name in the lease table. */
  holder: string;
  broadcast: (tags: readonly string[]) => Promise<void>;
  /** The cache to serve with: `options.cache`, or memory and Redis in tiers when `options.redis` is set. */
  cache: OutputCache | undefined;
  listener: InvalidationListener | null;
  redis: RedisServices | null;
  scheduler: Scheduler;
  stop(): Promise<void>;
}

/** How long a start waits for the first LISTEN before it serves anyway (the listener keeps trying). */
const LISTEN_WAIT_MS = 10_000;

export async function startInstanceServices(options: InstanceServicesOptions): Promise<InstanceServices> {
  const log = options.log ?? ((line: string) => console.log(line));
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let listener: InvalidationListener | null = null;
  const redis =
    options.cache && options.redis
      ? startRedisServices({
          url: options.redis.url,
          prefix: options.redis.keyPrefix,
          holder,
          local: options.cache,
          log,
          hearing: () => listener?.listening() ?? false,
          ...(options.redis.timeoutMs ? { timeoutMs: options.redis.timeoutMs } : {}),
        })
      : null;
  const cache = redis?.cache ?? options.cache;
  if (redis) log(`Cache: memory, then Redis (keys ${options.redis?.keyPrefix}*); invalidations also on Redis channel ${redis.channel}`);
  if (cache) {
    const { default: pg } = await import('pg');
    listener = listenForInvalidations(pg, {
      url: options.databaseUrl,
      // What PostgreSQL says (a product trigger, another instance) is dropped from both tiers: a trigger has no
      // instance of its own to drop it from Redis.
      onInvalidation: (invalidation) => {
        if (invalidation.all) cache.clear();
        else cache.invalidate(invalidation.tags);
      },
    });
    let waited: NodeJS.Timeout | undefined;
    const listening = await Promise.race([
      listener.ready.then(() => true),
      new Promise<boolean>((resolve) => (waited = setTimeout(resolve, LISTEN_WAIT_MS, false))),
    ]);
    clearTimeout(waited);
    log(listening ? 'Cache invalidation: listening on PostgreSQL channel ap24_cache' : 'Cache invalidation: not listening yet (retrying)');
  }
  const broadcast = async (tags: readonly string[]): Promise<void> => {
    // Redis first (it never fails the call), then PostgreSQL (whose failure the caller hears, as before).
    await redis?.publish(tags);
    await publishInvalidation(options.db, tags);
  };
  const intervalRaw = Number(process.env.SCHEDULER_INTERVAL_MS);
  const scheduler = startScheduler({
    db: options.db,
    holder,
    jobs: SCHEDULED_JOBS,
    broadcast,
    intervalMs: options.schedulerIntervalMs ?? (Number.isInteger(intervalRaw) && intervalRaw >= 100 ? intervalRaw : 15_000),
    log,
  });
  return {
    holder,
    broadcast,
    cache,
    listener,
    redis,
    scheduler,
    stop: async () => {
      await scheduler.stop();
      await listener?.close();
      await redis?.close();
    },
  };
}
