/**
 * What the service worker keeps, as plain functions of a request (no Workbox, no `self`), so the rules
 * are unit-tested in Node and read in one place. Everything not matched here goes to the network with
 * no service-worker involvement: carts, users, orders, payments, stock, every POST.
 */

const DAY = 86_400;

/** Runtime cache names; bump a version when what a cache holds changes shape (old names are deleted). */
export const CACHE_NAMES = {
  pages: 'autoparts-pages-v1',
  catalogue: 'autoparts-catalogue-v1',
  images: 'autoparts-images-v1',
} as const;

/** Every cache name this worker owns starts with this; others (Workbox's precache) are left to Workbox. */
export const CACHE_PREFIX = 'autoparts-';

/** Entry limits and ages of the runtime caches (Workbox ExpirationPlugin options). */
export const CACHE_LIMITS = {
  /** Visited pages: the last 50, a week at most (they are replaced on every online visit anyway). */
  pages: { maxEntries: 50, maxAgeSeconds: 7 * DAY },
  /** Catalogue answers: shown at most a day old, and refreshed in the background on every use. */
  catalogue: { maxEntries: 300, maxAgeSeconds: DAY },
  /** Product images never change for a URL (the server says 30 days, immutable). */
  images: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
} as const;

/** The precached page shown for a navigation that neither the network nor the pages cache can answer. */
export const OFFLINE_PAGE = '/offline.html';

/** Which runtime cache answers a request; null: the worker leaves it to the network. */
export type CacheRule = 'page' | 'catalogue' | 'image' | null;

/** The parts of a Fetch API Request the rules read. */
export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for page loads. */
  mode: string;
  headers: { has(name: string): boolean };
}

// Paths that are files or endpoints, never pages, even when the browser navigates to them.
const NOT_PAGES = /^\/(?:api|img|assets|icons)(?:\/|$)|^\/(?:sw\.js|robots\.txt|sitemap\.xml|favicon\.ico)$|\.(?:webmanifest|js|mjs|css|map|json|txt|xml|png|jpe?g|svg|webp|ico)$/i;

/**
 * Answers personal to a customer or cart carry the token or cart id in the query or an Authorization
 * header (the sync layer's convention, and the server output cache's rule): never kept on the device.
 */
function isPersonal(url: URL, request: RequestFacts): boolean {
  return url.searchParams.has('token') || url.searchParams.has('cartId') || request.headers.has('authorization');
}

/**
 * The cache rule of a request made in a page of `origin`:
 * - `page`: a GET navigation to a page of this shop (network first, the visited copy offline);
 * - `catalogue`: a GET of `/api/catalog/...` (stale-while-revalidate);
 * - `image`: a GET of `/img/...` (cache first);
 * - null for everything else: other origins, other methods, any other `/api/*` path (cart, user, order,
 *   stock, `ext/*` payments and CMS), and any request carrying a token, cart id or Authorization header.
 */
export function cacheRuleFor(request: RequestFacts, origin: string): CacheRule {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin || isPersonal(url, request)) return null;
  const path = url.pathname;
  if (path.startsWith('/api/catalog/')) return 'catalogue';
  if (path.startsWith('/img/')) return 'image';
  if (request.mode === 'navigate' && !NOT_PAGES.test(path)) return 'page';
  return null;
}

/** True for the URL of an open window whose page the pages cache may hold (warmed on activation). */
export function isCacheablePageUrl(href: string, origin: string): boolean {
  return cacheRuleFor({ url: href, method: 'GET', mode: 'navigate', headers: { has: () => false } }, origin) === 'page';
}

/** Caches this worker owns that the current version does not use (left over from an earlier version). */
export function staleCacheNames(existing: readonly string[]): string[] {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
}

/** The message the update prompt sends to a waiting worker (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';
