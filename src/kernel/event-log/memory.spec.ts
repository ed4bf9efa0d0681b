import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../messages';
import { createMemoryEventLog } from './memory';
import type { Snapshot, Upcaster } from './types';
import { domainEvents, storedEvent } from './test-support';

const snapshotAt = (seq: number, marker = 'x'): Snapshot => ({ seq, time: '2024-01-01T00:00:00.000Z', states: { marker }, projections: {} });
// Events are one minute apart from 2024-01-01T00:00; "now" is far enough that none is within 30 days.
const later = () => '2024-06-01T00:00:00.000Z';

describe('memory event log', () => {
  it('appends, reads after a seq and reports the last seq', async () => {
    const log = createMemoryEventLog();
    expect(await log.lastSeq()).toBe(0);
    await log.append(domainEvents(1, 3));
    expect(await log.lastSeq()).toBe(3);
    expect((await log.read(1)).map((e) => e.meta.seq)).toEqual([2, 3]);
  });

  it('refuses events that do not continue the log', async () => {
    const log = createMemoryEventLog();
    await log.append(domainEvents(1, 2));
    await expect(log.append(domainEvents(4, 4))).rejects.toThrow('meta.seq is 4, expected 3');
    await expect(log.append([{ ...storedEvent(3), meta: { ...storedEvent(3).meta, id: '' } } as DomainEvent])).rejects.toThrow(
      'meta.id must be a non-empty string',
    );
    expect(await log.lastSeq()).toBe(2);
  });

  it('hands out copies, so callers cannot change the log', async () => {
    const log = createMemoryEventLog();
    await log.append(domainEvents(1, 1));
    const [read] = await log.read();
    (read!.data as unknown as { n: number }).n = 99;
    expect(((await log.read())[0]!.data as unknown as { n: number }).n).toBe(1);
  });

  it('upcasts on read but exports the stored version', async () => {
    const upcasters: Upcaster[] = [{ type: 'test/happened', from: 1, up: (d) => ({ ...(d as object), upgraded: true }) }];
    const log = createMemoryEventLog({ upcasters });
    await log.append(domainEvents(1, 1));
    const [event] = await log.read();
    expect(event!.meta.version).toBe(2);
    expect(event!.data).toEqual({ n: 1, upgraded: true });
    expect((await log.readRaw())[0]!.meta.version).toBe(1);
    expect(await log.exportLog()).toContain('"version":1');
  });

  it('keeps only the newest snapshot', async () => {
    const log = createMemoryEventLog();
    await log.append(domainEvents(1, 5));
    await log.saveSnapshot(snapshotAt(4, 'new'));
    await log.saveSnapshot(snapshotAt(2, 'old'));
    expect((await log.loadSnapshot())?.states).toEqual({ marker: 'new' });
  });

  it('compacts only events covered by the snapshot and older than both beforeTime and the retention window', async () => {
    const log = createMemoryEventLog({ now: later });
    await log.append(domainEvents(1, 10));
    expect(await log.compact({ beforeTime: later() })).toBe(0); // no snapshot yet
    await log.saveSnapshot(snapshotAt(6));
    // Events 1..3 are before 00:03; 4.. are not.
    expect(await log.compact({ beforeTime: '2024-01-01T00:03:00.000Z' })).toBe(3);
    expect(await log.compact({ beforeTime: later() })).toBe(3); // 4..6, up to the snapshot
    expect((await log.readRaw()).map((e) => e.meta.seq)).toEqual([7, 8, 9, 10]);
  });

  it('keeps the last retentionDays exportable whatever beforeTime says', async () => {
    // now is 2 days after the events: with 30 retention days nothing may go, with 1 day everything may.
    const now = () => '2024-01-03T00:00:00.000Z';
    const kept = createMemoryEventLog({ now });
    const short = createMemoryEventLog({ now, retentionDays: 1 });
    for (const log of [kept, short]) {
      await log.append(domainEvents(1, 4));
      await log.saveSnapshot(snapshotAt(4));
    }
    expect(await kept.compact({ beforeTime: now() })).toBe(0);
    expect(await short.compact({ beforeTime: now() })).toBe(4);
  });

  it('continues the seq after compacting everything away', async () => {
    const log = createMemoryEventLog({ now: later });
    await log.append(domainEvents(1, 3));
    await log.saveSnapshot(snapshotAt(3));
    await log.compact({ beforeTime: later() });
    expect(await log.lastSeq()).toBe(3);
    await expect(log.append(domainEvents(1, 1))).rejects.toThrow('expected 4');
    await log.append(domainEvents(4, 4));
    expect(await log.exportLog()).toContain('"seq":4');
  });

  it('imports an export into another log, and nothing of a file with a bad line', async () => {
    const source = createMemoryEventLog();
    await source.append(domainEvents(1, 3));
    const jsonl = await source.exportLog();
    const target = createMemoryEventLog();
    expect(await target.importLog(jsonl)).toBe(3);
    expect(await target.exportLog()).toBe(jsonl);

    const broken = createMemoryEventLog();
    await expect(broken.importLog(jsonl + '{"type":"x"}\n')).rejects.toThrow('line 4: data is missing');
    expect(await broken.lastSeq()).toBe(0);
    await expect(target.importLog(jsonl)).rejects.toThrow('line 1: meta.seq is 1, expected 4');
  });
});
