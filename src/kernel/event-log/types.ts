import type { DomainEvent, StoredEvent } from '../messages';

/** Per-module state saved at a position of the log so start-up need not replay everything. */
export interface Snapshot {
  /** Last event seq folded into `states`. */
  seq: number;
  /** ISO time the snapshot was taken. */
  time: string;
  /** Decider state per module id, and projection state per projection name@version. */
  states: Record<string, unknown>;
  projections: Record<string, unknown>;
}

/** Turns an event of version `from` into version `from + 1`. Pure. */
export interface Upcaster {
  type: string;
  from: number;
  up(data: unknown): unknown;
}

/** Where the log lives. `memory` is used on the server, in tests, and after a storage failure. */
export type EventLogBackend = 'indexeddb' | 'memory';

/**
 * The append-only event log. Implementations: memory (server, tests, fallback) and the
 * IndexedDB one (browser). Reads are upcast to the newest version.
 */
export interface EventLog {
  readonly backend: EventLogBackend;
  /** Appends events whose `meta.seq` continues the log. */
  append(events: readonly DomainEvent[]): Promise<void>;
  /** Events with seq greater than `afterSeq` (default 0), upcast. */
  read(afterSeq?: number): Promise<DomainEvent[]>;
  /** Highest seq written so far (0 when empty). */
  lastSeq(): Promise<number>;
  saveSnapshot(snapshot: Snapshot): Promise<void>;
  loadSnapshot(): Promise<Snapshot | null>;
  /** Drops events up to and including `seq` that are covered by a snapshot and older than the retention window. */
  compact(options: { beforeTime: string }): Promise<number>;
  /** The whole (remaining) log as JSON lines, one StoredEvent per line. */
  exportLog(): Promise<string>;
  /** Appends events from JSON lines; returns how many were imported. */
  importLog(jsonl: string): Promise<number>;
  /** Raw stored events (before upcasting), for tools. */
  readRaw(afterSeq?: number): Promise<StoredEvent[]>;
}
