import { isQuotaError, storageGuard, type StorageGuard } from './quota';
import { openIndexedDbStorage, type KeyValueStorage } from './storage';

/** Spec section 9: local cache timeout 800 ms; persistence off after 1 get error or 30 set errors. */
export const CACHE_LIMITS = { getTimeoutMs: 800, maxGetErrors: 1, maxSetErrors: 30 } as const;

/**
 * A cache of re-fetchable data (catalogue answers, CMS blocks, url lookups): an in-memory layer in
 * front of IndexedDB. It may be emptied at any time; callers treat a miss as "fetch again".
 */
export interface CacheStore {
  readonly name: string;
  /** False once the persistent part is disabled; the memory layer keeps working. */
  readonly persistent: boolean;
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Drops every entry the protection rules do not keep (what the quota handler calls). */
  evict(): Promise<void>;
}

export interface CacheStoreOptions {
  /** A LocalForage-like storage to use instead of IndexedDB database `autoparts-cache-<name>`. */
  storage?: KeyValueStorage;
  guard?: StorageGuard;
  /** Entries eviction must keep, besides those the guard's rules protect. */
  isProtected?: (key: string) => boolean;
  /** Most entries held in memory (oldest dropped first). Default 500. */
  memoryEntries?: number;
  /** Told once when persistence is switched off, with the error that tipped it. */
  onDisable?: (error: unknown) => void;
}

/** Creates a cache and registers it with the guard so storage quota errors can clear it. */
export function createCacheStore(name: string, options: CacheStoreOptions = {}): CacheStore {
  const guard = options.guard ?? storageGuard;
  const memoryEntries = options.memoryEntries ?? 500;
  const memory = new Map<string, unknown>();
  let connecting: Promise<KeyValueStorage | null> | null = null;
  let disabled = false;
  let getErrors = 0;
  let setErrors = 0;

  const disable = (error: unknown) => {
    if (disabled) return;
    disabled = true;
    console.warn(`[storage] persistent cache "${name}" disabled`, error);
    options.onDisable?.(error);
  };
  const connect = () =>
    (connecting ??= (async () => {
      try {
        const storage = options.storage ?? (await openIndexedDbStorage(`autoparts-cache-${name}`, 'kv'));
        await storage.ready?.();
        return storage;
      } catch (error) {
        disable(error);
        return null;
      }
    })());
  const storage = async () => (disabled ? null : connect());
  const remember = (key: string, value: unknown) => {
    memory.delete(key);
    memory.set(key, value);
    if (memory.size > memoryEntries) memory.delete(memory.keys().next().value as string);
  };
  const ownRule = (key: string) => options.isProtected?.(key) ?? false;
  const evictExcept = async (keep: (key: string) => boolean) => {
    for (const key of [...memory.keys()]) if (!keep(key)) memory.delete(key);
    const persisted = await storage();
    if (!persisted) return;
    for (const key of await persisted.keys()) if (!keep(key)) await persisted.removeItem(key);
  };

  const cache: CacheStore = {
    name,
    get persistent() {
      return !disabled;
    },
    async get<T>(key: string) {
      if (memory.has(key)) return structuredClone(memory.get(key)) as T;
      const persisted = await storage();
      if (!persisted) return undefined;
      try {
        const value = await withTimeout(persisted.getItem<T>(key), CACHE_LIMITS.getTimeoutMs);
        if (value === null) return undefined;
        remember(key, value);
        return structuredClone(value);
      } catch (error) {
        // A slow or failing read means IndexedDB is unhealthy; the spec turns persistence off at once.
        if (++getErrors >= CACHE_LIMITS.maxGetErrors) disable(error);
        return undefined;
      }
    },
    async set(key, value) {
      const copy = structuredClone(value);
      remember(key, copy);
      const persisted = await storage();
      if (!persisted) return;
      try {
        await persisted.setItem(key, copy);
      } catch (error) {
        let failure = error;
        if (isQuotaError(error)) {
          // Spec section 8: quota errors clear the cache (every cache, this one included), then retry.
          await guard.evictCaches();
          remember(key, copy);
          try {
            await persisted.setItem(key, copy);
            return;
          } catch (retryError) {
            failure = retryError;
          }
        }
        if (++setErrors >= CACHE_LIMITS.maxSetErrors) disable(failure);
      }
    },
    async remove(key) {
      memory.delete(key);
      const persisted = await storage();
      await persisted?.removeItem(key).catch(() => undefined);
    },
    evict: () => evictExcept((key) => guard.isProtected(name, key) || ownRule(key)),
  };
  guard.registerEvictable(name, (isProtected) => evictExcept((key) => isProtected(key) || ownRule(key)));
  return cache;
}

class CacheTimeoutError extends Error {
  override name = 'CacheTimeoutError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CacheTimeoutError(`cache did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
