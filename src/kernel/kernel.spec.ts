import { describe, expect, it, vi } from 'vitest';
import { createKernel } from './kernel';
import { createMemoryEventLog } from './event-log/memory';
import type { EventLog } from './event-log/types';
import { defineModule, type Intercept } from './module';
import type { DomainEvent } from './messages';
import { createRecordingLogger, createTestKernel } from './testing/test-kernel';
import { exampleModule, testModule } from './testing/example-modules';
import { makeTestStoreView } from './testing/test-store-view';

const NOW = '2024-01-01T00:00:00.000Z';

describe('kernel dispatch', () => {
  it('stamps, appends, folds and resolves with the events', async () => {
    const kernel = await createTestKernel([testModule]);
    const result = await kernel.dispatch({ type: 'test/add', data: { amount: 2 } });
    const expected = {
      type: 'test/added',
      data: { amount: 2, at: NOW },
      meta: { id: 'id-2', seq: 1, time: NOW, version: 1, storeCode: 'test', correlationId: 'id-1', causationId: null },
    };
    expect(result).toEqual({ ok: true, events: [expected] });
    expect(await kernel.log.read()).toEqual([expected]);
    expect(kernel.getState().modules.test).toEqual({ total: 2 });
    expect(kernel.getProjection('test/sum')).toEqual({ total: 2, count: 1 });
  });

  it('keeps seq gap-free across dispatches and rejections', async () => {
    const kernel = await createTestKernel([testModule]);
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    await kernel.dispatch({ type: 'test/add', data: { amount: -1 } });
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect((await kernel.log.read()).map((e) => [e.meta.seq, e.type])).toEqual([
      [1, 'test/added'],
      [2, 'kernel/commandRejected'],
      [3, 'test/added'],
    ]);
  });

  it('records a refusal as one kernel/commandRejected event and leaves the state alone', async () => {
    const kernel = await createTestKernel([testModule]);
    const before = kernel.getState();
    const result = await kernel.dispatch({ type: 'test/add', data: { amount: 0 } });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_amount', message: 'Amount must be positive' } });
    expect(result.events.map((e) => e.type)).toEqual(['kernel/commandRejected']);
    expect(await kernel.log.read()).toEqual(result.events);
    expect(kernel.getState().modules).toBe(before.modules);
  });

  it('rejects commands of modules inactive in the store view as unknown_command', async () => {
    const fiOnly = defineModule({ ...testModule, when: (v) => v.storeCode === 'fi' });
    const kernel = await createTestKernel([fiOnly], { storeView: makeTestStoreView({ storeCode: 'eng' }) });
    const result = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_command' } });
    expect(await kernel.log.lastSeq()).toBe(1);
  });

  it('logs an unexpected decider error and still resolves', async () => {
    const logger = createRecordingLogger();
    const kernel = await createTestKernel([testModule], { logger });
    await expect(kernel.dispatch({ type: 'test/crash', data: {} })).resolves.toMatchObject({
      ok: false,
      error: { code: 'unexpected_error', message: 'boom' },
    });
    expect(logger.entries).toMatchObject([{ level: 'error', message: "Command 'test/crash' failed unexpectedly" }]);
  });

  it('rejects instead of appending when an evolver throws', async () => {
    const broken = defineModule({
      ...testModule,
      decider: {
        ...testModule.decider!,
        evolve: () => {
          throw new Error('evolve bug');
        },
      },
    });
    const kernel = await createTestKernel([broken], { logger: createRecordingLogger() });
    const result = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(result).toMatchObject({ ok: false, error: { code: 'unexpected_error', message: "Folding 'test/added' failed: evolve bug" } });
    expect((await kernel.log.read()).map((e) => e.type)).toEqual(['kernel/commandRejected']);
    expect(kernel.getState().modules.test).toEqual({ total: 0 });
  });

  it('serializes dispatches so seq follows call order even when appends are slow', async () => {
    const inner = createMemoryEventLog();
    const arrivals: { release: () => void; seqs: number[] }[] = [];
    let arrived: () => void = () => undefined;
    const slowLog: EventLog = {
      ...inner,
      append: async (events) => {
        await new Promise<void>((release) => {
          arrivals.push({ release, seqs: events.map((e) => e.meta.seq) });
          arrived();
        });
        await inner.append(events);
      },
    };
    const nextArrival = () => new Promise<void>((resolve) => (arrived = resolve));
    const kernel = await createTestKernel([testModule], { log: slowLog });
    let waiting = nextArrival();
    const results = [1, 2, 3].map((amount) => kernel.dispatch({ type: 'test/add', data: { amount } }));
    for (let i = 0; i < 3; i++) {
      await waiting;
      // Only one append is ever pending: the next command is decided after this one is written.
      expect(arrivals).toHaveLength(i + 1);
      waiting = nextArrival();
      arrivals[i]!.release();
    }
    const events = (await Promise.all(results)).flatMap((r) => r.events);
    expect(arrivals.map((a) => a.seqs)).toEqual([[1], [2], [3]]);
    expect(events.map((e) => [e.meta.seq, (e as DomainEvent<'test/added'>).data.amount])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('answers log_write_failed when the log refuses, and continues the seq afterwards', async () => {
    const inner = createMemoryEventLog();
    let fail = true;
    const flaky: EventLog = {
      ...inner,
      append: async (events) => {
        if (fail) throw new Error('QuotaExceededError');
        await inner.append(events);
      },
    };
    const kernel = await createTestKernel([testModule], { log: flaky, logger: createRecordingLogger() });
    const listener = vi.fn();
    kernel.subscribe(listener);
    expect(await kernel.dispatch({ type: 'test/add', data: { amount: 1 } })).toEqual({
      ok: false,
      error: { code: 'log_write_failed', message: 'QuotaExceededError' },
      events: [],
    });
    expect(kernel.getProjection('test/sum')).toEqual({ total: 0, count: 0 });
    expect(listener).not.toHaveBeenCalled();
    fail = false;
    const next = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(next.events[0]!.meta.seq).toBe(1);
  });

  it('starts itself on the first dispatch', async () => {
    const log = createMemoryEventLog();
    const kernel = createKernel({ modules: [testModule], storeView: makeTestStoreView(), log, newId: () => 'x' });
    await kernel.dispatch({ type: 'test/add', data: { amount: 5 } });
    expect(kernel.getProjection('test/sum')).toEqual({ total: 5, count: 1 });
  });

  it('uses the clock for decision time and event time', async () => {
    const kernel = await createTestKernel([testModule], { now: '2030-02-03T04:05:06.000Z' });
    const { events } = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(events[0]).toMatchObject({ data: { at: '2030-02-03T04:05:06.000Z' }, meta: { time: '2030-02-03T04:05:06.000Z' } });
  });
});

describe('kernel notifications', () => {
  it('notifies subscribers once per dispatch, until they unsubscribe', async () => {
    const kernel = await createTestKernel([testModule]);
    const listener = vi.fn();
    const unsubscribe = kernel.subscribe(listener);
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    unsubscribe();
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the identity of projections an event does not touch', async () => {
    const kernel = await createTestKernel([testModule, exampleModule], { reactors: false });
    const sum = kernel.getProjection('test/sum');
    await kernel.dispatch({ type: 'example/record', data: { note: 'hello' } });
    expect(kernel.getProjection('test/sum')).toBe(sum);
    expect(kernel.getProjection('example/notes')).toEqual(['hello']);
  });

  it('emits appended events by type and to * handlers, and stops after off', async () => {
    const kernel = await createTestKernel([testModule]);
    const added = vi.fn();
    const all = vi.fn();
    kernel.on('test/added', added);
    const offAll = kernel.on('*', all);
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    await kernel.dispatch({ type: 'test/add', data: { amount: 0 } });
    expect(added.mock.calls.map(([e]) => e.meta.seq)).toEqual([1]);
    expect(all.mock.calls.map(([e]) => e.type)).toEqual(['test/added', 'kernel/commandRejected']);
    kernel.off('test/added', added);
    offAll();
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(added).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(2);
  });

  it('logs throwing listeners and handlers without failing the dispatch', async () => {
    const logger = createRecordingLogger();
    const kernel = await createTestKernel([testModule], { logger });
    kernel.subscribe(() => {
      throw new Error('listener bug');
    });
    kernel.on('test/added', () => {
      throw new Error('handler bug');
    });
    const result = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(result.ok).toBe(true);
    expect(logger.entries.map((e) => e.message)).toEqual(['State listener failed', "Event handler for 'test/added' failed on 'test/added'"]);
  });
});

describe('kernel extensions', () => {
  it('resolves slot fills once and runs intercepts in order', async () => {
    const Panel = () => null;
    const addRoute = (order: number, name: string): Intercept<'router/routes'> => ({
      point: 'router/routes',
      order,
      run: (routes) => [...routes, { name, path: `/${name}`, component: () => Promise.resolve({ default: Panel }) }],
    });
    const kernel = await createTestKernel([
      defineModule({ id: 'a', slots: [{ slot: 'example/panel', key: 'p', component: Panel }], intercepts: [addRoute(2, 'late')] }),
      defineModule({ id: 'b', intercepts: [addRoute(1, 'early')] }),
    ]);
    expect(kernel.slotFills('example/panel')).toBe(kernel.slotFills('example/panel'));
    expect(kernel.slotFills('example/panel').map((f) => f.key)).toEqual(['p']);
    expect(kernel.intercept('router/routes', []).map((r) => r.name)).toEqual(['early', 'late']);
  });

  it("takes the composition root's own fills after the modules' (module id 'app'), in order", async () => {
    const Panel = () => null;
    const Shell = () => null;
    const kernel = await createTestKernel([defineModule({ id: 'a', slots: [{ slot: 'example/panel', key: 'p', order: 5, component: Panel }] })], {
      fills: [{ slot: 'example/panel', key: 'shell', order: 1, component: Shell }],
    });
    expect(kernel.slotFills('example/panel').map((f) => [f.key, f.moduleId])).toEqual([
      ['shell', 'app'],
      ['p', 'a'],
    ]);
    expect(kernel.modules.map((m) => m.id)).toEqual(['a']);
  });
});
