import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createLinkHelper, resolveStoreView } from '../kernel/store-view';
import { createI18n } from '../kernel/i18n';
import { configureStoreViews, findStoreView } from './store-views';
import { AppProviders } from './app-context';
import { createAppRoutes } from './create-app-routes';
import { notifyEmptyResult, startBrowserRuntime } from './browser-runtime';
import { hydrated } from './shell/hydration';
import { yieldToMain } from './yield-to-main';
import '../ui/tokens.css';

// Resolve the lazy modules of the server-rendered page first, so hydration renders exactly what
// the server sent (no fallback flash, no mismatch) and the router starts initialised.
async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const state = window.__INITIAL_STATE__;
  if (!state) throw new Error('window.__INITIAL_STATE__ is missing: this page was not rendered by the server');
  const storeViews = configureStoreViews({ STORE_VIEW_DOMAINS: state.config.storeViewDomains });
  const { location } = window;
  const storeView =
    findStoreView(state.storeView.storeCode, storeViews) ??
    resolveStoreView(storeViews, { host: location.host, pathname: location.pathname }).storeView;
  const { kernel, routes: contributions, translations } = await startBrowserRuntime(storeView, state.config);
  await yieldToMain();
  const routes = createAppRoutes({
    storeView,
    storeViews,
    services: kernel.container,
    routes: contributions,
    onEmptyResult: notifyEmptyResult(kernel),
    onEnter: (name) => kernel.activateRoute(name),
  });
  // The language chunks and the page's route modules load in parallel.
  const [i18n] = await Promise.all([
    createI18n({ language: storeView.language, namespaces: [...translations] }),
    loadMatchedRoutes(routes, location.pathname),
  ]);
  await yieldToMain();
  // Without an explicit hydrationData the router reads window.__staticRouterHydrationData itself and
  // revives serialized route errors; with loader data for every matched route no loader runs again.
  const router = createBrowserRouter(routes);
  const app = {
    storeView,
    storeViews,
    link: createLinkHelper(storeView, contributions),
    location: { host: location.host, protocol: location.protocol },
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole page (issue 16 item 4: total blocking time); a tap during hydration is
  // handled first, and the server's HTML stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders app={app} i18n={i18n} kernel={kernel}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // After hydration: the worker is not needed to render, so its registration code (and workbox-window) is
  // fetched once the page is interactive, never among the scripts the page waits for (ADR 0075).
  void hydrated.then(() => import('./pwa/start')).then(({ startServiceWorker }) => startServiceWorker(kernel));
}

void start();
