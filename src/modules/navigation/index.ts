import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { CategoryMenu, FooterLinks, MenuButton, Sidebar } from './views';

/**
 * Navigation (spec section 4 "Menus and panels", section 2 "Store locator" and "sitemap"): the categories
 * menu bar on wide screens, the menu button and sidebar drawer on phones (both through ui-state's sidebar
 * drawer and submenu path), the store locator page and the sitemap page. The menus read the category tree
 * without a route loader (ADR 0020).
 */
export const navigationModule = defineModule({
  id: 'navigation',
  activation: 'eager',
  requires: ['ui-state'],
  routes: [
    { name: 'store-locator', path: '/store-locator', cacheTag: 'store-locator', component: () => import('./store-locator-page'), source: 'src/modules/navigation/store-locator-page.tsx' },
    {
      name: 'sitemap',
      path: '/sitemap',
      cacheTag: 'sitemap',
      component: () => import('./sitemap-page'), source: 'src/modules/navigation/sitemap-page.tsx',
      loader: async (args) => (await import('./sitemap-loader')).sitemapLoader(args),
    },
  ],
  slots: [
    { slot: 'layout/headerNav', key: 'category-menu', component: CategoryMenu },
    { slot: 'layout/headerActions', key: 'menu-button', order: 100, component: MenuButton },
    { slot: 'layout/overlay', key: 'sidebar', component: Sidebar },
    { slot: 'layout/footer', key: 'navigation-links', component: FooterLinks },
  ],
  translations: defineTranslations('navigation', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
