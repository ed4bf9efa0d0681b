import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_MESSAGES } from './messages';
import { createSyncLayer } from './sync-layer';
import { deferred, envelope, fakeFetch, fakeSession, notifications, raw, task } from './test-kit';
import type { Responder } from './test-kit';
import type { SyncLayerDeps } from './types';

const NOT_AUTHORIZED = 'Error refreshing user token. User is not authorized to access the resource.';

// Answers 401 to every token but the ones listed.
const acceptTokens =
  (...valid: string[]): Responder =>
  (call) => {
    const token = new URL(call.url, 'http://x').searchParams.get('token');
    return token && valid.includes(token) ? envelope(200, `ok:${token}`)(call) : envelope(401, 'Token expired')(call);
  };

function setup(fetcher: ReturnType<typeof fakeFetch>, extra: Partial<SyncLayerDeps> = {}) {
  const session = fakeSession();
  const notes = notifications();
  const layer = createSyncLayer({
    fetch: fetcher.fetch,
    session: session.port,
    notify: notes.notify,
    logger: { warn: () => undefined },
    ...extra,
  });
  return { layer, session, notes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('token refresh on 401', () => {
  it('refreshes once and retries the task with the new token, without a notification', async () => {
    const fetcher = fakeFetch(acceptTokens('token-2'));
    const { layer, session, notes } = setup(fetcher);

    const answer = await layer.execute(task());

    expect(answer).toMatchObject({ code: 200, result: 'ok:token-2', transmitted: true });
    expect(fetcher.urls()).toEqual([
      '/api/cart/pull?token=token-1&cartId=cart-1',
      '/api/cart/pull?token=token-2&cartId=cart-1',
    ]);
    expect(session.state.refreshCalls).toBe(1);
    expect(notes.shown).toEqual([]);
    expect(layer.authLock()).toMatchObject({ status: 'idle' });
  });

  it('treats an HTTP 401 that is not an envelope as a 401', async () => {
    const fetcher = fakeFetch(raw('Unauthorized', 'text/plain', 401), envelope(200, 'again'));
    const { layer, session } = setup(fetcher);
    expect(await layer.execute(task())).toMatchObject({ code: 200, result: 'again' });
    expect(session.state.refreshCalls).toBe(1);
  });

  it('aborts when the server refuses the refresh: silent logout, queue cleared, every task answers 401', async () => {
    const fetcher = fakeFetch(envelope(401, 'Token expired'));
    const { layer, session, notes } = setup(fetcher, { online: () => online });
    let online = false;
    const queued = layer.enqueue(task({ id: 'queued-1' }));
    expect(await queued).toMatchObject({ code: 0, transmitted: false });
    const dropped = vi.fn();
    layer.onResult(dropped);
    session.port.refresh = async () => null;
    online = true;

    const answer = await layer.execute(task({ id: 'trigger' }));

    expect(answer).toEqual({ code: 401, result: NOT_AUTHORIZED, taskId: 'trigger', transmitted: true });
    expect(session.state.aborted).toBe(1);
    expect(layer.pending()).toEqual([]);
    expect(dropped).toHaveBeenCalledWith({ code: 401, result: NOT_AUTHORIZED, taskId: 'queued-1', transmitted: false });
    expect(notes.shown).toEqual([]);
    expect(layer.authLock()).toMatchObject({ status: 'aborted', reason: 'refused' });

    const callsBefore = fetcher.calls.length;
    const guestTask = task({ id: 'later', url: '/api/catalog/x' });
    expect(await layer.execute(guestTask)).toEqual({ code: 401, result: NOT_AUTHORIZED, taskId: 'later', transmitted: false });
    expect(fetcher.calls).toHaveLength(callsBefore);
  });

  it('works again after resetAuthLock (a new login)', async () => {
    const fetcher = fakeFetch(envelope(401, 'Token expired'));
    const { layer, session } = setup(fetcher);
    session.port.refresh = async () => null;
    await layer.execute(task());
    expect(layer.authLock().status).toBe('aborted');

    layer.resetAuthLock();
    session.state.token = 'fresh';
    fetcher.then(acceptTokens('fresh'));

    expect(await layer.execute(task())).toMatchObject({ code: 200, result: 'ok:fresh' });
  });

  it('aborts with the network message when the refresh fails on the network', async () => {
    const fetcher = fakeFetch(envelope(401, 'Token expired'));
    const { layer, session, notes } = setup(fetcher);
    session.port.refresh = async () => {
      throw new TypeError('Failed to fetch');
    };

    const answer = await layer.execute(task());

    expect(answer).toMatchObject({ code: 401, result: 'Unexpected authorization error. Check your Network conection.' });
    expect(notes.messages()).toEqual([SYNC_MESSAGES.refreshNetworkError]);
    expect(session.state.aborted).toBe(1);
    expect(layer.authLock()).toMatchObject({ status: 'aborted', reason: 'networkError' });
  });

  it('aborts with the internal-error notification when the new token is refused too', async () => {
    const fetcher = fakeFetch(envelope(401, 'Token expired'));
    const { layer, session, notes } = setup(fetcher);

    const answer = await layer.execute(task());

    expect(answer).toMatchObject({ code: 401, result: NOT_AUTHORIZED, transmitted: true });
    expect(session.state.refreshCalls).toBe(1);
    expect(fetcher.calls).toHaveLength(2);
    expect(notes.shown).toEqual([
      {
        type: 'error',
        message: 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
        action1: { label: 'OK' },
      },
    ]);
    expect(session.state.aborted).toBe(1);
  });

  it('refreshes again for a later expiry once the refreshed token has worked', async () => {
    const fetcher = fakeFetch(acceptTokens('token-2'));
    const { layer, session } = setup(fetcher);
    await layer.execute(task());
    fetcher.then(acceptTokens('token-3'));

    expect(await layer.execute(task())).toMatchObject({ code: 200, result: 'ok:token-3' });
    expect(session.state.refreshCalls).toBe(2);
    expect(session.state.aborted).toBe(0);
  });

  it('makes a token task wait 1000 ms while a refresh runs, then send it with the new token', async () => {
    const fetcher = fakeFetch(acceptTokens('token-2'));
    const { layer, session } = setup(fetcher);
    const refresh = deferred<string | null>();
    session.port.refresh = () => {
      session.state.refreshCalls += 1;
      return refresh.promise;
    };

    const first = layer.execute(task());
    await vi.advanceTimersByTimeAsync(0);
    expect(layer.authLock().status).toBe('refreshing');
    const waiting = layer.execute(task({ id: 'waiting' }));
    const untouched = layer.execute(task({ id: 'catalog', url: '/api/catalog/x' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.calls).toHaveLength(2);
    expect(fetcher.urls()[1]).toBe('/api/catalog/x');
    await untouched;

    session.state.token = 'token-2';
    refresh.resolve('token-2');
    await vi.advanceTimersByTimeAsync(999);
    expect(await first).toMatchObject({ code: 200, result: 'ok:token-2' });
    expect(fetcher.calls).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toMatchObject({ code: 200, result: 'ok:token-2', taskId: 'waiting' });
    expect(fetcher.calls).toHaveLength(4);
    expect(session.state.refreshCalls).toBe(1);
  });

  it('retries without a second refresh when a 401 answers a token that was already refreshed', async () => {
    const stale = deferred<Response>();
    const fetcher = fakeFetch(() => stale.promise, acceptTokens('token-2'));
    const { layer, session } = setup(fetcher);

    const slow = layer.execute(task({ id: 'slow' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await layer.execute(task())).toMatchObject({ code: 200 });
    stale.resolve(new Response('{"code":401,"result":"expired"}', { headers: { 'content-type': 'application/json' } }));

    expect(await slow).toMatchObject({ code: 200, result: 'ok:token-2', taskId: 'slow' });
    expect(session.state.refreshCalls).toBe(1);
  });

  it('with automatic refresh off, logs out at once and answers the server 401', async () => {
    const fetcher = fakeFetch(envelope(401, 'Token expired'));
    const { layer, session, notes } = setup(fetcher, { config: { autoRefresh: false } });

    expect(await layer.execute(task())).toMatchObject({ code: 401, result: 'Token expired', transmitted: true });
    expect(session.state.aborted).toBe(1);
    expect(session.state.refreshCalls).toBe(0);
    expect(notes.shown).toEqual([]);
    expect(layer.authLock().status).toBe('idle');
  });

  it('treats a 401 without a token as an ordinary error result', async () => {
    const fetcher = fakeFetch(envelope(401, 'Login required'));
    const { layer, session, notes } = setup(fetcher);
    session.state.token = null;

    expect(await layer.execute(task())).toMatchObject({ code: 401, result: 'Login required' });
    expect(session.state.refreshCalls).toBe(0);
    expect(session.state.aborted).toBe(0);
    expect(notes.messages()).toEqual(['Login required']);
  });
});
