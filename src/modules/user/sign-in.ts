import type { Container } from 'inversify';
import type { Dispatch } from '../../kernel/module';
import { serverMessage, SyncLayerToken, UserSessionToken, type SyncLayer, type Task } from '../../kernel/sync';
import type { CustomerProfile } from './messages';
import type { UserSession } from './session';

/** Shown when an answer carries no message of its own (offline, a server error page). */
export const UNEXPECTED = 'Unexpected error. Please try again.';

/**
 * The page's sync layer. The browser runtime binds it right after the kernel has started, so start-up
 * I/O may run a moment before it exists: wait for it (at most `tries` × 20 ms).
 */
export async function syncLayerOf(services: Container): Promise<SyncLayer> {
  return whenBound<SyncLayer>(services, SyncLayerToken);
}

/** A service that is bound now or within `tries` × 20 ms (module bindings load asynchronously at start). */
export async function whenBound<T>(services: Container, token: symbol, tries = 250): Promise<T> {
  for (let attempt = 0; !services.isBound(token); attempt += 1) {
    if (attempt >= tries) throw new Error(`${String(token)} is not bound`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return services.get<T>(token);
}

export const sessionOf = (services: Container) => services.get<UserSession>(UserSessionToken);

/** A silent task: the forms show their own messages, so the sync layer must not add a notification. */
export function userTask(id: string, url: string, method: Task['method'], body?: unknown): Task {
  return { id, url, method, ...(body === undefined ? {} : { body }), silent: true, createdAt: new Date().toISOString() };
}

export type Outcome = { ok: true; profile: CustomerProfile } | { ok: false; message: string };

/** The message of a refused answer: the server's own text, or a generic one. */
export const refusal = (result: unknown): string => serverMessage(result) ?? UNEXPECTED;

/** GET /api/user/me with the session's token (through the sync layer, which renews an expired one). */
export async function fetchProfile(sync: SyncLayer, id: string): Promise<Outcome> {
  const answer = await sync.execute(userTask(id, '/api/user/me?token={{token}}', 'GET'));
  if (answer.code !== 200 || typeof answer.result !== 'object' || answer.result === null) return { ok: false, message: refusal(answer.result) };
  return { ok: true, profile: answer.result as CustomerProfile };
}

/**
 * Logs in (spec section 4): POST /api/user/login; on 200 stores the token and the refresh token from meta,
 * unlocks an aborted sync layer, reads the profile and records the authorised session. A failure leaves no
 * token behind.
 */
export async function signIn(
  { services, dispatch }: { services: Container; dispatch: Dispatch },
  credentials: { email: string; password: string },
  via: 'login' | 'register' | 'passwordChange',
  id: string,
): Promise<Outcome> {
  const sync = await syncLayerOf(services);
  const session = sessionOf(services);
  const answer = await sync.execute(userTask(`${id}-login`, '/api/user/login', 'POST', { username: credentials.email, password: credentials.password }));
  if (answer.code !== 200 || typeof answer.result !== 'string') return { ok: false, message: refusal(answer.result) };
  const refreshToken = (answer.meta as { refreshToken?: unknown } | undefined)?.refreshToken;
  await session.storeTokens(answer.result, typeof refreshToken === 'string' ? refreshToken : null);
  sync.resetAuthLock();
  const me = await fetchProfile(sync, `${id}-me`);
  if (!me.ok) {
    await session.clear();
    return me;
  }
  await session.storeProfile(me.profile);
  await dispatch({ type: 'user/recordAuthorised', data: { profile: me.profile, via } });
  return me;
}
