/**
 * The payment API: bank link (MakeCommerce), PayPal express and card (Stripe) routes, each backed by the
 * provider's real API when keys are configured and by a sandbox on this server otherwise (approval pages
 * under /api/ext/payment-sandbox/...).
 */
import type { FastifyInstance } from 'fastify';
import { makeCommerceRoutes } from '../commerce/payments/makecommerce/routes';
import { paypalRoutes } from '../commerce/payments/paypal/routes';
import { stripeRoutes } from '../commerce/payments/stripe/routes';
import type { ApiDeps } from './deps';

/** Registers every payment route (see the provider route files for each endpoint). */
export async function paymentRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await makeCommerceRoutes(app, deps);
  await paypalRoutes(app, deps);
  await stripeRoutes(app, deps);
}
