/**
 * "Pay by invoice" for the Finnish view: the client part of the example in docs/extending.md (ADR 0069).
 * It fills the checkout's payment slots under the method code; the server part is ./server.ts.
 */
import { defineModule } from '../../../src/kernel';
import { defineTranslations } from '../../../src/kernel/i18n';
import { InvoiceNote, InvoiceSummary } from './view';

/** The method code the server offers pay-by-invoice under (its server part, ./server.ts, declares the same). */
export const INVOICE_CODE = 'invoice';

export const paymentInvoiceModule = defineModule({
  id: 'payment-invoice',
  requires: ['checkout'],
  // The same views as the server part's `views` (tests/payment-methods.spec.ts compares them).
  when: (view) => view.storeCode === 'fin',
  slots: [
    { slot: 'checkout/paymentMethod', key: INVOICE_CODE, component: InvoiceNote },
    { slot: 'checkout/paymentSummary', key: INVOICE_CODE, component: InvoiceSummary },
  ],
  translations: defineTranslations('payment-invoice', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
