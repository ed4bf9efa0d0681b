/**
 * A local fake of the PayPal REST subset the shop calls: OAuth2 client credentials, orders v2 create and
 * capture (PayPal-Request-Id makes a repeated capture answer the same), and a checkout page that approves
 * an order and returns to the shop. For adapter specs and browser journeys: `startFakePaypal()`.
 */
import { randomBytes } from 'node:crypto';
import { renderSandboxPage, SANDBOX_PAGE_HEADERS } from '../sandbox-page';
import { basicCredentials, fakeApp, listen, type FakeOptions, type RunningFake } from './fake-server';

/** An order the fake holds. */
export interface FakePaypalOrder {
  id: string;
  amount: string;
  currency: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
  captureRequestId: string | null;
}

/** What the fake records and how a test steers it. */
export interface FakePaypalState {
  clientId: string;
  clientSecret: string;
  /** Lifetime of issued tokens, seconds. */
  tokenLifetime: number;
  tokenRequests: { authorization: string | undefined; contentType: string | undefined; body: unknown }[];
  /** Tokens currently valid; a test may clear it to revoke them. */
  tokens: Set<string>;
  /** Requests to /v2 with their headers and JSON bodies. */
  requests: { path: string; authorization: string | undefined; requestId: string | undefined; body: unknown }[];
  orders: Map<string, FakePaypalOrder>;
  /** When set, the next /v2 call answers this HTTP status. */
  failNext: number | null;
  /** The buyer approves the order (as the checkout page does). */
  approve: (id: string) => void;
}

const unprocessable = (issue: string, description: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [{ issue, description }],
});

/** Starts the fake; the shop's PAYPAL_API_URL is its `url`. */
export async function startFakePaypal(options: FakeOptions & { clientId?: string; clientSecret?: string } = {}): Promise<RunningFake<FakePaypalState>> {
  const app = fakeApp();
  const state: FakePaypalState = {
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? 'fake-client-secret',
    tokenLifetime: 32400,
    tokenRequests: [],
    tokens: new Set(),
    requests: [],
    orders: new Map(),
    failNext: null,
    approve(id) {
      const order = state.orders.get(id);
      if (!order) throw new Error(`No fake PayPal order ${id}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
  };
  let base = '';

  app.post('/v1/oauth2/token', async (request, reply) => {
    state.tokenRequests.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body: request.body });
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials || credentials.user !== state.clientId || credentials.password !== state.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if ((request.body as Record<string, string> | null)?.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${randomBytes(16).toString('hex')}`;
    state.tokens.add(token);
    return { scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: state.tokenLifetime, nonce: randomBytes(8).toString('hex') };
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/v2/')) return;
    state.requests.push({ path: request.url, authorization: request.headers.authorization, requestId: request.headers['paypal-request-id'] as string | undefined, body: request.body });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !state.tokens.has(token)) return reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = null;
      return reply.code(status).send({ name: 'INTERNAL_SERVICE_ERROR', message: 'An internal service error has occurred.' });
    }
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    const body = request.body as { intent?: string; purchase_units?: { amount?: { currency_code?: string; value?: string } }[]; application_context?: { return_url?: string; cancel_url?: string } } | null;
    const amount = body?.purchase_units?.[0]?.amount;
    if (body?.intent !== 'CAPTURE' || !amount?.value || !/^\d+\.\d{2}$/.test(amount.value)) {
      return reply.code(400).send({ name: 'INVALID_REQUEST', message: 'Request is not well-formed, syntactically incorrect, or violates schema.', details: [{ issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' }] });
    }
    const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
    state.orders.set(id, {
      id,
      amount: amount.value,
      currency: amount.currency_code ?? 'USD',
      status: 'CREATED',
      returnUrl: body.application_context?.return_url ?? '',
      cancelUrl: body.application_context?.cancel_url ?? '',
      captureId: null,
      captureRequestId: null,
    });
    return reply.code(201).send({
      id,
      status: 'CREATED',
      links: [
        { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${base}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
        { href: `${base}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
      ],
    });
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }] });
    const requestId = request.headers['paypal-request-id'] as string | undefined;
    if (order.status === 'CREATED') return reply.code(422).send(unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.'));
    if (order.status === 'COMPLETED' && (!requestId || requestId !== order.captureRequestId)) {
      return reply.code(422).send(unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.If \'intent=CAPTURE\' only one capture per order is allowed.'));
    }
    if (order.status === 'APPROVED') {
      order.status = 'COMPLETED';
      order.captureId = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      order.captureRequestId = requestId ?? null;
    }
    return reply.code(201).send({
      id: order.id,
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: { currency_code: order.currency, value: order.amount } }] } }],
      payer: { payer_id: 'FAKEPAYER' },
    });
  });

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = state.orders.get(request.query.token ?? '');
    if (!order) return reply.code(404).send({ message: 'Order not found' });
    return reply.headers(SANDBOX_PAGE_HEADERS).send(
      renderSandboxPage({
        provider: 'PayPal (fake)',
        shop: state.clientId,
        reference: order.id,
        referenceLabel: 'PayPal order',
        amount: Number(order.amount),
        currency: order.currency,
        buttons: [
          { label: 'Approve payment', action: `/checkoutnow/${order.id}/approve` },
          { label: 'Cancel', action: `/checkoutnow/${order.id}/cancel` },
        ],
      }),
    );
  });

  app.post<{ Params: { id: string; choice: string } }>('/checkoutnow/:id/:choice', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return reply.code(404).send({ message: 'Order not found' });
    const approve = request.params.choice === 'approve';
    if (approve) state.approve(order.id);
    const target = new URL(approve ? order.returnUrl : order.cancelUrl);
    target.searchParams.set('token', order.id);
    if (approve) target.searchParams.set('PayerID', 'FAKEPAYER');
    return reply.code(303).header('location', target.toString()).send();
  });

  const running = await listen(app, state, options);
  base = running.url;
  return running;
}
