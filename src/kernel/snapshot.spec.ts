import { describe, expect, it, vi } from 'vitest';
import { createMemoryEventLog } from './event-log/memory';
import type { Snapshot } from './event-log/types';
import { createKernel } from './kernel';
import { defineModule } from './module';
import { projectionKey, restoreSnapshot, takeSnapshot } from './snapshot';
import { initialKernelState } from './state';
import { createTestKernel, seedEvents } from './testing/test-kernel';
import { exampleModule, sumProjection, testModule } from './testing/example-modules';
import { testStoreView } from './testing/test-store-view';

const added = (amount: number) => ({ type: 'test/added' as const, data: { amount, at: 't' } });

describe('snapshots', () => {
  it('key projections by name and version', () => {
    expect(projectionKey(sumProjection)).toBe('test/sum@1');
    const state = initialKernelState([testModule]);
    expect(takeSnapshot(state, [testModule], 7, 'now')).toEqual({
      seq: 7,
      time: 'now',
      states: { test: { total: 0 } },
      projections: { 'test/sum@1': { total: 0, count: 0 } },
    });
  });

  it('restore what they cover and list the parts to rebuild', () => {
    const snapshot: Snapshot = { seq: 3, time: 't', states: { test: { total: 9 } }, projections: { 'test/sum@0': { old: true } } };
    const { state, rebuild } = restoreSnapshot(snapshot, [testModule, exampleModule]);
    expect(state.modules.test).toEqual({ total: 9 });
    expect(state.projections['test/sum']).toEqual({ total: 0, count: 0 });
    expect(rebuild.map((m) => [m.id, m.decider !== undefined, m.projections?.map((p) => p.name)])).toEqual([
      ['test', false, ['test/sum']],
      ['example', true, ['example/notes']],
    ]);
  });
});

describe('kernel start', () => {
  it('folds the events already in the log', async () => {
    const kernel = await createTestKernel([testModule], { events: [added(2), added(3)] });
    expect(kernel.getProjection('test/sum')).toEqual({ total: 5, count: 2 });
    const { events } = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(events[0]!.meta.seq).toBe(3);
  });

  it('starts from the saved snapshot and reads only the tail', async () => {
    const log = createMemoryEventLog();
    const first = await createTestKernel([testModule], { log, events: [added(1), added(2)] });
    const saved = await first.snapshot();
    expect(saved).toMatchObject({ seq: 2, states: { test: { total: 3 } } });
    await first.dispatch({ type: 'test/add', data: { amount: 4 } });

    const read = vi.spyOn(log, 'read');
    const second = await createTestKernel([testModule], { log });
    expect(read).toHaveBeenCalledWith(2);
    expect(second.getState()).toEqual(first.getState());
  });

  it('rebuilds a projection whose version changed from the events the snapshot covers', async () => {
    const log = createMemoryEventLog();
    await seedEvents(log, [added(1), added(2)]);
    // The decider state in the snapshot deliberately differs from the events, to show it is used as is.
    await log.saveSnapshot({ seq: 2, time: 't', states: { test: { total: 50 } }, projections: { 'test/sum@1': { total: 3, count: 2 } } });
    await seedEvents(log, [added(4)]);
    const doubled = { ...sumProjection, version: 2, apply: (d: { total: number; count: number }, e: { data: { amount: number } }) => void ((d.total += 2 * e.data.amount), (d.count += 1)) };
    const kernel = await createTestKernel([defineModule({ ...testModule, projections: [doubled] })], { log });
    expect(kernel.getState().modules.test).toEqual({ total: 54 });
    expect(kernel.getProjection('test/sum')).toEqual({ total: 14, count: 3 });
  });

  it('starts session-only modules afresh: their logged events are not folded and snapshots leave them out', async () => {
    const log = createMemoryEventLog();
    const sessionOnly = defineModule({ ...testModule, sessionOnly: true });
    const first = await createTestKernel([sessionOnly], { log, events: [added(2)] });
    expect(first.getProjection('test/sum')).toEqual({ total: 0, count: 0 });
    await first.dispatch({ type: 'test/add', data: { amount: 4 } });
    expect(first.getProjection('test/sum')).toEqual({ total: 4, count: 1 });
    expect((await first.snapshot())?.states).toEqual({});

    const second = await createTestKernel([sessionOnly], { log });
    expect(second.getState().modules.test).toEqual({ total: 0 });
    expect(second.getProjection('test/sum')).toEqual({ total: 0, count: 0 });
    expect((await log.read(0)).map((e) => e.data)).toEqual([{ amount: 2, at: 't' }, expect.objectContaining({ amount: 4 })]);
  });

  it('continues the seq after a snapshot whose events were compacted away', async () => {
    const log = createMemoryEventLog();
    await log.saveSnapshot({ seq: 5, time: 't', states: { test: { total: 10 } }, projections: {} });
    const kernel = await createTestKernel([testModule], { log });
    const { events } = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(events[0]!.meta.seq).toBe(6);
    expect(kernel.getState().modules.test).toEqual({ total: 11 });
  });

  it('is idempotent, and can be retried after a failure', async () => {
    const log = createMemoryEventLog();
    const load = vi.spyOn(log, 'loadSnapshot').mockRejectedValueOnce(new Error('storage closed'));
    const kernel = createKernel({ modules: [testModule], storeView: testStoreView, log });
    await expect(kernel.start()).rejects.toThrow('storage closed');
    await Promise.all([kernel.start(), kernel.start()]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers once the log is folded', async () => {
    const log = createMemoryEventLog();
    await seedEvents(log, [added(2)]);
    const kernel = createKernel({ modules: [testModule], storeView: testStoreView, log });
    const seen: unknown[] = [];
    kernel.subscribe(() => seen.push(kernel.getProjection('test/sum')));
    await kernel.start();
    expect(seen).toEqual([{ total: 2, count: 1 }]);
  });
});
