import type { DomainEvent, StoredEvent } from '../messages';
import type { EventLog, Snapshot, Upcaster } from './types';
import { upcastAll } from './upcast';

export interface EventLogOptions {
  upcasters?: readonly Upcaster[];
}

/** The event log in memory: on the server, in tests, and as the fallback when IndexedDB fails. */
export function createMemoryEventLog(options: EventLogOptions = {}): EventLog {
  const upcasters = options.upcasters ?? [];
  let events: StoredEvent[] = [];
  let snapshot: Snapshot | null = null;

  return {
    backend: 'memory',
    async append(batch: readonly DomainEvent[]) {
      events.push(...batch.map((e) => structuredClone(e) as StoredEvent));
    },
    async read(afterSeq = 0) {
      return upcastAll(
        events.filter((e) => e.meta.seq > afterSeq),
        upcasters,
      );
    },
    async readRaw(afterSeq = 0) {
      return events.filter((e) => e.meta.seq > afterSeq).map((e) => structuredClone(e));
    },
    async lastSeq() {
      return events.length === 0 ? 0 : events[events.length - 1]!.meta.seq;
    },
    async saveSnapshot(s: Snapshot) {
      snapshot = structuredClone(s);
    },
    async loadSnapshot() {
      return snapshot ? structuredClone(snapshot) : null;
    },
    async compact({ beforeTime }) {
      const covered = snapshot?.seq ?? 0;
      const before = events.length;
      events = events.filter((e) => e.meta.seq > covered || e.meta.time >= beforeTime);
      return before - events.length;
    },
    async exportLog() {
      return events.map((e) => JSON.stringify(e)).join('\n') + (events.length ? '\n' : '');
    },
    async importLog(jsonl: string) {
      const lines = jsonl.split('\n').filter((l) => l.trim() !== '');
      const parsed = lines.map((l) => JSON.parse(l) as StoredEvent);
      events.push(...parsed);
      return parsed.length;
    },
  };
}
