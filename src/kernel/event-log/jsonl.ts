import type { StoredEvent } from '../messages';

/** A line of an exported log that cannot be read. `line` is 1-based, counting blank lines too. */
export class EventLogFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'EventLogFormatError';
  }
}

/** Serialises events as JSON lines: one StoredEvent per line, each line ending in a newline. */
export function toJsonl(events: readonly StoredEvent[]): string {
  return events.map((e) => JSON.stringify(e) + '\n').join('');
}

export interface ParseJsonlOptions {
  /** Seq of the event before the first line (the log's last seq on import); 0 accepts any start. */
  afterSeq?: number;
}

/**
 * Reads JSON lines into StoredEvents, checking every field of the envelope and that seqs follow each
 * other without gaps. Throws EventLogFormatError naming the first bad line; returns nothing partial.
 */
export function parseJsonl(text: string, options: ParseJsonlOptions = {}): StoredEvent[] {
  const events: StoredEvent[] = [];
  let previous = options.afterSeq ?? 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') continue;
    const line = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new EventLogFormatError(line, `not valid JSON (${(error as Error).message})`);
    }
    const problem = checkStoredEvent(value);
    if (problem) throw new EventLogFormatError(line, problem);
    const event = value as StoredEvent;
    if (previous > 0 && event.meta.seq !== previous + 1) {
      const expected = previous + 1;
      throw new EventLogFormatError(line, `meta.seq is ${event.meta.seq}, expected ${expected} (events must follow each other without gaps)`);
    }
    previous = event.meta.seq;
    events.push(event);
  }
  return events;
}

/** Why a value is not a StoredEvent, or null when it is one. */
export function checkStoredEvent(value: unknown): string | null {
  if (!isRecord(value)) return 'expected an event object {type, data, meta}';
  if (typeof value.type !== 'string' || value.type === '') return 'type must be a non-empty string';
  if (!('data' in value)) return 'data is missing';
  const meta = value.meta;
  if (!isRecord(meta)) return 'meta must be an object';
  if (typeof meta.id !== 'string' || meta.id === '') return 'meta.id must be a non-empty string';
  if (!isPositiveInteger(meta.seq)) return 'meta.seq must be a positive integer';
  if (typeof meta.time !== 'string' || Number.isNaN(Date.parse(meta.time))) return 'meta.time must be an ISO date-time';
  if (!isPositiveInteger(meta.version)) return 'meta.version must be a positive integer';
  if (typeof meta.storeCode !== 'string') return 'meta.storeCode must be a string';
  if (typeof meta.correlationId !== 'string') return 'meta.correlationId must be a string';
  if (meta.causationId !== null && typeof meta.causationId !== 'string') return 'meta.causationId must be a string or null';
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
