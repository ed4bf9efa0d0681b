import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, isRouteErrorResponse } from 'react-router-dom';
import type { HydrationState, StaticHandlerContext } from 'react-router-dom';
import type { Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import type { ExternalOriginKind, ExternalOrigins, ModuleTranslations, RouteContribution } from '../kernel/module';
import type { Language, StoreView } from '../kernel/store-view/types';
import { createLinkHelper, resolveStoreView } from '../kernel/store-view';
import { createI18n } from '../kernel/i18n';
import { CATCH_ALL_ROUTE_ID } from '../kernel/router';
import type { DispatchedRouteData, RouteHandle } from '../kernel/router';
import { AppProviders } from './app-context';
import { createAppRoutes } from './create-app-routes';
import { routeSource } from './routes';
import { createAppKernel } from './app-kernel';
import { perViewModulesOf } from './manifest';
import { groupChunkKeys, pageAssets } from './asset-manifest';
import type { ViteManifest } from './asset-manifest';
import { documentEnd, documentStart } from './html-document';
import type { PublicConfig } from './initial-state';
import { createHeadCollector } from './shell/document-title';
import { webManifestPath } from './web-manifest';

/** What the server passes to every render. */
export interface RenderOptions {
  storeViews: readonly StoreView[];
  publicConfig: PublicConfig;
  version: string;
  /** Services to offer loaders besides the kernel's (tests); the kernel's container is their child. */
  services?: Container;
  /** The client build's manifest (preload links); null in development and tests. */
  manifest?: ViteManifest | null;
  /**
   * The built stylesheets' text by URL path (`/assets/x.css`): a page whose stylesheets are all here and
   * together within INLINE_STYLES_MAX_BYTES gets them in `<style>` elements instead of render-blocking links.
   */
  inlineStyles?: ReadonlyMap<string, string>;
  /** Route table override (tests). */
  routes?: readonly RouteContribution[];
  /** Development: extra head HTML and the entry module URL served by Vite. */
  dev?: { head: string; entry: string };
  /** Errors while rendering (already answered with the 500 page or a broken stream). */
  onError?: (error: unknown) => void;
  /** This render's Content-Security-Policy nonce, put on every script and inline style the page carries. */
  nonce?: string;
}

/** The response for one page request: a streamed document or a redirect. */
export interface RenderResult {
  status: number;
  headers: Record<string, string>;
  /** The HTML stream; null for redirects. */
  body: Readable | null;
  /** Static cache tags of the page (spec section 2: home, product, category, checkout, ...). */
  tags: string[];
  /** Other origins the store view's active modules use in the browser (its page's CSP allows them; ADR 0042). */
  externalOrigins?: ExternalOrigins;
}

/** The external origins of the modules a kernel runs, each listed once per directive. */
function externalOriginsOf(modules: readonly { externalOrigins?: ExternalOrigins }[]): ExternalOrigins {
  const merged: Partial<Record<ExternalOriginKind, string[]>> = {};
  for (const module of modules) {
    for (const [kind, origins] of Object.entries(module.externalOrigins ?? {}) as [ExternalOriginKind, readonly string[]][]) {
      merged[kind] = [...new Set([...(merged[kind] ?? []), ...origins])];
    }
  }
  return merged;
}

/**
 * One i18next instance per language and namespace list, made by the first render that needs it and only read
 * after that: a server render never changes the language or adds texts (no effects run), and making an instance
 * per request (forty-odd namespaces) cost about 3 ms. A failed load is not kept.
 */
const viewTexts = new Map<string, Promise<I18n>>();

function sharedI18n(language: Language, namespaces: readonly ModuleTranslations[]): Promise<I18n> {
  const key = `${language} ${namespaces.map((namespace) => namespace.namespace).join(' ')}`;
  let found = viewTexts.get(key);
  if (!found) {
    found = createI18n({ language, namespaces: [...namespaces] });
    viewTexts.set(key, found);
    found.catch(() => viewTexts.delete(key));
  }
  return found;
}

/**
 * This request's i18n: an object whose prototype is the shared instance, so what a render writes on it (react-i18next's
 * `reportNamespaces`) stays with the request. It has no properties of its own, and react-i18next's `useTranslation`
 * copies an instance's own properties into a wrapper on every call (i18next binds its forty-odd methods onto each
 * instance): about 0.1 ms per component that translates, gone.
 */
async function requestI18n(language: Language, namespaces: readonly ModuleTranslations[]): Promise<I18n> {
  return Object.create(await sharedI18n(language, namespaces)) as I18n;
}

// A render that has not finished by then is cut short; the client renders the rest.
const ABORT_AFTER_MS = 10_000;

/** React's `progressiveChunkSize`: no completed boundary is ever large enough to be sent out of place. */
export const INLINE_COMPLETED_BOUNDARIES = Number.MAX_SAFE_INTEGER;

function serializeErrors(errors: StaticHandlerContext['errors']): HydrationState['errors'] {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    // react-router's hydration format; thrown Errors lose their message so internals never reach the page.
    out[id] = isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: 'Unexpected Server Error', __type: 'Error' };
  }
  return out;
}

function lazyChunkKeys(context: StaticHandlerContext, routes: readonly RouteContribution[], storeView: StoreView): string[] {
  const byName = new Map<string, RouteContribution>();
  for (const route of routes) if (!byName.has(route.name)) byName.set(route.name, route);
  const names = context.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.name);
  const dispatched = context.loaderData[CATCH_ALL_ROUTE_ID] as DispatchedRouteData | undefined;
  if (dispatched?.dispatched) names.push(dispatched.dispatched.name);
  const pages = names.flatMap((name) => {
    const route = name ? byName.get(name) : undefined;
    const source = route ? routeSource(route) : undefined;
    return source ? [source] : [];
  });
  // Its own per-view modules (chunks no other view loads) and their texts in the view's language (a chunk of
  // their own too, which the module loads before the page hydrates).
  const own = perViewModulesOf(storeView).flatMap((module) => [module.source, module.source.replace(/index\.ts$/, `locales/${storeView.language}.json`)]);
  return [...pages, ...own];
}

/**
 * The page's bytes in the batches React renders them. React writes 4 KB pieces and calls its destination's
 * `flush()` after each pass over its queues (the hook it offers compressing destinations), so this stream keeps
 * the pieces and passes each pass on as one chunk: the compressor after it (@fastify/compress, which flushes
 * every chunk so a streamed page arrives as it renders) then flushes once per pass, not some twenty times per
 * page. The shell is still one pass and each streamed boundary another, so the page streams as before.
 */
export class PageStream extends Transform {
  private pending: Buffer[] = [];

  /** `closing` makes the document's end, written after React's last pass. */
  constructor(private readonly closing: () => string) {
    super();
  }

  /** Adds bytes to the current batch (the document's start, before React's first pass). */
  add(text: string): void {
    this.pending.push(Buffer.from(text));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.pending.push(chunk);
    callback();
  }

  /** Passes the batch on (React calls this after each pass). */
  flush(): void {
    if (this.pending.length === 0) return;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(batch);
  }

  override _flush(callback: (error?: Error | null, data?: string) => void): void {
    this.flush();
    callback(null, this.closing());
  }
}

/** The page's static cache tags: the matched route's tag, 'page-not-found' for 404s, 'error' for failures. */
function pageTags(context: StaticHandlerContext): string[] {
  if (context.statusCode === 404) return ['page-not-found'];
  if (context.statusCode >= 500) return ['error'];
  const tags = context.matches.flatMap((match) => {
    const tag = (match.route.handle as RouteHandle | undefined)?.cacheTag;
    return tag ? [tag] : [];
  });
  return [...new Set(tags)];
}

/** The matched routes' own response headers (`RouteContribution.headers`), the innermost winning. */
export function routeHeaders(context: Pick<StaticHandlerContext, 'matches'>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of context.matches) Object.assign(headers, (match.route.handle as RouteHandle | undefined)?.headers);
  return headers;
}

/**
 * Renders one page request: resolves the store view from host and path, runs the route loaders,
 * and streams the document (shell first) with status 200, 404 or 500; redirects come back as 30x.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const { storeView } = resolveStoreView(options.storeViews, { host, pathname: url.pathname });
  const { kernel, routes: contributions, translations } = await createAppKernel({
    storeView,
    side: 'server',
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.services ? { parent: options.services } : {}),
  });
  const services = kernel.container;
  const i18n = await requestI18n(storeView.language, translations);
  const routes = createAppRoutes({
    storeView,
    storeViews: options.storeViews,
    services,
    routes: contributions,
    onEnter: (name) => kernel.activateRoute(name),
  });
  const externalOrigins = externalOriginsOf(kernel.modules);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, headers: { location: context.headers.get('location') ?? '/' }, body: null, tags: [], externalOrigins };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = {
    storeView,
    storeViews: options.storeViews,
    link: createLinkHelper(storeView, contributions),
    location: { host, protocol: url.protocol },
  };
  const head = createHeadCollector();
  const hydration: HydrationState = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  const initialState = { storeView: { storeCode: storeView.storeCode }, config: options.publicConfig, version: options.version };
  // The view's text chunk (every namespace of its language, vite.config.ts; no English fallback).
  const texts = groupChunkKeys(options.manifest ?? null, `texts-${storeView.language}`);
  const assets = pageAssets(options.manifest ?? null, [...lazyChunkKeys(context, contributions, storeView), ...texts]);
  const onError = options.onError ?? ((error: unknown) => console.error(error));

  return new Promise<RenderResult>((resolve, reject) => {
    // Set once the stream exists; a holder because the callbacks may run before that line.
    const abort: { timer?: ReturnType<typeof setTimeout> } = {};
    const body = new PageStream(() => {
      clearTimeout(abort.timer);
      return documentEnd(hydration, options.nonce);
    });
    const stream = renderToPipeableStream(
      <AppProviders app={app} i18n={i18n} kernel={kernel} head={head}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      {
        onShellReady() {
          const { title, description, ...page } = head.head();
          body.add(
            documentStart({
              ...page,
              lang: storeView.language,
              title: title ?? i18n.t('meta.shopName', { ns: 'shell' }),
              description: description ?? i18n.t('meta.description', { ns: 'shell' }),
              assets,
              ...(options.inlineStyles ? { inlineStyles: options.inlineStyles } : {}),
              initialState,
              webManifest: webManifestPath(storeView),
              ...(options.dev ? { devHead: options.dev.head, devEntry: options.dev.entry } : {}),
              ...(options.nonce ? { nonce: options.nonce } : {}),
            }),
          );
          stream.pipe(body);
          resolve({ status: context.statusCode, headers: { ...routeHeaders(context), 'content-type': 'text/html; charset=utf-8' }, body, tags: pageTags(context), externalOrigins });
        },
        onShellError(error) {
          clearTimeout(abort.timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError,
        // Boundaries that have finished rendering go out in place, never "outlined": past React's default 12,800
        // bytes it sends them after the shell and reveals them later with a script, so the header's slot fills
        // (each in its own Suspense boundary) popped in after the first paint and moved the page down (desktop
        // CLS 0.093, ADR 0078). Boundaries still waiting for data stream as before.
        progressiveChunkSize: INLINE_COMPLETED_BOUNDARIES,
        // React's own inline scripts and styles (streamed Suspense boundaries) carry the page's nonce too.
        ...(options.nonce ? { nonce: { script: options.nonce, style: options.nonce } } : {}),
      },
    );
    abort.timer = setTimeout(() => stream.abort(), ABORT_AFTER_MS);
  });
}
