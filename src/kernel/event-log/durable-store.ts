import { storageGuard, type DegradeHandler, type StorageGuard } from './quota';
import { createPersistence, createSerialQueue, openIndexedDbStorage, type KeyValueStorage } from './storage';

/**
 * A small key-value store for data that must survive reloads and is never evicted: the sync layer's
 * untransmitted tasks, offline orders. Values are JSON.
 */
export interface DurableStore {
  readonly name: string;
  /** 'indexeddb' while persisting; 'memory' when there is no IndexedDB or after a failure. */
  readonly backend: 'indexeddb' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export interface DurableStoreOptions {
  /** A LocalForage-like storage to use instead of IndexedDB database `autoparts-durable-<name>`. */
  storage?: KeyValueStorage;
  onDegrade?: DegradeHandler;
  guard?: StorageGuard;
}

/** The protection-rule store name of a durable store, as seen by `StorageGuard.isProtected`. */
export function durableStoreId(name: string): string {
  return `durable:${name}`;
}

/**
 * Creates a durable store. In the browser it persists in IndexedDB (one database per
 * store, so stores never contend over schema upgrades); without IndexedDB, or after a write failure,
 * it keeps working in memory and reports through `onDegrade`. Quota errors evict the caches and retry
 * once. Every entry is protected from eviction.
 */
export function createDurableStore(name: string, options: DurableStoreOptions = {}): DurableStore {
  const guard = options.guard ?? storageGuard;
  const mirror = new Map<string, unknown>();
  const serial = createSerialQueue();
  const persistence = createPersistence({
    connect: async () => options.storage ?? openIndexedDbStorage(`autoparts-durable-${name}`, 'kv'),
    guard,
    onDegrade: options.onDegrade,
  });
  const id = durableStoreId(name);
  guard.protect((store) => store === id);

  const open = () =>
    persistence.open(async (storage) => {
      for (const key of await storage.keys()) {
        const value = await storage.getItem(key);
        if (value !== null) mirror.set(key, value);
      }
    });
  const run = <T>(op: () => Promise<T>) =>
    serial(async () => {
      await open();
      return op();
    });

  return {
    name,
    get backend() {
      return persistence.degraded ? 'memory' : 'indexeddb';
    },
    get: <T>(key: string) =>
      run(async () => (mirror.has(key) ? (structuredClone(mirror.get(key)) as T) : undefined)),
    set: (key, value) =>
      run(async () => {
        const copy = structuredClone(value);
        mirror.set(key, copy);
        await persistence.write((storage) => storage.setItem(key, copy));
      }),
    remove: (key) =>
      run(async () => {
        mirror.delete(key);
        await persistence.write((storage) => storage.removeItem(key));
      }),
    keys: () => run(async () => [...mirror.keys()]),
  };
}
