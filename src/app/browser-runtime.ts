import { createBrowserEventLog, createDurableStore, startQuotaWatch } from '../kernel/event-log';
import type { SessionPort } from '../kernel/sync';
import {
  createDurableTaskStore,
  createSyncLayer,
  deferredSession,
  guestSession,
  SessionPortToken,
  SyncLayerToken,
  syncTranslations,
  watchOnline,
  type SyncNotification,
} from '../kernel/sync';
import type { StoreView } from '../kernel/store-view/types';
import type { Kernel } from '../kernel';
import { createAppKernel, type AppKernel } from './app-kernel';
import { allModules } from './manifest';
import { installSupportConsole } from './support-console';
import { ApiFetchToken, type ApiFetch } from '../kernel/api';

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
export async function startBrowserRuntime(storeView: StoreView): Promise<AppKernel> {
  const log = createBrowserEventLog({
    name: eventLogName(storeView),
    upcasters: allModules.flatMap((m) => m.upcasters ?? []),
    onDegrade: (reason, error) => console.warn(`Event log continues in memory (${reason})`, error),
  });
  await log.ready();
  const app = await createAppKernel({ storeView, side: 'browser', log });
  const { kernel } = app;
  const container = kernel.container;
  const session = deferredSession(() => (container.isBound(SessionPortToken) ? container.get<SessionPort>(SessionPortToken) : guestSession));
  const sync = createSyncLayer({
    fetch: (input, init) => fetch(input, init),
    session,
    notify: notifyThroughKernel(kernel),
    store: createDurableTaskStore(createDurableStore(`sync-${storeView.storeCode}`)),
  });
  container.bind(SyncLayerToken).toConstantValue(sync);
  // Route loaders read the API on this origin.
  if (!container.isBound(ApiFetchToken)) container.bind<ApiFetch>(ApiFetchToken).toConstantValue((path, init) => fetch(path, init));
  void sync.start();
  watchOnline(window, () => void sync.notifyOnline());
  startQuotaWatch();
  installSupportConsole(kernel);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void kernel.snapshot();
  });
  return { ...app, translations: [...app.translations, syncTranslations] };
}
