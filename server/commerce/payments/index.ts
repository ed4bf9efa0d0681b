/**
 * Payments: bank link (MakeCommerce), PayPal express and card (Stripe), each a real API adapter (keys in
 * the configuration) or a sandbox on this server; the order API's OrderPayments; the provider fakes.
 */
export { orderPayments, PAYPAL_NOT_COMPLETED, CARD_MISSING } from './order-payments';
export { paymentRoutes } from '../../api/payments';
export { PAYMENT_NOT_AVAILABLE, PROVIDER_TIMEOUT_MS, ProviderError } from './http';
export { MAKECOMMERCE } from './makecommerce/adapter';
export { PAYPAL } from './paypal/adapter';
export { STRIPE } from './stripe/adapter';
export { testCardOutcome, CARD_DECLINED } from './stripe/cards';
export { startFakeMakeCommerce } from './fakes/makecommerce';
export { startFakePaypal } from './fakes/paypal';
export { startFakeStripe } from './fakes/stripe';
export type { RunningFake } from './fakes/fake-server';
export type * from './types';
