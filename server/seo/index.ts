/** Search engine files: robots.txt and the per-store-view sitemaps with hreflang alternates. */
import type { ApiRoutes } from '../app';
import { createSeoRoutes } from './routes';

export { createSeoRoutes, SEO_CACHE_CONTROL } from './routes';
export type { SeoRoutesOptions } from './routes';
export { robotsTxt, DISALLOWED_PATHS } from './robots';
export { URLS_PER_SITEMAP, escapeXml } from './sitemap-xml';

/** GET /robots.txt, /sitemap.xml and /sitemap-{storeCode}-{n}.xml (10,000 URLs per file); the integrator registers it. */
export const seoRoutes: ApiRoutes = createSeoRoutes();
