/**
 * The payment API: the routes of every registered payment method (server/commerce/payments/method.ts),
 * each backed by its provider's real API when keys are configured and by a sandbox on this server
 * otherwise (approval pages under /api/ext/payment-sandbox/...).
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import { PAYMENT_NOT_AVAILABLE } from '../commerce/payments/http';
import { paymentMethodsOf } from '../commerce/payments/installed';
import { methodMode } from '../commerce/payments/method';
import { installFormParser } from '../commerce/payments/web';
import type { ApiDeps } from './deps';

/**
 * Registers each payment method's own routes (see its server part for the endpoints). A method that is not
 * offered (no keys while the sandbox is off, ADR 0039) answers every route of its own 404
 * 'Payment method is not available', so no sandbox page or transaction exists in production.
 */
export async function paymentRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // The providers' form posts are parsed app-wide, as before the routes were scoped per method.
  installFormParser(app);
  for (const part of paymentMethodsOf(deps).all) {
    const register = part.routes;
    if (!register) continue;
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (_request, reply) => {
        if (methodMode(part, deps.commerce.payments) === null) return reply.code(404).send(envelope(404, PAYMENT_NOT_AVAILABLE));
      });
      await register(scope, deps);
    });
  }
}
