import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMapStorage } from '../../kernel/event-log/storage';
import type { Command } from '../../kernel/messages';
import type { ReactorContext } from '../../kernel/module';
import { containerSession, createSyncLayer, SyncLayerToken, UserSessionToken } from '../../kernel/sync';
import { makeTestStoreView } from '../../kernel/testing';
import { startSession } from './reactors';
import { createUserSession, REFRESH_TOKEN_KEY, TOKEN_KEY, USER_KEY } from './session';
import { testProfile } from './test-profile';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A browser-like start: a stored session, the sync layer and the API answering `valid` tokens only. */
function setup(stored: [string, unknown][], valid: string[], refreshAnswer: unknown = { code: 401, result: 'Refresh token is invalid or expired.' }) {
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/user/refresh') return json(refreshAnswer);
    const token = new URL(url, 'http://shop').searchParams.get('token') ?? '';
    return json(valid.includes(token) ? { code: 200, result: testProfile() } : { code: 401, result: 'Token expired' });
  }) as unknown as typeof fetch;
  const store = createDurableStore('user-start', { storage: createMapStorage(stored) });
  const services = new Container();
  const session = createUserSession({ store, fetch: fetchFn });
  services.bind(UserSessionToken).toConstantValue(session);
  services.bind(SyncLayerToken).toConstantValue(createSyncLayer({ fetch: fetchFn, session: containerSession(services), notify: () => {}, online: () => true, logger: { warn: () => {} } }));
  const commands: Command[] = [];
  const dispatch = vi.fn(async (command: Command) => {
    commands.push(command);
    return { ok: true as const, events: [] };
  });
  const ctx = { dispatch, services, storeView: makeTestStoreView(), read: () => undefined } as unknown as ReactorContext;
  return { ctx, commands, session, store };
}

describe('session start-up (spec section 4)', () => {
  it('without a stored token the session starts anonymously', async () => {
    const { ctx, commands } = setup([], []);
    await startSession(ctx);
    expect(commands).toEqual([{ type: 'user/recordAnonymousStart', data: {} }]);
  });

  it('with a stored token the profile authorises the session (via startup) and is stored as current-user', async () => {
    const { ctx, commands, store } = setup([[TOKEN_KEY, 't-1']], ['t-1']);
    await startSession(ctx);
    expect(commands).toEqual([{ type: 'user/recordAuthorised', data: { profile: testProfile(), via: 'startup' } }]);
    expect(await store.get(USER_KEY)).toEqual(testProfile());
  });

  it('renews an expired stored token on the way', async () => {
    const { ctx, commands, session } = setup([[TOKEN_KEY, 'old'], [REFRESH_TOKEN_KEY, 'r-1']], ['new'], { code: 200, result: 'new', meta: { refreshToken: 'r-2' } });
    await startSession(ctx);
    expect(commands.map((c) => c.type)).toEqual(['user/recordAuthorised']);
    expect(session.getToken()).toBe('new');
  });

  it('a token that cannot be renewed logs out silently, opens sign-up, forgets the tokens and starts anonymously', async () => {
    const { ctx, commands, session } = setup([[TOKEN_KEY, 'old'], [REFRESH_TOKEN_KEY, 'r-1']], []);
    await startSession(ctx);
    await vi.waitFor(() => expect(commands).toHaveLength(4));
    expect(commands).toEqual(
      expect.arrayContaining([
        { type: 'user/logout', data: { silent: true } },
        { type: 'user/showAuthView', data: { view: 'register' } },
        { type: 'ui-state/open', data: { panel: 'auth' } },
        { type: 'user/recordAnonymousStart', data: {} },
      ]),
    );
    expect(session.getToken()).toBeNull();
  });
});
