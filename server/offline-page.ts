/** GET `/offline.html`: the service worker's offline page for the request's host (src/app/offline-page.ts). */
import type { FastifyInstance } from 'fastify';
import { offlinePageHtml, offlineViewsFor } from '../src/app/offline-page';
import { OFFLINE_PAGE } from '../src/service-worker/rules';
import type { StoreView } from '../src/kernel/store-view/types';
import { NO_CACHE } from './cache-control';

/** The route: the page for the request's host, revalidated like the other HTML files. */
export function registerOfflinePage(app: FastifyInstance, storeViews: readonly StoreView[]): void {
  app.get(OFFLINE_PAGE, async (request, reply) => {
    const html = offlinePageHtml(offlineViewsFor(storeViews, request.host || 'localhost'));
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  });
}
