/**
 * Payments: bank link (MakeCommerce), PayPal express and card (Stripe), each a real API adapter (keys in
 * the configuration) or a sandbox on this server, and cash on delivery; each registers a server part
 * (method.ts, installed.ts); the order API's OrderPayments; the provider fakes.
 */
export { orderPayments } from './order-payments';
export { createPaymentMethodRegistry, definePaymentMethod, methodMode } from './method';
export type { OfferedPaymentMethod, PaymentAvailabilityContext, PaymentMethodRegistry, PaymentMethodServerPart } from './method';
export { INSTALLED_PAYMENT_METHODS, paymentMethodsOf } from './installed';
export { PAYPAL_NOT_COMPLETED } from './paypal/method';
export { CARD_MISSING } from './stripe/method';
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
