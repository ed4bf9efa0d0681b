/**
 * How route loaders read the commerce API, on the server and in the browser alike. The app binds
 * `ApiFetchToken` to a fetch-like function taking a path (`/api/...`): in the browser the window's fetch
 * (same origin), on the server a function that hands the request to the API in the same process (no
 * network hop, no base URL to configure). Loaders then call `apiGet(services, path)`.
 */
import type { Container } from 'inversify';
import { readEnvelope, serverMessage } from '../sync/envelope';
import { SYNC_MESSAGES } from '../sync/messages';

/** Fetches an API path (`/api/...`); the app decides where it goes. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The ApiFetch of the current side (server render or browser). A registered symbol: the server's own
 * code and its SSR bundle each hold a copy of this module, and both must name the same binding.
 */
export const ApiFetchToken: unique symbol = Symbol.for('autoparts.kernel.ApiFetch') as never;

/** A non-200 answer of the API, or a transport failure (code from the HTTP status or the envelope). */
export class ApiRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** GETs a path asking for JSON through the bound ApiFetch; without one, a 503 ApiRequestError. */
function fetchJson(services: Container, path: string, init?: { signal?: AbortSignal }): Promise<Response> {
  if (!services.isBound(ApiFetchToken)) throw new ApiRequestError(503, 'No API client is configured');
  return services.get<ApiFetch>(ApiFetchToken)(path, { headers: { accept: 'application/json' }, ...init });
}

/**
 * GETs an API path and returns the envelope's `result`; throws ApiRequestError for any other code
 * (the message is the server's own text when it gave one) and when no ApiFetch is bound. `init.signal`
 * cancels the request (a superseded search).
 */
export async function apiGet<T>(services: Container, path: string, init?: { signal?: AbortSignal }): Promise<T> {
  const read = await readEnvelope(await fetchJson(services, path, init));
  if (!read.ok) throw new ApiRequestError(read.code, read.message);
  if (read.envelope.code !== 200) throw new ApiRequestError(read.envelope.code, serverMessage(read.envelope.result) ?? `API answered ${read.envelope.code}`);
  return read.envelope.result as T;
}

/**
 * GETs an API path that answers plain JSON rather than an envelope (the catalogue search answers in the
 * Elasticsearch shape); throws ApiRequestError for a non-2xx status or a body that is not JSON.
 */
export async function apiGetJson<T>(services: Container, path: string, init?: { signal?: AbortSignal }): Promise<T> {
  const response = await fetchJson(services, path, init);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiRequestError(response.status >= 400 ? response.status : 502, SYNC_MESSAGES.badContentType);
  }
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && typeof (body as { result?: unknown }).result === 'string' ? (body as { result: string }).result : `API answered ${response.status}`;
    throw new ApiRequestError(response.status, message);
  }
  return body as T;
}
