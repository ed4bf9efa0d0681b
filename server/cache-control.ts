/** For HTML pages: always revalidate (they embed the current build's asset names). */
export const NO_CACHE = 'no-cache';

const DAY = 86_400;

/** The service worker script (built from src/service-worker/sw.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Cache-Control for a static file (spec section 9: default 30 days, JSON 24 h, PNG 7 days). Vite's
 * `/assets/` files carry a content hash in their name, so they never change: 30 days, immutable.
 */
export function cacheControlFor(urlPath: string): string {
  const path = urlPath.startsWith('/') ? urlPath : `/${urlPath}`;
  const lower = path.toLowerCase();
  if (lower.endsWith('.html')) return NO_CACHE;
  // The service worker: browsers look for a new version on every check, so no cache may hold an old one.
  if (path === SERVICE_WORKER_PATH) return NO_CACHE;
  if (path.startsWith('/assets/')) return `public, max-age=${30 * DAY}, immutable`;
  if (lower.endsWith('.json')) return `public, max-age=${DAY}`;
  if (lower.endsWith('.png')) return `public, max-age=${7 * DAY}`;
  return `public, max-age=${30 * DAY}`;
}
