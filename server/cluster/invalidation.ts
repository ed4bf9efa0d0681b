/**
 * Cache invalidation broadcast to every instance on one PostgreSQL (issue 22 item 1, ADR 0072): each instance
 * LISTENs on channel `ap24_cache` on a connection of its own and drops the tags it hears from its output cache;
 * `/api/invalidate` on any instance NOTIFYs the others, and the product triggers of migration 0011 notify
 * whenever a product row is written, by an instance or by anyone else (an import, psql).
 * Payload: cache tags, comma-separated, or `*` for everything. A connection lost and regained may have missed
 * notifications, so the cache is cleared once on every reconnection.
 */
import type pg from 'pg';
import type { Queryable } from '../storage/port';
import { reasonOf } from '../storage/errors';

/** The channel of cache invalidations (also named in migration 0011). */
export const CACHE_CHANNEL = 'ap24_cache';

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; longer tag lists are sent in several notifications. */
const MAX_PAYLOAD = 7000;

/** What a notification asks: drop these tags, or everything. */
export type Invalidation = { all: true } | { all: false; tags: string[] };

/** Reads a payload: `*` (or any `*` among the tags) is everything, otherwise the non-empty tags. */
export function parseInvalidation(payload: string | undefined): Invalidation {
  const tags = [...new Set((payload ?? '').split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];
  return tags.includes('*') ? { all: true } : { all: false, tags };
}

/** The payloads that carry `tags` (`['*']` for everything), each under the NOTIFY limit. */
export function invalidationPayloads(tags: readonly string[]): string[] {
  if (tags.includes('*')) return ['*'];
  const payloads: string[] = [];
  let current = '';
  for (const tag of new Set(tags)) {
    if (current !== '' && current.length + 1 + tag.length > MAX_PAYLOAD) {
      payloads.push(current);
      current = '';
    }
    current = current === '' ? tag : `${current},${tag}`;
  }
  if (current !== '') payloads.push(current);
  return payloads;
}

/** Tells every listening instance (this one included) to drop `tags` (`['*']`: everything). */
export async function publishInvalidation(db: Queryable, tags: readonly string[]): Promise<void> {
  for (const payload of invalidationPayloads(tags)) await db.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
}

/** Options of `listenForInvalidations`. */
export interface InvalidationListenerOptions {
  /** The PostgreSQL connection string (DATABASE_URL). */
  url: string;
  /** Called for every notification, and with `{all: true}` after a reconnection (notifications may have been missed). */
  onInvalidation: (invalidation: Invalidation) => void;
  onError?: (message: string) => void;
  /** The connection's application_name (pg_stat_activity); default `ap24-cache-listener`. */
  applicationName?: string;
  /** First wait before reconnecting (doubles up to 10 s); default 500 ms. */
  retryMs?: number;
}

/** A running listener: `ready` resolves once the first LISTEN is in place. */
export interface InvalidationListener {
  ready: Promise<void>;
  /** Whether a LISTEN connection is up now. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Listens for invalidations on a dedicated connection (LISTEN needs one session; a pool would hand it back),
 * reconnecting with growing waits when it is lost.
 */
export function listenForInvalidations(driver: typeof pg, options: InvalidationListenerOptions): InvalidationListener {
  const report = options.onError ?? ((message: string) => console.error(message));
  const firstRetry = options.retryMs ?? 500;
  let client: pg.Client | null = null;
  let closed = false;
  let up = false;
  let retry = firstRetry;
  let timer: NodeJS.Timeout | null = null;
  let connectedOnce = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retry);
    timer.unref?.();
    retry = Math.min(retry * 2, 10_000);
  };

  const connect = async (): Promise<void> => {
    const own = new driver.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000, application_name: options.applicationName ?? 'ap24-cache-listener' });
    client = own;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      up = false;
      if (client === own) client = null;
      own.end().catch(() => {});
      if (closed) return;
      report(`Cache invalidation listener lost its connection${error ? `: ${reasonOf(error)}` : ''}; reconnecting`);
      scheduleReconnect();
    };
    own.on('error', onLost);
    own.on('end', () => onLost());
    own.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) options.onInvalidation(parseInvalidation(message.payload));
    });
    try {
      await own.connect();
      await own.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed) {
      await own.end().catch(() => {});
      return;
    }
    up = true;
    retry = firstRetry;
    // What was said while this instance was not listening is unknown: forget everything once.
    if (connectedOnce) options.onInvalidation({ all: true });
    connectedOnce = true;
    markReady();
  };

  void connect();
  return {
    ready,
    listening: () => up,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      up = false;
      markReady();
      if (open) await open.end().catch(() => {});
    },
  };
}
