import { describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../messages';
import { defineModule, type ModuleDefinition } from '../module';
import { toJsonl } from '../event-log/jsonl';
import { replay, modulesUsedBy, ReplayError } from './replay';

const event = (seq: number, type: string, data: unknown, version = 1): StoredEvent => ({
  type,
  data,
  meta: { id: `e${seq}`, seq, time: `2024-05-01T10:0${seq}:00.000Z`, version, storeCode: 'eng', correlationId: `c${seq}`, causationId: null },
});

interface Counter {
  total: number;
}
type CounterEvent = { type: 'counter/added'; data: { amount: number } };

const reactor = vi.fn();
const counter = defineModule<Counter>({
  id: 'counter',
  decider: {
    initialState: () => ({ total: 0 }),
    decide: () => [],
    evolve(draft, raw) {
      const e = raw as unknown as CounterEvent;
      if (e.data.amount < 0) throw new Error('negative amount');
      draft.total += e.data.amount;
    },
  },
  projections: [
    { name: 'counter/history', version: 1, handles: ['counter/added'], initial: () => [], apply: (d: number[], e: CounterEvent) => void d.push(e.data.amount) },
  ],
  reactors: [{ on: '*', run: reactor }],
  // v1 stored amounts in cents.
  upcasters: [{ type: 'counter/added', from: 1, up: (d) => ({ amount: (d as { cents: number }).cents / 100 }) }],
});

describe('replay', () => {
  const log = [event(1, 'counter/added', { cents: 250 }), event(2, 'counter/added', { amount: 1 }, 2)];

  it('returns the upcast event, the state after it and its changes, for every event', () => {
    const steps = replay(log, [counter]);
    expect(steps.map((s) => s.event.meta.version)).toEqual([2, 2]);
    expect(steps.map((s) => (s.state.modules.counter as Counter).total)).toEqual([2.5, 3.5]);
    expect(steps[1]!.state.projections['counter/history']).toEqual([2.5, 1]);
    expect(steps[1]!.changes).toEqual([
      { op: 'changed', path: '$.modules.counter.total', old: 2.5, new: 3.5 },
      { op: 'added', path: '$.projections["counter/history"][1]', new: 1 },
    ]);
  });

  it('accepts JSON lines, never runs reactors, and leaves the input untouched', () => {
    const before = structuredClone(log);
    expect(replay(toJsonl(log), [counter])).toHaveLength(2);
    expect(reactor).not.toHaveBeenCalled();
    expect(log).toEqual(before);
  });

  it('names the event a module failed on', () => {
    const bad = [...log, event(3, 'counter/added', { amount: -1 }, 2)];
    expect(() => replay(bad, [counter])).toThrow(ReplayError);
    expect(() => replay(bad, [counter])).toThrow('event seq 3 (counter/added): negative amount');
  });

  it('names the line of a malformed log', () => {
    expect(() => replay(toJsonl(log) + '{', [counter])).toThrow(/^line 3: not valid JSON/);
  });
});

describe('modulesUsedBy', () => {
  const other: ModuleDefinition = { id: 'other' };
  const base: ModuleDefinition = { id: 'base' };
  const watcher: ModuleDefinition = {
    id: 'watcher',
    requires: ['base'],
    projections: [{ name: 'watcher/seen', version: 1, handles: ['counter/added'], initial: () => 0, apply: () => {} }],
  };

  it('picks owners, modules projecting the log’s events and what they require, in the given order', () => {
    const used = modulesUsedBy([event(1, 'counter/added', { amount: 1 })], [other, base, watcher, counter]);
    expect(used.map((m) => m.id)).toEqual(['base', 'watcher', 'counter']);
  });
});
