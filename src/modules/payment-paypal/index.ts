import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { PaypalBrowser, PaypalBrowserImpl } from './browser';
import { PAYPAL_CODE, paypalDecider, paypalState } from './decider';
import { completePayment, fetchConfig, goToApproval, handOverReturn, notifyReturn, recordPaidOrder, recordRefusedOrder, recordReturn, setExpressCheckout } from './reactors';
import { PaypalMark } from './payment-mark';

// The checkout's payment step and its summary draw these, never the first screen of a page: they load when drawn,
// so their code stays out of every page's first load (ADR 0075).
const PaypalMethod = lazy(() => import('./view').then((m) => ({ default: m.PaypalMethod })));
const PaypalSummary = lazy(() => import('./view').then((m) => ({ default: m.PaypalSummary })));

export type { PaypalConfigView, PaypalFlow, PaypalPaidOrder, PaypalPayment, PaypalPaymentStatus, PaypalVia, PaypalView } from './messages';
export { PAYPAL_CODE, PAYPAL_TEXTS } from './decider';
export { PaypalBrowser, type PaypalReturn } from './browser';

/**
 * PayPal express (spec section 4 "Payment flows", section 7 "PayPal", ADR 0030): a set-express-checkout call
 * opens a PayPal order for the server cart, the buyer approves it (PayPal's buttons, lazily loaded with EUR,
 * capture and funding limits; or, without keys, the server's sandbox page by redirect), a complete call
 * captures it, and its id goes to the checkout as `payment_method_additional.paypal_order_id`. Fills the
 * checkout's payment slots under the method code.
 */
export const paymentPaypalModule = defineModule({
  id: 'payment-paypal',
  requires: ['checkout', 'notifications'],
  // Eager: the approval page's return is read at start-up, and the placed order ends the payment.
  activation: 'eager',
  // PayPal's SDK, its button frames and its calls, as PayPal's CSP guide lists them (it styles with our nonce).
  externalOrigins: {
    script: ['https://www.paypal.com', 'https://*.paypal.com', 'https://www.paypalobjects.com'],
    style: ['https://www.paypal.com', 'https://*.paypal.com'],
    frame: ['https://www.paypal.com', 'https://*.paypal.com'],
    connect: ['https://www.paypal.com', 'https://*.paypal.com'],
    img: ['https://www.paypal.com', 'https://*.paypal.com', 'https://www.paypalobjects.com'],
  },
  decider: paypalDecider,
  projections: [paypalState],
  reactors: [fetchConfig, setExpressCheckout, goToApproval, completePayment, handOverReturn, notifyReturn, recordPaidOrder, recordRefusedOrder],
  onStart: recordReturn,
  slots: [
    { slot: 'checkout/paymentMethod', key: PAYPAL_CODE, component: PaypalMethod },
    { slot: 'checkout/paymentSummary', key: PAYPAL_CODE, component: PaypalSummary },
    { slot: 'trust/paymentMarks', key: PAYPAL_CODE, order: 30, component: PaypalMark },
  ],
  bindings: new ContainerModule(({ bind }) => {
    bind<PaypalBrowser>(PaypalBrowser).toConstantValue(new PaypalBrowserImpl());
  }),
  translations: defineTranslations('payment-paypal', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
