import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createStoreMirror, type StoreMirror } from '../../kernel/event-log/store-mirror';
import type { DomainEvent } from '../../kernel/messages';
import type { ProductSummary } from '../../kernel/product';
import { nextCompareList } from './decider';
import type { CompareEvent } from './messages';

/** Spec section 7: the browser storage key of the compare list. */
export const COMPARE_STORAGE_KEY = 'current-compare';

/** Service token of the compare list's storage mirror. */
export const CompareMirror = Symbol.for('autoparts.compare.mirror');

/** Keeps the list under `current-compare` in step with the log (ADR 0017). */
export type CompareMirror = StoreMirror<DomainEvent<CompareEvent>, ProductSummary[]>;

export const createCompareMirror = (store: DurableStore): CompareMirror =>
  createStoreMirror(store, COMPARE_STORAGE_KEY, nextCompareList, []);
