import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE } from '../catalogue/documents/test-fixture';
import { issueAccessToken } from '../commerce/auth/tokens';
import type { RunningFake } from '../commerce/payments/fakes/fake-server';
import { startFakePaypal, type FakePaypalState } from '../commerce/payments/fakes/paypal';
import { orderPayments } from '../commerce/payments';
import { clearPaypalTokens } from '../commerce/payments/paypal/adapter';
import { formsOf, insertTestOrder, orderState, usePaymentsApp } from '../commerce/payments/testing';
import type { Database } from '../storage/port';
import { forEachDatabase } from '../testing';
import type { ApiDeps } from './deps';
import { paymentRoutes } from './payments';

const NOT_AVAILABLE = 'Payment method you chose is not available at the moment';
// BP-1: special price 30 + 24 % EE VAT
const BP1_TOTAL = 37.2;

async function insertCart(db: Database, lines: { sku: string; qty: number }[], extra: { customerId?: number; storeCode?: string } = {}): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const now = '2026-06-01T12:00:00Z';
  await db.query('INSERT INTO cart (id, customer_id, store_code, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [id, extra.customerId ?? null, extra.storeCode ?? 'est', now]);
  for (const line of lines) {
    await db.query("INSERT INTO cart_item (cart_id, sku, qty, product_type, created_at, updated_at) VALUES ($1, $2, $3, 'simple', $4, $4)", [id, line.sku, line.qty, now]);
  }
  return id;
}

const paymentRow = async (db: Database, ref: string) => {
  const { rows } = await db.query<{ id: number; status: string; amount: string; sandbox: boolean; order_id: number | null; client_order_id: string | null }>(
    'SELECT id, status, amount, sandbox, order_id, client_order_id FROM payment WHERE provider = $1 AND provider_ref = $2',
    ['paypal_express', ref],
  );
  return rows[0];
};

forEachDatabase('PayPal express (sandbox)', ({ db }) => {
  const built = usePaymentsApp(db, [paymentRoutes]);
  const app = () => built().app;
  const deps = (): ApiDeps => built().deps;
  const post = async (url: string, payload: unknown) => {
    const res = await app().inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
    return { status: res.statusCode, body: res.json() as { code: number; result: unknown } };
  };
  const setExpress = async (payload: unknown, prefix = '/api/ext/paypal') => {
    const answer = await post(`${prefix}/setExpressCheckout`, payload);
    return { ...answer, result: answer.body.result as { id: string; token: string; approve_url: string } };
  };
  const approve = async (approveUrl: string) => {
    const page = await app().inject({ method: 'GET', url: new URL(approveUrl).pathname });
    expect(page.statusCode).toBe(200);
    return { html: page.body, forms: formsOf(page.body) };
  };

  describe('setExpressCheckout', () => {
    it("opens a sandbox order for the server cart's total, whatever the client says", async () => {
      const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
      const { status, result } = await setExpress({ cart_id: cart, amount: 0.01, brand_name: 'AP24' });
      expect(status).toBe(200);
      expect(result.token).toBe(result.id);
      expect(result.approve_url).toBe(`http://shop.test/api/ext/payment-sandbox/paypal/${result.id}`);
      const row = await paymentRow(db(), result.id);
      expect(row).toMatchObject({ status: 'created', sandbox: true, order_id: null });
      expect(Number(row?.amount)).toBe(BP1_TOTAL);
    });

    it('takes the cart id from the query, a customer cart with its token, and the store prefix', async () => {
      const { rows } = await db().query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, store_id, created_at, updated_at) VALUES ('pp@example.com', 'P', 'P', 'x', 4, now(), now()) RETURNING id");
      const customer = { id: rows[0]?.id as number, group_id: 1 };
      const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 2 }], { customerId: customer.id, storeCode: 'eng' });
      const token = await issueAccessToken(deps().commerce, customer, deps().now());
      const res = await app().inject({ method: 'POST', url: `/api/ext/paypal/eng/setExpressCheckout?token=${encodeURIComponent(token)}&cartId=${cart}`, payload: {} });
      expect(res.statusCode).toBe(200);
      const id = (res.json().result as { id: string }).id;
      const { rows: data } = await db().query<{ data: { return_url: string; store_code: string } }>('SELECT data FROM payment WHERE provider_ref = $1', [id]);
      expect(data[0]?.data).toMatchObject({ return_url: 'http://shop.test/eng/checkout', store_code: 'eng' });
      // without the token the customer's cart is not reachable
      expect((await setExpress({ cart_id: cart })).status).toBe(403);
      expect((await setExpress({ cart_id: cart, token: 'bad' })).status).toBe(401);
    });

    it('refuses unknown carts and store codes, empty carts and return URLs of other sites', async () => {
      expect(await post('/api/ext/paypal/setExpressCheckout', { cart_id: 'nope' })).toEqual({ status: 403, body: { code: 403, result: 'The cart is not available.' } });
      const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
      expect((await post('/api/ext/paypal/xx/setExpressCheckout', { cart_id: cart })).status).toBe(404);
      expect((await post('/api/ext/paypal/xx/complete', { orderID: 'X' })).status).toBe(404);
      const empty = await insertCart(db(), []);
      expect(await post('/api/ext/paypal/setExpressCheckout', { cart_id: empty })).toEqual({ status: 400, body: { code: 400, result: 'The cart is empty.' } });
      expect(await post('/api/ext/paypal/setExpressCheckout', { cart_id: cart, return_url: 'https://evil.example/x' })).toEqual({
        status: 400,
        body: { code: 400, result: 'return_url must be an address of this shop.' },
      });
      const gone = await insertCart(db(), [{ sku: 'BP-2', qty: 1 }]);
      expect((await post('/api/ext/paypal/setExpressCheckout', { cart_id: gone })).status).toBe(409);
    });
  });

  describe('sandbox end to end and complete', () => {
    it('page → Approve → return URL → complete (idempotent) → the order names the capture → paid', async () => {
      const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
      const { result } = await setExpress({ cart_id: cart, return_url: '/checkout?step=review', cancel_url: 'http://shop.test/checkout' });
      const { html, forms } = await approve(result.approve_url);
      expect(html).toContain('37.20 €');
      expect(html).toContain(result.id);
      expect(forms.map((form) => form.label)).toEqual(['Approve payment', 'Cancel']);
      expect(await post('/api/ext/paypal/complete', { orderID: result.id })).toEqual({ status: 402, body: { code: 402, result: 'PayPal payment was not approved.' } });
      const back = await app().inject({ method: 'POST', url: forms[0]!.action });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`http://shop.test/checkout?step=review&token=${result.id}&PayerID=SANDBOXPAYER`);
      const first = await post('/api/ext/paypal/complete', { token: result.id, payerID: 'SANDBOXPAYER' });
      expect(first.status).toBe(200);
      expect(first.body.result).toMatchObject({ status: 'COMPLETED', id: result.id, amount: BP1_TOTAL });
      expect(typeof (first.body.result as { capture_id: unknown }).capture_id).toBe('string');
      expect(await post('/api/ext/paypal/complete', { orderID: result.id })).toEqual(first);

      const order = await insertTestOrder(db(), { grandTotal: BP1_TOTAL, paymentMethod: 'paypal_express' });
      const decision = await orderPayments.prepare(deps(), { method: 'paypal_express', additional: { paypal_order_id: result.id }, clientOrderId: order.clientOrderId, amount: BP1_TOTAL, currency: 'EUR', email: 'a@b.c', storeCode: 'est' });
      expect(decision).toEqual({ kind: 'authorized', paymentId: (await paymentRow(db(), result.id))?.id });
      if (decision.kind !== 'authorized') return;
      await orderPayments.complete(deps(), decision.paymentId, { id: order.id, incrementId: order.incrementId });
      expect(await orderState(db(), order.id)).toEqual({ status: 'processing', payment_status: 'paid' });
      expect(await paymentRow(db(), result.id)).toMatchObject({ status: 'captured', order_id: order.id });
      // the capture is spent: another order cannot name it
      const again = await orderPayments.prepare(deps(), { method: 'paypal_express', additional: { orderID: result.id }, clientOrderId: 'other', amount: BP1_TOTAL, currency: 'EUR', email: 'a@b.c', storeCode: 'est' });
      expect(again).toEqual({ kind: 'failed', message: 'PayPal payment was not completed.' });
    });

    it('Cancel returns to the cancel URL and the order can no longer be captured', async () => {
      const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
      const { result } = await setExpress({ cart_id: cart });
      const { forms } = await approve(result.approve_url);
      const back = await app().inject({ method: 'POST', url: forms[1]!.action });
      expect(back.headers.location).toBe(`http://shop.test/checkout?token=${result.id}`);
      expect(await post('/api/ext/paypal/complete', { orderID: result.id })).toEqual({ status: 402, body: { code: 402, result: 'PayPal payment was cancelled.' } });
      expect(await post('/api/ext/paypal/complete', { orderID: 'UNKNOWN' })).toEqual({ status: 404, body: { code: 404, result: 'PayPal order not found.' } });
      expect((await post('/api/ext/paypal/complete', {})).status).toBe(400);
    });

    it('prepare refuses a capture of another amount, an uncaptured order, a claimed capture; release frees the claim', async () => {
      const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
      const { result } = await setExpress({ cart_id: cart });
      const request = (clientOrderId: string, amount = BP1_TOTAL) => ({ method: 'paypal_express', additional: { token: result.id }, clientOrderId, amount, currency: 'EUR' as const, email: 'a@b.c', storeCode: 'est' });
      const failed = { kind: 'failed', message: 'PayPal payment was not completed.' };
      expect(await orderPayments.prepare(deps(), request('c1'))).toEqual(failed);
      await app().inject({ method: 'POST', url: `/api/ext/payment-sandbox/paypal/${result.id}/approve` });
      await post('/api/ext/paypal/complete', { orderID: result.id });
      expect(await orderPayments.prepare(deps(), request('c1', BP1_TOTAL + 1))).toEqual(failed);
      expect(await orderPayments.prepare(deps(), { ...request('c1'), additional: {} })).toEqual(failed);
      const first = await orderPayments.prepare(deps(), request('c1'));
      expect(first.kind).toBe('authorized');
      expect(await orderPayments.prepare(deps(), request('c1'))).toEqual(first);
      expect(await orderPayments.prepare(deps(), request('c2'))).toEqual(failed);
      if (first.kind !== 'authorized') return;
      await orderPayments.release(deps(), first.paymentId);
      expect(await orderPayments.prepare(deps(), request('c2'))).toMatchObject({ kind: 'authorized' });
    });
  });
}, FIXTURE_DATABASE);

forEachDatabase('PayPal express (PayPal API)', ({ db }) => {
  let fake: RunningFake<FakePaypalState>;
  beforeAll(async () => {
    clearPaypalTokens();
    fake = await startFakePaypal({ clientId: 'client-1', clientSecret: 'secret-1' });
  });
  afterAll(async () => {
    await fake.close();
  });
  const built = usePaymentsApp(db, [paymentRoutes], () => ({ paypal: { apiUrl: fake.url, clientId: 'client-1', clientSecret: 'secret-1' } }));
  const post = async (url: string, payload: unknown) => {
    const res = await built().app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
    return { status: res.statusCode, body: res.json() as { code: number; result: unknown } };
  };

  it('gets a token with client credentials once, creates the order as JSON and answers the approval link', async () => {
    const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }], { storeCode: 'eng' });
    const first = await post('/api/ext/paypal/setExpressCheckout', { cart_id: cart, locale: 'en-GB' });
    const second = await post('/api/ext/paypal/setExpressCheckout', { cart_id: cart });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(fake.state.tokenRequests).toEqual([
      { authorization: `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`, contentType: 'application/x-www-form-urlencoded', body: { grant_type: 'client_credentials' } },
    ]);
    const result = first.body.result as { id: string; approve_url: string };
    expect(result.approve_url).toBe(`${fake.url}/checkoutnow?token=${result.id}`);
    const create = fake.state.requests.find((r) => r.path === '/v2/checkout/orders');
    expect(create?.authorization).toMatch(/^Bearer A21AA/);
    expect(create?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '37.20' }, reference_id: expect.stringMatching(/^[0-9a-f]{32}$/) }],
      application_context: { return_url: 'http://shop.test/eng/checkout', cancel_url: 'http://shop.test/eng/checkout', brand_name: 'AP24', locale: 'en-GB', user_action: 'PAY_NOW' },
    });
    expect(await paymentRow(db(), result.id)).toMatchObject({ status: 'created', sandbox: false });
  });

  it('captures only approved orders, once, with a PayPal-Request-Id; a second complete answers the stored result', async () => {
    const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
    const id = ((await post('/api/ext/paypal/setExpressCheckout', { cart_id: cart })).body.result as { id: string }).id;
    expect(await post('/api/ext/paypal/complete', { orderID: id })).toEqual({ status: 402, body: { code: 402, result: 'PayPal payment was not approved.' } });
    fake.state.approve(id);
    const done = await post('/api/ext/paypal/complete', { orderID: id, payerID: 'FAKEPAYER' });
    expect(done.status).toBe(200);
    const captureId = fake.state.orders.get(id)?.captureId;
    expect(done.body.result).toEqual({ status: 'COMPLETED', id, capture_id: captureId, amount: BP1_TOTAL });
    const captures = fake.state.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`);
    expect(captures.map((r) => r.requestId)).toEqual([`capture-${id}`, `capture-${id}`]);
    expect(await post('/api/ext/paypal/complete', { orderID: id })).toEqual(done);
    expect(fake.state.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`)).toHaveLength(2);
  });

  it('fetches a new token once when PayPal revokes the cached one', async () => {
    const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
    const before = fake.state.tokenRequests.length;
    fake.state.tokens.clear();
    expect((await post('/api/ext/paypal/setExpressCheckout', { cart_id: cart })).status).toBe(200);
    expect(fake.state.tokenRequests.length).toBe(before + 1);
  });

  it("maps provider failures to 502 with the spec's text, and wrong credentials too", async () => {
    const cart = await insertCart(db(), [{ sku: 'BP-1', qty: 1 }]);
    fake.state.failNext = 500;
    expect(await post('/api/ext/paypal/setExpressCheckout', { cart_id: cart })).toEqual({ status: 502, body: { code: 502, result: NOT_AVAILABLE } });
    fake.state.tokens.clear();
    fake.state.clientSecret = 'rotated';
    clearPaypalTokens();
    expect((await post('/api/ext/paypal/setExpressCheckout', { cart_id: cart })).status).toBe(502);
    fake.state.clientSecret = 'secret-1';
  });
}, FIXTURE_DATABASE);
