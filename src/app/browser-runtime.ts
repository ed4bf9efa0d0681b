import { createBrowserEventLog, createDurableStore, startQuotaWatch } from '../kernel/event-log';
import {
  createDurableTaskStore,
  createSyncLayer,
  containerSession,
  SyncLayerToken,
  syncTranslations,
  watchOnline,
  type SyncLayer,
  type SyncNotification,
} from '../kernel/sync';
import type { StoreView } from '../kernel/store-view/types';
import type { Kernel } from '../kernel';
import { createAppKernel, type AppKernel } from './app-kernel';
import { modulesFor } from './manifest';
import { installSupportConsole } from './support-console';
import { yieldToMain } from './yield-to-main';
import { ApiFetchToken, CatalogueSearchToken, type ApiFetch, type CatalogueSearch } from '../kernel/api';
import type { PublicConfig } from './initial-state';

/** The store view's own log: carts, vehicles and sessions never leak from one view into another. */
export function eventLogName(storeView: StoreView): string {
  return `autoparts-events-${storeView.storeCode}`;
}

/** Sync-layer notifications become notification commands; their texts live in the 'sync' namespace. */
export function notifyThroughKernel(kernel: Kernel) {
  return (n: SyncNotification) =>
    void kernel.dispatch({
      type: 'notifications/notify',
      data: { type: n.type, message: n.message, ns: 'sync', ...(n.action1 ? { action1: { label: n.action1.label } } : {}) },
    });
}

/** Spec section 8: a page whose data cannot be loaded sends the shopper home with this notice. */
export const EMPTY_RESULT_NOTICE = 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

/** Shows the spec's notice (in the view's language) before the router redirects home. */
export function notifyEmptyResult(kernel: Kernel) {
  return () =>
    void kernel.dispatch({
      type: 'notifications/notify',
      data: { type: 'error', message: EMPTY_RESULT_NOTICE, ns: 'shell', action1: { label: 'OK' } },
    });
}

/**
 * The browser side of the app: the kernel on the view's IndexedDB log, the sync layer with its durable
 * queue (sent again when the browser is back online), the storage quota watch, and a snapshot when the
 * page is hidden so the next start folds only the tail of the log.
 */
export async function startBrowserRuntime(storeView: StoreView, config: PublicConfig = {}): Promise<AppKernel> {
  const modules = await modulesFor(storeView);
  const log = createBrowserEventLog({
    name: eventLogName(storeView),
    upcasters: modules.flatMap((m) => m.upcasters ?? []),
    onDegrade: (reason, error) => console.warn(`Event log continues in memory (${reason})`, error),
  });
  await log.ready();
  await yieldToMain();
  let sync: SyncLayer | undefined;
  const app = await createAppKernel({
    storeView,
    side: 'browser',
    log,
    // Modules' start-up (the session restoring itself, the cart connecting) calls the API: bind it first.
    beforeStart: (kernel) => {
      const container = kernel.container;
      sync = createSyncLayer({
        fetch: (input, init) => fetch(input, init),
        session: containerSession(container),
        notify: notifyThroughKernel(kernel),
        store: createDurableTaskStore(createDurableStore(`sync-${storeView.storeCode}`)),
      });
      container.bind(SyncLayerToken).toConstantValue(sync);
      // Loads the persisted queue (offline tasks of an earlier visit) and sends it.
      void sync.start();
      // Route loaders read the API on this origin.
      if (!container.isBound(ApiFetchToken)) container.bind<ApiFetch>(ApiFetchToken).toConstantValue((path, init) => fetch(path, init));
      // The server API type graphql: catalogue reads go to the GraphQL API; its reader is a chunk of its own, loaded
      // at the first read, so the `api` type's pages carry none of it.
      const serverApi = config.serverApi;
      if (serverApi?.type === 'graphql' && !container.isBound(CatalogueSearchToken)) {
        let reader: Promise<CatalogueSearch> | undefined;
        const graphql: CatalogueSearch = async (view, type, request, init) => {
          reader ??= import('../kernel/api/graphql').then((m) => m.graphqlCatalogueSearch((url, options) => fetch(url, options), m.graphqlEndpoint(serverApi)));
          return (await reader)(view, type, request, init);
        };
        container.bind<CatalogueSearch>(CatalogueSearchToken).toConstantValue(graphql);
      }
    },
  });
  const { kernel } = app;
  if (!sync) throw new Error('The sync layer was not bound');
  const started = sync;
  watchOnline(window, () => void started.notifyOnline());
  startQuotaWatch();
  installSupportConsole(kernel);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void kernel.snapshot();
  });
  return { ...app, translations: [...app.translations, syncTranslations] };
}
