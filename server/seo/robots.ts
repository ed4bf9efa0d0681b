/** robots.txt: crawl the shop, keep crawlers out of personal, transactional and API paths. */
import { localizedPath } from '../../src/kernel/store-view';
import type { StoreView } from '../../src/kernel/store-view';

/** Paths no crawler should fetch (spec section 2 routes that are personal or transactional, and the API). */
export const DISALLOWED_PATHS = ['/checkout', '/my-account', '/thank-you-page', '/see-you-page', '/compare'] as const;

/**
 * The robots.txt body: `Allow: /`; the disallowed paths unprefixed and in every prefixed store view
 * (`/eng/checkout`); `/api/`; unlisted prefixed views (the dummy `test` view) entirely; and the
 * `Sitemap:` line with the absolute sitemap index URL of the request's host.
 * @example robotsTxt(storeViews, 'https://shop.ee/sitemap.xml')
 */
export function robotsTxt(views: readonly StoreView[], sitemapUrl: string): string {
  const disallowed = new Set<string>(DISALLOWED_PATHS);
  disallowed.add('/api/');
  for (const view of views) {
    if (!view.appendStoreCode) continue;
    if (!view.listed) {
      // The whole unlisted view: its home (`/test`, exact) and everything under it.
      disallowed.add(`${localizedPath('/', view)}$`);
      disallowed.add(`${localizedPath('/', view)}/`);
      continue;
    }
    for (const path of DISALLOWED_PATHS) disallowed.add(localizedPath(path, view));
  }
  const lines = ['User-agent: *', 'Allow: /', ...[...disallowed].map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`];
  return `${lines.join('\n')}\n`;
}
