import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { Container } from 'inversify';
import { ApiFetchToken, CatalogueSearchToken, type ApiFetch, type CatalogueSearch } from '../src/kernel/api';
import { graphqlCatalogueSearch, graphqlEndpoint } from '../src/kernel/api/graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { COMPRESSION_OPTIONS, PRECOMPRESSED_FILES, encodeForCache, pickEncoding } from './compression';
import type { ServerConfig } from './config';
import type { RenderOptions, RenderResult } from '../src/app/entry-server';
import type { ViteManifest } from '../src/app/asset-manifest';
import { cacheControlFor, NO_CACHE } from './cache-control';
import type { Envelope } from '../contract/envelope';
import type { ApiDeps } from './api/deps';
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { addCacheTags, cacheKeyUrlOf, catalogueTagOf, CACHE_STATUS_HEADER, normalisePageUrl, registerOutputCache, type CachedResponse, type OutputCache, type OutputCacheLookup } from './cache';
import { errorEnvelope, retryLater } from './api/errors';
import { databaseHealth } from './storage/health';
import { installApiSecurity } from './api/security';
import { errorPageHtml, installRequestGuard, SERVER_OPTIONS } from './request-guard';
import { registerOfflinePage } from './offline-page';
import { registerWebManifests } from './web-manifest';
import { registerSupportPage, SUPPORT_PAGE_PATH, type SupportBuild } from './support/support-page';
import { applyPagePolicy, createNonce, installSecurityHeaders, withConnectOrigin } from './security-headers';
import { DEFAULT_LOAD_LIMITS, installLoadShedding, internalRequestHeaders, refusePage, type LoadLimits } from './load-shedding';
import { loggerOptions, type LogDestination } from './logging';

/** A group of API routes (catalogue search, stock, ...), registered with the shared dependencies. */
export type ApiRoutes = (app: FastifyInstance, deps: ApiDeps) => Promise<void>;

/** The SSR entry's `render` (production bundle, Vite dev module or the source in tests). */
export type RenderFn = (request: Request, options: RenderOptions) => Promise<RenderResult>;

/** How pages are rendered and which files are served; production defaults come from `server/ssr.ts`. */
export interface BuildServerOptions {
  /** Output cache for catalogue answers and server-rendered pages (production; not in development). */
  cache?: OutputCache;
  /** The commerce API: its dependencies (database, store views, clock) and route groups. */
  api?: { deps: ApiDeps; routes: readonly ApiRoutes[] };
  /** Renders pages; without it every page request answers 503 (API and static files still work). */
  render?: RenderFn;
  /** Static files root (dist/client); skipped when missing. */
  clientDir?: string;
  /** Client build manifest for preload links. */
  manifest?: ViteManifest | null;
  /** The support console's own build (dist/support, ADR 0066); served to staff only. */
  supportBuild?: SupportBuild | null;
  /** The built stylesheets' text by URL path, written into pages instead of linked (`RenderOptions.inlineStyles`). */
  inlineStyles?: ReadonlyMap<string, string>;
  /** Development: Vite's connect middlewares, tried before SSR; they call `next` when they pass. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** Development head HTML and entry module (Vite client, React refresh). */
  dev?: RenderOptions['dev'];
  /** Request log: off by default; true writes to stdout, a destination captures it (server/logging.ts redacts secrets). */
  logger?: boolean | LogDestination;
  /** Bounds of the work in flight (server/load-shedding.ts); the config's, then DEFAULT_LOAD_LIMITS, fill the rest. */
  limits?: Partial<LoadLimits>;
  /** @fastify/under-pressure options over the ones the limits give (tests: a health check). */
  pressure?: Partial<FastifyUnderPressureOptions>;
}

export type { Envelope } from '../contract/envelope';

const SERVER_ERROR_HTML =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Internal Server Error 500</title></head>' +
  '<body><h1>Internal Server Error 500</h1><p>Something went wrong...</p><p><a href="/">Return to home page</a></p></body></html>';

/** The Host of the server's own API requests (light-my-request's default): their output-cache keys name it. */
const INTERNAL_HOST = 'localhost:80';

/**
 * An ApiFetch that answers from this app, for loaders during server rendering. A GET the output cache holds
 * (`cached`, the same rules and key as the in-process request would meet) is answered with the stored status,
 * headers and bytes at once; anything else goes through Fastify's inject, which runs every hook and handler and
 * stores a cacheable answer for the next render. Either way the loader gets the answer a browser would.
 */
export function injectFetch(app: FastifyInstance, cached?: OutputCacheLookup): ApiFetch {
  return async (path, init) => {
    // Marked as the server's own: a page's searches are not refused by the search bound (server/load-shedding.ts).
    const headers: Record<string, string> = { host: INTERNAL_HOST, ...Object.fromEntries(new Headers(init?.headers).entries()), ...internalRequestHeaders() };
    const method = (init?.method ?? 'GET').toUpperCase() as 'GET' | 'HEAD' | 'POST' | 'DELETE';
    const stored = cached?.({ method, url: path, headers });
    if (stored) return storedResponse(stored);
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const res = await app.inject({ method, url: path, headers, ...(body === undefined ? {} : { payload: body }) });
    const answer = fetchHeaders(res.headers);
    const empty = res.statusCode === 204 || res.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: answer });
  };
}

/** Node-style headers (a value may be a list or a number) as a fetch Headers object. */
function fetchHeaders(source: Record<string, string | number | readonly string[] | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** A stored answer as the Response the in-process request would have given (marked a cache hit, as that one is). */
function storedResponse(stored: CachedResponse): Response {
  const headers = fetchHeaders(stored.headers);
  headers.set(CACHE_STATUS_HEADER, 'Hit');
  return new Response(new Uint8Array(stored.body), { status: stored.status, headers });
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url === '/graphql' || url.startsWith('/graphql?');
}

function isSupportPage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === SUPPORT_PAGE_PATH || path.startsWith(`${SUPPORT_PAGE_PATH}/`);
}

function toWebRequest(request: FastifyRequest, url = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const host = request.headers.host ?? 'localhost';
  return new Request(`${request.protocol}://${host}${url}`, { method: 'GET', headers });
}

/** The answer of `/api/health`. */
interface HealthAnswer {
  status: 'ok' | 'unavailable';
  version: string;
  storage: string;
  database: 'ok' | 'unreachable' | 'none';
}

/**
 * The Fastify app: `/api/health`, the `/api/*` 404 envelope, static files with the spec's cache
 * headers and server-side rendering of every other GET. Errors answer without stack traces.
 */
export async function buildServer(config: ServerConfig, options: BuildServerOptions = {}): Promise<FastifyInstance> {
  // Bodies above 256 kB are refused (413); URLs that do not decode and requests Node's parser refuses answer a
  // 4xx page or envelope (server/request-guard.ts).
  const app = Fastify({ logger: loggerOptions(options.logger), ...SERVER_OPTIONS, trustProxy: config.trustProxy });

  // Before any route: Fastify binds a route to the error handler in force when it is added.
  app.setErrorHandler(async (error: { statusCode?: number; message?: string; code?: string }, request, reply) => {
    const answer = errorEnvelope(error);
    const status = answer.code;
    if (status === 500) request.log.error(error);
    else if (status === 503) request.log.warn({ reason: error.message }, 'Database unavailable');
    if (reply.sent || reply.raw.headersSent) return reply;
    retryLater(reply, status);
    // Client errors keep their message (they describe the request); server errors never leak details.
    if (isApi(request.url) || request.method !== 'GET') return reply.code(status).send(answer satisfies Envelope<string>);
    // A refused page request (a malformed Host, a NUL in its URL) says why; anything else is the generic 500 page.
    const page = status >= 400 && status < 500 ? errorPageHtml(status, STATUS_CODES[status] ?? 'Error', answer.result) : SERVER_ERROR_HTML;
    return reply.code(status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(page);
  });
  // Malformed Host headers and NUL characters in URLs are refused before anything else reads them.
  installRequestGuard(app);
  // CORS for configured origins, API security headers, JSON-only bodies: before any route is added.
  await installApiSecurity(app, { corsOrigins: options.api?.deps.commerce.corsOrigins ?? [] });
  // Helmet's headers on every answer; pages add their own CSP when rendered.
  await installSecurityHeaders(app);

  let cached: OutputCacheLookup | undefined;
  if (options.cache) {
    cached = registerOutputCache(app, options.cache, {
      // Catalogue answers and pages are the same for everyone; carts, users, files and images are not cached here.
      // The support console (staff only, ADR 0066) is never stored, whoever asks.
      isCacheable: (request) => (isApi(request.url) ? request.url.startsWith('/api/catalog/') : !/^\/(assets|img)\//.test(request.url) && !isSupportPage(request.url)),
      tagsOf: (request) => {
        const tag = catalogueTagOf(request.url);
        return tag ? [tag] : [];
      },
      encode: encodeForCache,
      pickEncoding,
      // A page is keyed (and rendered) by the query parameters pages read: tracking parameters share its entry.
      keyUrl: (request) => (isApi(request.url) ? request.url : normalisePageUrl(request.url)),
    });
  }
  // After the output cache, so cached answers are served however busy the server is.
  const limits: LoadLimits = { ...DEFAULT_LOAD_LIMITS, ...config.limits, ...options.limits };
  const { pages } = await installLoadShedding(app, limits, { isApi, storeViews: config.storeViews, ...(options.pressure ? { pressure: options.pressure } : {}) });
  // After the output cache: its onSend hook sees (and stores) the identity body before this one
  // compresses it. Compression hooks onto routes, so it comes before any route (pages included).
  await app.register(fastifyCompress, COMPRESSION_OPTIONS);

  // An orchestrator's probe: 200 while the database answers, 503 (with why) while it does not (issue 18 item 13).
  app.get('/api/health', async (_request, reply): Promise<Envelope<HealthAnswer>> => {
    const db = options.api?.deps.db;
    const database = db ? await databaseHealth(db) : 'none';
    const status = database === 'unreachable' ? 503 : 200;
    reply.code(status).header('cache-control', NO_CACHE);
    retryLater(reply, status);
    return { code: status, result: { status: status === 200 ? 'ok' : 'unavailable', version: config.version, storage: db?.kind ?? 'none', database } };
  });

  if (options.api) {
    for (const routes of options.api.routes) await routes(app, options.api.deps);
  }

  // The installable app: one web app manifest per store view (the icons and sw.js are static files).
  registerWebManifests(app, config.storeViews);
  // The service worker's offline page, in the language of the host's store views (server/offline-page.ts).
  registerOfflinePage(app, config.storeViews);
  // The support console (issue 21 item 1, ADR 0066): staff only, its own script, never a shopper's page.
  await registerSupportPage(app, { opsKey: options.api?.deps.commerce.opsKey ?? null, build: options.supportBuild ?? null, ...(options.dev ? { dev: { head: options.dev.head } } : {}) });

  const clientDir = options.clientDir ? resolve(options.clientDir) : null;
  if (clientDir && existsSync(clientDir)) {
    // A built text file is answered by its .br or .gz twin or as it is, by Accept-Encoding: shared
    // caches must keep those apart (@fastify/static does not say so itself).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApi(request.url) && PRECOMPRESSED_FILES.test(request.url.split('?')[0] ?? '')) reply.header('vary', 'accept-encoding');
      return payload;
    });
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per built file, so every other path falls through to SSR.
      wildcard: false,
      // The offline page is a route of its own (server/offline-page.ts), whatever a build directory holds.
      globIgnore: ['offline.html', 'offline.html.br', 'offline.html.gz'],
      index: false,
      // The .br and .gz twins written by the build (vite.config.ts), chosen by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // With a twin chosen, `path` is the twin's (sw.js.br): the rules are the file's own.
        res.setHeader('cache-control', cacheControlFor(relative(clientDir, path).split(sep).join('/').replace(/\.(br|gz)$/, '')));
      },
    });
  }

  // Route loaders read the API through the app itself (stored answers straight from the output cache): no network
  // hop, no base URL to configure.
  const services = new Container();
  const local = injectFetch(app, cached);
  services.bind<ApiFetch>(ApiFetchToken).toConstantValue(local);
  // The server API type graphql: the loaders' catalogue reads are GraphQL queries too, to this app in process
  // (no host configured) or to the configured host.
  const serverApi = config.serverApi?.type === 'graphql' ? config.serverApi : undefined;
  if (serverApi) {
    const post = (url: string, init: RequestInit) => (url.startsWith('/') ? local(url, init) : fetch(url, init));
    services.bind<CatalogueSearch>(CatalogueSearchToken).toConstantValue(graphqlCatalogueSearch(post, graphqlEndpoint(serverApi)));
  }
  // The browser reads the catalogue from the GraphQL host too: its origin joins the pages' connect-src.
  const graphqlUrl = serverApi ? graphqlEndpoint(serverApi) : null;
  const publicConfig = { ...(config.storeViewDomains ? { storeViewDomains: config.storeViewDomains } : {}), ...(serverApi ? { serverApi } : {}) };

  const renderOptions = (nonce: string): RenderOptions => ({
    nonce,
    services,
    storeViews: config.storeViews,
    publicConfig,
    version: config.version,
    manifest: options.manifest ?? null,
    ...(options.inlineStyles ? { inlineStyles: options.inlineStyles } : {}),
    ...(options.dev ? { dev: options.dev } : {}),
    onError: (error) => app.log.error(error),
  });

  const renderPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!options.render) return reply.code(503).header('cache-control', NO_CACHE).type('text/plain').send('Pages are not available');
    if (!pages.tryEnter(reply.raw)) return refusePage(request, reply, config.storeViews, { kind: 'pages', limit: pages.max });
    const nonce = createNonce();
    // The URL the cache keyed it by (only the parameters pages read), so the stored page is the key's.
    const result = await options.render(toWebRequest(request, cacheKeyUrlOf(request)), renderOptions(nonce));
    applyPagePolicy(request, reply, nonce, withConnectOrigin(result.externalOrigins ?? {}, graphqlUrl), false);
    addCacheTags(reply, result.tags);
    // A page may ask for more than revalidation (a secret in its URL: `no-store`, RouteContribution.headers).
    reply.code(result.status).header('cache-control', NO_CACHE).headers(result.headers);
    return result.body ? reply.send(result.body) : reply.send();
  };

  const apiNotFound = (reply: FastifyReply) => reply.code(404).send({ code: 404, result: 'Not found' } satisfies Envelope<string>);

  app.setNotFoundHandler(async (request, reply) => apiNotFound(reply));

  // Every GET (and HEAD) that no API route or built file answers is a page. A route rather than the
  // not-found handler, so route hooks (compression) apply to pages too.
  app.get('/*', async (request, reply) => {
    if (isApi(request.url)) return apiNotFound(reply);
    const middleware = options.devMiddleware;
    if (!middleware) return renderPage(request, reply);
    // Development: Vite answers module requests on the raw response, so Fastify lets go of this one.
    reply.hijack();
    middleware(request.raw, reply.raw, (error) => {
      if (error) request.log.error(error);
      void renderRaw(request, reply, reply.raw);
    });
    return reply;
  });

  // Development only (Vite's middlewares hold the response): no cache and no render bound.
  const renderRaw = async (request: FastifyRequest, reply: FastifyReply, res: ServerResponse): Promise<void> => {
    try {
      if (!options.render) throw new Error('No renderer');
      const nonce = createNonce();
      const result = await options.render(toWebRequest(request), renderOptions(nonce));
      applyPagePolicy(request, reply, nonce, withConnectOrigin(result.externalOrigins ?? {}, graphqlUrl), true);
      // A page may ask for more than revalidation (a secret in its URL: `no-store`, RouteContribution.headers).
      res.writeHead(result.status, { 'cache-control': NO_CACHE, ...result.headers });
      if (result.body) result.body.pipe(res);
      else res.end();
    } catch (error) {
      request.log.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(SERVER_ERROR_HTML);
    }
  };


  return app;
}
