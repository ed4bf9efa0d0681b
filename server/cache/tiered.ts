/**
 * Two tiers of output cache (ADR 0074): this process's memory first (L1, `createOutputCache`), then a tier
 * shared by every instance (L2, Redis: `createRedisTier`). `get` reads memory only, so the server's own API
 * reads during a render stay synchronous; the Fastify hook asks `lookupShared` after a miss, and an answer
 * found there is kept in memory for the rest of its TTL. Stores and invalidations go to both tiers.
 */
import { randomBytes } from 'node:crypto';
import type { CacheEntry, OutputCache, SharedLookup } from './output-cache';
import type { SharedTier } from './redis-tier';

/** A two-tier cache; `invalidateLocal` and `clearLocal` drop from memory only (what another instance already dropped from the shared tier). */
export interface TieredOutputCache extends OutputCache {
  readonly shared: SharedTier;
  lookupShared(key: string): Promise<SharedLookup>;
  invalidateLocal(tags: Iterable<string>): number;
  clearLocal(): number;
}

/** `local` in front of `shared`; `now` is the clock of the remaining TTLs (injected in tests). */
export function createTieredCache(local: OutputCache, shared: SharedTier, now: () => number = Date.now): TieredOutputCache {
  // Counts local invalidations: a shared answer or a render that began before one is not kept in memory (it may
  // show what was invalidated); the shared tier has its own mark for the same purpose (`generation`).
  let epoch = 0;
  // The shared id of each stored body (L1 hands the same Buffer back to `addEncodings`).
  const ids = new WeakMap<Buffer, string>();
  const counters = { sharedHits: 0, sharedMisses: 0 };

  const keepLocally = (key: string, entry: CacheEntry & { id: string }): void => {
    const remaining = (entry.expiresAt - now()) / 1000;
    if (!(remaining > 0)) return;
    const response = { status: entry.status, headers: entry.headers, body: entry.body, ...(entry.encoded ? { encoded: entry.encoded } : {}) };
    if (local.set(key, response, entry.tags, { ttlSeconds: remaining })) ids.set(entry.body, entry.id);
  };

  return {
    shared,
    get ttlSeconds() {
      return local.ttlSeconds;
    },
    get maxBytes() {
      return local.maxBytes;
    },
    get: (key) => local.get(key),
    set(key, response, tags, options) {
      const ticket = options?.ticket;
      // Made while something was invalidated: it may show what was, so it is kept nowhere.
      if (ticket && ticket.epoch !== epoch) return false;
      const tagList = [...new Set(tags)];
      const ttlSeconds = options?.ttlSeconds ?? local.ttlSeconds;
      const kept = local.set(key, response, tagList, { ttlSeconds });
      const id = randomBytes(8).toString('hex');
      ids.set(response.body, id);
      shared.set(key, response, tagList, ttlSeconds, id, ticket ? ticket.generation : undefined);
      return kept;
    },
    addEncodings(key, body, encoded) {
      const added = local.addEncodings(key, body, encoded);
      const id = ids.get(body);
      if (added && id) shared.addEncodings(key, id, encoded);
      return added;
    },
    invalidate(tags) {
      const list = [...tags];
      epoch += 1;
      shared.invalidate(list);
      return local.invalidate(list);
    },
    clear() {
      epoch += 1;
      shared.invalidate(['*']);
      return local.clear();
    },
    invalidateLocal(tags) {
      epoch += 1;
      return local.invalidate(tags);
    },
    clearLocal() {
      epoch += 1;
      return local.clear();
    },
    prune: () => local.prune(),
    stats: () => ({ ...local.stats(), ...counters }),
    async lookupShared(key) {
      const at = epoch;
      const { entry, generation } = await shared.get(key);
      if (entry) {
        counters.sharedHits += 1;
        // Kept in memory only if nothing was invalidated during the look-up (it is still answered: it was
        // current when the request came).
        if (epoch === at) keepLocally(key, entry);
      } else counters.sharedMisses += 1;
      return { entry, ticket: { epoch: at, generation } };
    },
  };
}
