import { describe, expect, it, vi } from 'vitest';
import { createMemoryTaskStore } from './memory-task-store';
import { SYNC_MESSAGES } from './messages';
import { watchOnline } from './online';
import { createSyncLayer } from './sync-layer';
import { deferred, envelope, fakeFetch, fakeSession, networkDown, notifications, task } from './test-kit';
import type { QueuedTask, SyncLayerDeps, TaskStore } from './types';

function setup(fetcher: ReturnType<typeof fakeFetch>, extra: Partial<SyncLayerDeps> = {}) {
  const session = fakeSession();
  const notes = notifications();
  const network = { online: true };
  const layer = createSyncLayer({
    fetch: fetcher.fetch,
    session: session.port,
    notify: notes.notify,
    online: () => network.online,
    now: () => '2024-05-01T12:00:00.000Z',
    logger: { warn: () => undefined },
    ...extra,
  });
  return { layer, session, network };
}

// Records what was saved and how many requests had been made at each save.
function recordingStore(fetcher: { calls: unknown[] }, initial: QueuedTask[] = []) {
  const inner = createMemoryTaskStore(initial);
  const saves: { ids: string[]; requestsSoFar: number }[] = [];
  const store: TaskStore = {
    load: () => inner.load(),
    save: async (tasks) => {
      saves.push({ ids: tasks.map((t) => t.id), requestsSoFar: fetcher.calls.length });
      await inner.save(tasks);
    },
  };
  return { store, saves, inner };
}

describe('the task queue', () => {
  it('persists a task before sending it, and removes it once transmitted', async () => {
    const fetcher = fakeFetch(envelope(200, 'done'));
    const { store, saves, inner } = recordingStore(fetcher);
    const slowDisk = deferred<void>();
    const slowStore: TaskStore = {
      load: () => store.load(),
      save: async (tasks) => {
        await slowDisk.promise;
        await store.save(tasks);
      },
    };
    const { layer } = setup(fetcher, { store: slowStore });
    const t = task();

    const answer = layer.enqueue(t);
    await layer.start();
    await Promise.resolve();
    expect(fetcher.calls).toHaveLength(0);
    slowDisk.resolve();

    expect(await answer).toEqual({ code: 200, result: 'done', taskId: t.id, transmitted: true });
    expect(saves[0]).toEqual({ ids: [t.id], requestsSoFar: 0 });
    expect(await inner.load()).toEqual([]);
    expect(layer.pending()).toEqual([]);
  });

  it('keeps cacheable results, persisted and retrievable by task id', async () => {
    const fetcher = fakeFetch(envelope(200, { total: 3 }));
    const { store, inner } = recordingStore(fetcher);
    const { layer } = setup(fetcher, { store });
    const t = task({ cacheable: true });

    await layer.enqueue(t);

    const kept = { code: 200, result: { total: 3 }, taskId: t.id, transmitted: true };
    expect(layer.result(t.id)).toEqual(kept);
    expect(await inner.load()).toEqual([{ ...t, transmitted: true, transmittedAt: '2024-05-01T12:00:00.000Z', result: kept }]);
    expect(await layer.enqueue(t)).toEqual(kept);
    expect(fetcher.calls).toHaveLength(1);
  });

  it('holds tasks in order while offline and sends them one at a time when back online', async () => {
    const fetcher = fakeFetch(async (call) => {
      await Promise.resolve();
      return envelope(200, call.url)(call);
    });
    const { layer, network } = setup(fetcher);
    network.online = false;
    const tasks = [1, 2, 3].map((n) => task({ url: `/api/cart/update?n=${n}&cartId={{cartId}}` }));
    const answers = await Promise.all(tasks.map((t) => layer.enqueue(t)));
    expect(answers.map((a) => [a.code, a.transmitted, a.result])).toEqual(
      tasks.map(() => [0, false, SYNC_MESSAGES.queued]),
    );
    expect(layer.pending().map((t) => t.id)).toEqual(tasks.map((t) => t.id));
    expect(fetcher.calls).toHaveLength(0);
    const results = vi.fn();
    layer.onResult(results);

    network.online = true;
    expect(await layer.notifyOnline()).toEqual({ sent: 3, pending: 0 });

    expect(fetcher.urls()).toEqual(['/api/cart/update?n=1&cartId=cart-1', '/api/cart/update?n=2&cartId=cart-1', '/api/cart/update?n=3&cartId=cart-1']);
    expect(fetcher.maxActive()).toBe(1);
    expect(results.mock.calls.map(([r]) => (r as { taskId: string }).taskId)).toEqual(tasks.map((t) => t.id));
  });

  it('stops at a network failure and keeps that task and the later ones in order', async () => {
    const fetcher = fakeFetch(envelope(200), networkDown(), envelope(200));
    const { layer, network } = setup(fetcher);
    const [a, b, c] = [task(), task(), task()];
    network.online = false;
    await Promise.all([a, b, c].map((t) => layer.enqueue(t)));
    network.online = true;

    expect(await layer.flush()).toEqual({ sent: 1, pending: 2 });
    expect(layer.pending().map((t) => t.id)).toEqual([b.id, c.id]);
    expect(fetcher.calls).toHaveLength(2);

    expect(await layer.flush()).toEqual({ sent: 2, pending: 0 });
    expect(fetcher.calls).toHaveLength(4);
  });

  it('sends a task enqueued during a flush after the earlier ones', async () => {
    const gate = deferred<Response>();
    const firstSent = deferred<void>();
    const fetcher = fakeFetch(() => {
      firstSent.resolve();
      return gate.promise;
    }, envelope(200, 'second'));
    const { layer } = setup(fetcher);
    const first = layer.enqueue(task({ id: 'first' }));
    await firstSent.promise;
    const second = layer.enqueue(task({ id: 'second' }));
    await Promise.resolve();
    expect(fetcher.calls).toHaveLength(1);

    gate.resolve(new Response('{"code":200,"result":"first"}', { headers: { 'content-type': 'application/json' } }));

    expect(await first).toMatchObject({ result: 'first' });
    expect(await second).toMatchObject({ result: 'second' });
    expect(fetcher.maxActive()).toBe(1);
  });

  it('sends untransmitted tasks from a previous run and reports their answers', async () => {
    const saved = [{ ...task({ id: 'old-order', url: '/api/order', method: 'POST', body: { n: 1 } }), transmitted: false }];
    const fetcher = fakeFetch(envelope(200, 'placed'));
    const { layer } = setup(fetcher, { store: createMemoryTaskStore(saved) });
    const results = vi.fn();
    layer.onResult(results);

    await layer.start();
    expect(layer.pending().map((t) => t.id)).toEqual(['old-order']);
    expect(await layer.flush()).toEqual({ sent: 1, pending: 0 });

    expect(results).toHaveBeenCalledWith({ code: 200, result: 'placed', taskId: 'old-order', transmitted: true });
  });

  it('drops a queued task that needs a missing cart id and goes on with the rest', async () => {
    const fetcher = fakeFetch(envelope(200, 'ok'));
    const { layer, session } = setup(fetcher);
    session.state.cartId = null;
    const needsCart = layer.enqueue(task());
    const guest = layer.enqueue(task({ url: '/api/stock/check?sku=A' }));

    expect(await needsCart).toMatchObject({ code: 412, transmitted: false });
    expect(await guest).toMatchObject({ code: 200, result: 'ok' });
    expect(session.state.cartIdMissing).toBe(1);
    expect(layer.pending()).toEqual([]);
  });

  it('clears untransmitted tasks, or everything', async () => {
    const fetcher = fakeFetch(envelope(200, 'kept'));
    const { store, inner } = recordingStore(fetcher);
    const { layer, network } = setup(fetcher, { store });
    const cached = task({ cacheable: true });
    await layer.enqueue(cached);
    network.online = false;
    const waiting = layer.enqueue(task());
    await waiting;
    const later = layer.enqueue(task());

    await layer.clearUntransmitted();
    expect(await later).toMatchObject({ code: 0, transmitted: false });
    expect(layer.pending()).toEqual([]);
    expect(layer.result(cached.id)).toMatchObject({ result: 'kept' });

    await layer.clear();
    expect(layer.result(cached.id)).toBeUndefined();
    expect(await inner.load()).toEqual([]);
  });

  it('survives a failing store: the task is still sent', async () => {
    const fetcher = fakeFetch(envelope(200, 'sent anyway'));
    const warn = vi.fn();
    const store: TaskStore = { load: async () => Promise.reject(new Error('quota')), save: async () => Promise.reject(new Error('quota')) };
    const { layer } = setup(fetcher, { store, logger: { warn } });

    expect(await layer.enqueue(task())).toMatchObject({ result: 'sent anyway' });
    expect(warn).toHaveBeenCalled();
  });
});

describe('watchOnline', () => {
  it('flushes when the browser fires online, until stopped', async () => {
    const target = new EventTarget();
    const onOnline = vi.fn();
    const stop = watchOnline(target, onOnline);
    target.dispatchEvent(new Event('online'));
    stop();
    target.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});
