import { describe, expect, it } from 'vitest';
import { parseJsonl, toJsonl, EventLogFormatError } from './jsonl';
import { storedEvent } from './test-support';

const line = (seq: number) => JSON.stringify(storedEvent(seq));

function errorOf(run: () => unknown): EventLogFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof EventLogFormatError) return error;
    throw error;
  }
  throw new Error('expected an EventLogFormatError');
}

describe('JSON lines', () => {
  it('round-trips events, one per line, skipping blank lines and CRLF endings', () => {
    const events = [storedEvent(1), storedEvent(2)];
    const text = toJsonl(events);
    expect(text.split('\n')).toHaveLength(3);
    expect(parseJsonl(text)).toEqual(events);
    expect(parseJsonl(`\n${line(1)}\r\n\n${line(2)}\r\n`)).toEqual(events);
    expect(toJsonl([])).toBe('');
  });

  it('names the line of invalid JSON, counting blank lines', () => {
    const error = errorOf(() => parseJsonl(`${line(1)}\n\n{oops\n`));
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^line 3: not valid JSON/);
  });

  it.each([
    ['a non-object', '[1]', 'expected an event object {type, data, meta}'],
    ['a missing type', JSON.stringify({ ...storedEvent(1), type: '' }), 'type must be a non-empty string'],
    ['missing data', JSON.stringify({ type: 'a/b', meta: storedEvent(1).meta }), 'data is missing'],
    ['a fractional seq', JSON.stringify(storedEvent(1, { meta: { ...storedEvent(1).meta, seq: 1.5 } })), 'meta.seq must be a positive integer'],
    ['a bad time', JSON.stringify(storedEvent(1, { meta: { ...storedEvent(1).meta, time: 'yesterday' } })), 'meta.time must be an ISO date-time'],
    ['a zero version', JSON.stringify(storedEvent(1, { meta: { ...storedEvent(1).meta, version: 0 } })), 'meta.version must be a positive integer'],
  ])('rejects %s with a clear reason', (_name, text, reason) => {
    expect(errorOf(() => parseJsonl(text)).message).toBe(`line 1: ${reason}`);
  });

  it('requires gap-free seqs, and continuing `afterSeq` when given', () => {
    expect(errorOf(() => parseJsonl(`${line(1)}\n${line(3)}`)).message).toBe(
      'line 2: meta.seq is 3, expected 2 (events must follow each other without gaps)',
    );
    expect(errorOf(() => parseJsonl(line(7), { afterSeq: 4 })).message).toMatch(/^line 1: meta.seq is 7, expected 5/);
    expect(parseJsonl(line(5), { afterSeq: 4 })).toHaveLength(1);
    // An exported, compacted log starts past 1; into an empty log that is fine.
    expect(parseJsonl(`${line(40)}\n${line(41)}`)).toHaveLength(2);
  });
});
