/**
 * Bank link routes (spec section 7 "Bank-link transaction"): create-transaction for a placed order, the
 * provider's signed return (browser) and notification (server to server), and the sandbox approval page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../../../contract/envelope';
import type { ApiDeps } from '../../../api/deps';
import { ApiError, badRequest, notFound } from '../../../api/errors';
import { viewForRequest } from '../../../api/store-view';
import { PAYMENT_NOT_AVAILABLE, ProviderError } from '../http';
import { renderSandboxPage, SANDBOX_PAGE_HEADERS } from '../sandbox-page';
import { cancelOrder, insertPayment, markOrderPaid, orderById, orderByIncrementId, paymentByRef, sameAmount, updatePayment, type PaymentOrder } from '../store';
import { field, FORM_ROUTE, installFormParser, shopOrigin, shopPage, SHOP_NAME, viewOf } from '../web';
import { makeCommerceAdapter, MAKECOMMERCE } from './adapter';
import { makeCommerceMac, verifyMakeCommerceMac } from './mac';

const id = { anyOf: [{ type: 'string', minLength: 1, maxLength: 64 }, { type: 'integer', minimum: 1 }] } as const;

const createSchema = {
  type: 'object',
  required: ['transaction'],
  properties: {
    transaction: {
      type: 'object',
      required: ['amount'],
      properties: {
        amount: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 32 }] },
        currency: { type: 'string', maxLength: 3 },
        reference: { type: 'string', maxLength: 64 },
        order_ids: { anyOf: [...id.anyOf, { type: 'array', maxItems: 10, items: id }] },
        merchant_data: { type: 'string', maxLength: 255 },
      },
    },
    customer: {
      type: 'object',
      properties: {
        email: { type: 'string', maxLength: 254 },
        ip: { type: 'string', maxLength: 64 },
        country: { type: 'string', maxLength: 2 },
        locale: { type: 'string', maxLength: 5 },
      },
    },
  },
} as const;

interface CreateBody {
  transaction: { amount: number | string; currency?: string; reference?: string; order_ids?: string | number | (string | number)[]; merchant_data?: string };
  customer?: { email?: string; ip?: string; country?: string; locale?: string };
}

/** Provider statuses that settle a transaction. */
const FINAL = ['completed', 'cancelled', 'expired'];

async function findOrder(deps: ApiDeps, transaction: CreateBody['transaction']): Promise<PaymentOrder> {
  const ids = transaction.order_ids === undefined ? [] : [transaction.order_ids].flat().map(String);
  for (const candidate of [transaction.reference, ...ids]) {
    if (!candidate) continue;
    const byNumber = await orderByIncrementId(deps.db, candidate);
    if (byNumber) return byNumber;
    if (/^\d{1,9}$/.test(candidate)) {
      const byId = await orderById(deps.db, Number(candidate));
      if (byId) return byId;
    }
  }
  if (!transaction.reference && !ids.length) throw badRequest('transaction.reference or transaction.order_ids is required.');
  throw notFound('Order not found.');
}

function payable(order: PaymentOrder, transaction: CreateBody['transaction']): void {
  if (order.payment_method !== MAKECOMMERCE) throw badRequest('The order is not paid by bank link.');
  if (order.payment_status === 'paid') throw badRequest('The order is already paid.');
  if (order.payment_status === 'cancelled' || order.status === 'canceled') throw badRequest('The order is cancelled.');
  if (transaction.currency && transaction.currency.toUpperCase() !== order.currency) throw badRequest(`Transaction currency must be ${order.currency}.`);
  const amount = Number(transaction.amount);
  if (!Number.isFinite(amount) || !sameAmount(amount, order.grand_total)) throw badRequest('Transaction amount does not match the order.');
}

/** A provider message as signed: `{transaction, status, amount, currency, reference, message_time}`. */
interface ProviderMessage {
  transaction?: unknown;
  status?: unknown;
  amount?: unknown;
  currency?: unknown;
  reference?: unknown;
  message_time?: unknown;
}

/**
 * Verifies and applies a provider message (return or notification): COMPLETED with the order's amount
 * pays the order, CANCELLED or EXPIRED cancels it and gives its stock back; a settled transaction or a
 * repeated message changes nothing. Answers the order as it is afterwards.
 */
export async function applyMakeCommerceMessage(deps: ApiDeps, origin: string, body: unknown): Promise<PaymentOrder> {
  const json = field(body, 'json');
  const mac = field(body, 'mac');
  const adapter = makeCommerceAdapter(deps.commerce.payments.makecommerce, deps.db, origin);
  if (!json || !mac || !verifyMakeCommerceMac(json, mac, await adapter.macKey())) throw badRequest('The payment message signature is not valid.');
  let message: ProviderMessage;
  try {
    message = JSON.parse(json) as ProviderMessage;
  } catch {
    throw badRequest('The payment message is not valid.');
  }
  if (typeof message !== 'object' || message === null || typeof message.transaction !== 'string' || typeof message.status !== 'string') {
    throw badRequest('The payment message is not valid.');
  }
  const payment = await paymentByRef(deps.db, MAKECOMMERCE, message.transaction);
  const order = payment?.order_id ? await orderById(deps.db, payment.order_id) : null;
  if (!payment || !order) throw notFound('Unknown transaction.');
  if (message.reference !== undefined && String(message.reference) !== order.increment_id) throw badRequest('The payment message is not valid.');
  if (message.currency !== undefined && String(message.currency).toUpperCase() !== order.currency) throw badRequest('The payment message is not valid.');
  const status = message.status.toUpperCase();
  const now = deps.now();
  const settle = (to: string) => updatePayment(deps.db, payment.id, { status: to, data: { message } }, now, ['created', 'pending', 'approved']);
  if (status === 'COMPLETED') {
    if (!sameAmount(Number(message.amount), order.grand_total)) throw badRequest('Transaction amount does not match the order.');
    if (await settle('completed')) await markOrderPaid(deps.db, order.id, now);
  } else if (status === 'CANCELLED' || status === 'EXPIRED') {
    if (await settle(status.toLowerCase())) await cancelOrder(deps.db, order.id, now);
  } else if (!FINAL.includes(payment.status)) {
    await updatePayment(deps.db, payment.id, { status: status.toLowerCase().slice(0, 32), data: { message } }, now);
  }
  return (await orderById(deps.db, order.id)) ?? order;
}

/**
 * POST /api/ext/make-commerce/create-transaction[?storeCode]: opens a bank link transaction for a placed
 * order (found by reference = order number, or order_ids) for the order's own grand total → `{id,
 * payment_methods:{other:[{name:'redirect', url}]}}`; 400 for another amount or a paid/cancelled order,
 * 502 'Payment method you chose is not available at the moment' when the provider fails.
 * POST /api/ext/make-commerce/return and /notification: the provider's signed form post (json, mac);
 * return redirects (303) to the thank-you or see-you page of the order's view, notification answers OK.
 * GET /api/ext/payment-sandbox/makecommerce/:id: the sandbox bank page (Approve / Cancel).
 */
export async function makeCommerceRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  installFormParser(app);

  app.post<{ Body: CreateBody; Querystring: { storeCode?: string } }>(
    '/api/ext/make-commerce/create-transaction',
    { schema: { body: createSchema } },
    async (request, reply) => {
      if (request.query.storeCode) viewForRequest(deps.storeViews, { storeCode: request.query.storeCode });
      const { transaction, customer = {} } = request.body;
      const order = await findOrder(deps, transaction);
      payable(order, transaction);
      const view = viewOf(deps, order.store_code);
      const origin = shopOrigin(deps, request);
      const adapter = makeCommerceAdapter(deps.commerce.payments.makecommerce, deps.db, origin);
      let opened;
      try {
        opened = await adapter.createTransaction({
          amount: order.grand_total,
          currency: 'EUR',
          reference: order.increment_id,
          merchantData: transaction.merchant_data ?? order.increment_id,
          returnUrl: `${origin}/api/ext/make-commerce/return`,
          cancelUrl: `${origin}/api/ext/make-commerce/return`,
          notificationUrl: `${origin}/api/ext/make-commerce/notification`,
          customer: {
            email: customer.email || order.email,
            ip: customer.ip || request.ip,
            country: (customer.country || view.tax.defaultCountry).toLowerCase(),
            locale: (customer.locale || view.language).toLowerCase(),
          },
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ provider: MAKECOMMERCE, status: error.status }, error.message);
        return reply.code(502).send(envelope(502, PAYMENT_NOT_AVAILABLE));
      }
      await insertPayment(
        deps.db,
        { provider: MAKECOMMERCE, provider_ref: opened.id, order_id: order.id, amount: order.grand_total, status: 'created', sandbox: adapter.sandbox, data: { store_code: order.store_code } },
        deps.now(),
      );
      return envelope(200, { id: opened.id, payment_methods: { other: [{ name: 'redirect', url: opened.redirectUrl }] } });
    },
  );

  app.post('/api/ext/make-commerce/return', FORM_ROUTE, async (request: FastifyRequest, reply: FastifyReply) => {
    const order = await applyMakeCommerceMessage(deps, shopOrigin(deps, request), request.body);
    const page = order.payment_status === 'cancelled' ? '/see-you-page' : '/thank-you-page';
    const location = shopPage(deps, request, viewOf(deps, order.store_code), `${page}?order=${encodeURIComponent(order.increment_id)}`);
    return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
  });

  app.post('/api/ext/make-commerce/notification', FORM_ROUTE, async (request) => {
    await applyMakeCommerceMessage(deps, shopOrigin(deps, request), request.body);
    return envelope(200, 'OK');
  });

  app.get<{ Params: { id: string } }>('/api/ext/payment-sandbox/makecommerce/:id', async (request, reply) => {
    const payment = await paymentByRef(deps.db, MAKECOMMERCE, request.params.id);
    const order = payment?.sandbox && payment.order_id ? await orderById(deps.db, payment.order_id) : null;
    if (!payment || !order) throw notFound('Unknown transaction.');
    if (deps.commerce.payments.makecommerce) throw new ApiError(404, 'The bank link sandbox is off: the shop has provider keys.');
    const key = await makeCommerceAdapter(null, deps.db, '').macKey();
    const signed = (status: string) => {
      const json = JSON.stringify({
        transaction: payment.provider_ref,
        status,
        amount: payment.amount.toFixed(2),
        currency: payment.currency,
        reference: order.increment_id,
        message_time: deps.now().toISOString(),
      });
      return { json, mac: makeCommerceMac(json, key) };
    };
    const view = viewOf(deps, order.store_code);
    const html = renderSandboxPage({
      provider: 'Bank link (sandbox)',
      shop: `${SHOP_NAME} – ${view.name}`,
      reference: order.increment_id,
      amount: payment.amount,
      currency: payment.currency,
      note: 'Approve pays the order; Cancel cancels it. You are then sent back to the shop.',
      buttons: [
        { label: 'Approve payment', action: '/api/ext/make-commerce/return', fields: signed('COMPLETED') },
        { label: 'Cancel', action: '/api/ext/make-commerce/return', fields: signed('CANCELLED') },
      ],
    });
    return reply.headers(SANDBOX_PAGE_HEADERS).send(html);
  });
}
