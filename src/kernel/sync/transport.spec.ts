import { describe, expect, it } from 'vitest';
import { SYNC_MESSAGES } from './messages';
import { createSyncLayer } from './sync-layer';
import { envelope, fakeFetch, fakeSession, networkDown, notifications, raw, task } from './test-kit';
import type { SyncLayerDeps } from './types';

function setup(fetcher: ReturnType<typeof fakeFetch>, extra: Partial<SyncLayerDeps> = {}) {
  const session = fakeSession();
  const notes = notifications();
  const logger = { warn: () => undefined };
  const layer = createSyncLayer({ fetch: fetcher.fetch, session: session.port, notify: notes.notify, logger, ...extra });
  return { layer, session, notes };
}

describe('sending a task', () => {
  it('fills the placeholders from the session at send time and sends JSON', async () => {
    const fetcher = fakeFetch(envelope(200, { ok: true }, { page: 1 }));
    const { layer, session } = setup(fetcher);
    session.state.token = 'tok en';
    const t = task({ method: 'POST', body: { cartItem: { sku: 'A-1', qty: 2 } }, headers: { 'X-Store': 'et' } });

    const answer = await layer.execute(t);

    expect(answer).toEqual({ code: 200, result: { ok: true }, meta: { page: 1 }, taskId: t.id, transmitted: true });
    expect(fetcher.calls).toEqual([
      {
        url: '/api/cart/pull?token=tok%20en&cartId=cart-1',
        method: 'POST',
        body: { cartItem: { sku: 'A-1', qty: 2 } },
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Store': 'et' },
      },
    ]);
  });

  it('prefixes relative URLs with the configured base URL', async () => {
    const fetcher = fakeFetch(envelope(200));
    const { layer } = setup(fetcher, { config: { baseUrl: 'http://api.test/' } });
    await layer.execute(task({ url: '/api/stock/check?sku=A' }));
    expect(fetcher.urls()).toEqual(['http://api.test/api/stock/check?sku=A']);
  });

  it('fails without a request when the cart id is missing, and lets the cart re-create itself', async () => {
    const fetcher = fakeFetch(envelope(200));
    const { layer, session } = setup(fetcher);
    session.state.cartId = null;
    const t = task();

    const answer = await layer.execute(t);

    expect(answer).toEqual({ code: 412, result: SYNC_MESSAGES.cartIdMissing, taskId: t.id, transmitted: false });
    expect(fetcher.calls).toHaveLength(0);
    expect(session.state.cartIdMissing).toBe(1);
  });

  it('shows a server error with the server message', async () => {
    for (const [result, message] of [
      ['Out of stock', 'Out of stock'],
      [{ errorMessage: 'Wrong password' }, 'Wrong password'],
      [{ message: 'No such cart' }, 'No such cart'],
    ] as const) {
      const fetcher = fakeFetch(envelope(500, result));
      const { layer, notes } = setup(fetcher);
      const answer = await layer.execute(task());
      expect(answer).toMatchObject({ code: 500, result, transmitted: true });
      expect(notes.shown).toEqual([{ type: 'error', message, action1: { label: 'OK' } }]);
    }
  });

  it('keeps quiet for silent tasks, successes and errors without a message', async () => {
    const fetcher = fakeFetch(envelope(500, 'Out of stock'), envelope(200, 'fine'), envelope(500, { code: 'X' }));
    const { layer, notes } = setup(fetcher);
    await layer.execute(task({ silent: true }));
    await layer.execute(task());
    await layer.execute(task());
    expect(notes.shown).toEqual([]);
  });

  it('answers transport errors with the spec texts and no notification', async () => {
    const fetcher = fakeFetch(raw('<html/>', 'text/html'), raw('{"result":1}', 'application/json'));
    const { layer, notes } = setup(fetcher);
    const a = task();
    const b = task();
    expect(await layer.execute(a)).toEqual({
      code: 500,
      result: 'Error with response - bad content-type!',
      taskId: a.id,
      transmitted: true,
    });
    expect(await layer.execute(b)).toMatchObject({ code: 500, result: 'Unhandled error, wrong response format!' });
    expect(notes.shown).toEqual([]);
  });

  it('makes one attempt only: a network failure answers code 0 and is not retried', async () => {
    const fetcher = fakeFetch(networkDown(), envelope(200));
    const { layer } = setup(fetcher);
    const t = task();

    const answer = await layer.execute(t);

    expect(answer).toEqual({ code: 0, result: SYNC_MESSAGES.notSent, taskId: t.id, transmitted: false });
    expect(fetcher.calls).toHaveLength(1);
    expect(layer.pending()).toEqual([]);
  });

  it('queues a queueable task that could not be sent, and sends it on the next flush', async () => {
    const fetcher = fakeFetch(networkDown(), envelope(200, 'placed'));
    const { layer } = setup(fetcher);
    const order = task({ url: '/api/order', method: 'POST', body: { id: 'o-1' }, queueable: true });

    const answer = await layer.execute(order);

    expect(answer).toEqual({ code: 0, result: SYNC_MESSAGES.queued, taskId: order.id, transmitted: false });
    expect(layer.pending()).toEqual([{ ...order, transmitted: false }]);
    expect(await layer.flush()).toEqual({ sent: 1, pending: 0 });
    expect(fetcher.calls.map((c) => c.body)).toEqual([{ id: 'o-1' }, { id: 'o-1' }]);
  });

  it('does not call fetch while offline', async () => {
    const fetcher = fakeFetch(envelope(200));
    const { layer } = setup(fetcher, { online: () => false });
    expect(await layer.execute(task())).toMatchObject({ code: 0, transmitted: false });
    expect(fetcher.calls).toHaveLength(0);
  });

  it('keeps the result of a cacheable task by its id', async () => {
    const fetcher = fakeFetch(envelope(200, { rows: [1] }));
    const { layer } = setup(fetcher);
    const t = task({ cacheable: true });
    await layer.execute(t);
    expect(layer.result(t.id)).toEqual({ code: 200, result: { rows: [1] }, taskId: t.id, transmitted: true });
    expect(layer.result('other')).toBeUndefined();
  });
});
