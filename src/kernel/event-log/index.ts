export type { EventLog, EventLogBackend, Snapshot, Upcaster } from './types';
export { upcast, upcastAll } from './upcast';
export { createMemoryEventLog, type EventLogOptions } from './memory';
export { createBrowserEventLog, SEGMENT_SIZE, type BrowserEventLog, type BrowserEventLogOptions } from './browser';
export { createDurableStore, durableStoreId, type DurableStore, type DurableStoreOptions } from './durable-store';
export { createCacheStore, CACHE_LIMITS, type CacheStore, type CacheStoreOptions } from './cache-store';
export {
  createStorageGuard,
  storageGuard,
  isQuotaError,
  writeWithQuotaRetry,
  startQuotaWatch,
  type StorageGuard,
  type DegradeReason,
  type DegradeHandler,
  type EvictHook,
  type ProtectionRule,
  type QuotaWatchOptions,
  type StorageEstimateLike,
} from './quota';
export { createMapStorage, openIndexedDbStorage, type KeyValueStorage } from './storage';
export { toJsonl, parseJsonl, checkStoredEvent, EventLogFormatError, type ParseJsonlOptions } from './jsonl';
export { DEFAULT_RETENTION_DAYS, compactionCutoff } from './log-core';
export { downloadJsonLines, logFileName } from './download';
