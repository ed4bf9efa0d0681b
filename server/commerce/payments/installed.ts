/**
 * The shop's payment methods: the server's composition root for them, as `src/app/manifest.ts` is for the
 * client modules (ADR 0069). Adding a method is one line here plus its own folder; core code reads the
 * registry (`paymentMethodsOf(deps)`) and names no method. tests/payment-methods.spec.ts checks that every
 * method a client module offers has a server part here for the same views, and the other way round.
 */
import type { ApiDeps } from '../../api/deps';
import { bankLinkPaymentMethod } from './makecommerce/method';
import { cashOnDeliveryPaymentMethod } from './cash-on-delivery/method';
import { createPaymentMethodRegistry, type PaymentMethodRegistry, type PaymentMethodServerPart } from './method';
import { paypalPaymentMethod } from './paypal/method';
import { cardPaymentMethod } from './stripe/method';

/** The installed methods in the order the checkout lists them. */
export const INSTALLED_PAYMENT_METHODS: readonly PaymentMethodServerPart[] = [cashOnDeliveryPaymentMethod, bankLinkPaymentMethod, paypalPaymentMethod, cardPaymentMethod];

const installed = createPaymentMethodRegistry(INSTALLED_PAYMENT_METHODS);

/** The registry of a server: its own (`deps.paymentMethods`, tests and extensions) or the installed methods. */
export function paymentMethodsOf(deps: Pick<ApiDeps, 'paymentMethods'>): PaymentMethodRegistry {
  return deps.paymentMethods ?? installed;
}
