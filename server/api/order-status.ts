/**
 * `POST /api/order/status` (our addition to the vue-storefront-api contract; issue 20 item 5, ADR 0058): a
 * guest finds an order with its number and e-mail. Body `{orderNumber, email}` (a POST keeps the e-mail out of
 * URLs and access logs). Answers `{code: 200, result: OrderStatus}`; a wrong number and a wrong e-mail both
 * answer the same 404; a body failing its schema answers 400. Guesses count against the sign-in limiter of the
 * address (server/commerce/users/rate-limit.ts), so a wrong look-up is a failed sign-in attempt. Never cached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { ApiRoutes } from '../app';
import { ORDER_NOT_FOUND, orderStatus } from '../commerce/orders/status';
import { ajv, assertLoginAllowed, assertValid, emailSchema, recordLoginAttempt, trimFields } from '../commerce/users';
import type { ApiDeps } from './deps';
import { installRetryAfter, notFound } from './errors';

interface StatusBody {
  orderNumber: string;
  email: string;
}

const validateStatus = ajv.compile<StatusBody>({
  type: 'object',
  required: ['orderNumber', 'email'],
  additionalProperties: false,
  properties: {
    // The shop's numbers are the store id and the order id in 8 digits (server/commerce/orders/store.ts).
    orderNumber: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[0-9]+$' },
    email: emailSchema,
  },
});

/** The limiter's account key of a look-up: the order number (no e-mail has no @, so none collides with one). */
export const lookupKey = (orderNumber: string) => `order-status:${orderNumber}`;

export const orderStatusRoutes: ApiRoutes = async (app: FastifyInstance, deps: ApiDeps) => {
  installRetryAfter(app);
  const noStore = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  app.post<{ Body: unknown }>('/api/order/status', { onRequest: noStore }, async (request) => {
    const body = typeof request.body === 'object' && request.body !== null ? { ...(request.body as Record<string, unknown>) } : request.body;
    trimFields(body, ['orderNumber', 'email']);
    const { orderNumber, email } = assertValid(validateStatus, body);
    const now = deps.now();
    const key = lookupKey(orderNumber);
    await assertLoginAllowed(deps.db, key, request.ip, now);
    const order = await orderStatus(deps.db, orderNumber, email);
    await recordLoginAttempt(deps.db, key, request.ip, order !== null, now);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return envelope(200, order);
  });
};
