/** Why a store stopped persisting and went on in memory only. */
export type DegradeReason = 'unavailable' | 'write-failed' | 'quota-exceeded';

/** Called once when a store falls back to memory. The shop keeps working; this is for logs and telemetry. */
export type DegradeHandler = (reason: DegradeReason, error: unknown) => void;

/** A rule that keeps an entry from ever being evicted: `store` is the store's name, `key` the entry key. */
export type ProtectionRule = (store: string, key: string) => boolean;

/** Drops a cache's entries, except those `isProtected` says to keep. */
export type EvictHook = (isProtected: (key: string) => boolean) => Promise<void>;

/**
 * Coordinates what may be dropped when storage runs out. Caches register how to evict themselves;
 * durable data (the event log, sync queues, offline orders) registers protection rules instead and is
 * never evicted (spec section 8: "Storage quota errors (QuotaExceededError) clear the cache").
 */
export interface StorageGuard {
  /**
   * Adds a cache eviction hook; returns a function that removes it. A second hook with the same name
   * replaces the first. The hook is handed the protection rule for its own entries and must keep them.
   */
  registerEvictable(name: string, evict: EvictHook): () => void;
  /** Adds a protection rule; returns a function that removes it. */
  protect(rule: ProtectionRule): () => void;
  /** True when some rule protects the entry; evictable caches must keep such entries. */
  isProtected(store: string, key: string): boolean;
  /** Runs every eviction hook (a failing hook is logged and skipped); resolves with the names that ran. */
  evictCaches(): Promise<string[]>;
}

/** A fresh guard (tests, or an app that wants its own). Most code uses `storageGuard`. */
export function createStorageGuard(): StorageGuard {
  const evictables = new Map<string, EvictHook>();
  const rules = new Set<ProtectionRule>();
  const isProtected = (store: string, key: string) => {
    for (const rule of rules) if (rule(store, key)) return true;
    return false;
  };
  return {
    registerEvictable(name, evict) {
      evictables.set(name, evict);
      return () => {
        if (evictables.get(name) === evict) evictables.delete(name);
      };
    },
    protect(rule) {
      rules.add(rule);
      return () => void rules.delete(rule);
    },
    isProtected,
    async evictCaches() {
      const ran: string[] = [];
      for (const [name, evict] of [...evictables]) {
        try {
          await evict((key) => isProtected(name, key));
          ran.push(name);
        } catch (error) {
          // Spec section 8: storage housekeeping errors are only logged, never surfaced to the shopper.
          console.warn(`[storage] evicting cache "${name}" failed`, error);
        }
      }
      return ran;
    },
  };
}

/** The guard shared by every store of the app. */
export const storageGuard: StorageGuard = createStorageGuard();

/** True for the errors browsers raise when an origin runs out of storage. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Chrome/Safari: QuotaExceededError (legacy DOMException code 22); Firefox: NS_ERROR_DOM_QUOTA_REACHED (1014).
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/**
 * Runs a storage write; on a quota error evicts the caches and tries once more. Any other error, or a
 * second failure, is rethrown for the caller to degrade on.
 */
export async function writeWithQuotaRetry<T>(guard: StorageGuard, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await guard.evictCaches();
    return write();
  }
}

/** What `navigator.storage.estimate()` answers. */
export interface StorageEstimateLike {
  usage?: number;
  quota?: number;
}

export interface QuotaWatchOptions {
  guard?: StorageGuard;
  /** Defaults to `navigator.storage.estimate`, looked up when the watch starts (never at import). */
  estimate?: () => Promise<StorageEstimateLike>;
  /** Spec section 9: a quota check runs every 30 s. */
  intervalMs?: number;
  /** Share of the quota in use above which the caches are evicted. */
  threshold?: number;
}

/** Periodically checks storage use and evicts the caches when it nears the quota. Returns `stop`. */
export function startQuotaWatch(options: QuotaWatchOptions = {}): () => void {
  const guard = options.guard ?? storageGuard;
  const threshold = options.threshold ?? 0.9;
  const estimate = options.estimate ?? defaultEstimate();
  if (!estimate) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    estimate()
      .then(async ({ usage, quota }) => {
        if (usage !== undefined && quota && usage / quota >= threshold) await guard.evictCaches();
      })
      .catch((error: unknown) => console.warn('[storage] quota check failed', error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 30_000);
  return () => clearInterval(timer);
}

function defaultEstimate(): (() => Promise<StorageEstimateLike>) | undefined {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  return storage?.estimate ? () => storage.estimate() : undefined;
}
