import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { BANK_LINK_CODE, bankLinkDecider, bankLinkPayments } from './decider';
import { BrowserNavigator, BrowserNavigatorImpl } from './navigator';
import { createTransaction, notifyFailure, payPlacedOrder, redirectToBank } from './reactors';
import { BankLinkMark } from './payment-mark';

// Drawn only in the checkout's payment step, its summary and the thank-you page: loaded when drawn (ADR 0075).
const BankLinkNote = lazy(() => import('./view').then((m) => ({ default: m.BankLinkNote })));
const BankLinkSummary = lazy(() => import('./view').then((m) => ({ default: m.BankLinkSummary })));

export type { BankLinkPayment, BankLinkStatus, BankLinkView, TransactionRequest } from './messages';
export { BANK_LINK_CODE, BANK_LINK_TEXTS } from './decider';
export { BrowserNavigator } from './navigator';

/**
 * Bank link (spec section 4 "Payment flows", code 'makecommerce'): after the order is placed, a transaction is
 * created for it (POST /api/ext/make-commerce/create-transaction, section 7) and the browser is sent to the
 * address it answers; the bank sends the shopper back to the thank-you page (paid) or the see-you page
 * (cancelled). A failed call shows the spec's 'Payment method you chose is not available at the moment' with a
 * retry. Fills the checkout's payment slots under the method code.
 */
export const paymentBankLinkModule = defineModule({
  id: 'payment-bank-link',
  requires: ['checkout', 'notifications'],
  // Eager: it must be listening when the checkout places the order.
  activation: 'eager',
  decider: bankLinkDecider,
  projections: [bankLinkPayments],
  reactors: [payPlacedOrder, createTransaction, redirectToBank, notifyFailure],
  slots: [
    { slot: 'checkout/paymentMethod', key: BANK_LINK_CODE, component: BankLinkNote },
    { slot: 'checkout/paymentSummary', key: BANK_LINK_CODE, component: BankLinkSummary },
    { slot: 'trust/paymentMarks', key: BANK_LINK_CODE, order: 10, component: BankLinkMark },
  ],
  bindings: new ContainerModule(({ bind }) => {
    bind<BrowserNavigator>(BrowserNavigator).toConstantValue(new BrowserNavigatorImpl());
  }),
  translations: defineTranslations('payment-bank-link', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
