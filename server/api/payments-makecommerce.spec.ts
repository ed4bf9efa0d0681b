import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE } from '../catalogue/documents/test-fixture';
import { startFakeMakeCommerce, type FakeMakeCommerceState } from '../commerce/payments/fakes/makecommerce';
import type { RunningFake } from '../commerce/payments/fakes/fake-server';
import { makeCommerceMac } from '../commerce/payments/makecommerce/mac';
import { formPost, formsOf, insertTestOrder, orderState, stockQty, usePaymentsApp } from '../commerce/payments/testing';
import { storedSecret } from '../commerce/config';
import { forEachDatabase } from '../testing';
import { paymentRoutes } from './payments';

const NOT_AVAILABLE = 'Payment method you chose is not available at the moment';

interface Answer {
  status: number;
  body: { code: number; result: unknown };
}

const transaction = (amount: number | string, reference: string) => ({
  transaction: { amount, currency: 'EUR', reference, order_ids: [reference], merchant_data: 'vsf' },
  customer: { email: 'buyer@example.com', ip: '10.0.0.1', country: 'ee', locale: 'et' },
});

forEachDatabase('bank link payments (sandbox)', ({ db }) => {
  const built = usePaymentsApp(db, [paymentRoutes]);
  const app = () => built().app;
  const create = async (payload: unknown, query = ''): Promise<Answer> => {
    const res = await app().inject({ method: 'POST', url: `/api/ext/make-commerce/create-transaction${query}`, payload: payload as Record<string, unknown> });
    return { status: res.statusCode, body: res.json() };
  };
  const open = async (reference: string, amount: number) => {
    const { status, body } = await create(transaction(amount, reference));
    expect(status).toBe(200);
    const result = body.result as { id: string; payment_methods: { other: { name: string; url: string }[] } };
    return { id: result.id, url: new URL(result.payment_methods.other[0]?.url ?? '') };
  };
  const sandboxForms = async (url: URL) => {
    const page = await app().inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    return { html: page.body, headers: page.headers, forms: formsOf(page.body) };
  };
  const signed = async (message: Record<string, unknown>) => {
    const json = JSON.stringify(message);
    return { json, mac: makeCommerceMac(json, await storedSecret(db(), 'sandbox-makecommerce')) };
  };

  describe('POST /api/ext/make-commerce/create-transaction', () => {
    it("opens a sandbox transaction for the order's own total and points the browser at the sandbox page", async () => {
      const order = await insertTestOrder(db(), { grandTotal: 64.2, paymentMethod: 'makecommerce' });
      const { status, body } = await create(transaction('64.20', order.incrementId), '?storeCode=est');
      expect(status).toBe(200);
      const result = body.result as { id: string; payment_methods: { other: { name: string; url: string }[] } };
      expect(result.payment_methods.other).toEqual([{ name: 'redirect', url: `http://shop.test/api/ext/payment-sandbox/makecommerce/${result.id}` }]);
      const { rows } = await db().query<Record<string, unknown>>('SELECT provider, order_id, amount, status, sandbox FROM payment WHERE provider_ref = $1', [result.id]);
      expect(rows[0]).toMatchObject({ provider: 'makecommerce', order_id: order.id, status: 'created', sandbox: true });
      expect(Number(rows[0]?.amount)).toBe(64.2);
    });

    it('finds the order by order_ids too (number or backend id)', async () => {
      const order = await insertTestOrder(db(), { grandTotal: 10, paymentMethod: 'makecommerce' });
      expect((await create({ transaction: { amount: 10, order_ids: [order.incrementId] } })).status).toBe(200);
      expect((await create({ transaction: { amount: 10, order_ids: String(order.id) } })).status).toBe(200);
    });

    it('refuses another amount, a paid or cancelled order, another payment method and unknown orders', async () => {
      const order = await insertTestOrder(db(), { grandTotal: 64.2, paymentMethod: 'makecommerce' });
      expect(await create(transaction(0.01, order.incrementId))).toEqual({ status: 400, body: { code: 400, result: 'Transaction amount does not match the order.' } });
      const cash = await insertTestOrder(db(), { grandTotal: 5, paymentMethod: 'cashondelivery' });
      expect((await create(transaction(5, cash.incrementId))).body.result).toBe('The order is not paid by bank link.');
      const paid = await insertTestOrder(db(), { grandTotal: 5, paymentMethod: 'makecommerce' });
      await db().query("UPDATE sales_order SET payment_status = 'paid', status = 'processing' WHERE id = $1", [paid.id]);
      expect(await create(transaction(5, paid.incrementId))).toEqual({ status: 400, body: { code: 400, result: 'The order is already paid.' } });
      await db().query("UPDATE sales_order SET payment_status = 'cancelled', status = 'canceled' WHERE id = $1", [paid.id]);
      expect(await create(transaction(5, paid.incrementId))).toEqual({ status: 400, body: { code: 400, result: 'The order is cancelled.' } });
      expect(await create(transaction(5, '999999999'))).toEqual({ status: 404, body: { code: 404, result: 'Order not found.' } });
      expect((await create({ transaction: {} })).status).toBe(400);
      expect((await create(transaction(5, order.incrementId), '?storeCode=nope')).status).toBe(404);
      const { rows } = await db().query('SELECT 1 FROM payment WHERE order_id = ANY($1::int[])', [[order.id, cash.id, paid.id]]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('sandbox end to end', () => {
    it('page → Approve → 303 to the thank-you page → order paid', async () => {
      const order = await insertTestOrder(db(), { grandTotal: 30, paymentMethod: 'makecommerce' });
      const { url } = await open(order.incrementId, 30);
      const { html, headers, forms } = await sandboxForms(url);
      expect(headers['content-type']).toContain('text/html');
      expect(headers['cache-control']).toBe('no-store');
      expect(html).toContain(order.incrementId);
      expect(html).toContain('30.00 €');
      expect(forms.map((form) => form.label)).toEqual(['Approve payment', 'Cancel']);
      const approve = forms[0]!;
      const res = await app().inject(formPost(approve.action, approve.fields));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/thank-you-page?order=${order.incrementId}`);
      expect(await orderState(db(), order.id)).toEqual({ status: 'processing', payment_status: 'paid' });
    });

    it("redirects to the order's store view (prefix) and Cancel gives the stock back exactly once", async () => {
      const before = await stockQty(db(), 4);
      const order = await insertTestOrder(db(), { grandTotal: 24, paymentMethod: 'makecommerce', storeCode: 'eng', items: [{ productId: 4, sku: 'WB-450', qty: 2 }] });
      expect(await stockQty(db(), 4)).toBe(before - 2);
      const { url } = await open(order.incrementId, 24);
      const retried = await open(order.incrementId, 24);
      const cancel = (await sandboxForms(url)).forms[1]!;
      const first = await app().inject(formPost(cancel.action, cancel.fields));
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe(`/eng/see-you-page?order=${order.incrementId}`);
      expect(await orderState(db(), order.id)).toEqual({ status: 'canceled', payment_status: 'cancelled' });
      expect(await stockQty(db(), 4)).toBe(before);
      // the same message again, and as a notification: nothing more is given back
      expect((await app().inject(formPost(cancel.action, cancel.fields))).headers.location).toBe(`/eng/see-you-page?order=${order.incrementId}`);
      const notified = await app().inject(formPost('/api/ext/make-commerce/notification', cancel.fields));
      expect(notified.json()).toEqual({ code: 200, result: 'OK' });
      expect(await stockQty(db(), 4)).toBe(before);
      // the order's other transaction cancelled later: the order is no longer open, nothing is given back
      const cancelOther = (await sandboxForms(retried.url)).forms[1]!;
      expect((await app().inject(formPost(cancelOther.action, cancelOther.fields))).statusCode).toBe(303);
      expect(await stockQty(db(), 4)).toBe(before);
      // a late approval does not revive a cancelled order
      const approve = (await sandboxForms(url)).forms[0]!;
      await app().inject(formPost(approve.action, approve.fields));
      expect(await orderState(db(), order.id)).toEqual({ status: 'canceled', payment_status: 'cancelled' });
    });

    it('concurrent cancellations of one order give back what it reserved (a bundle: its parts) once', async () => {
      const [pads, kit] = [await stockQty(db(), 1), await stockQty(db(), 6)];
      const order = await insertTestOrder(db(), {
        grandTotal: 60,
        paymentMethod: 'makecommerce',
        items: [{ productId: 1, sku: 'BP-1', qty: 1 }, { productId: 6, sku: 'KIT', qty: 1, reserved: [{ productId: 1, qty: 2 }] }],
      });
      expect(await stockQty(db(), 1)).toBe(pads - 3);
      const transactions = [await open(order.incrementId, 60), await open(order.incrementId, 60), await open(order.incrementId, 60)];
      const cancels = await Promise.all(transactions.map(async ({ url }) => (await sandboxForms(url)).forms[1]!));
      const answers = await Promise.all([...cancels, cancels[0]!].map((form) => app().inject(formPost('/api/ext/make-commerce/notification', form.fields))));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      expect([await stockQty(db(), 1), await stockQty(db(), 6)]).toEqual([pads, kit]);
      expect(await orderState(db(), order.id)).toEqual({ status: 'canceled', payment_status: 'cancelled' });
    });

    it('an EXPIRED notification cancels too; a replayed COMPLETED notification changes nothing', async () => {
      const order = await insertTestOrder(db(), { grandTotal: 12.5, paymentMethod: 'makecommerce' });
      const { id } = await open(order.incrementId, 12.5);
      const completed = await signed({ transaction: id, status: 'COMPLETED', amount: '12.50', currency: 'EUR', reference: order.incrementId, message_time: '2026-06-01T12:00:00Z' });
      for (let i = 0; i < 2; i++) {
        const res = await app().inject(formPost('/api/ext/make-commerce/notification', completed));
        expect(res.statusCode).toBe(200);
      }
      expect(await orderState(db(), order.id)).toEqual({ status: 'processing', payment_status: 'paid' });
      const other = await insertTestOrder(db(), { grandTotal: 7, paymentMethod: 'makecommerce' });
      const second = await open(other.incrementId, 7);
      const expired = await signed({ transaction: second.id, status: 'EXPIRED', amount: '7.00', currency: 'EUR', reference: other.incrementId, message_time: '2026-06-01T12:00:00Z' });
      expect((await app().inject(formPost('/api/ext/make-commerce/notification', expired))).statusCode).toBe(200);
      expect(await orderState(db(), other.id)).toEqual({ status: 'canceled', payment_status: 'cancelled' });
    });

    it('refuses a bad MAC, a tampered message, another amount and unknown transactions, changing nothing', async () => {
      const order = await insertTestOrder(db(), { grandTotal: 20, paymentMethod: 'makecommerce' });
      const { id } = await open(order.incrementId, 20);
      const good = await signed({ transaction: id, status: 'COMPLETED', amount: '20.00', currency: 'EUR', reference: order.incrementId });
      const bad = { json: good.json, mac: good.mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
      const invalid = { code: 400, result: 'The payment message signature is not valid.' };
      expect((await app().inject(formPost('/api/ext/make-commerce/return', bad))).json()).toEqual(invalid);
      const tampered = { json: good.json.replace('COMPLETED', 'CANCELLED'), mac: good.mac };
      expect((await app().inject(formPost('/api/ext/make-commerce/notification', tampered))).json()).toEqual(invalid);
      expect((await app().inject(formPost('/api/ext/make-commerce/notification', { json: good.json }))).statusCode).toBe(400);
      const json = await app().inject({ method: 'POST', url: '/api/ext/make-commerce/notification', payload: { json: good.json, mac: good.mac.slice(1) } });
      expect(json.statusCode).toBe(400);
      const cheaper = await signed({ transaction: id, status: 'COMPLETED', amount: '0.20', currency: 'EUR', reference: order.incrementId });
      expect((await app().inject(formPost('/api/ext/make-commerce/notification', cheaper))).json()).toEqual({ code: 400, result: 'Transaction amount does not match the order.' });
      const unknown = await signed({ transaction: 'nope', status: 'COMPLETED', amount: '20.00' });
      expect((await app().inject(formPost('/api/ext/make-commerce/notification', unknown))).statusCode).toBe(404);
      expect(await orderState(db(), order.id)).toEqual({ status: 'pending_payment', payment_status: 'pending' });
      expect((await app().inject({ method: 'GET', url: '/api/ext/payment-sandbox/makecommerce/nope' })).statusCode).toBe(404);
    });
  });
}, FIXTURE_DATABASE);

forEachDatabase('bank link payments (MakeCommerce API)', ({ db }) => {
  let fake: RunningFake<FakeMakeCommerceState>;
  beforeAll(async () => {
    fake = await startFakeMakeCommerce({ shopId: 'shop-1', secretKey: 'secret-1' });
  });
  afterAll(async () => {
    await fake.close();
  });
  const built = usePaymentsApp(db, [paymentRoutes], () => ({ makecommerce: { apiUrl: fake.url, shopId: 'shop-1', secretKey: 'secret-1' } }));
  const app = () => built().app;

  it('creates the transaction with basic auth and JSON, and answers the provider redirect URL', async () => {
    const order = await insertTestOrder(db(), { grandTotal: 99.9, paymentMethod: 'makecommerce', storeCode: 'fin' });
    const res = await app().inject({ method: 'POST', url: '/api/ext/make-commerce/create-transaction', payload: transaction(99.9, order.incrementId) });
    expect(res.statusCode).toBe(200);
    const result = res.json().result as { id: string; payment_methods: { other: { url: string }[] } };
    expect(result.payment_methods.other[0]?.url).toBe(`${fake.url}/pay/${result.id}`);
    const request = fake.state.requests.at(-1)!;
    expect(request.authorization).toBe(`Basic ${Buffer.from('shop-1:secret-1').toString('base64')}`);
    expect(request.body).toEqual({
      transaction: {
        amount: '99.90',
        currency: 'EUR',
        reference: order.incrementId,
        merchant_data: 'vsf',
        transaction_url: {
          return_url: { url: 'http://shop.test/api/ext/make-commerce/return', method: 'POST' },
          cancel_url: { url: 'http://shop.test/api/ext/make-commerce/return', method: 'POST' },
          notification_url: { url: 'http://shop.test/api/ext/make-commerce/notification', method: 'POST' },
        },
      },
      customer: { email: 'buyer@example.com', ip: '10.0.0.1', country: 'ee', locale: 'et' },
    });
    const { rows } = await db().query<{ sandbox: boolean }>('SELECT sandbox FROM payment WHERE provider_ref = $1', [result.id]);
    expect(rows[0]?.sandbox).toBe(false);
    // the provider's return, signed with the shop's key, pays the order and sends the browser to the Finnish shop
    const back = await app().inject({ ...formPost('/api/ext/make-commerce/return', fake.state.message(result.id, 'COMPLETED')), headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' } });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://fi.localhost:3000/thank-you-page?order=${order.incrementId}`);
    expect(await orderState(db(), order.id)).toEqual({ status: 'processing', payment_status: 'paid' });
  });

  it('refuses messages signed with the sandbox secret when keys are configured', async () => {
    const order = await insertTestOrder(db(), { grandTotal: 5, paymentMethod: 'makecommerce' });
    const res = await app().inject({ method: 'POST', url: '/api/ext/make-commerce/create-transaction', payload: transaction(5, order.incrementId) });
    const id = (res.json().result as { id: string }).id;
    const json = JSON.stringify({ transaction: id, status: 'COMPLETED', amount: '5.00', reference: order.incrementId });
    const forged = { json, mac: makeCommerceMac(json, await storedSecret(db(), 'sandbox-makecommerce')) };
    expect((await app().inject(formPost('/api/ext/make-commerce/notification', forged))).statusCode).toBe(400);
    expect(await orderState(db(), order.id)).toEqual({ status: 'pending_payment', payment_status: 'pending' });
  });

  it("maps provider failures and wrong keys to 502 with the spec's text", async () => {
    const order = await insertTestOrder(db(), { grandTotal: 5, paymentMethod: 'makecommerce' });
    fake.state.failNext = 500;
    const failed = await app().inject({ method: 'POST', url: '/api/ext/make-commerce/create-transaction', payload: transaction(5, order.incrementId) });
    expect({ status: failed.statusCode, body: failed.json() }).toEqual({ status: 502, body: { code: 502, result: NOT_AVAILABLE } });
    fake.state.secretKey = 'rotated';
    const refused = await app().inject({ method: 'POST', url: '/api/ext/make-commerce/create-transaction', payload: transaction(5, order.incrementId) });
    fake.state.secretKey = 'secret-1';
    expect(refused.statusCode).toBe(502);
    const { rows } = await db().query('SELECT 1 FROM payment WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(0);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const gone = await startFakeMakeCommerce();
    await gone.close();
    const { app: offline } = await (await import('../commerce/payments/testing')).paymentsApp(db(), [paymentRoutes], { makecommerce: { apiUrl: gone.url, shopId: 'a', secretKey: 'b' } });
    const order = await insertTestOrder(db(), { grandTotal: 5, paymentMethod: 'makecommerce' });
    const res = await offline.inject({ method: 'POST', url: '/api/ext/make-commerce/create-transaction', payload: transaction(5, order.incrementId) });
    await offline.close();
    expect(res.json()).toEqual({ code: 502, result: NOT_AVAILABLE });
  });
}, FIXTURE_DATABASE);
