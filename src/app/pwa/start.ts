import type { Kernel } from '../../kernel';
import { containerLogger } from '../../kernel/container';
import { AppUpdater } from '../../modules/app-update';
import { registerServiceWorker, unregisterServiceWorkers, type WaitingUpdate } from './register-service-worker';

/**
 * The browser's service worker for this page (called from the client entry, after hydration): registered
 * in a production build, with a waiting version offered through the app-update module's prompt. A
 * development server has no worker, and removes one left behind by a production build on the same origin.
 */
export function startServiceWorker(kernel: Kernel, production: boolean = import.meta.env.PROD): void {
  const logger = containerLogger(kernel.container);
  if (!('serviceWorker' in navigator)) return;
  if (!production) {
    void unregisterServiceWorkers(navigator).then((count) => {
      if (count > 0) logger.info?.(`[service worker] Development: ${count} service worker(s) of a production build unregistered.`);
    });
    return;
  }
  let waiting: WaitingUpdate | null = null;
  kernel.container.bind<AppUpdater>(AppUpdater).toConstantValue({ apply: () => waiting?.apply() });
  void registerServiceWorker({
    navigator,
    fetch: (url, init) => fetch(url, init),
    // Loaded on demand: workbox-window is not needed to render, and never on the server.
    createWorkbox: async (url) => new (await import('workbox-window')).Workbox(url, { scope: '/' }),
    logger,
    onUpdateWaiting: (update) => {
      waiting = update;
      void kernel.dispatch({ type: 'app-update/offer', data: {} });
    },
    reload: () => window.location.reload(),
  });
}
