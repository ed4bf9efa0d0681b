import { createStore, del, get, keys, set } from 'idb-keyval';
import { writeWithQuotaRetry, isQuotaError, type DegradeHandler, type StorageGuard } from './quota';

/** A promise-based key-value store (the shape localforage had); any object of this shape can be injected. */
export interface KeyValueStorage {
  ready?(): Promise<void>;
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/**
 * Opens one IndexedDB object store as a KeyValueStorage, with idb-keyval (ADR 0075: 0.5 kB against
 * localforage's 8.7 kB gzip in every page's first load). The layout is the one localforage's IndexedDB
 * driver wrote (database `name` at version 1, object store `storeName`, values stored as they are under
 * string keys), so logs and stores kept by earlier builds open unchanged. Importing it touches no browser
 * global (the database opens on first use), so the kernel still loads on the server. Rejects when
 * IndexedDB is missing or cannot be opened (private modes, blocked storage).
 */
export async function openIndexedDbStorage(name: string, storeName: string): Promise<KeyValueStorage> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  const store = createStore(name, storeName);
  const storage: KeyValueStorage = {
    async getItem<T>(key: string) {
      return ((await get<T>(key, store)) ?? null) as T | null;
    },
    async setItem<T>(key: string, value: T) {
      // localforage stored undefined as null; a read gives null for both.
      await set(key, value === undefined ? null : value, store);
      return value;
    },
    removeItem: (key) => del(key, store),
    keys: async () => (await keys<IDBValidKey>(store)).map(String),
  };
  // A read proves the database opened (and creates it on a first visit).
  await storage.keys();
  return storage;
}

/** A KeyValueStorage in a Map (tests, tools). Values are cloned in and out like IndexedDB does. */
export function createMapStorage(entries: Iterable<[string, unknown]> = []): KeyValueStorage {
  const map = new Map<string, unknown>(entries);
  return {
    async getItem<T>(key: string) {
      return map.has(key) ? (structuredClone(map.get(key)) as T) : null;
    },
    async setItem<T>(key: string, value: T) {
      map.set(key, structuredClone(value));
      return value;
    },
    async removeItem(key: string) {
      map.delete(key);
    },
    async keys() {
      return [...map.keys()];
    },
  };
}

/** Runs tasks one after another, so writes reach storage in the order they were made. */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

/** Persistence behind an in-memory mirror: opens once, writes with quota handling, degrades on failure. */
export interface Persistence {
  /** The open storage, or null before opening and once degraded. */
  readonly storage: KeyValueStorage | null;
  /** True once the store gave up on storage and went on in memory. */
  readonly degraded: boolean;
  /** Opens the storage and runs `load` on it; on any failure degrades ('unavailable'). Idempotent. */
  open(load: (storage: KeyValueStorage) => Promise<void>): Promise<void>;
  /** Runs a write unless degraded. Quota errors evict caches and retry once; a failure degrades. Never rejects. */
  write(task: (storage: KeyValueStorage) => Promise<unknown>): Promise<void>;
}

export interface PersistenceOptions {
  /** Opens the storage when the first operation needs it. */
  connect: () => Promise<KeyValueStorage>;
  guard: StorageGuard;
  onDegrade?: DegradeHandler;
}

/** Shared open/write/degrade logic of the event log and the durable store. */
export function createPersistence(options: PersistenceOptions): Persistence {
  let storage: KeyValueStorage | null = null;
  let opening: Promise<void> | null = null;
  let degraded = false;
  const degrade: DegradeHandler = (reason, error) => {
    if (degraded) return;
    degraded = true;
    storage = null;
    try {
      options.onDegrade?.(reason, error);
    } catch (handlerError) {
      console.warn('[storage] onDegrade handler failed', handlerError);
    }
  };
  return {
    get storage() {
      return storage;
    },
    get degraded() {
      return degraded;
    },
    open(load) {
      opening ??= (async () => {
        try {
          const opened = await options.connect();
          await opened.ready?.();
          await load(opened);
          storage = opened;
        } catch (error) {
          degrade('unavailable', error);
        }
      })();
      return opening;
    },
    async write(task) {
      const target = storage;
      if (!target) return;
      try {
        await writeWithQuotaRetry(options.guard, () => task(target));
      } catch (error) {
        degrade(isQuotaError(error) ? 'quota-exceeded' : 'write-failed', error);
      }
    },
  };
}
