/// <reference lib="webworker" />
/**
 * The shop's service worker (built by vite-plugin-pwa's injectManifest into dist/client/sw.js; ADR 0026):
 * precaches the client build, keeps visited pages, catalogue answers and product images at run time, and
 * answers a page that cannot be loaded offline with the precached offline page. What it caches is decided
 * by ./rules.ts; everything else (carts, users, orders, payments, any POST) never passes through a cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin, cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_LIMITS, CACHE_NAMES, OFFLINE_PAGE, SKIP_WAITING, cacheRuleFor, isCacheablePageUrl, staleCacheNames, type CacheRule } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const origin = self.location.origin;
const ruleIs =
  (rule: CacheRule) =>
  ({ request }: { request: Request }): boolean =>
    cacheRuleFor(request, origin) === rule;

// A new version waits until the shopper chooses "Reload" in the update prompt; the first one takes over
// the open pages at once, so the page that installed it is served offline too.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  plugins: [okOnly(), new ExpirationPlugin(CACHE_LIMITS.pages), new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })],
});
registerRoute(ruleIs('page'), pages);

registerRoute(
  ruleIs('catalogue'),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.catalogue, plugins: [okOnly(), new ExpirationPlugin(CACHE_LIMITS.catalogue)] }),
);

registerRoute(
  ruleIs('image'),
  new CacheFirst({ cacheName: CACHE_NAMES.images, plugins: [okOnly(), new ExpirationPlugin({ ...CACHE_LIMITS.images, purgeOnQuotaError: true })] }),
);

/**
 * A kept page names the asset files of the build that rendered it, and an activation means a new build:
 * the old pages go (they would load scripts that no longer exist), then the pages open right now are
 * fetched again, so the page that installed the worker is available offline at once.
 */
async function renewPages(event: ExtendableEvent): Promise<void> {
  const names = await caches.keys();
  await Promise.all([...staleCacheNames(names), CACHE_NAMES.pages].map((name) => caches.delete(name)));
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = [...new Set(windows.map((client) => client.url))].filter((url) => isCacheablePageUrl(url, origin));
  await Promise.allSettled(urls.map((url) => pages.handle({ event, request: new Request(url, { credentials: 'same-origin' }) })));
}

self.addEventListener('activate', (event) => event.waitUntil(renewPages(event)));
