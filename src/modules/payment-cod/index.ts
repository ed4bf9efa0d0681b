import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { CashOnDeliveryNote, CashOnDeliverySummary } from './view';
import { CashOnDeliveryMark } from './payment-mark';

export { COD_NOTE } from './view';

/** The method code the server offers cash on delivery under. */
export const COD_CODE = 'cashondelivery';

/**
 * Cash on delivery (spec section 4 "Payment flows"): fills the checkout's payment slots with the spec's note
 * ('You are going to pay for this order upon delivery.'); nothing to authorise, the order goes straight to the
 * thank-you page. The checkout hides it for carts of virtual or downloadable lines only (the server does too).
 */
export const paymentCodModule = defineModule({
  id: 'payment-cod',
  requires: ['checkout'],
  slots: [
    { slot: 'checkout/paymentMethod', key: COD_CODE, component: CashOnDeliveryNote },
    { slot: 'checkout/paymentSummary', key: COD_CODE, component: CashOnDeliverySummary },
    { slot: 'trust/paymentMarks', key: COD_CODE, order: 20, component: CashOnDeliveryMark },
  ],
  translations: defineTranslations('payment-cod', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
