/** Payment methods per store view (spec section 4 "Payment flows", section 9). */
import type { StoreView } from '../../../src/kernel/store-view/types';
import { METHOD_PROVIDERS, providerMode, type PaymentsConfig } from '../config';
import type { PaymentMethod } from './types';

/** Store views that offer the card (Stripe) method: the Italian ones only. */
export const CARD_STORE_CODES: readonly string[] = ['ap24_italy_it', 'ap24_italy_en'];

/**
 * The methods of a view in the order shown: cash on delivery (not for virtual carts), bank link, PayPal, card
 * (Italy). A provider's method is offered with its keys, or marked `sandbox` (test payments) while the
 * sandbox is on; otherwise it is not offered at all.
 */
export function paymentMethodsFor(view: StoreView, input: { isVirtual: boolean; payments: PaymentsConfig }): PaymentMethod[] {
  const candidates: PaymentMethod[] = [];
  if (!input.isVirtual) candidates.push({ code: 'cashondelivery', title: 'Cash On Delivery' });
  candidates.push({ code: 'makecommerce', title: 'Bank link' }, { code: 'paypal_express', title: 'PayPal Express Checkout' });
  if (CARD_STORE_CODES.includes(view.storeCode)) candidates.push({ code: 'stripe_payments', title: 'Credit Card' });
  return candidates.flatMap((method) => {
    const provider = METHOD_PROVIDERS[method.code];
    if (!provider) return [method];
    const mode = providerMode(input.payments, provider);
    if (mode === null) return [];
    return [mode === 'sandbox' ? { ...method, sandbox: true } : method];
  });
}
