/** Payment methods per store view (spec section 4 "Payment flows", section 9). */
import type { StoreView } from '../../../src/kernel/store-view/types';
import type { PaymentMethod } from './types';

/** Store views that offer the card (Stripe) method: the Italian ones only. */
export const CARD_STORE_CODES: readonly string[] = ['ap24_italy_it', 'ap24_italy_en'];

/** The methods of a view in the order shown: cash on delivery (not for virtual carts), bank link, PayPal, card (Italy). */
export function paymentMethodsFor(view: StoreView, input: { isVirtual: boolean }): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (!input.isVirtual) methods.push({ code: 'cashondelivery', title: 'Cash On Delivery' });
  methods.push({ code: 'makecommerce', title: 'Bank link' }, { code: 'paypal_express', title: 'PayPal Express Checkout' });
  if (CARD_STORE_CODES.includes(view.storeCode)) methods.push({ code: 'stripe_payments', title: 'Credit Card' });
  return methods;
}
