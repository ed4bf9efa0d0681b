import type { DomainEvent, StoredEvent } from '../messages';
import type { Snapshot } from './types';
import { parseJsonl, checkStoredEvent } from './jsonl';

const DAY_MS = 86_400_000;

/** Default number of days of events that compaction always keeps (they stay exportable). */
export const DEFAULT_RETENTION_DAYS = 30;

/**
 * The in-memory state of a log: a gap-free run of events (seq first..last), the newest snapshot, and
 * the highest seq ever written. Both the memory log and the browser log's mirror use it, so they
 * behave the same; the browser log only adds persistence around it.
 */
export interface LogCore {
  /** Highest seq written; survives compaction (the snapshot covers dropped events). */
  lastSeq(): number;
  snapshot(): Snapshot | null;
  /** Stored events with seq in [from, to], oldest first (the live objects: clone before handing out). */
  range(from: number, to: number): readonly StoredEvent[];
  /** Validates that the batch continues the log, then adds clones of it. Returns the added events. */
  append(batch: readonly (DomainEvent | StoredEvent)[]): StoredEvent[];
  /** Parses and validates JSON lines; adds all of them or none. Returns the added events. */
  importJsonl(jsonl: string): StoredEvent[];
  /** Keeps the snapshot if it is at least as new as the current one; returns whether it was kept. */
  setSnapshot(snapshot: Snapshot): boolean;
  /** Drops the oldest events covered by the snapshot and older than `cutoff`; returns the seqs dropped. */
  compact(cutoff: string): { from: number; to: number } | null;
  /** Replaces the content, e.g. from storage at start-up. Keeps only the gap-free run ending at the newest event. */
  load(events: readonly StoredEvent[], snapshot: Snapshot | null): void;
}

/** A new, empty log core. */
export function createLogCore(): LogCore {
  let events: StoredEvent[] = [];
  let snap: Snapshot | null = null;
  let highSeq = 0;

  const firstSeq = () => events[0]?.meta.seq ?? highSeq + 1;

  return {
    lastSeq: () => highSeq,
    snapshot: () => snap,
    range(from, to) {
      const base = firstSeq();
      return events.slice(Math.max(from - base, 0), Math.max(to - base + 1, 0));
    },
    append(batch) {
      // An empty log may start at any seq (it may continue an imported, compacted log).
      let expected: number | null = highSeq > 0 ? highSeq + 1 : null;
      for (const event of batch) {
        const problem = checkStoredEvent(event);
        if (problem) throw new Error(`Cannot append ${String(event.type)}: ${problem}`);
        if (expected !== null && event.meta.seq !== expected) {
          throw new Error(`Cannot append ${event.type}: meta.seq is ${event.meta.seq}, expected ${expected}`);
        }
        expected = event.meta.seq + 1;
      }
      const added = batch.map((e) => structuredClone(e) as StoredEvent);
      events.push(...added);
      if (added.length) highSeq = added[added.length - 1]!.meta.seq;
      return added;
    },
    importJsonl(jsonl) {
      const parsed = parseJsonl(jsonl, { afterSeq: highSeq });
      events.push(...parsed);
      if (parsed.length) highSeq = parsed[parsed.length - 1]!.meta.seq;
      return parsed;
    },
    setSnapshot(snapshot) {
      if (snap && snapshot.seq < snap.seq) return false;
      snap = structuredClone(snapshot);
      highSeq = Math.max(highSeq, snap.seq);
      return true;
    },
    compact(cutoff) {
      const covered = snap?.seq ?? 0;
      const cutoffMs = Date.parse(cutoff);
      // Only a prefix is dropped, so the log stays gap-free even if times are not monotonic.
      let n = 0;
      while (n < events.length && events[n]!.meta.seq <= covered && Date.parse(events[n]!.meta.time) < cutoffMs) n++;
      if (n === 0) return null;
      const from = events[0]!.meta.seq;
      const to = events[n - 1]!.meta.seq;
      events = events.slice(n);
      return { from, to };
    },
    load(loaded, snapshot) {
      const bySeq = new Map(loaded.map((e) => [e.meta.seq, e] as const));
      const sorted = [...bySeq.values()].sort((a, b) => a.meta.seq - b.meta.seq);
      let start = sorted.length - 1;
      while (start > 0 && sorted[start - 1]!.meta.seq === sorted[start]!.meta.seq - 1) start--;
      events = sorted.slice(Math.max(start, 0));
      snap = snapshot;
      highSeq = Math.max(events[events.length - 1]?.meta.seq ?? 0, snap?.seq ?? 0);
    },
  };
}

/** The compaction cutoff: `beforeTime`, but never later than `retentionDays` before `now`. */
export function compactionCutoff(beforeTime: string, now: string, retentionDays: number): string {
  const retained = Date.parse(now) - retentionDays * DAY_MS;
  const before = Date.parse(beforeTime);
  if (Number.isNaN(before)) throw new Error(`compact: beforeTime "${beforeTime}" is not an ISO date-time`);
  return new Date(Math.min(before, retained)).toISOString();
}
