/**
 * PayPal express routes (spec section 7 "PayPal"): setExpressCheckout prices the server cart and opens a
 * PayPal order for ITS total; complete captures the approved order (idempotent). Both also under a store
 * prefix (/api/ext/paypal/:storeCode/...). GET /api/ext/paypal/config?storeCode answers the browser's public settings.
 * The sandbox approval page lives under /api/ext/payment-sandbox/paypal.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizedPath } from '../../../../src/kernel/store-view/localize';
import { envelope } from '../../../../contract/envelope';
import type { ApiDeps } from '../../../api/deps';
import { ApiError, badRequest, notFound } from '../../../api/errors';
import { viewForRequest } from '../../../api/store-view';
import { requireCustomer } from '../../auth/tokens';
import { cartLines, reachableCart } from '../../cart';
import { priceQuote } from '../../quote';
import { PAYMENT_NOT_AVAILABLE, ProviderError } from '../http';
import { renderSandboxPage, SANDBOX_PAGE_HEADERS } from '../sandbox-page';
import { insertPayment, paymentByRef, updatePayment, type PaymentRow } from '../store';
import { FORM_ROUTE, installFormParser, shopOrigin, shopUrl, SHOP_NAME, viewOf } from '../web';
import { PAYPAL, paypalAdapter, paypalClient, paypalSandbox, SANDBOX_PAYER_ID, type PaypalAdapter } from './adapter';
import { ORDER_MESSAGES } from '../../orders/refusal';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

const setSchema = {
  type: 'object',
  properties: { cart_id: text(128), token: text(1024), return_url: text(2048), cancel_url: text(2048), brand_name: text(127), locale: text(10) },
} as const;

const completeSchema = {
  type: 'object',
  properties: { orderID: text(64), token: text(64), payerID: text(64) },
} as const;

interface SetBody {
  cart_id?: string;
  token?: string;
  return_url?: string;
  cancel_url?: string;
  brand_name?: string;
  locale?: string;
}

interface CompleteBody {
  orderID?: string;
  token?: string;
  payerID?: string;
}

type Query = { storeCode?: string; token?: string; cartId?: string };
type Params = { storeCode?: string };

/** The answer of a captured order. */
const captured = (row: PaymentRow) => envelope(200, { status: 'COMPLETED', id: row.provider_ref, capture_id: row.data.capture_id, amount: row.amount });

/** The adapter that owns an existing order: sandbox rows stay in the sandbox, real ones need the keys. */
function adapterFor(deps: ApiDeps, row: PaymentRow): PaypalAdapter {
  if (row.sandbox) return paypalSandbox(deps.db, '');
  const config = deps.commerce.payments.paypal;
  if (!config) throw new ApiError(402, PAYMENT_NOT_AVAILABLE);
  return paypalClient(config);
}

/**
 * Captures the PayPal order `id` once: an already captured order answers its stored result again; a
 * refused capture is 402 with PayPal's message ('PayPal payment was not approved.' in the sandbox).
 */
export async function completePaypalOrder(deps: ApiDeps, id: string, payerId: string | null) {
  const row = await paymentByRef(deps.db, PAYPAL, id);
  if (!row) throw notFound('PayPal order not found.');
  if (row.status === 'captured') return captured(row);
  if (row.status === 'cancelled') throw new ApiError(402, 'PayPal payment was cancelled.');
  let capture;
  try {
    capture = await adapterFor(deps, row).captureOrder(id);
  } catch (error) {
    if (error instanceof ProviderError) throw new ApiError(402, error.message);
    throw error;
  }
  const updated = await updatePayment(
    deps.db,
    row.id,
    { status: 'captured', data: { capture_id: capture.captureId, captured_amount: capture.amount, payer_id: payerId } },
    deps.now(),
    ['created', 'approved'],
  );
  // A concurrent complete captured it first (PayPal-Request-Id makes the capture itself idempotent).
  const final = updated ?? (await paymentByRef(deps.db, PAYPAL, id));
  if (final?.status !== 'captured') throw new ApiError(402, 'PayPal payment was not completed.');
  return captured(final);
}

/** Routes of PayPal express and its sandbox (see the file comment). */
export async function paypalRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  installFormParser(app);

  const setExpressCheckout = async (request: FastifyRequest<{ Body: SetBody | undefined; Querystring: Query; Params: Params }>, reply: FastifyReply) => {
    const body = request.body ?? {};
    const origin = shopOrigin(deps, request);
    const storeCode = request.params.storeCode ?? request.query.storeCode;
    const explicit = storeCode ? viewForRequest(deps.storeViews, { storeCode }) : null;
    const token = body.token ?? request.query.token;
    const customer = token ? await requireCustomer(deps.db, deps.commerce, token, deps.now()) : null;
    const cart = await reachableCart(deps.db, body.cart_id ?? request.query.cartId, customer);
    const view = explicit ?? viewOf(deps, cart.store_code);
    const lines = await cartLines(deps.db, cart.id);
    if (!lines.length) throw badRequest('The cart is empty.');
    const shipping = cart.shipping?.carrier_code && cart.shipping.method_code ? { carrierCode: cart.shipping.carrier_code, methodCode: cart.shipping.method_code, address: cart.shipping.address } : null;
    const quote = await priceQuote(deps.db, lines, {
      view,
      now: deps.now(),
      customer: customer ? { id: customer.id, email: customer.email, group_id: customer.group_id } : null,
      email: cart.email,
      shipping,
      paymentMethod: PAYPAL,
      couponCode: cart.coupon_code,
    });
    if (quote.problems.length) throw new ApiError(409, ORDER_MESSAGES.unavailable);
    const amount = quote.totals.grand_total;
    if (!(amount > 0)) throw badRequest('The cart is empty.');
    const checkout = `${origin}${localizedPath('/checkout', view)}`;
    const returnUrl = shopUrl(deps, request, body.return_url ?? checkout, 'return_url');
    const cancelUrl = shopUrl(deps, request, body.cancel_url ?? checkout, 'cancel_url');
    const adapter = paypalAdapter(deps.commerce.payments.paypal, deps.db, origin);
    let order;
    try {
      order = await adapter.createOrder({
        amount,
        currency: 'EUR',
        // never the cart id itself: it is the key to a guest cart
        referenceId: createHash('sha256').update(cart.id).digest('hex').slice(0, 32),
        returnUrl,
        cancelUrl,
        brandName: body.brand_name ?? SHOP_NAME,
        locale: body.locale ?? view.locale,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ provider: PAYPAL, status: error.status }, error.message);
      return reply.code(502).send(envelope(502, PAYMENT_NOT_AVAILABLE));
    }
    await insertPayment(
      deps.db,
      { provider: PAYPAL, provider_ref: order.id, amount, status: 'created', sandbox: adapter.sandbox, data: { store_code: view.storeCode, return_url: returnUrl, cancel_url: cancelUrl } },
      deps.now(),
    );
    return envelope(200, { id: order.id, token: order.id, approve_url: order.approveUrl });
  };

  // What the browser needs to load PayPal's buttons: the public client id (never the secret). Without keys
  // the shop runs the sandbox on this server, where PayPal's script cannot be used (clientId null).
  app.get<{ Querystring: { storeCode?: string } }>('/api/ext/paypal/config', async (request) => {
    viewForRequest(deps.storeViews, { storeCode: request.query.storeCode });
    const config = deps.commerce.payments.paypal;
    return envelope(200, { clientId: config?.clientId ?? null, currency: 'EUR', sandbox: !config });
  });

  for (const prefix of ['/api/ext/paypal', '/api/ext/paypal/:storeCode']) {
    app.post<{ Body: SetBody | undefined; Querystring: Query; Params: Params }>(`${prefix}/setExpressCheckout`, { schema: { body: setSchema } }, setExpressCheckout);
    app.post<{ Body: CompleteBody | undefined; Querystring: Query; Params: Params }>(`${prefix}/complete`, { schema: { body: completeSchema } }, async (request) => {
      const storeCode = request.params.storeCode ?? request.query.storeCode;
      if (storeCode) viewForRequest(deps.storeViews, { storeCode });
      const id = request.body?.orderID ?? request.body?.token;
      if (!id) throw badRequest('orderID is required.');
      return completePaypalOrder(deps, id, request.body?.payerID ?? null);
    });
  }

  const sandboxOrder = async (id: string): Promise<PaymentRow> => {
    const row = await paymentByRef(deps.db, PAYPAL, id);
    if (!row?.sandbox) throw notFound('PayPal order not found.');
    return row;
  };
  const withQuery = (url: string, params: Record<string, string>) => {
    const target = new URL(url);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    return target.toString();
  };

  app.get<{ Params: { id: string } }>('/api/ext/payment-sandbox/paypal/:id', async (request, reply) => {
    const row = await sandboxOrder(request.params.id);
    const view = viewOf(deps, String(row.data.store_code ?? ''));
    const base = `/api/ext/payment-sandbox/paypal/${encodeURIComponent(row.provider_ref)}`;
    const html = renderSandboxPage({
      provider: 'PayPal (sandbox)',
      shop: `${SHOP_NAME} – ${view.name}`,
      reference: row.provider_ref,
      referenceLabel: 'PayPal order',
      amount: row.amount,
      currency: row.currency,
      note: 'Approve lets the shop capture this amount when you place the order; Cancel goes back to the shop.',
      buttons: [
        { label: 'Approve payment', action: `${base}/approve` },
        { label: 'Cancel', action: `${base}/cancel` },
      ],
    });
    return reply.headers(SANDBOX_PAGE_HEADERS).send(html);
  });

  app.post<{ Params: { id: string } }>('/api/ext/payment-sandbox/paypal/:id/approve', FORM_ROUTE, async (request, reply) => {
    const row = await sandboxOrder(request.params.id);
    if (row.status === 'cancelled') throw badRequest('PayPal payment was cancelled.');
    await updatePayment(deps.db, row.id, { status: 'approved', data: { payer_id: SANDBOX_PAYER_ID } }, deps.now(), ['created']);
    return reply.code(303).header('location', withQuery(String(row.data.return_url), { token: row.provider_ref, PayerID: SANDBOX_PAYER_ID })).send();
  });

  app.post<{ Params: { id: string } }>('/api/ext/payment-sandbox/paypal/:id/cancel', FORM_ROUTE, async (request, reply) => {
    const row = await sandboxOrder(request.params.id);
    await updatePayment(deps.db, row.id, { status: 'cancelled' }, deps.now(), ['created', 'approved']);
    return reply.code(303).header('location', withQuery(String(row.data.cancel_url), { token: row.provider_ref })).send();
  });
}
