import type { DomainEvent } from '../../kernel/messages';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import type { ProductSummary } from '../../kernel/product';
import { nextCompareList } from './decider';
import type { CompareEvent } from './messages';

/** Spec section 7: the browser storage key of the compare list. */
export const COMPARE_STORAGE_KEY = 'current-compare';

/** Service token of the compare list's storage mirror. */
export const CompareMirror = Symbol.for('autoparts.compare.mirror');

/** Keeps the list under `current-compare` in step with the log (ADR 0017). */
export interface CompareMirror {
  /** Folds one event into the stored list; calls run one after another. */
  record(event: DomainEvent<CompareEvent>): Promise<void>;
  /** The stored list, once every recorded event is written. */
  read(): Promise<ProductSummary[]>;
}

/** A mirror over a durable store (never evicted); each read-fold-write waits for the one before it. */
export function createCompareMirror(store: DurableStore): CompareMirror {
  let tail: Promise<unknown> = Promise.resolve();
  const stored = async () => (await store.get<ProductSummary[]>(COMPARE_STORAGE_KEY)) ?? [];
  return {
    record(event) {
      const write = tail.then(async () => store.set(COMPARE_STORAGE_KEY, nextCompareList(await stored(), event)));
      tail = write.catch(() => undefined);
      return write;
    },
    read: () => tail.then(stored),
  };
}
