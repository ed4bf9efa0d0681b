import type { Kernel } from '../kernel';
import { containerSession, createMemoryTaskStore, createSyncLayer, SyncLayerToken, type SessionPort } from '../sync';

/** A call the fake API received (the path keeps its query, placeholders filled). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** The fake API's answer: the `{code, result, meta?}` envelope, also sent as the HTTP status (500 for code 0). */
export interface ApiAnswer {
  code: number;
  result: unknown;
  meta?: unknown;
}

/** Answers one call of the API contract, as a story or test scripts it. */
export type FakeApi = (call: ApiCall) => ApiAnswer;

/** Every call is 404: for stories whose views must not call the API at all. */
export const noApi: FakeApi = () => ({ code: 404, result: 'Not found' });

/** A fake of the API: a `fetch` that answers from `api` instead of the network, and the calls it received. */
export function fakeApi(api: FakeApi): { fetch: typeof fetch; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const call: ApiCall = { method: init?.method ?? 'GET', path: String(input), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const answer = api(call);
    return new Response(JSON.stringify(answer), { status: answer.code === 0 ? 500 : answer.code, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchFn, calls };
}

/**
 * Binds the kernel's sync layer, as the browser runtime does after start, to one that sends every task through
 * `fetchFn` (a {@link fakeApi}'s): always online, a memory queue, no notifications. The session is the
 * container's (the halves its modules bind) unless one is given.
 */
export function bindFakeSyncLayer(kernel: Kernel, fetchFn: typeof fetch, session: SessionPort = containerSession(kernel.container)): void {
  kernel.container
    .bind(SyncLayerToken)
    .toConstantValue(createSyncLayer({ fetch: fetchFn, session, notify: () => {}, store: createMemoryTaskStore(), online: () => true, logger: { warn: () => {} } }));
}
