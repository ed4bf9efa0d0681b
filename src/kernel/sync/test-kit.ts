import type { SessionPort, SyncNotification, Task } from './types';

/** A recorded call to the fake fetch. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers one call: a Response, or an Error to reject with (a network failure). */
export type Responder = (call: FetchCall) => Response | Error | Promise<Response | Error>;

/**
 * A scripted `fetch` for specs: each call takes the next responder (the last one repeats).
 * `active` counts requests in flight, to prove the queue sends one at a time.
 */
export function fakeFetch(...responders: Responder[]) {
  const calls: FetchCall[] = [];
  const script = [...responders];
  let active = 0;
  let maxActive = 0;
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const responder = script.length > 1 ? script.shift()! : script[0];
    if (!responder) throw new Error(`fakeFetch: no responder for ${call.url}`);
    active += 1;
    maxActive = Math.max(maxActive, active);
    try {
      const answer = await responder(call);
      if (answer instanceof Error) throw answer;
      return answer;
    } finally {
      active -= 1;
    }
  };
  return {
    fetch: fetchFn as typeof fetch,
    calls,
    urls: () => calls.map((call) => call.url),
    maxActive: () => maxActive,
    /** Replaces the remaining script. */
    then: (...next: Responder[]) => {
      script.splice(0, script.length, ...next);
    },
  };
}

/** A JSON envelope answer. */
export function envelope(code: number, result: unknown = null, meta?: unknown, status = 200): Responder {
  return () =>
    new Response(JSON.stringify(meta === undefined ? { code, result } : { code, result, meta }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
}

/** A raw answer with any content type. */
export function raw(body: string, contentType: string, status = 200): Responder {
  return () => new Response(body, { status, headers: { 'content-type': contentType } });
}

/** A network failure (what `fetch` rejects with when offline). */
export function networkDown(): Responder {
  return () => new TypeError('Failed to fetch');
}

/** A promise the spec resolves by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A session whose refresh hands out `token-2`, `token-3`, ... unless `refresh` is replaced. */
export function fakeSession(initial: { token?: string | null; cartId?: string | null } = {}) {
  const state = {
    token: initial.token === undefined ? 'token-1' : initial.token,
    cartId: initial.cartId === undefined ? 'cart-1' : initial.cartId,
    refreshCalls: 0,
    aborted: 0,
    cartIdMissing: 0,
  };
  let issued = 1;
  const port: SessionPort & { refresh: () => Promise<string | null> } = {
    getToken: () => state.token,
    getCartId: () => state.cartId,
    refresh: async () => {
      state.refreshCalls += 1;
      issued += 1;
      state.token = `token-${issued}`;
      return state.token;
    },
    onAuthAborted: () => {
      state.aborted += 1;
      state.token = null;
    },
    onCartIdMissing: () => {
      state.cartIdMissing += 1;
    },
  };
  return { port, state };
}

/** Collects notifications. */
export function notifications() {
  const shown: SyncNotification[] = [];
  return { notify: (n: SyncNotification) => void shown.push(n), shown, messages: () => shown.map((n) => n.message) };
}

let counter = 0;
/** A task with defaults; ids are unique per spec run. */
export function task(overrides: Partial<Task> = {}): Task {
  counter += 1;
  return {
    id: `t-${counter}`,
    url: '/api/cart/pull?token={{token}}&cartId={{cartId}}',
    method: 'GET',
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}
