// Shared by the checkout's stories (not part of the module's API): stand-ins of the modules the checkout talks to,
// and the events of a checkout filled in step by step.
import type { CartTotals } from '../../../contract/cart';
import type { EventDraft } from '../../kernel';
import { defineModule } from '../../kernel/module';
import { loadModuleStory } from '../../kernel/testing/module-story';
import { checkoutModule } from './index';
import en from './locales/en.json';
import { cartStandIn, lineInCart, uiStateStandIn, userStandIn } from './test-stand-ins';

/** A payment module as the story's stand-in (modules never import each other): cash on delivery's note. */
export const codStandIn = defineModule({
  id: 'payment-cod',
  slots: [
    { slot: 'checkout/paymentMethod', key: 'cashondelivery', component: () => <p>You are going to pay for this order upon delivery.</p> },
    { slot: 'checkout/paymentSummary', key: 'cashondelivery', component: () => <p>Cash on delivery</p> },
  ],
});

/** A bank link module's stand-in, so the sandbox bank link is offered in its story. */
export const bankLinkStandIn = defineModule({
  id: 'payment-bank-link',
  slots: [{ slot: 'checkout/paymentMethod', key: 'makecommerce', component: () => <p>You will choose your bank next.</p> }],
});

export const guest: EventDraft = { type: 'user/sessionStartedAnonymously', data: {} };
export const personal: EventDraft = { type: 'checkout/personalDetailsSaved', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false } };
export const address = { firstName: 'Mari', lastName: 'Maasikas', country: 'EE', streetAddress: 'Pikk 1', apartmentNumber: '', city: 'Tallinn', state: '', zipCode: '10115', phoneNumber: '+372 5555 1234' };
export const shipping: EventDraft = { type: 'checkout/shippingDetailsSaved', data: { ...address, shippingCarrier: 'flatrate', shippingMethod: 'flatrate' } };
export const dpd: EventDraft[] = [
  { type: 'checkout/shippingMethodsRequested', data: { requestId: 'r1', address: { country: 'EE', zipCode: '10115', city: 'Tallinn', state: '', streetAddress: 'Pikk 1' } } },
  {
    type: 'checkout/shippingMethodsReceived',
    data: { requestId: 'r1', fallback: false, methods: [{ carrierCode: 'flatrate', methodCode: 'flatrate', carrierTitle: 'DPD', methodTitle: 'DPD Courier', amount: 4, priceInclTax: 5, offline: false }] },
  },
];
export const offers: EventDraft = {
  type: 'checkout/shippingInformationReceived',
  data: {
    paymentMethods: [
      { code: 'cashondelivery', title: 'Cash On Delivery', offline: true },
      { code: 'paypal_express', title: 'PayPal Express Checkout', offline: false },
    ],
    totals: {
      grand_total: 42.2,
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 37.2 },
        { code: 'shipping', title: 'Shipping', value: 5 },
        { code: 'grand_total', title: 'Grand Total', value: 42.2 },
      ],
    } as unknown as CartTotals,
  },
};
export const payment: EventDraft = { type: 'checkout/paymentDetailsSaved', data: { ...address, sameAsShipping: true, companyInvoice: false, company: '', taxId: '', paymentMethod: 'cashondelivery', paymentMethodAdditional: {} } };

export const sandboxOffers: EventDraft = {
  type: 'checkout/shippingInformationReceived',
  data: {
    paymentMethods: [
      { code: 'cashondelivery', title: 'Cash On Delivery', offline: true },
      { code: 'makecommerce', title: 'Bank link', offline: false, sandbox: true },
    ],
    totals: (offers.data as { totals: CartTotals }).totals,
  },
};

/** A started kernel with the stand-ins, a line in the cart, a guest's session and `events`. */
export const seeded = (events: EventDraft[], cart: EventDraft[] = [lineInCart()]) => loadModuleStory([uiStateStandIn, cartStandIn, userStandIn, codStandIn, bankLinkStandIn, checkoutModule], 'checkout', en, { events: [...cart, guest, ...events] });

