/**
 * The payment sandboxes with real order placement (createOrderRoutes(orderPayments)): a whole checkout per
 * provider over inject, from POST /api/order to the order paid (or cancelled with its stock back).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE } from '../catalogue/documents/test-fixture';
import { estonianAddress, orderPayload, postOrder, setStock, stockOf } from '../commerce/orders/testing';
import { orderPayments } from '../commerce/payments';
import { formPost, formsOf, orderState, usePaymentsApp } from '../commerce/payments/testing';
import { forEachDatabase } from '../testing';
import { createOrderRoutes } from './order';
import { paymentRoutes } from './payments';

// 2 x BP-1 (30 + 24 % = 37.20) + DPD 5.00
const TOTAL = 79.4;

forEachDatabase('checkout with the payment sandboxes', ({ db }) => {
  const built = usePaymentsApp(db, [createOrderRoutes(orderPayments), paymentRoutes]);
  const app = () => built().app;
  const orderRow = async (clientOrderId: string) => {
    const { rows } = await db().query<{ id: number; increment_id: string; grand_total: string; status: string; payment_status: string }>(
      'SELECT id, increment_id, grand_total, status, payment_status FROM sales_order WHERE client_order_id = $1',
      [clientOrderId],
    );
    return rows[0];
  };
  const page = async (url: string) => {
    const res = await app().inject({ method: 'GET', url: new URL(url, 'http://shop.test').pathname });
    expect(res.statusCode).toBe(200);
    return formsOf(res.body);
  };

  describe('bank link', () => {
    for (const [button, expected] of [
      ['Approve payment', { status: 'processing', payment_status: 'paid', page: 'thank-you-page', stock: 3 }],
      ['Cancel', { status: 'canceled', payment_status: 'cancelled', page: 'see-you-page', stock: 5 }],
    ] as const) {
      it(`order → create-transaction → sandbox ${button} → ${expected.page}`, async () => {
        await setStock(db(), 1, 5);
        const payload = orderPayload([{ sku: 'BP-1', qty: 2 }]);
        payload.addressInformation.payment_method_code = 'makecommerce';
        const placed = await postOrder(app(), payload);
        expect(placed.status).toBe(200);
        const order = (await orderRow(payload.order_id))!;
        expect(order).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
        expect((await stockOf(db(), 1)).qty).toBe(3);
        const opened = await app().inject({
          method: 'POST',
          url: '/api/ext/make-commerce/create-transaction',
          payload: { transaction: { amount: TOTAL, currency: 'EUR', reference: order.increment_id }, customer: { email: 'mari@example.com', ip: '10.0.0.1', country: 'ee', locale: 'et' } },
        });
        expect(opened.statusCode).toBe(200);
        const forms = await page((opened.json().result as { payment_methods: { other: { url: string }[] } }).payment_methods.other[0]!.url);
        const form = forms.find((f) => f.label === button)!;
        const back = await app().inject(formPost(form.action, form.fields));
        expect(back.statusCode).toBe(303);
        expect(back.headers.location).toBe(`/${expected.page}?order=${order.increment_id}`);
        expect(await orderState(db(), order.id)).toEqual({ status: expected.status, payment_status: expected.payment_status });
        expect((await stockOf(db(), 1)).qty).toBe(expected.stock);
      });
    }
  });

  it('card with 3-D Secure: 402 Authentication Required → sandbox Approve → order again → paid', async () => {
    await setStock(db(), 1, 5);
    const payload = orderPayload([{ sku: 'BP-1', qty: 2 }], { store_code: 'ap24_italy_it' });
    payload.addressInformation.payment_method_code = 'stripe_payments';
    payload.addressInformation.payment_method_additional = { token: 'pm_card_threeDSecure2Required:visa:3155' };
    const first = await postOrder(app(), payload);
    expect(first.status).toBe(402);
    const intentId = /^Authentication Required: (pi_\w+?)_secret_\w+$/.exec(String(first.body.result))?.[1];
    expect(intentId).toBeDefined();
    expect(await orderRow(payload.order_id)).toBeUndefined();
    const [approve] = await page(`/api/ext/payment-sandbox/stripe/${intentId}`);
    expect((await app().inject(formPost(approve!.action, approve!.fields))).statusCode).toBe(303);
    const second = await postOrder(app(), payload);
    expect(second.status).toBe(200);
    const order = (await orderRow(payload.order_id))!;
    expect(order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    const { rows } = await db().query<{ status: string; order_id: number; amount: string }>("SELECT status, order_id, amount FROM payment WHERE provider = 'stripe_payments' AND client_order_id = $1", [payload.order_id]);
    expect(rows.map((r) => [r.status, r.order_id, Number(r.amount)])).toEqual([['captured', order.id, Number(order.grand_total)]]);
  });

  it('a declined card answers 402 with the decline and stores no order', async () => {
    const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'ap24_italy_en' });
    payload.addressInformation.payment_method_code = 'stripe_payments';
    payload.addressInformation.payment_method_additional = { token: 'pm_card_chargeDeclined:visa:0002' };
    expect(await postOrder(app(), payload)).toEqual({ status: 402, body: { code: 402, result: 'Your card was declined.' } });
    expect(await orderRow(payload.order_id)).toBeUndefined();
  });

  it('PayPal: setExpressCheckout → sandbox Approve → complete → order naming the capture → paid', async () => {
    await setStock(db(), 1, 5);
    const cartId = randomBytes(24).toString('base64url');
    await db().query("INSERT INTO cart (id, store_code, shipping, created_at, updated_at) VALUES ($1, 'est', $2::jsonb, now(), now())", [cartId, JSON.stringify({ carrier_code: 'flatrate', method_code: 'flatrate', address: estonianAddress })]);
    await db().query("INSERT INTO cart_item (cart_id, sku, qty, product_type, created_at, updated_at) VALUES ($1, 'BP-1', 2, 'simple', now(), now())", [cartId]);
    const set = await app().inject({ method: 'POST', url: '/api/ext/paypal/setExpressCheckout', payload: { cart_id: cartId } });
    expect(set.statusCode).toBe(200);
    const { id, approve_url: approveUrl } = set.json().result as { id: string; approve_url: string };
    const [approve] = await page(approveUrl);
    const back = await app().inject({ method: 'POST', url: approve!.action });
    expect(back.headers.location).toBe(`http://shop.test/checkout?token=${id}&PayerID=SANDBOXPAYER`);
    const completed = await app().inject({ method: 'POST', url: '/api/ext/paypal/complete', payload: { orderID: id, payerID: 'SANDBOXPAYER' } });
    expect(completed.json().result).toMatchObject({ status: 'COMPLETED', amount: TOTAL });

    const payload = orderPayload([{ sku: 'BP-1', qty: 2 }], { cart_id: cartId });
    payload.addressInformation.payment_method_code = 'paypal_express';
    payload.addressInformation.payment_method_additional = { paypal_order_id: id };
    expect((await postOrder(app(), payload)).status).toBe(200);
    const order = (await orderRow(payload.order_id))!;
    expect(order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    // the capture cannot pay a second order
    const again = orderPayload([{ sku: 'BP-1', qty: 2 }]);
    again.addressInformation.payment_method_code = 'paypal_express';
    again.addressInformation.payment_method_additional = { paypal_order_id: id };
    expect(await postOrder(app(), again)).toEqual({ status: 402, body: { code: 402, result: 'PayPal payment was not completed.' } });
  });
}, FIXTURE_DATABASE);

forEachDatabase('payments with the sandbox off (NODE_ENV=production without PAYMENTS_SANDBOX)', ({ db }) => {
  const built = usePaymentsApp(db, [createOrderRoutes(orderPayments), paymentRoutes], () => ({ sandbox: false }));
  const app = () => built().app;

  it('offers no provider without keys: its routes and sandbox pages answer 404, an order naming it 400', async () => {
    const notOffered = { code: 404, result: 'Payment method you chose is not available at the moment' };
    for (const [method, url] of [
      ['POST', '/api/ext/paypal/setExpressCheckout'],
      ['GET', '/api/ext/paypal/config'],
      ['GET', '/api/ext/stripe/config'],
      ['GET', '/api/ext/payment-sandbox/makecommerce/mcsb_1'],
      ['POST', '/api/ext/payment-sandbox/paypal/PAYID/approve'],
      ['POST', '/api/ext/make-commerce/create-transaction'],
    ] as const) {
      const res = await app().inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, notOffered]);
    }
    await setStock(db(), 1, 5);
    const banklink = orderPayload([{ sku: 'BP-1', qty: 1 }]);
    banklink.addressInformation.payment_method_code = 'makecommerce';
    expect(await postOrder(app(), banklink)).toEqual({ status: 400, body: { code: 400, result: 'Payment method you chose is not available at the moment' } });
    // Cash on delivery needs no provider.
    expect((await postOrder(app(), orderPayload([{ sku: 'BP-1', qty: 1 }]))).status).toBe(200);
    expect(await stockOf(db(), 1)).toEqual({ qty: 4, is_in_stock: true });
  });
}, FIXTURE_DATABASE);
