import type { StoredEvent } from '../messages';
import type { EventLog, Snapshot } from './types';
import type { EventLogOptions } from './memory';
import { upcastAll } from './upcast';
import { toJsonl } from './jsonl';
import { createLogCore, compactionCutoff, DEFAULT_RETENTION_DAYS } from './log-core';
import { storageGuard, type DegradeHandler, type StorageGuard } from './quota';
import { createPersistence, createSerialQueue, openIndexedDbStorage, type KeyValueStorage } from './storage';

/**
 * Events per stored segment. Segment i holds seqs i*64+1 .. (i+1)*64 under key `seg:<i, 10 digits>`.
 * An append rewrites only the tail segment (at most 64 events) in one put, which is atomic, while
 * start-up reads a 10,000-event log in about 160 gets instead of 10,000.
 */
export const SEGMENT_SIZE = 64;
const SNAPSHOT_KEY = 'snapshot';
const SEGMENT_PREFIX = 'seg:';

export interface BrowserEventLogOptions extends EventLogOptions {
  /** IndexedDB database name (default `autoparts-events`). */
  name?: string;
  /** A LocalForage-like storage to use instead of opening IndexedDB (tests, other drivers). */
  storage?: KeyValueStorage;
  /** Told once when the log falls back to memory. */
  onDegrade?: DegradeHandler;
  guard?: StorageGuard;
}

/** The persisted event log, plus `ready()` which resolves once storage is opened (or given up on). */
export interface BrowserEventLog extends EventLog {
  ready(): Promise<void>;
}

/**
 * The event log persisted in IndexedDB (storage.ts). All events are mirrored in memory, so reads
 * never wait on IndexedDB and a storage failure loses nothing: the log goes on in memory
 * (`backend` becomes 'memory') and `onDegrade` is told why. Quota errors evict caches and retry once.
 */
export function createBrowserEventLog(options: BrowserEventLogOptions = {}): BrowserEventLog {
  const upcasters = options.upcasters ?? [];
  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const now = options.now ?? (() => new Date().toISOString());
  const dbName = options.name ?? 'autoparts-events';
  const guard = options.guard ?? storageGuard;
  const core = createLogCore();
  const serial = createSerialQueue();
  const persistence = createPersistence({
    connect: async () => options.storage ?? openIndexedDbStorage(dbName, 'events'),
    guard,
    onDegrade: options.onDegrade,
  });

  const open = () =>
    persistence.open(async (storage) => {
      const keys = (await storage.keys()).filter((k) => k.startsWith(SEGMENT_PREFIX)).sort();
      const events: StoredEvent[] = [];
      for (const key of keys) {
        const segment = await storage.getItem<StoredEvent[]>(key);
        if (Array.isArray(segment)) events.push(...segment);
      }
      core.load(events, await storage.getItem<Snapshot>(SNAPSHOT_KEY));
    });

  /** Runs an operation after start-up and after every earlier operation. */
  const run = <T>(op: () => Promise<T>) =>
    serial(async () => {
      await open();
      return op();
    });

  /** Writes every segment touched by the given seqs, from the mirror. */
  const persistSegments = (added: readonly StoredEvent[]) => {
    if (added.length === 0) return Promise.resolve();
    const first = segmentOf(added[0]!.meta.seq);
    const last = segmentOf(added[added.length - 1]!.meta.seq);
    return persistence.write(async (storage) => {
      for (let i = first; i <= last; i++) {
        await storage.setItem(segmentKey(i), [...core.range(i * SEGMENT_SIZE + 1, (i + 1) * SEGMENT_SIZE)]);
      }
    });
  };

  return {
    get backend() {
      return persistence.degraded ? 'memory' : 'indexeddb';
    },
    ready: () => run(async () => undefined),
    append: (batch) => run(() => persistSegments(core.append(batch))),
    read: (afterSeq = 0) =>
      run(async () => upcastAll(structuredClone([...core.range(afterSeq + 1, Infinity)]), upcasters)),
    readRaw: (afterSeq = 0) => run(async () => structuredClone([...core.range(afterSeq + 1, Infinity)])),
    lastSeq: () => run(async () => core.lastSeq()),
    saveSnapshot: (snapshot) =>
      run(async () => {
        if (!core.setSnapshot(snapshot)) return;
        const kept = core.snapshot();
        await persistence.write((storage) => storage.setItem(SNAPSHOT_KEY, kept));
      }),
    loadSnapshot: () =>
      run(async () => {
        const snapshot = core.snapshot();
        return snapshot ? structuredClone(snapshot) : null;
      }),
    compact: ({ beforeTime }) =>
      run(async () => {
        const dropped = core.compact(compactionCutoff(beforeTime, now(), retentionDays));
        if (!dropped) return 0;
        await persistence.write(async (storage) => {
          // Oldest segments go first and the boundary segment last, so a crash part-way leaves a
          // gap-free log that merely kept a few events too many.
          for (let i = segmentOf(dropped.from); i <= segmentOf(dropped.to); i++) {
            const rest = core.range(i * SEGMENT_SIZE + 1, (i + 1) * SEGMENT_SIZE);
            await (rest.length ? storage.setItem(segmentKey(i), [...rest]) : storage.removeItem(segmentKey(i)));
          }
        });
        return dropped.to - dropped.from + 1;
      }),
    exportLog: () => run(async () => toJsonl(core.range(0, Infinity))),
    importLog: (jsonl) =>
      run(async () => {
        const added = core.importJsonl(jsonl);
        await persistSegments(added);
        return added.length;
      }),
  };
}

function segmentOf(seq: number): number {
  return Math.floor((seq - 1) / SEGMENT_SIZE);
}

function segmentKey(index: number): string {
  return SEGMENT_PREFIX + String(index).padStart(10, '0');
}
