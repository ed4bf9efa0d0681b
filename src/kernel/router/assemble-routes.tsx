import { Suspense, createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Container } from 'inversify';
import { data, redirect, redirectDocument, replace, useLoaderData } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { LayoutName, RouteContribution } from '../module';
import type { StoreView } from '../store-view/types';
import { createLinkHelper, isOtherStoreView, localizedPath, localizedRouteName, normalizePath, resolveStoreView } from '../store-view';
import { UrlDispatcher, createLock } from './url-dispatcher';
import type { Lock } from './url-dispatcher';
import { DispatchedRouteProvider } from './route-data';
import type { DispatchedRouteData } from './route-data';

/** What the app supplies to turn route contributions into a react-router route tree. */
export interface AssembleRoutesOptions {
  /** The request's (server) or page's (browser) service container, passed to every loader. */
  services: Container;
  /** All store views, to detect paths that belong to another view. */
  storeViews: readonly StoreView[];
  /** The root route component; renders `<Outlet/>` (plus progress bar, scroll manager, ...). */
  Root: ComponentType;
  /** Shown for errors no route handles: the 500 page (a 404 error response shows `NotFound`). */
  ErrorBoundary: ComponentType;
  /** One component per layout; each renders `<Outlet/>`. */
  layouts: Record<LayoutName, ComponentType>;
  /** The 404 page, rendered by the catch-all route inside the default layout. */
  NotFound: ComponentType;
  /** Serialises URL dispatching; defaults to a fresh lock per assembly. */
  lock?: Lock;
  /**
   * Told when a loader's data is not available, or the URL dispatcher could not look a path up offline
   * ('query returned empty result'), just before the redirect to the view's home; the browser shows the
   * spec's notice with it.
   */
  onEmptyResult?: (error: unknown) => void;
  /**
   * Awaited before a route's loader runs, with the unprefixed route name: starts the modules whose
   * activation is `{onRoute: name}` (kernel.activateRoute), so their services serve the loader.
   */
  onEnter?: (routeName: string) => Promise<unknown>;
}

/** Extra facts on each page route (`useMatches()[i].handle`). */
export interface RouteHandle {
  /** Unprefixed route name. */
  name: string;
  layout: LayoutName;
  cacheTag?: string;
  /** The route's own response headers (`RouteContribution.headers`), applied by the server render. */
  headers?: Readonly<Record<string, string>>;
}

/** Route id of the catch-all route. */
export const CATCH_ALL_ROUTE_ID = 'page-not-found';
/** Route id of the root route (error boundary and shell). */
export const ROOT_ROUTE_ID = 'root';

const LAYOUTS: readonly LayoutName[] = ['default', 'minimal', 'empty'];
const EMPTY_RESULT = 'query returned empty result';

/** Whether a loader failure means "the entity is not there" (spec: redirect to the view's home). */
export function isEmptyResultError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(EMPTY_RESULT);
}

function EmptyFallback() {
  return null;
}

type CatchAllData = DispatchedRouteData | { notFound: true };

/**
 * Builds the react-router routes of one store view: every path prefixed for the view, every id the
 * view's route name, routes grouped under one pathless route per layout, a root with the error
 * boundary and a catch-all that tries the URL dispatcher and otherwise answers 404. Routes sharing a
 * path are assembled once (first name wins); a repeated name on another path (an alias) gets the id
 * `{name}@{path}`.
 */
export function assembleRoutes(
  contributions: readonly RouteContribution[],
  storeView: StoreView,
  options: AssembleRoutesOptions,
): RouteObject[] {
  const { services, storeViews } = options;
  const lock = options.lock ?? createLock();
  const link = createLinkHelper(storeView, contributions);
  const byName = new Map<string, RouteContribution>();
  const pages = new Map<LayoutName, RouteObject[]>(LAYOUTS.map((layout) => [layout, []]));
  const usedPaths = new Set<string>();
  const usedIds = new Set<string>([ROOT_ROUTE_ID, CATCH_ALL_ROUTE_ID]);

  /** Spec section 8: data that is not there ('query returned empty result') sends the shopper home. */
  const homeOnEmptyResult = async <T,>(load: () => Promise<T>): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      if (isEmptyResultError(error)) {
        options.onEmptyResult?.(error);
        throw redirect(localizedPath('/', storeView));
      }
      throw error;
    }
  };
  const runLoader = async (route: RouteContribution, args: Pick<LoaderFunctionArgs, 'request' | 'params'>) => {
    await options.onEnter?.(route.name);
    const loader = route.loader;
    if (!loader) return null;
    return homeOnEmptyResult(async () => (await loader({ params: args.params, request: args.request, storeView, storeViews, services })) ?? null);
  };

  for (const route of contributions) {
    if (!byName.has(route.name)) byName.set(route.name, route);
    const path = localizedPath(route.path, storeView);
    if (usedPaths.has(path)) continue;
    usedPaths.add(path);
    const baseId = localizedRouteName(route.name, storeView);
    const id = usedIds.has(baseId) ? `${baseId}@${path}` : baseId;
    usedIds.add(id);
    const layout = route.layout ?? 'default';
    const handle: RouteHandle = { name: route.name, layout, ...(route.cacheTag ? { cacheTag: route.cacheTag } : {}), ...(route.headers ? { headers: route.headers } : {}) };
    pages.get(layout)?.push({
      id,
      path,
      handle,
      loader: (args) => runLoader(route, args),
      lazy: async () => ({ Component: (await route.component()).default }),
    });
  }

  // Components of dispatched routes, resolved by the catch-all loader so the server renders them
  // without suspending; the browser falls back to React.lazy when hydrating such a page.
  const resolved = new Map<string, ComponentType>();
  const lazies = new Map<string, LazyExoticComponent<ComponentType>>();
  const componentFor = (name: string): ComponentType | null => {
    const known = resolved.get(name);
    if (known) return known;
    const route = byName.get(name);
    if (!route) return null;
    let lazyComponent = lazies.get(name);
    if (!lazyComponent) {
      lazyComponent = lazy(route.component);
      lazies.set(name, lazyComponent);
    }
    return lazyComponent;
  };

  const NotFound = options.NotFound;
  function CatchAll() {
    const loaded = useLoaderData() as CatchAllData;
    if (!('dispatched' in loaded)) return <NotFound />;
    const Page = componentFor(loaded.dispatched.name);
    if (!Page) return <NotFound />;
    return (
      <DispatchedRouteProvider value={loaded}>
        {/* createElement: Page comes from a per-assembly cache, so it is stable across renders. */}
        <Suspense fallback={null}>{createElement(Page)}</Suspense>
      </DispatchedRouteProvider>
    );
  }

  const catchAll: RouteObject = {
    id: CATCH_ALL_ROUTE_ID,
    path: '*',
    handle: { name: 'page-not-found', layout: 'default', cacheTag: 'page-not-found' } satisfies RouteHandle,
    Component: CatchAll,
    loader: async ({ request }) => {
      const url = new URL(request.url);
      const location = { host: url.host, pathname: url.pathname };
      // Multistore rule: a path of another view is loaded as a new document (that view's bundle and language).
      if (isOtherStoreView(storeView, storeViews, location)) throw redirectDocument(url.pathname + url.search + url.hash);
      if (services.isBound(UrlDispatcher)) {
        const dispatcher = services.get<UrlDispatcher>(UrlDispatcher);
        const pathname = normalizePath(resolveStoreView(storeViews, location).pathname);
        const match = await homeOnEmptyResult(() => lock.run(() => dispatcher.resolve(pathname, storeView, services)));
        const target = match ? byName.get(match.name) : undefined;
        // A redirecting match (a configurable's child URL) replaces the history entry: Back skips the old URL.
        if (match?.redirect && target) throw replace(link({ name: match.name, params: match.params }) + url.search);
        if (match && target) {
          const [module, loaded] = await Promise.all([target.component(), runLoader(target, { request, params: match.params })]);
          resolved.set(match.name, module.default);
          return { dispatched: match, data: loaded } satisfies DispatchedRouteData;
        }
      }
      return data({ notFound: true } as const, { status: 404 });
    },
  };
  pages.get('default')?.push(catchAll);

  const Root = options.Root;
  const layoutRoutes: RouteObject[] = LAYOUTS.flatMap((layout) => {
    const children = pages.get(layout) ?? [];
    return children.length === 0 ? [] : [{ id: `layout:${layout}`, Component: options.layouts[layout], children }];
  });
  // HydrateFallback only shows when a router starts without server data (tests, client-only starts).
  return [{ id: ROOT_ROUTE_ID, Component: Root, ErrorBoundary: options.ErrorBoundary, HydrateFallback: EmptyFallback, children: layoutRoutes }];
}
