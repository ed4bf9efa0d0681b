import type { DurableStore } from '../../kernel/event-log/durable-store';
import type { UserSessionPort } from '../../kernel/sync';
import type { CustomerProfile } from './messages';

/** Spec section 7: the browser storage keys of the session. */
export const TOKEN_KEY = 'current-token';
export const REFRESH_TOKEN_KEY = 'current-refresh-token';
export const USER_KEY = 'current-user';

/**
 * The user's half of the sync layer's session (bound as the kernel's `UserSessionToken`): holds the access
 * and refresh tokens (in memory for `getToken()`, persisted under the spec's keys) and the last profile.
 * Tokens live only here, never in the event log (ADR 0023).
 */
export interface UserSession extends UserSessionPort {
  /** Loads what a previous page stored; every other method may be called before it resolves. */
  ready(): Promise<void>;
  getRefreshToken(): string | null;
  /** The profile stored under `current-user` (offline start-up falls back on it). */
  storedProfile(): CustomerProfile | null;
  /** Stores a new login's tokens. */
  storeTokens(token: string, refreshToken: string | null): Promise<void>;
  storeProfile(profile: CustomerProfile): Promise<void>;
  /** Forgets tokens and profile (logout). */
  clear(): Promise<void>;
  /** What `onAuthAborted()` does: the module's start-up wires the silent logout and the sign-up dialog. */
  setAbortHandler(handler: () => void): void;
}

export interface UserSessionDeps {
  store: DurableStore;
  fetch: typeof fetch;
  /** Prefix of `/api/user/refresh` (empty in the browser: the page's origin). */
  baseUrl?: string;
}

/** The session service over a durable store; `refresh()` uses plain fetch, as the sync layer calls it inside its lock. */
export function createUserSession({ store, fetch: fetchFn, baseUrl = '' }: UserSessionDeps): UserSession {
  let token: string | null = null;
  let refreshToken: string | null = null;
  let profile: CustomerProfile | null = null;
  let onAbort: () => void = () => {};
  // A token stored before ready() resolves must win over the stored one it replaces.
  let touched = false;

  const loading = (async () => {
    const [storedToken, storedRefresh, storedUser] = await Promise.all([
      store.get<string>(TOKEN_KEY),
      store.get<string>(REFRESH_TOKEN_KEY),
      store.get<CustomerProfile>(USER_KEY),
    ]);
    if (touched) return;
    token = typeof storedToken === 'string' ? storedToken : null;
    refreshToken = typeof storedRefresh === 'string' ? storedRefresh : null;
    profile = storedUser ?? null;
  })();

  const setTokens = async (next: string, nextRefresh: string | null) => {
    touched = true;
    token = next;
    refreshToken = nextRefresh;
    await store.set(TOKEN_KEY, next);
    if (nextRefresh) await store.set(REFRESH_TOKEN_KEY, nextRefresh);
    else await store.remove(REFRESH_TOKEN_KEY);
  };

  return {
    ready: () => loading,
    getToken: () => token,
    getRefreshToken: () => refreshToken,
    storedProfile: () => profile,
    storeTokens: setTokens,
    async storeProfile(next) {
      profile = next;
      await store.set(USER_KEY, next);
    },
    async clear() {
      touched = true;
      token = null;
      refreshToken = null;
      profile = null;
      await Promise.all([store.remove(TOKEN_KEY), store.remove(REFRESH_TOKEN_KEY), store.remove(USER_KEY)]);
    },
    async refresh() {
      await loading;
      if (!refreshToken) return null;
      // Rejects on a network failure: the sync layer tells that apart from a refusal.
      const response = await fetchFn(`${baseUrl}/api/user/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      const answer = (await response.json().catch(() => null)) as { code?: unknown; result?: unknown; meta?: { refreshToken?: unknown } } | null;
      if (answer?.code !== 200 || typeof answer.result !== 'string' || answer.result === '') return null;
      // Refresh tokens rotate: the answer's replaces the one just spent.
      const rotated = typeof answer.meta?.refreshToken === 'string' ? answer.meta.refreshToken : refreshToken;
      await setTokens(answer.result, rotated);
      return answer.result;
    },
    onAuthAborted: () => onAbort(),
    setAbortHandler(handler) {
      onAbort = handler;
    },
  };
}

// The vault is the kernel's (the checkout hands a password over through it too).
export { CredentialVault, createCredentialVault } from '../../kernel/credentials';
