/** Content codings the cache keeps beside the identity body (HTTP `Content-Encoding` names). */
export type StoredEncoding = 'br' | 'gzip';

/** A stored answer: status, headers (lower-case names), the body bytes and its compressed forms. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The body already compressed, so a hit costs no compression (ADR 0033). */
  encoded?: Partial<Record<StoredEncoding, Buffer>>;
}

/** What a lookup returns: the response plus its tags and when it was stored (ms since epoch). */
export interface CacheEntry extends CachedResponse {
  tags: readonly string[];
  storedAt: number;
  expiresAt: number;
}

/** Counters since creation; `entries` and `bytes` are the current contents. */
export interface OutputCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  evictions: number;
  invalidations: number;
  /** Answers found in the shared tier after a miss here (`lookupShared`, ADR 0074); absent without one. */
  sharedHits?: number;
  /** Misses in the shared tier too (or the tier was unavailable); absent without one. */
  sharedMisses?: number;
}

/**
 * What a miss remembers until its answer is stored: the invalidations seen so far. An answer made while an
 * invalidation happened may show what was invalidated, so the tiered cache does not keep it (ADR 0074).
 */
export interface StoreTicket {
  /** Local invalidations (memory tier) counted when the miss was looked up. */
  readonly epoch: number;
  /** The shared tier's invalidation mark at the miss; null when the tier did not answer (nothing is shared then). */
  readonly generation: string | null;
}

/** What the shared tier answered: its entry, if any (now in memory too), and the ticket the later store hands back. */
export interface SharedLookup {
  entry: CacheEntry | undefined;
  ticket: StoreTicket;
}

/** Settings of `createOutputCache`. */
export interface OutputCacheOptions {
  /** Lifetime of an entry; the spec's default output cache TTL is 86400 s. */
  ttlSeconds?: number;
  /** Upper bound of the stored bytes; least recently used entries go first. Default 64 MiB. */
  maxBytes?: number;
  /** The clock (ms since epoch); injected in tests. */
  now?: () => number;
}

/** An in-memory response cache keyed by method + host + URL, with tags, TTL and LRU by bytes. */
export interface OutputCache {
  readonly ttlSeconds: number;
  readonly maxBytes: number;
  /** The live entry for `key` (refreshing its LRU position), counting a hit or a miss. */
  get(key: string): CacheEntry | undefined;
  /** Stores a response; false when it is larger than the whole cache and was not kept. */
  set(key: string, response: CachedResponse, tags: Iterable<string>, options?: { ttlSeconds?: number; ticket?: StoreTicket }): boolean;
  /**
   * Adds compressed forms of the body stored under `key`, if that very body is still there (not
   * replaced, invalidated or evicted meanwhile); answers whether they were added.
   */
  addEncodings(key: string, body: Buffer, encoded: NonNullable<CachedResponse['encoded']>): boolean;
  /** Drops every entry carrying any of `tags`; answers how many were dropped. */
  invalidate(tags: Iterable<string>): number;
  /** Drops everything; answers how many entries were dropped. */
  clear(): number;
  /** Drops expired entries (they otherwise linger until looked up or evicted); answers how many. */
  prune(): number;
  stats(): OutputCacheStats;
  /**
   * A second tier shared by several instances (Redis, ADR 0074), asked after a miss here: never rejects, and
   * answers no entry when the tier is down or slow. Absent: this cache is the only tier.
   */
  lookupShared?(key: string): Promise<SharedLookup>;
}

/** The cache key of a request: `GET example.com/eng/c/brakes?x=1` (host lower-cased, URL as sent). */
export function cacheKey(request: { method: string; host: string | undefined; url: string }): string {
  return `${request.method.toUpperCase()} ${(request.host ?? '').toLowerCase()}${request.url}`;
}

interface Slot extends CacheEntry {
  key: string;
  size: number;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

// Bookkeeping bytes per entry besides the body: a rough but stable allowance so that many tiny
// answers cannot grow the heap far past maxBytes.
function sizeOf(key: string, response: CachedResponse, tags: readonly string[]): number {
  let size = response.body.length + key.length + 64;
  for (const variant of Object.values(response.encoded ?? {})) size += variant.length;
  for (const [name, value] of Object.entries(response.headers)) {
    size += name.length + (Array.isArray(value) ? value.join('').length : value.length);
  }
  for (const tag of tags) size += tag.length;
  return size;
}

/**
 * Creates an output cache. Entries expire `ttlSeconds` after they are stored; when the stored bytes
 * exceed `maxBytes` the least recently used entries are evicted. Example:
 * `const cache = createOutputCache({ ttlSeconds: 86400, maxBytes: 128 * 1024 * 1024 })`.
 */
export function createOutputCache(options: OutputCacheOptions = {}): OutputCache {
  const ttlSeconds = options.ttlSeconds ?? 86_400;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? Date.now;
  if (!(ttlSeconds > 0)) throw new Error(`Output cache ttlSeconds must be positive, got ${ttlSeconds}`);
  if (!(maxBytes > 0)) throw new Error(`Output cache maxBytes must be positive, got ${maxBytes}`);

  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  const slots = new Map<string, Slot>();
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;
  const counters = { hits: 0, misses: 0, evictions: 0, invalidations: 0 };

  const remove = (key: string): boolean => {
    const slot = slots.get(key);
    if (!slot) return false;
    slots.delete(key);
    bytes -= slot.size;
    for (const tag of slot.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys && keys.size === 0) byTag.delete(tag);
    }
    return true;
  };

  const expose = (slot: Slot): CacheEntry => ({
    status: slot.status,
    headers: slot.headers,
    body: slot.body,
    ...(slot.encoded ? { encoded: slot.encoded } : {}),
    tags: slot.tags,
    storedAt: slot.storedAt,
    expiresAt: slot.expiresAt,
  });

  const evictOverflow = (): void => {
    for (const oldest of slots.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
      counters.evictions += 1;
    }
  };

  return {
    ttlSeconds,
    maxBytes,
    get(key) {
      const slot = slots.get(key);
      if (!slot || slot.expiresAt <= now()) {
        if (slot) remove(key);
        counters.misses += 1;
        return undefined;
      }
      slots.delete(key);
      slots.set(key, slot);
      counters.hits += 1;
      return expose(slot);
    },
    set(key, response, tags, setOptions) {
      const tagList = [...new Set(tags)];
      const size = sizeOf(key, response, tagList);
      remove(key);
      if (size > maxBytes) return false;
      const storedAt = now();
      const ttl = setOptions?.ttlSeconds ?? ttlSeconds;
      const slot: Slot = {
        key,
        size,
        status: response.status,
        headers: { ...response.headers },
        body: response.body,
        ...(response.encoded ? { encoded: { ...response.encoded } } : {}),
        tags: tagList,
        storedAt,
        expiresAt: storedAt + ttl * 1000,
      };
      slots.set(key, slot);
      bytes += size;
      for (const tag of tagList) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      evictOverflow();
      return true;
    },
    addEncodings(key, body, encoded) {
      const slot = slots.get(key);
      if (!slot || slot.body !== body) return false;
      let added = 0;
      for (const variant of Object.values(encoded)) added += variant.length;
      slot.encoded = { ...slot.encoded, ...encoded };
      slot.size += added;
      bytes += added;
      evictOverflow();
      return slots.has(key);
    },
    invalidate(tags) {
      let dropped = 0;
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])]) if (remove(key)) dropped += 1;
      }
      counters.invalidations += dropped;
      return dropped;
    },
    clear() {
      const dropped = slots.size;
      slots.clear();
      byTag.clear();
      bytes = 0;
      counters.invalidations += dropped;
      return dropped;
    },
    prune() {
      const at = now();
      let dropped = 0;
      for (const [key, slot] of slots) if (slot.expiresAt <= at && remove(key)) dropped += 1;
      return dropped;
    },
    stats: () => ({ ...counters, entries: slots.size, bytes }),
  };
}
