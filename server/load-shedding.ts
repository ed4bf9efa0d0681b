/**
 * Load shedding (issue 18 item 14, ADR 0042): beyond a bounded amount of work in flight the server answers a fast
 * 503 with Retry-After instead of queueing every request behind the others. Two kinds of bound:
 * - per route group, a count of requests in flight: page renders (cache misses) and catalogue searches;
 * - for the whole process, @fastify/under-pressure: event loop delay and heap in use.
 * Cached pages and catalogue answers are served before either check (the output cache answers in an earlier hook).
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoreView } from '../src/kernel/store-view/types';
import { busyMessage, busyPageHtml, viewOfPage, type BusyReason } from './busy-page';
import { NO_CACHE } from './cache-control';

/** The limits; each is named in the 503 it causes and in the README's security section. */
export interface LoadLimits {
  /** Pages rendered at once (page-cache misses); one more answers 503 (MAX_PAGE_RENDERS). */
  pageRenders: number;
  /** Catalogue searches (`/api/catalog/.../_search`) run at once for browsers; one more answers 503 (MAX_SEARCHES). */
  searches: number;
  /** Mean event loop delay (ms) over one sample second above which uncached requests answer 503. */
  maxEventLoopDelayMs: number;
  /** Heap in use (bytes) above which uncached requests answer 503: 90 % of the heap limit. */
  maxHeapUsedBytes: number;
}

/**
 * The defaults (ADR 0042): a render is 100-300 ms of CPU on the event loop, so more renders at once than cores
 * only queue; measured on 2 cores with 50 connections (`npm run bench:overload`), 8 at once starved cached pages
 * (0-5 answers in 15 s) while one per core kept them answering (p50 160-200 ms) at the same render rate. Pages
 * rendered at once: the machine's cores, at least 2. Searches are mostly database time.
 */
export const DEFAULT_LOAD_LIMITS: LoadLimits = {
  pageRenders: Math.max(2, availableParallelism()),
  searches: 16,
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
};

/** Seconds a refused client is asked to wait (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 1;

/** The 503 text when MAX_PAGE_RENDERS pages are being rendered (the API's, in English; pages: busy-page.ts). */
export const pagesBusyMessage = (limit: number): string => busyMessage('en', { kind: 'pages', limit }, RETRY_AFTER_SECONDS);

/** The 503 text when MAX_SEARCHES catalogue searches are running. */
export const searchesBusyMessage = (limit: number): string =>
  `The shop is busy: at most ${limit} catalogue searches run at once. Try again in ${RETRY_AFTER_SECONDS} s.`;

/** Why under-pressure refused, with the limit it went over. */
function overloadReason(type: string, limits: LoadLimits): BusyReason {
  if (type === 'eventLoopDelay') return { kind: 'overloaded', type, ms: limits.maxEventLoopDelayMs };
  if (type === 'heapUsedBytes') return { kind: 'overloaded', type, mb: Math.round(limits.maxHeapUsedBytes / 2 ** 20) };
  return { kind: 'overloaded', type: 'unhealthy' };
}

/** The 503 text when the whole process is over one of its limits (the API's, in English). */
export function overloadedMessage(type: string, limits: LoadLimits): string {
  return busyMessage('en', overloadReason(type, limits), RETRY_AFTER_SECONDS);
}

/** A count of requests in flight with an upper bound; a request leaves when its response closes. */
export interface InFlightLimit {
  readonly max: number;
  readonly active: number;
  /** Counts the response in (true), or answers false when `max` are already in flight. */
  tryEnter(response: ServerResponse): boolean;
}

export function createInFlightLimit(max: number): InFlightLimit {
  let active = 0;
  return {
    max,
    get active() {
      return active;
    },
    tryEnter(response) {
      if (active >= max) return false;
      active += 1;
      // 'close' comes once per response: sent, failed or cut off by the client.
      response.once('close', () => {
        active -= 1;
      });
      return true;
    },
  };
}

// The server's own searches (route loaders through `injectFetch`) carry this per-process secret: they are bounded
// by the page renders that make them, and refusing them would turn a busy page into a broken one.
const INTERNAL_TOKEN = randomBytes(16).toString('hex');

/** The header `injectFetch` marks the server's own requests with. */
export const INTERNAL_REQUEST_HEADER = 'x-storefront-internal';

/** Headers that mark a request as the server's own (for `injectFetch`). */
export function internalRequestHeaders(): Record<string, string> {
  return { [INTERNAL_REQUEST_HEADER]: INTERNAL_TOKEN };
}

const isInternal = (request: FastifyRequest): boolean => request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_TOKEN;

/** Sets up the 503 (status, Retry-After, never cached) and answers its body: the API's envelope, or the page. */
function refusal(reply: FastifyReply, answer: { api: string } | { page: string }): { code: number; result: string } | string {
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', NO_CACHE);
  if ('api' in answer) return { code: 503, result: answer.api };
  reply.type('text/html; charset=utf-8');
  return answer.page;
}

/** Sends the API's 503 envelope with `message` (see `refusal`). */
export function refuseApi(reply: FastifyReply, message: string): FastifyReply {
  return reply.send(refusal(reply, { api: message }));
}

/** Sends the 503 page for `reason` in the language of the request's store view (busy-page.ts). */
export function refusePage(request: FastifyRequest, reply: FastifyReply, storeViews: readonly StoreView[], reason: BusyReason): FastifyReply {
  return reply.send(refusal(reply, { page: busyPage(request, storeViews, reason) }));
}

const busyPage = (request: FastifyRequest, storeViews: readonly StoreView[], reason: BusyReason): string =>
  busyPageHtml(viewOfPage(storeViews, request.host || 'localhost', request.url), request.url, reason, RETRY_AFTER_SECONDS);

/** The route of catalogue searches (server/api/catalog.ts). */
const SEARCH_ROUTE = '/api/catalog/:index/:type/_search';

/**
 * Installs the process-level check (@fastify/under-pressure) and the search bound. Call it after the output
 * cache is registered, so cached answers are served first. `pressure` overrides under-pressure's options (tests).
 */
export async function installLoadShedding(
  app: FastifyInstance,
  limits: LoadLimits,
  options: { isApi: (url: string) => boolean; storeViews: readonly StoreView[]; pressure?: Partial<FastifyUnderPressureOptions> },
): Promise<{ pages: InFlightLimit; searches: InFlightLimit }> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_SECONDS,
    // A value the handler answers is sent as the reply and the request goes no further (the plugin's code; its
    // types only say void).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) =>
      refusal(
        reply,
        options.isApi(request.url)
          ? { api: overloadedMessage(type, limits) }
          : { page: busyPage(request, options.storeViews, overloadReason(type, limits)) },
      )) as unknown as FastifyUnderPressureOptions['pressureHandler'],
    ...options.pressure,
  });
  const pages = createInFlightLimit(limits.pageRenders);
  const searches = createInFlightLimit(limits.searches);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== SEARCH_ROUTE || isInternal(request)) return;
    if (!searches.tryEnter(reply.raw)) return refuseApi(reply, searchesBusyMessage(searches.max));
  });
  return { pages, searches };
}
