import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';

export type { CategoryData, ListedProduct } from './category-loader';

/**
 * Catalog: the category listing (`/c/:slug`) server-rendered with its products, filters in the route query,
 * sort and page links; product pages, search and home lists follow (issue 5). Pure rules live in `./logic`.
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
  ],
  translations: defineTranslations('catalog', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
