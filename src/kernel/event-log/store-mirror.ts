import type { DurableStore } from './durable-store';
import { createSerialQueue } from './storage';

/**
 * A copy of a log-derived value under a fixed key of a durable store, for code outside the app that reads
 * browser storage (spec section 7: `current-wishlist`, `current-compare`; ADR 0017). A reactor records
 * every event of the value; the log stays the source of truth.
 */
export interface StoreMirror<E, T> {
  /** Folds one event into the stored value; calls run one after another, in call order. */
  record(event: E): Promise<void>;
  /** The stored value (`initial` when nothing is stored), once every recorded event is written. */
  read(): Promise<T>;
}

/**
 * A mirror of the value `fold` builds, under `key` of `store` (durable: never evicted, unlike a cache, as the
 * value cannot be fetched again). Reactors run concurrently, so each read-fold-write waits for the one
 * before it; a failed write does not stop the ones after it.
 */
export function createStoreMirror<E, T>(store: DurableStore, key: string, fold: (value: T, event: E) => T, initial: T): StoreMirror<E, T> {
  const serial = createSerialQueue();
  const stored = async () => (await store.get<T>(key)) ?? initial;
  return {
    record: (event) => serial(async () => store.set(key, fold(await stored(), event))),
    read: () => serial(stored),
  };
}
