import { ContainerModule } from 'inversify';
import { defineModule, type RouteContribution } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { createCacheStore } from '../../kernel/event-log/cache-store';
import { catalogDecider } from './decider';
import { listStock, syncPlatformPricesOver } from './live-reactors';
import { liveProjection } from './live-projection';
import { createProductCache, ProductCacheToken } from './product-cache';
import { SearchCacheToken } from './search-api';
import { SearchButton, SearchPanel } from './search-header';

export type { CategoryData } from './category-loader';
export type { CatalogPageData } from './catalog-loader';
/** The query parameters a category listing reads (the server's page-cache key keeps them: tests/page-cache-key.spec.ts). */
export { FACET_ATTRIBUTES, FITMENT_FACETS } from './logic/listing-request';
export { PRICE_ATTRIBUTE, SYSTEM_QUERY_KEYS } from './logic/filters';
export type { ListedProduct } from './listed-product';
export type { ProductData } from './product-loader';
export type { AddToCartRequest, AddToCartOptions, BundleOptionSelection } from './messages';

/** Product types whose routes take parentSku and slug (spec section 2), and those that also take childSku. */
const SIMPLE_TYPES = ['virtual', 'bundle', 'simple', 'downloadable', 'grouped'] as const;
const VARIANT_TYPES = ['configurable', 'product'] as const;

/** One product route; `product` is the generic one (not 'product-product'). The loader comes with the page. */
const productRoute = (type: string, path: string): RouteContribution => ({
  name: type === 'product' ? 'product' : `${type}-product`,
  path,
  cacheTag: 'product',
  component: () => import('./product-page'), source: 'src/modules/catalog/product-page.tsx',
  loader: async (args) => (await import('./product-loader')).productLoader(args),
});

/**
 * Catalog: the category listing (`/c/:slug`) with filters in the route query, sort and page links, and the
 * product pages (`/p/...`, configurable variants by childSku), server-rendered; search and home lists follow
 * (issue 5). Pure rules live in `./logic`.
 */
export const catalogModule = defineModule({
  id: 'catalog',
  activation: 'eager',
  // Product videos play in the players of YouTube (its no-cookie host) and Vimeo (logic/product-page.ts embedUrl).
  externalOrigins: { frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] },
  // Records add-to-cart requests for the cart module (issue 6) to act on, and the live stock and prices (ADR 0051).
  decider: catalogDecider,
  projections: [liveProjection],
  reactors: [listStock, syncPlatformPricesOver],
  // Live stock and prices hold for one page session: every page load asks again for what it shows.
  sessionOnly: true,
  routes: [
    // Home at both of its paths (the module's 'home' replaces the app's): banners and the home lists.
    ...['/', '/pwa.html'].map((path): RouteContribution => ({ name: 'home', path, cacheTag: 'home', component: () => import('./home-page'), source: 'src/modules/catalog/home-page.tsx', loader: async (args) => (await import('./home-loader')).homeLoader(args) })),
    {
      name: 'category',
      path: '/c/:slug',
      cacheTag: 'category',
      component: () => import('./category-page'), source: 'src/modules/catalog/category-page.tsx',
      // Loaded with the route, so the listing rules stay out of the first-load bundle of other pages.
      loader: async (args) => (await import('./category-loader')).categoryLoader(args),
    },
    {
      // The catalogue page (issue 19 item 2, ADR 0049): the category tree with counts and top parts; replaces the app's heading-only page.
      name: 'catalog',
      path: '/catalog',
      cacheTag: 'category',
      component: () => import('./catalog-page'), source: 'src/modules/catalog/catalog-page.tsx',
      loader: async (args) => (await import('./catalog-loader')).catalogLoader(args),
    },
    {
      // The full search results (ADR 0018: an extension route, prefixed per view like every route).
      name: 'search',
      path: '/search',
      cacheTag: 'search',
      component: () => import('./search-page'), source: 'src/modules/catalog/search-page.tsx',
      loader: async (args) => (await import('./search-loader')).searchLoader(args),
    },
    ...SIMPLE_TYPES.map((type) => productRoute(type, '/p/:parentSku/:slug')),
    ...VARIANT_TYPES.map((type) => productRoute(type, '/p/:parentSku/:slug/:childSku')),
  ],
  slots: [
    { slot: 'layout/headerActions', key: 'search', component: SearchButton },
    { slot: 'layout/overlay', key: 'search-panel', component: SearchPanel },
  ],
  // The browser keeps search answers for offline use and listed products for the product pages (two-stage
  // product caching); the server renders without either.
  bindings: new ContainerModule(({ bind }) => {
    if (typeof window === 'undefined') return;
    bind(SearchCacheToken).toDynamicValue(() => createCacheStore('search')).inSingletonScope();
    bind(ProductCacheToken).toDynamicValue(() => createProductCache()).inSingletonScope();
  }),
  translations: defineTranslations('catalog', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
