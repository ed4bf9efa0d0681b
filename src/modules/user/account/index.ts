import { lazy } from 'react';
import { defineTranslations } from '../../../kernel/i18n';
import type { SlotFill } from '../../../kernel/module';

// Only My Account draws it: it loads with that page (ADR 0075).
const LoyaltyCardSection = lazy(() => import('./loyalty-card').then((m) => ({ default: m.LoyaltyCardSection })));

export { accountRoutes } from './routes';

/** The account pages' fills of the user module's slots (spread into its `slots`). */
export const accountSlots: SlotFill<'account/sections'>[] = [{ slot: 'account/sections', key: 'loyalty-card', order: 30, component: LoyaltyCardSection }];

/** The 'account' namespace of the account pages (orders, My Car, loyalty card). */
export const accountTranslations = defineTranslations('account', {
  en: () => import('./locales/en.json'),
  et: () => import('./locales/et.json'),
  ru: () => import('./locales/ru.json'),
  fi: () => import('./locales/fi.json'),
  it: () => import('./locales/it.json'),
});
