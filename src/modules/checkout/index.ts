import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { StoreView } from '../../kernel/store-view/types';
import { checkoutRoute, seeYouRoute, thankYouRoute } from './checkout-route';
import { checkoutDecider } from './decider';
import { checkoutState } from './projection';
import { CheckoutStorage, completeOrder, createAccount, fetchShippingMethods, followSession, forgetPassword, mirrorDetails, notifyPlacement, sendOrder, sendShippingInformation } from './reactors';
import { CheckoutSkipLink } from './skip-link';
import { CheckoutVault, createCheckoutVault } from './vault';

export type { CheckoutView, PaymentDetails, PersonalDetails, PlacedOrder, ShippingDetails, StepStatus } from './messages';
export { CHECKOUT_ACTIVITY_WINDOW_MS, isInCheckout } from './logic/in-checkout';
export { CHECKOUT_STORAGE_KEYS } from './reactors';

/**
 * Checkout (spec sections 2-5): the `/checkout` page with its four steps, of which the first, personal details,
 * works so far. The details live in the event log (a reload folds them back), are mirrored to the spec's
 * `personal-details` key, are filled from the profile after a login and cleared by a logout. The password of
 * an account asked for at checkout stays in memory (`CheckoutVault`), never in the log.
 */
export const checkoutModule = defineModule({
  id: 'checkout',
  // Eager: a login or logout on any page fills or clears the details.
  activation: 'eager',
  decider: checkoutDecider,
  projections: [checkoutState],
  reactors: [followSession, forgetPassword, fetchShippingMethods, sendShippingInformation, sendOrder, completeOrder, createAccount, notifyPlacement, mirrorDetails],
  routes: [checkoutRoute, thankYouRoute, seeYouRoute],
  slots: [{ slot: 'layout/skipLinks', key: 'checkout-form', component: CheckoutSkipLink }],
  bindings: new ContainerModule(({ bind }) => {
    // One store per view, like the event log and the cart.
    bind(CheckoutStorage)
      .toDynamicValue((context) => createDurableStore(`checkout-${context.get<StoreView>(StoreViewToken).storeCode}`))
      .inSingletonScope();
    bind<CheckoutVault>(CheckoutVault).toConstantValue(createCheckoutVault());
  }),
  translations: defineTranslations('checkout', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
