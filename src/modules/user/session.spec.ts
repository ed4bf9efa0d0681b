import { describe, expect, it, vi } from 'vitest';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMapStorage } from '../../kernel/event-log/storage';
import { createCredentialVault, createUserSession, REFRESH_TOKEN_KEY, TOKEN_KEY } from './session';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(fetchFn: typeof fetch, stored: [string, unknown][] = [[TOKEN_KEY, 'old'], [REFRESH_TOKEN_KEY, 'r-1']]) {
  const store = createDurableStore('user-test', { storage: createMapStorage(stored) });
  const session = createUserSession({ store, fetch: fetchFn });
  return { store, session };
}

describe('user session service', () => {
  it('loads the stored tokens', async () => {
    const { session } = setup(vi.fn());
    await session.ready();
    expect(session.getToken()).toBe('old');
    expect(session.getRefreshToken()).toBe('r-1');
  });

  it('refresh POSTs the refresh token, stores the new token and the rotated refresh token, and returns the token', async () => {
    const fetchFn = vi.fn(async () => json({ code: 200, result: 'new', meta: { refreshToken: 'r-2' } }));
    const { session, store } = setup(fetchFn as unknown as typeof fetch);

    expect(await session.refresh()).toBe('new');

    expect(fetchFn).toHaveBeenCalledWith('/api/user/refresh', expect.objectContaining({ method: 'POST', body: JSON.stringify({ refreshToken: 'r-1' }) }));
    expect(session.getToken()).toBe('new');
    expect(await store.get(TOKEN_KEY)).toBe('new');
    expect(await store.get(REFRESH_TOKEN_KEY)).toBe('r-2');
  });

  it('answers null when the server refuses, keeping the token', async () => {
    const { session } = setup((async () => json({ code: 401, result: 'Refresh token is invalid or expired.' }, 401)) as unknown as typeof fetch);
    expect(await session.refresh()).toBeNull();
    expect(session.getToken()).toBe('old');
  });

  it('answers null without asking when there is no refresh token', async () => {
    const fetchFn = vi.fn();
    const { session } = setup(fetchFn, []);
    expect(await session.refresh()).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('throws on a network error', async () => {
    const { session } = setup((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    await expect(session.refresh()).rejects.toThrow('Failed to fetch');
  });

  it('clears tokens and profile on logout, and calls the abort handler', async () => {
    const { session, store } = setup(vi.fn());
    const aborted = vi.fn();
    session.setAbortHandler(aborted);
    await session.clear();
    session.onAuthAborted();
    expect(session.getToken()).toBeNull();
    expect(await store.keys()).toEqual([]);
    expect(aborted).toHaveBeenCalledOnce();
  });
});

describe('credential vault', () => {
  it('hands a secret over once', () => {
    const vault = createCredentialVault(() => 'id-1');
    const id = vault.put({ password: 'secret123' });
    expect(vault.take(id)).toEqual({ password: 'secret123' });
    expect(vault.take(id)).toBeUndefined();
  });
});
