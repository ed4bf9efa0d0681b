import { defineModule, type RouteContribution } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';

export type { CategoryData } from './category-loader';
export type { ListedProduct } from './listed-product';
export type { ProductData } from './product-loader';

/** Product types whose routes take parentSku and slug (spec section 2), and those that also take childSku. */
const SIMPLE_TYPES = ['virtual', 'bundle', 'simple', 'downloadable', 'grouped'] as const;
const VARIANT_TYPES = ['configurable', 'product'] as const;

/** One product route; `product` is the generic one (not 'product-product'). The loader comes with the page. */
const productRoute = (type: string, path: string): RouteContribution => ({
  name: type === 'product' ? 'product' : `${type}-product`,
  path,
  cacheTag: 'product',
  component: () => import('./product-page'),
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
  routes: [
    {
      name: 'category',
      path: '/c/:slug',
      cacheTag: 'category',
      component: () => import('./category-page'),
      // Loaded with the route, so the listing rules stay out of the first-load bundle of other pages.
      loader: async (args) => (await import('./category-loader')).categoryLoader(args),
    },
    ...SIMPLE_TYPES.map((type) => productRoute(type, '/p/:parentSku/:slug')),
    ...VARIANT_TYPES.map((type) => productRoute(type, '/p/:parentSku/:slug/:childSku')),
  ],
  translations: defineTranslations('catalog', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
