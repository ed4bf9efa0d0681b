import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMapStorage } from '../../kernel/event-log/storage';
import { createSyncLayer, guestSession } from '../../kernel/sync';
import { REFRESH_TOKEN_KEY, TOKEN_KEY, createUserSession } from './session';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session service behind a real sync layer', () => {
  it('renews an expired token ONCE for two concurrent calls, and both succeed with the new token', async () => {
    const calls: string[] = [];
    let refreshes = 0;
    const fetchFn = (async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url === '/api/user/refresh') {
        refreshes += 1;
        // The refresh takes a while, so the second call arrives while it runs.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return json({ code: 200, result: 'new', meta: { refreshToken: 'r-2' } });
      }
      const token = new URL(url, 'http://shop').searchParams.get('token');
      return token === 'new' ? json({ code: 200, result: { id: 7, email: 'mari@example.com' } }) : json({ code: 401, result: 'Token expired' });
    }) as typeof fetch;
    const store = createDurableStore('user-test', { storage: createMapStorage([[TOKEN_KEY, 'old'], [REFRESH_TOKEN_KEY, 'r-1']]) });
    const session = createUserSession({ store, fetch: fetchFn });
    await session.ready();
    const aborted = vi.fn();
    session.setAbortHandler(aborted);
    const sync = createSyncLayer({ fetch: fetchFn, session: { ...guestSession, getToken: () => session.getToken(), refresh: () => session.refresh(), onAuthAborted: () => session.onAuthAborted() }, notify: vi.fn(), logger: { warn: () => {} } });
    const task = (id: string) => ({ id, url: '/api/user/me?token={{token}}', method: 'GET' as const, createdAt: '2024-05-01T10:00:00.000Z' });

    const first = sync.execute(task('a'));
    const second = sync.execute(task('b'));
    await vi.advanceTimersByTimeAsync(3000);

    expect(await first).toMatchObject({ code: 200, result: { id: 7 } });
    expect(await second).toMatchObject({ code: 200, result: { id: 7 } });
    expect(refreshes).toBe(1);
    expect(calls.filter((url) => url.endsWith('token=new'))).toHaveLength(2);
    expect(session.getToken()).toBe('new');
    expect(await store.get(REFRESH_TOKEN_KEY)).toBe('r-2');
    expect(aborted).not.toHaveBeenCalled();
  });
});
