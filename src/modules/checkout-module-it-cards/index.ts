import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { cardDecider, cardProjection } from './decider';
import { authenticatePayment, createPaymentMethod, fetchConfig, finishAuthentication, loadStripeJs, sendTestChallenge } from './reactors';
import { StripeJs, StripeJsImpl } from './stripe-js';
import { CARD_CODE, CARD_STORE_CODES } from './texts';
import { CardMarks } from './payment-mark';

// The payment step, the review step and the thank-you page draw these: loaded when drawn, so the Italian views'
// other pages carry none of their code (ADR 0075).
const CardPaymentMethod = lazy(() => import('./view').then((m) => ({ default: m.CardPaymentMethod })));
const CardPaymentSummary = lazy(() => import('./summary').then((m) => ({ default: m.CardPaymentSummary })));

export type { CardAuthentication, CardConfig, CardEntry, CardMode, CardView, SetupStatus } from './messages';
export { CARD_CODE, CARD_STORE_CODES, CARD_TEXTS, TEST_CARDS } from './texts';
export { StripeJs, type CardFieldState, type IntentStatus } from './stripe-js';

/**
 * Card payments through Stripe for the Italian views (spec section 4 "Payment flows", Card, code
 * 'stripe_payments'; sections 5, 8, 9). The payment step shows Stripe's card element (Stripe.js loaded only
 * when the method is chosen, in the view's language) or, when the shop has no provider keys, the sandbox's test
 * cards; the order carries the token `id:brand:last4`. An order answering 'Authentication Required' is
 * authenticated (handleCardAction, or the sandbox's test check) and sent again, or abandoned with the
 * provider's message. See README.md and ADR 0031.
 */
export const checkoutModuleItCardsModule = defineModule({
  id: 'checkout-module-it-cards',
  requires: ['checkout'],
  when: (view) => CARD_STORE_CODES.includes(view.storeCode),
  // Eager: it must be listening when the checkout's order answers 'Authentication Required'.
  activation: 'eager',
  // Stripe.js and its card element live as long as the page: every page load asks for the settings again.
  sessionOnly: true,
  // Stripe.js and its frames (card field, 3-D Secure), as Stripe's CSP guide lists them; only in the card views.
  externalOrigins: {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  decider: cardDecider,
  projections: [cardProjection],
  reactors: [fetchConfig, loadStripeJs, createPaymentMethod, authenticatePayment, sendTestChallenge, finishAuthentication],
  slots: [
    { slot: 'checkout/paymentMethod', key: CARD_CODE, component: CardPaymentMethod },
    { slot: 'checkout/paymentSummary', key: CARD_CODE, component: CardPaymentSummary },
    { slot: 'trust/paymentMarks', key: CARD_CODE, order: 15, component: CardMarks },
  ],
  bindings: new ContainerModule(({ bind }) => {
    bind<StripeJs>(StripeJs).toConstantValue(new StripeJsImpl());
  }),
  translations: defineTranslations('checkout-module-it-cards', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
