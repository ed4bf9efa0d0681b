/**
 * The shared output cache in Redis (ADR 0074): the second tier behind each instance's memory, so an instance
 * that never rendered a page can answer with the bytes (already compressed) another instance stored.
 *
 * Keys, under a prefix (REDIS_KEY_PREFIX):
 * - `e:<cache key>`: a hash per answer: `meta` (status, headers, tags, times; JSON), `body`, `br` and `gzip`
 *   (added on the entry's first reuse), `id` (which stored body the compressed forms belong to), `tags` and
 *   `vers` (the token of each tag when it was stored). It expires with the entry's TTL.
 * - `t:<tag>`: the tag's token, a random value replaced at every invalidation of the tag; `t:*` is carried by
 *   every entry, so clearing everything is one write. An entry whose tags' tokens changed is stale: a look-up
 *   deletes it and answers a miss. A token that is gone (evicted, flushed) counts as changed.
 * - `gen`: replaced at every invalidation; a miss notes it and its answer is stored only if it did not change
 *   meanwhile, so a page rendered while an invalidation happened cannot be shared for a day.
 * - `alive`: renewed every `SHARED_HEARTBEAT_MS` by each instance that hears every invalidation, lasting
 *   `SHARED_ALIVE_TTL_MS`. An instance whose first connection finds none clears the tier: nobody was there to
 *   drop what the product triggers said meanwhile.
 * Each look-up, store and invalidation is one round trip (Lua scripts, atomic).
 *
 * Redis is never needed to answer: every operation is bounded (`REDIS_COMMAND_TIMEOUT_MS`); a failure or a
 * timeout skips the tier for `SHARED_PAUSE_MS`. Every reconnection, and every invalidation that failed or was
 * skipped (tier unavailable), makes the tier clear itself once before it is used again. Nothing here throws.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CacheEntry, CachedResponse, StoredEncoding } from './output-cache';
import { bounded as boundedBy, REDIS_COMMAND_TIMEOUT_MS } from './redis-client';

/** The largest answer (body and its compressed forms) the shared tier keeps; bigger ones stay in memory only. */
export const SHARED_MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** How long the tier is skipped after a failed or timed-out command. */
export const SHARED_PAUSE_MS = 5000;
/** How often an instance that hears every invalidation renews the `alive` mark, and how long the mark lasts. */
export const SHARED_HEARTBEAT_MS = 3000;
export const SHARED_ALIVE_TTL_MS = 10_000;

/** An entry of the shared tier: a cache entry and the id of its stored body. */
export interface SharedEntry extends CacheEntry {
  id: string;
}

/** A look-up's answer: the entry, and the invalidation mark to store a miss's answer against (null: tier unavailable). */
export interface SharedTierLookup {
  entry: SharedEntry | undefined;
  generation: string | null;
}

/** Counters since creation. */
export interface SharedTierStats {
  hits: number;
  misses: number;
  stores: number;
  /** Answers not stored: too large, made during an invalidation, or the tier unavailable. */
  skipped: number;
  /** Commands that failed or timed out. */
  failures: number;
}

/** The shared tier; see the module comment. */
export interface SharedTier {
  get(key: string): Promise<SharedTierLookup>;
  /**
   * Stores an answer under `id` (which later `addEncodings` name). `generation`: the mark a miss noted (the
   * answer is dropped if an invalidation came since), null (the tier did not answer then: not stored), or
   * undefined (no check).
   */
  set(key: string, response: CachedResponse, tags: readonly string[], ttlSeconds: number, id: string, generation: string | null | undefined): void;
  /** Adds compressed forms to the entry, if it still holds the body `id`. */
  addEncodings(key: string, id: string, encoded: Partial<Record<StoredEncoding, Buffer>>): void;
  /** Makes every entry carrying any of `tags` stale (`*`: every entry). */
  invalidate(tags: readonly string[]): void;
  /** Waits for the writes started so far. */
  settled(): Promise<void>;
  /** Whether the tier answers now (connected, cleared since, not paused). */
  usable(): boolean;
  /** Resolves once the tier is connected and cleared (tests; a start never waits for it). */
  ready(): Promise<void>;
  /** Stops the heartbeat (the connection is closed by its owner). */
  stop(): void;
  stats(): SharedTierStats;
}

/** Options of `createRedisTier`. */
export interface RedisTierOptions {
  /** Prepended to every key (REDIS_KEY_PREFIX), for example `ap24:`. */
  prefix: string;
  log?: (line: string) => void;
  now?: () => number;
  /**
   * Whether this instance hears every invalidation now (its PostgreSQL listener is up): it then renews the
   * `alive` mark. Without it, the first connection always clears the tier.
   */
  hearing?: () => boolean;
  /** How long the tier is skipped after a failure (default `SHARED_PAUSE_MS`; tests shorten it). */
  pauseMs?: number;
  /** A command's bound (default `REDIS_COMMAND_TIMEOUT_MS`; tests on a loaded machine lengthen it). */
  timeoutMs?: number;
}

// KEYS: entry, gen. ARGV: tag key prefix. Answers {gen} for a miss (deleting a stale entry), else
// {gen, meta, body, id, br, gzip} (empty strings for absent forms).
const GET_SCRIPT = `
local gen = redis.call('GET', KEYS[2]) or ''
local f = redis.call('HMGET', KEYS[1], 'tags', 'vers', 'meta', 'body', 'id', 'br', 'gzip')
if not f[1] or not f[2] then return {gen} end
local vers = {}
for v in string.gmatch(f[2], '[^,]+') do vers[#vers + 1] = v end
local i = 0
for tag in string.gmatch(f[1], '[^,]+') do
  i = i + 1
  local current = redis.call('GET', ARGV[1] .. tag)
  if (not current) or current ~= vers[i] then
    redis.call('DEL', KEYS[1])
    return {gen}
  end
end
return {gen, f[3] or '{}', f[4] or '', f[5] or '', f[6] or '', f[7] or ''}
`;

// KEYS: entry, gen. ARGV: tag key prefix, TTL ms, expected gen ('-': no check), fresh token, tags, meta, body,
// id, br, gzip. Answers 1 when stored, 0 when an invalidation came since the miss.
const SET_SCRIPT = `
if ARGV[3] ~= '-' and (redis.call('GET', KEYS[2]) or '') ~= ARGV[3] then return 0 end
local vers = {}
for tag in string.gmatch(ARGV[5], '[^,]+') do
  local key = ARGV[1] .. tag
  local current = redis.call('GET', key)
  if not current then
    redis.call('SET', key, ARGV[4])
    current = ARGV[4]
  end
  vers[#vers + 1] = current
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'tags', ARGV[5], 'vers', table.concat(vers, ','), 'meta', ARGV[6], 'body', ARGV[7], 'id', ARGV[8])
if ARGV[9] ~= '' then redis.call('HSET', KEYS[1], 'br', ARGV[9]) end
if ARGV[10] ~= '' then redis.call('HSET', KEYS[1], 'gzip', ARGV[10]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

// KEYS: entry. ARGV: id, br, gzip (empty: none). Answers 1 when the entry still held body id.
const ENCODINGS_SCRIPT = `
if redis.call('HGET', KEYS[1], 'id') ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' then redis.call('HSET', KEYS[1], 'br', ARGV[2]) end
if ARGV[3] ~= '' then redis.call('HSET', KEYS[1], 'gzip', ARGV[3]) end
return 1
`;

interface ScriptCommands {
  ap24CacheGetBuffer(entry: string, gen: string, tagPrefix: string): Promise<Buffer[]>;
  ap24CacheSet(entry: string, gen: string, ...args: (string | Buffer | number)[]): Promise<number>;
  ap24CacheEncodings(entry: string, id: string, br: Buffer | string, gzip: Buffer | string): Promise<number>;
}

interface StoredMeta {
  status: number;
  headers: Record<string, string | string[]>;
  tags: string[];
  storedAt: number;
  expiresAt: number;
}

/** Every entry carries this tag: its token changes when everything is invalidated. */
const ALL = '*';

const token = (): string => randomBytes(8).toString('hex');

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function encodedSize(encoded: Partial<Record<StoredEncoding, Buffer>> | undefined): number {
  let size = 0;
  for (const variant of Object.values(encoded ?? {})) size += variant.length;
  return size;
}

/** The shared tier on `client` (its own connection: the scripts are defined on it). */
export function createRedisTier(client: Redis, options: RedisTierOptions): SharedTier {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const pauseMs = options.pauseMs ?? SHARED_PAUSE_MS;
  const timeoutMs = options.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const bounded = <T>(work: Promise<T>): Promise<T> => boundedBy(work, timeoutMs);
  const entryKey = (key: string) => `${options.prefix}e:${key}`;
  const tagPrefix = `${options.prefix}t:`;
  const genKey = `${options.prefix}gen`;
  const aliveKey = `${options.prefix}alive`;
  client.defineCommand('ap24CacheGet', { numberOfKeys: 2, lua: GET_SCRIPT });
  client.defineCommand('ap24CacheSet', { numberOfKeys: 2, lua: SET_SCRIPT });
  client.defineCommand('ap24CacheEncodings', { numberOfKeys: 1, lua: ENCODINGS_SCRIPT });
  const scripts = client as unknown as ScriptCommands;

  const counters: SharedTierStats = { hits: 0, misses: 0, stores: 0, skipped: 0, failures: 0 };
  const pending = new Set<Promise<unknown>>();
  let pausedUntil = 0;
  let failing = false;
  // The tier is "dirty" when an invalidation may have been missed (a (re)connection, a failed or skipped
  // invalidation): it is cleared (the `*` token replaced) before anything is read or stored again.
  let dirtyMark = 1;
  let cleanMark = 0;
  let clearing: Promise<void> | null = null;
  let markReady: () => void = () => {};
  const readyOnce = new Promise<void>((resolve) => (markReady = resolve));

  const track = <T>(work: Promise<T>): void => {
    const tracked = work.then(
      () => {},
      () => {},
    );
    pending.add(tracked);
    void tracked.then(() => pending.delete(tracked));
  };

  const succeeded = (): void => {
    if (!failing) return;
    failing = false;
    log('Redis shared cache answering again');
  };
  const failed = (error: unknown): void => {
    counters.failures += 1;
    pausedUntil = now() + pauseMs;
    if (failing) return;
    failing = true;
    log(`Redis shared cache failed (${reasonOf(error)}); serving from memory only for ${pauseMs} ms at a time until it answers`);
  };

  const connected = (): boolean => client.status === 'ready' && now() >= pausedUntil;

  // The first connection keeps what Redis holds only if another instance has been hearing every invalidation
  // until moments ago (its `alive` mark): otherwise the catalogue may have changed with nobody to tell Redis.
  let firstConnection = true;
  const clearAll = (): Promise<void> => {
    if (clearing) return clearing;
    const target = dirtyMark;
    const first = firstConnection;
    clearing = (async () => {
      if (!(first && options.hearing && (await bounded(client.exists(aliveKey))) === 1)) {
        const fresh = token();
        await bounded(client.mset(`${tagPrefix}${ALL}`, fresh, genKey, fresh));
      }
      firstConnection = false;
      cleanMark = Math.max(cleanMark, target);
      succeeded();
      if (cleanMark === dirtyMark) {
        markReady();
        heartbeat();
      }
    })()
      .catch(failed)
      .finally(() => {
        clearing = null;
      });
    return clearing;
  };

  const usable = (): boolean => {
    if (!connected()) return false;
    if (cleanMark !== dirtyMark) {
      void clearAll();
      return false;
    }
    return true;
  };

  // While this instance hears every invalidation (its PostgreSQL listener is up) and the tier is clean, it
  // renews the `alive` mark, which lets an instance that starts now keep the shared entries.
  function heartbeat(): void {
    if (!options.hearing?.() || !usable()) return;
    track(bounded(client.set(aliveKey, '1', 'PX', SHARED_ALIVE_TTL_MS)).then(succeeded, failed));
  }
  const beating = options.hearing ? setInterval(heartbeat, SHARED_HEARTBEAT_MS) : null;
  beating?.unref?.();

  client.on('ready', () => {
    dirtyMark += 1;
    void clearAll();
  });
  client.on('close', () => {
    dirtyMark += 1;
  });
  if (client.status === 'ready') void clearAll();

  const miss = (generation: string | null): SharedTierLookup => {
    counters.misses += 1;
    return { entry: undefined, generation };
  };

  return {
    async get(key) {
      if (!usable()) return miss(null);
      let reply: Buffer[];
      try {
        reply = await bounded(scripts.ap24CacheGetBuffer(entryKey(key), genKey, tagPrefix));
      } catch (error) {
        failed(error);
        return miss(null);
      }
      succeeded();
      const generation = reply[0]?.toString() ?? '';
      const [, metaRaw, body, idRaw, br, gzip] = reply;
      if (!metaRaw || !body || !idRaw) return miss(generation);
      let meta: StoredMeta;
      try {
        meta = JSON.parse(metaRaw.toString()) as StoredMeta;
      } catch {
        return miss(generation);
      }
      if (!(meta.expiresAt > now())) return miss(generation);
      const encoded: Partial<Record<StoredEncoding, Buffer>> = {};
      if (br && br.length > 0) encoded.br = br;
      if (gzip && gzip.length > 0) encoded.gzip = gzip;
      counters.hits += 1;
      return {
        entry: {
          status: meta.status,
          headers: meta.headers,
          body,
          ...(Object.keys(encoded).length > 0 ? { encoded } : {}),
          tags: meta.tags,
          storedAt: meta.storedAt,
          expiresAt: meta.expiresAt,
          id: idRaw.toString(),
        },
        generation,
      };
    },

    set(key, response, tags, ttlSeconds, id, generation) {
      const size = response.body.length + encodedSize(response.encoded);
      if (generation === null || size > SHARED_MAX_ENTRY_BYTES || !usable()) {
        counters.skipped += 1;
        return;
      }
      const storedAt = now();
      const ttlMs = Math.max(1, Math.round(ttlSeconds * 1000));
      const own = [...new Set(tags)].filter((tag) => tag !== '' && tag !== ALL && !tag.includes(','));
      const meta: StoredMeta = { status: response.status, headers: response.headers, tags: own, storedAt, expiresAt: storedAt + ttlMs };
      const write = scripts.ap24CacheSet(
        entryKey(key),
        genKey,
        tagPrefix,
        ttlMs,
        generation ?? '-',
        token(),
        [ALL, ...own].join(','),
        JSON.stringify(meta),
        response.body,
        id,
        response.encoded?.br ?? '',
        response.encoded?.gzip ?? '',
      );
      track(
        bounded(write).then((stored) => {
          succeeded();
          if (stored === 1) counters.stores += 1;
          else counters.skipped += 1;
        }, failed),
      );
    },

    addEncodings(key, id, encoded) {
      if (!encoded.br && !encoded.gzip) return;
      if (encodedSize(encoded) > SHARED_MAX_ENTRY_BYTES || !usable()) return;
      track(bounded(scripts.ap24CacheEncodings(entryKey(key), id, encoded.br ?? '', encoded.gzip ?? '')).then(succeeded, failed));
    },

    invalidate(tags) {
      const names = tags.includes(ALL) ? [ALL] : [...new Set(tags)].filter((tag) => tag !== '');
      if (names.length === 0) return;
      if (!usable()) {
        // Not written: the tier is cleared before its next use instead.
        dirtyMark += 1;
        return;
      }
      const fresh = token();
      const pairs = [...names.flatMap((tag) => [`${tagPrefix}${tag}`, fresh]), genKey, fresh];
      track(
        bounded(client.mset(...pairs)).then(succeeded, (error: unknown) => {
          // It may not have been written: the tier is cleared before its next use.
          dirtyMark += 1;
          failed(error);
        }),
      );
    },

    async settled() {
      while (pending.size > 0 || clearing) await Promise.all([...pending, clearing]);
    },
    usable,
    ready: () => readyOnce,
    stop: () => {
      if (beating) clearInterval(beating);
    },
    stats: () => ({ ...counters }),
  };
}
