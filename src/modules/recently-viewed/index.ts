import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { recentlyViewedDecider } from './decider';
import { recentlyViewedProducts } from './projection';
import { AccountRecentlyViewedSection, RecentlyViewedSection } from './view';

export { RECENTLY_VIEWED_LIMIT } from './decider';

/**
 * Recently viewed products (issue 5 item 8): each product page records a visit in the browser's event
 * log; the page lists the others, and My Account lists them all.
 */
export const recentlyViewedModule = defineModule({
  id: 'recently-viewed',
  activation: 'eager',
  decider: recentlyViewedDecider,
  projections: [recentlyViewedProducts],
  // After the reviews (order 10): the shopper's own trail closes the page.
  slots: [
    { slot: 'product/sections', key: 'recently-viewed', order: 20, component: RecentlyViewedSection },
    // My Account, after the loyalty card (30): the products this browser viewed in the view.
    { slot: 'account/sections', key: 'recently-viewed', order: 40, component: AccountRecentlyViewedSection },
  ],
  translations: defineTranslations('recently-viewed', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
