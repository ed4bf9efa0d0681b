import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { StoreView } from '../../kernel/store-view/types';
import { newsletterDecider } from './decider';
import { newsletterStatus } from './projection';
import { announceOutcome, checkStatus, sendSubscription, sendUnsubscription } from './reactors';
import { NewsletterStorage } from './storage';
import { NewsletterAccountSection, NewsletterFooter, NewsletterPopup } from './view';

export type { NewsletterView } from './messages';
export { NEWSLETTER_TEXTS } from './texts';

/**
 * Newsletter (spec sections 4, 7, 9): the footer form, the guests' pop-up and the My Account section;
 * subscribe (GET first, POST unless already subscribed; a 10 % coupon is mailed), unsubscribe (DELETE).
 */
export const newsletterModule = defineModule({
  id: 'newsletter',
  requires: ['notifications', 'ui-state'],
  activation: 'eager',
  decider: newsletterDecider,
  projections: [newsletterStatus],
  reactors: [sendSubscription, sendUnsubscription, checkStatus, announceOutcome],
  bindings: new ContainerModule(({ bind }) => {
    bind<NewsletterStorage>(NewsletterStorage)
      .toDynamicValue((context) => createDurableStore(`newsletter-${context.get<StoreView>(StoreViewToken).storeCode}`))
      .inSingletonScope();
  }),
  slots: [
    { slot: 'layout/footer', key: 'newsletter', order: 10, component: NewsletterFooter },
    { slot: 'layout/overlay', key: 'newsletter', component: NewsletterPopup },
    { slot: 'account/sections', key: 'newsletter', order: 20, component: NewsletterAccountSection },
  ],
  translations: defineTranslations('newsletter', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
