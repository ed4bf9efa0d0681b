/**
 * A local fake of the MakeCommerce API subset the shop calls (POST /v1/transactions with basic auth)
 * plus the bank's payment page, which posts signed messages (json + mac) to the transaction's return
 * URL like the real provider. For adapter specs and browser journeys: `startFakeMakeCommerce()`.
 */
import { randomBytes } from 'node:crypto';
import { renderSandboxPage, SANDBOX_PAGE_HEADERS } from '../sandbox-page';
import { makeCommerceMac } from '../makecommerce/mac';
import { basicCredentials, fakeApp, listen, type FakeOptions, type RunningFake } from './fake-server';

/** A transaction the fake holds. */
export interface FakeMakeCommerceTransaction {
  id: string;
  amount: string;
  currency: string;
  reference: string;
  returnUrl: string;
  notificationUrl: string;
  status: 'CREATED' | 'COMPLETED' | 'CANCELLED';
}

/** What the fake records and how a test steers it. */
export interface FakeMakeCommerceState {
  shopId: string;
  secretKey: string;
  /** Every request body received on /v1/transactions, with its authorization header. */
  requests: { authorization: string | undefined; body: unknown }[];
  transactions: Map<string, FakeMakeCommerceTransaction>;
  /** When set, the next transaction call answers this HTTP status with an error body. */
  failNext: number | null;
  /** The signed form fields the provider would post for a transaction now. */
  message: (id: string, status: 'COMPLETED' | 'CANCELLED' | 'EXPIRED', amount?: string) => { json: string; mac: string };
}

/** Starts the fake; the shop's MAKECOMMERCE_API_URL is its `url`. */
export async function startFakeMakeCommerce(options: FakeOptions & { shopId?: string; secretKey?: string } = {}): Promise<RunningFake<FakeMakeCommerceState>> {
  const app = fakeApp();
  const state: FakeMakeCommerceState = {
    shopId: options.shopId ?? 'fake-shop-id',
    secretKey: options.secretKey ?? 'fake-secret-key',
    requests: [],
    transactions: new Map(),
    failNext: null,
    message(id, status, amount) {
      const transaction = state.transactions.get(id);
      if (!transaction) throw new Error(`No fake transaction ${id}`);
      const json = JSON.stringify({
        transaction: id,
        status,
        amount: amount ?? transaction.amount,
        currency: transaction.currency,
        reference: transaction.reference,
        message_time: new Date().toISOString(),
      });
      return { json, mac: makeCommerceMac(json, state.secretKey) };
    },
  };
  let base = '';

  app.post('/v1/transactions', async (request, reply) => {
    state.requests.push({ authorization: request.headers.authorization, body: request.body });
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials || credentials.user !== state.shopId || credentials.password !== state.secretKey) {
      return reply.code(401).send({ code: 1001, message: 'Authentication failed' });
    }
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = null;
      return reply.code(status).send({ code: 1000, message: 'Internal error' });
    }
    const body = request.body as { transaction?: Record<string, unknown> } | null;
    const transaction = body?.transaction ?? {};
    const urls = transaction.transaction_url as Record<string, { url?: string }> | undefined;
    if (typeof transaction.amount !== 'string' || !urls?.return_url?.url || !urls.notification_url?.url) {
      return reply.code(400).send({ code: 1020, message: 'Invalid transaction data' });
    }
    const id = randomBytes(8).toString('hex').replace(/^(.{8})(.{4})(.{4})/, '$1-$2-$3-');
    state.transactions.set(id, {
      id,
      amount: transaction.amount,
      currency: String(transaction.currency ?? 'EUR'),
      reference: String(transaction.reference ?? ''),
      returnUrl: urls.return_url.url,
      notificationUrl: urls.notification_url.url,
      status: 'CREATED',
    });
    return reply.code(201).send({
      id,
      status: 'CREATED',
      payment_methods: { banklinks: [{ name: 'swedbank', url: `${base}/pay/${id}?bank=swedbank` }], other: [{ name: 'redirect', url: `${base}/pay/${id}` }] },
    });
  });

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const transaction = state.transactions.get(request.params.id);
    if (!transaction) return reply.code(404).send({ message: 'Transaction not found' });
    return reply.headers(SANDBOX_PAGE_HEADERS).send(
      renderSandboxPage({
        provider: 'MakeCommerce (fake)',
        shop: state.shopId,
        reference: transaction.reference,
        amount: Number(transaction.amount),
        currency: transaction.currency,
        buttons: [
          { label: 'Approve payment', action: transaction.returnUrl, fields: state.message(transaction.id, 'COMPLETED') },
          { label: 'Cancel', action: transaction.returnUrl, fields: state.message(transaction.id, 'CANCELLED') },
        ],
      }),
    );
  });

  const running = await listen(app, state, options);
  base = running.url;
  return running;
}
