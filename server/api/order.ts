/**
 * `POST /api/order` of the vue-storefront-api contract (spec section 7 "Order"): the body is the order
 * payload (contract/order.ts); `?token=` places it for a customer, `?storeCode=` and `?cartId=` are used
 * when the body has no store_code / cart_id. Answers `{code: 200, resultCode: 200, result: {backendOrderId,
 * orderNumber, transferedAt}}`; a body failing the schema answers 400 with the validator's errors.
 */
import type { FastifyInstance } from 'fastify';
import { createOrderValidator, type OrderPayload } from '../../contract/order';
import { envelope } from '../../contract/envelope';
import type { ApiRoutes } from '../app';
import { OrderRefusal, placeOrder } from '../commerce/orders';
import type { OrderPayments } from '../commerce/payments/types';
import type { ApiDeps } from './deps';

const validate = createOrderValidator();

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The order route group with the payment side it asks before reserving stock (the server passes the real
 * `orderPayments`; specs pass a fake).
 */
export function createOrderRoutes(payments: OrderPayments): ApiRoutes {
  return async (app: FastifyInstance, deps: ApiDeps) => {
    app.post<{ Body: unknown; Querystring: { token?: unknown; storeCode?: unknown; cartId?: unknown } }>('/api/order', async (request, reply) => {
      const errors = validate(request.body);
      if (errors) return reply.code(400).send(envelope(400, errors));
      try {
        const confirmation = await placeOrder(
          deps,
          payments,
          { body: request.body as OrderPayload, token: text(request.query.token), storeCode: text(request.query.storeCode), cartId: text(request.query.cartId) },
          request.log,
        );
        return { code: 200, resultCode: 200, result: confirmation };
      } catch (error) {
        if (error instanceof OrderRefusal) return reply.code(error.statusCode).send(envelope(error.statusCode, error.result, error.meta));
        throw error;
      }
    });
  };
}
