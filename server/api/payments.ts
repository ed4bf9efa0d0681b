/**
 * The payment API: bank link (MakeCommerce), PayPal express and card (Stripe) routes, each backed by the
 * provider's real API when keys are configured and by a sandbox on this server otherwise (approval pages
 * under /api/ext/payment-sandbox/...).
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import { providerMode, type PaymentProvider } from '../commerce/config';
import { PAYMENT_NOT_AVAILABLE } from '../commerce/payments/http';
import { installFormParser } from '../commerce/payments/web';
import { makeCommerceRoutes } from '../commerce/payments/makecommerce/routes';
import { paypalRoutes } from '../commerce/payments/paypal/routes';
import { stripeRoutes } from '../commerce/payments/stripe/routes';
import type { ApiDeps } from './deps';

/**
 * Registers every payment route (see the provider route files for each endpoint). A provider that is not
 * offered (no keys while the sandbox is off, ADR 0039) answers every route of its own 404
 * 'Payment method is not available', so no sandbox page or transaction exists in production.
 */
export async function paymentRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const routes: [PaymentProvider, (app: FastifyInstance, deps: ApiDeps) => Promise<void>][] = [
    ['makecommerce', makeCommerceRoutes],
    ['paypal', paypalRoutes],
    ['stripe', stripeRoutes],
  ];
  // The providers' form posts are parsed app-wide, as before the routes were scoped per provider.
  installFormParser(app);
  for (const [provider, register] of routes) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (_request, reply) => {
        if (providerMode(deps.commerce.payments, provider) === null) return reply.code(404).send(envelope(404, PAYMENT_NOT_AVAILABLE));
      });
      await register(scope, deps);
    });
  }
}
