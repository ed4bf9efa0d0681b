/**
 * `POST /api/order` of the vue-storefront-api contract (spec section 7 "Order"): the body is the order
 * payload (contract/order.ts); `?token=` places it for a customer, `?storeCode=` and `?cartId=` are used
 * when the body has no store_code / cart_id. Answers `{code: 200, resultCode: 200, result: {backendOrderId,
 * orderNumber, transferedAt}}`; a body failing the schema answers 400 with the validator's errors.
 *
 * Vue Storefront 1 (1.11/1.12) sends no `order_id` (ADR 0073): the server assigns one before validating. An
 * order naming its cart gets `cart-{cartId}` (one cart, one order), so resending the same order for the same cart
 * answers the stored confirmation as an order id would; an order without a cart gets a random id.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createOrderValidator, type OrderPayload } from '../../contract/order';
import { envelope } from '../../contract/envelope';
import type { ApiRoutes } from '../app';
import { ORDER_MESSAGES, OrderRefusal, placeOrder } from '../commerce/orders';
import type { OrderPayments } from '../commerce/payments/types';
import type { ApiDeps } from './deps';

const validate = createOrderValidator();

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A cart id that can stand in an order id (the schema's `^[A-Za-z0-9_.-]+$`, at most 64 with its prefix). */
const CART_ID = /^[A-Za-z0-9_.-]{1,59}$/;

/** True when the server assigned the order id (the client sent none). */
const ASSIGNED = Symbol('assigned order id');

/**
 * The body with an order id: as sent when it has the field (the schema checks it); without it `cart-{cartId}` for an order of a cart
 * (body's cart_id, else ?cartId) and a random `srv-{uuid}` without one. Anything not an object is left to the schema.
 */
export function withOrderId(body: unknown, queryCartId?: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const order = body as Record<string, unknown>;
  if (order.order_id !== undefined) return body;
  // As placeOrder reads it: the body's cart_id unless blank, else ?cartId.
  const sent = order.cart_id === undefined || order.cart_id === null || order.cart_id === '' ? queryCartId : order.cart_id;
  const cartId = typeof sent === 'string' || typeof sent === 'number' ? String(sent) : '';
  const orderId = CART_ID.test(cartId) ? `cart-${cartId}` : `srv-${randomUUID()}`;
  return Object.assign({ ...order, order_id: orderId }, { [ASSIGNED]: true });
}

/**
 * The order route group with the payment side it asks before reserving stock (the server passes the real
 * `orderPayments`; specs pass a fake).
 */
export function createOrderRoutes(payments: OrderPayments): ApiRoutes {
  return async (app: FastifyInstance, deps: ApiDeps) => {
    app.post<{ Body: unknown; Querystring: { token?: unknown; storeCode?: unknown; cartId?: unknown } }>('/api/order', async (request, reply) => {
      const body = withOrderId(request.body, text(request.query.cartId));
      const errors = validate(body);
      if (errors) return reply.code(400).send(envelope(400, errors));
      try {
        const confirmation = await placeOrder(
          deps,
          payments,
          { body: body as OrderPayload, token: text(request.query.token), storeCode: text(request.query.storeCode), cartId: text(request.query.cartId) },
          request.log,
        );
        return { code: 200, resultCode: 200, result: confirmation };
      } catch (error) {
        if (error instanceof OrderRefusal) {
          // Another order for a cart that was ordered: the cart's answer, not an order id the client never sent.
          if (error.result === ORDER_MESSAGES.orderIdTaken && (body as { [ASSIGNED]?: boolean })[ASSIGNED]) return reply.code(403).send(envelope(403, ORDER_MESSAGES.cartNotAvailable));
          return reply.code(error.statusCode).send(envelope(error.statusCode, error.result, error.meta));
        }
        throw error;
      }
    });
  };
}
