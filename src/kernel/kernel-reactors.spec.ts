import { describe, expect, it, vi } from 'vitest';
import { Container, ContainerModule } from 'inversify';
import { defineModule, type ReactorContext } from './module';
import { createRecordingLogger, createTestKernel } from './testing/test-kernel';
import { exampleModule, testModule } from './testing/example-modules';
import { StoreViewToken } from './container';
import { makeTestStoreView } from './testing/test-store-view';
import type { StoreView } from './store-view/types';

describe('kernel reactors', () => {
  it('run after the dispatch and their commands carry correlation and causation ids', async () => {
    const kernel = await createTestKernel([testModule, exampleModule]);
    const first = await kernel.dispatch({ type: 'test/add', data: { amount: 4 }, meta: { correlationId: 'checkout-1' } });
    await kernel.whenIdle();
    const events = await kernel.log.read();
    expect(events.map((e) => e.type)).toEqual(['test/added', 'example/recorded']);
    expect(events[1]!.meta).toMatchObject({ seq: 2, correlationId: 'checkout-1', causationId: first.events[0]!.meta.id });
    expect(kernel.getProjection('example/notes')).toEqual(['saw 4', 'added 4']);
  });

  it('see the state change of their event already applied', async () => {
    const seen: unknown[] = [];
    const watcher = defineModule({
      id: 'watcher',
      reactors: [{ on: ['test/added'], run: () => void seen.push(kernelRef.getProjection('test/sum')) }],
    });
    const kernelRef = await createTestKernel([testModule, watcher]);
    await kernelRef.dispatch({ type: 'test/add', data: { amount: 3 } });
    await kernelRef.whenIdle();
    expect(seen).toEqual([{ total: 3, count: 1 }]);
  });

  it('read projections through their context', async () => {
    const seen: unknown[] = [];
    const reader = defineModule({ id: 'reader', reactors: [{ on: ['test/added'], run: (_e, { read }) => void seen.push(read('test/sum')) }] });
    const kernel = await createTestKernel([testModule, reader]);
    await kernel.dispatch({ type: 'test/add', data: { amount: 5 } });
    await kernel.whenIdle();
    expect(seen).toEqual([{ total: 5, count: 1 }]);
  });

  it("run a module's onStart once after the log is folded, and not where reactors are off", async () => {
    const starts: unknown[] = [];
    const starter = defineModule({
      id: 'starter',
      async onStart({ read, dispatch }) {
        starts.push(read('test/sum'));
        await dispatch({ type: 'test/add', data: { amount: 1 } });
      },
    });
    const kernel = await createTestKernel([testModule, starter]);
    await kernel.dispatch({ type: 'test/add', data: { amount: 2 } });
    await kernel.whenIdle();
    expect(starts).toEqual([{ total: 0, count: 0 }]);
    expect(kernel.getProjection('test/sum')).toEqual({ total: 3, count: 2 });

    const bound: unknown[] = [];
    const Port = Symbol('Port');
    const withPort = defineModule({
      id: 'with-port',
      bindings: new ContainerModule(({ bind }) => void bind(Port).toConstantValue('ready')),
      onStart: ({ services }) => void bound.push(services.isBound(Port) ? services.get(Port) : 'unbound'),
    });
    const ported = await createTestKernel([withPort]);
    await ported.start();
    await ported.whenIdle();
    expect(bound).toEqual(['ready']);

    const quiet = await createTestKernel([testModule, starter], { reactors: false });
    await quiet.start();
    await quiet.whenIdle();
    expect(starts).toHaveLength(1);
  });

  it("run for '*' on every event, including rejections", async () => {
    const types: string[] = [];
    const audit = defineModule({ id: 'audit', reactors: [{ on: '*', run: (e) => void types.push(e.type) }] });
    const kernel = await createTestKernel([testModule, audit]);
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    await kernel.dispatch({ type: 'test/add', data: { amount: 0 } });
    await kernel.whenIdle();
    expect(types).toEqual(['test/added', 'kernel/commandRejected']);
  });

  it('keep explicit correlation ids a reactor sets', async () => {
    const relay = defineModule({
      id: 'relay',
      reactors: [
        {
          on: ['test/added'],
          async run(_e, { dispatch }) {
            await dispatch({ type: 'example/record', data: { note: 'x' }, meta: { correlationId: 'own' } });
          },
        },
      ],
    });
    const plainExample = defineModule({ ...exampleModule, reactors: [] });
    const kernel = await createTestKernel([testModule, plainExample, relay]);
    const { events } = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    await kernel.whenIdle();
    expect((await kernel.log.read(1))[0]!.meta).toMatchObject({ correlationId: 'own', causationId: events[0]!.meta.id });
  });

  it('log their failures and never break the dispatch', async () => {
    const logger = createRecordingLogger();
    const failing = defineModule({
      id: 'failing',
      reactors: [
        { on: ['test/added'], run: () => Promise.reject(new Error('network down')) },
        {
          on: ['test/added'],
          run: () => {
            throw new Error('sync bug');
          },
        },
      ],
    });
    const kernel = await createTestKernel([testModule, failing], { logger });
    expect((await kernel.dispatch({ type: 'test/add', data: { amount: 1 } })).ok).toBe(true);
    await kernel.whenIdle();
    expect(logger.entries.map((e) => e.message)).toEqual([
      "Reactor of module 'failing' failed on 'test/added' (seq 1)",
      "Reactor of module 'failing' failed on 'test/added' (seq 1)",
    ]);
    expect(logger.entries.map((e) => (e.detail as Error).message).sort()).toEqual(['network down', 'sync bug']);
  });

  it('do not run when the kernel is built with reactors: false (SSR)', async () => {
    const kernel = await createTestKernel([testModule, exampleModule], { reactors: false });
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    await kernel.whenIdle();
    expect(await kernel.log.lastSeq()).toBe(1);
  });

  it('get the container and the store view', async () => {
    const contexts: ReactorContext[] = [];
    const probe = defineModule({ id: 'probe', reactors: [{ on: ['test/added'], run: (_e, ctx) => void contexts.push(ctx) }] });
    const kernel = await createTestKernel([testModule, probe]);
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(contexts[0]!.services).toBe(kernel.container);
    expect(contexts[0]!.storeView).toBe(kernel.storeView);
    expect(kernel.container.get(StoreViewToken)).toBe(kernel.storeView);
  });

  it('bind in a child of a shared parent container, so kernels never see each other', async () => {
    const parent = new Container();
    parent.bind('AppConfig').toConstantValue({ api: '/api' });
    const eng = await createTestKernel([testModule], { container: parent, storeView: makeTestStoreView({ storeCode: 'eng' }) });
    const fi = await createTestKernel([testModule], { container: parent, storeView: makeTestStoreView({ storeCode: 'fi' }) });
    expect(eng.container.get<StoreView>(StoreViewToken).storeCode).toBe('eng');
    expect(fi.container.get<StoreView>(StoreViewToken).storeCode).toBe('fi');
    expect(fi.container.get('AppConfig')).toEqual({ api: '/api' });
    expect(parent.isBound(StoreViewToken)).toBe(false);
  });
});

describe('kernel activation', () => {
  const ServiceToken = Symbol('LazyService');
  const lazyRecorder = () => {
    const run = vi.fn();
    const module = defineModule({
      ...exampleModule,
      activation: 'lazy' as const,
      reactors: [{ on: ['test/added'], run }],
      bindings: new ContainerModule(({ bind }) => void bind(ServiceToken).toConstantValue('ready')),
    });
    return { run, module };
  };

  it('starts eager modules at boot and leaves lazy ones pending with their reactors and bindings off', async () => {
    const { run, module } = lazyRecorder();
    const kernel = await createTestKernel([testModule, module]);
    expect(kernel.pending()).toEqual(['example']);
    expect(kernel.isStarted('test')).toBe(true);
    expect(kernel.container.isBound(ServiceToken)).toBe(false);
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    await kernel.whenIdle();
    expect(run).not.toHaveBeenCalled();
  });

  it('starts a lazy module on activate(), loading its bindings and enabling its reactors', async () => {
    const { run, module } = lazyRecorder();
    const kernel = await createTestKernel([testModule, module]);
    await kernel.activate('example');
    expect(kernel.pending()).toEqual([]);
    expect(kernel.container.get(ServiceToken)).toBe('ready');
    await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    await kernel.whenIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a lazy module when its first command arrives, and times it', async () => {
    const { module } = lazyRecorder();
    let ms = 0;
    const kernel = await createTestKernel([testModule, module], { timer: () => (ms += 2) });
    await kernel.dispatch({ type: 'example/record', data: { note: 'hi' } });
    expect(kernel.isStarted('example')).toBe(true);
    expect(kernel.timings.map((t) => [t.id, t.reason, t.durationMs])).toEqual([
      ['test', 'boot', 2],
      ['example', 'command', 2],
    ]);
  });

  it('starts route modules when their route is entered', async () => {
    const onCheckout = defineModule({ id: 'it-cards', activation: { onRoute: 'checkout' } });
    const kernel = await createTestKernel([onCheckout]);
    expect(kernel.pending()).toEqual(['it-cards']);
    expect(await kernel.activateRoute('checkout')).toEqual(['it-cards']);
    expect(kernel.pending()).toEqual([]);
  });
});
