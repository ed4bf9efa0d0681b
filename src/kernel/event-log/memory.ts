import type { EventLog, Upcaster } from './types';
import { upcastAll } from './upcast';
import { toJsonl } from './jsonl';
import { createLogCore, compactionCutoff, DEFAULT_RETENTION_DAYS } from './log-core';

export interface EventLogOptions {
  upcasters?: readonly Upcaster[];
  /** Days of events compaction always keeps, counted back from `now()` (default 30). */
  retentionDays?: number;
  /** Clock for the retention window (ISO time); defaults to the system clock. */
  now?: () => string;
}

/** The event log in memory: on the server, in tests, and as the fallback when IndexedDB fails. */
export function createMemoryEventLog(options: EventLogOptions = {}): EventLog {
  const upcasters = options.upcasters ?? [];
  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const now = options.now ?? (() => new Date().toISOString());
  const core = createLogCore();

  return {
    backend: 'memory',
    async append(batch) {
      core.append(batch);
    },
    async read(afterSeq = 0) {
      return upcastAll(structuredClone([...core.range(afterSeq + 1, Infinity)]), upcasters);
    },
    async readRaw(afterSeq = 0) {
      return structuredClone([...core.range(afterSeq + 1, Infinity)]);
    },
    async lastSeq() {
      return core.lastSeq();
    },
    async saveSnapshot(snapshot) {
      core.setSnapshot(snapshot);
    },
    async loadSnapshot() {
      const snapshot = core.snapshot();
      return snapshot ? structuredClone(snapshot) : null;
    },
    async compact({ beforeTime }) {
      const dropped = core.compact(compactionCutoff(beforeTime, now(), retentionDays));
      return dropped ? dropped.to - dropped.from + 1 : 0;
    },
    async exportLog() {
      return toJsonl(core.range(0, Infinity));
    },
    async importLog(jsonl) {
      return core.importJsonl(jsonl).length;
    },
  };
}
