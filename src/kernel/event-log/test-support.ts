import type { DomainEvent, StoredEvent } from '../messages';
import type { KeyValueStorage } from './storage';

/** Test helper: a stored event at `seq`, one minute apart from the previous, starting at `start`. */
export function storedEvent(seq: number, overrides: Partial<StoredEvent> = {}, start = '2024-01-01T00:00:00.000Z'): StoredEvent {
  return {
    type: 'test/happened',
    data: { n: seq },
    ...overrides,
    meta: {
      id: `e-${seq}`,
      seq,
      time: new Date(Date.parse(start) + (seq - 1) * 60_000).toISOString(),
      version: 1,
      storeCode: 'et',
      correlationId: `c-${seq}`,
      causationId: null,
      ...overrides.meta,
    },
  };
}

/** Test helper: `storedEvent` for seqs from..to, typed as DomainEvents for `append`. */
export function domainEvents(from: number, to: number): DomainEvent[] {
  const out: DomainEvent[] = [];
  for (let seq = from; seq <= to; seq++) out.push(storedEvent(seq) as DomainEvent);
  return out;
}

/** Test helper: an error shaped like the browser's QuotaExceededError DOMException. */
export function quotaError(): Error {
  const error = new Error('The quota has been exceeded.');
  error.name = 'QuotaExceededError';
  return error;
}

/**
 * Test helper: wraps a storage so chosen calls fail. `failSet` is asked before every setItem;
 * returning an error makes that call reject with it.
 */
export function failingStorage(
  base: KeyValueStorage,
  faults: { ready?: Error; failSet?: (key: string) => Error | undefined; failGet?: (key: string) => Error | undefined },
): KeyValueStorage & { sets: string[] } {
  const sets: string[] = [];
  return {
    sets,
    ready: async () => {
      if (faults.ready) throw faults.ready;
    },
    getItem: async <T>(key: string) => {
      const error = faults.failGet?.(key);
      if (error) throw error;
      return base.getItem<T>(key);
    },
    setItem: async <T>(key: string, value: T) => {
      sets.push(key);
      const error = faults.failSet?.(key);
      if (error) throw error;
      return base.setItem(key, value);
    },
    removeItem: (key) => base.removeItem(key),
    keys: () => base.keys(),
  };
}
