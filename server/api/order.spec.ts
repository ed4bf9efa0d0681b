import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, FIXTURE_NOW, useFixtureApp } from '../catalogue/documents/test-fixture';
import { issueAccessToken } from '../commerce/auth/tokens';
import { testCommerceConfig } from '../commerce/config';
import { fakePayments, newOrderId, orderPayload, ordersWithClientId, postOrder, setStock, stockOf } from '../commerce/orders/testing';
import { mailsTo } from '../mail/outbox';
import { forEachDatabase } from '../testing';
import { createOrderRoutes } from './order';

const BP1 = 1;
const WB450 = 4;

forEachDatabase('order API', ({ db }) => {
  const payments = fakePayments();
  const app = useFixtureApp(db, [createOrderRoutes(payments)]);
  const post = (payload: unknown, query = '') => postOrder(app(), payload, query);
  beforeEach(() => payments.reset());

  const orderRow = async (clientOrderId: string) => {
    const rows = await ordersWithClientId(db(), clientOrderId);
    expect(rows).toHaveLength(1);
    return rows[0] as Record<string, unknown>;
  };

  describe('placing an order', () => {
    it('recomputes prices, stores the order as received, takes the stock and queues the e-mail', async () => {
      await setStock(db(), BP1, 5);
      const payload = orderPayload([{ sku: 'BP-1', qty: 2 }], {}, 'guest.one@example.com');
      const { status, body } = await post(payload);
      expect(status).toBe(200);
      const result = body.result as { backendOrderId: string; orderNumber: string; transferedAt: string };
      expect(body.code).toBe(200);
      expect(body.resultCode).toBe(200);
      expect(result.transferedAt).toBe(FIXTURE_NOW.toISOString());
      expect(result.orderNumber).toBe(`2${result.backendOrderId.padStart(8, '0')}`);

      const order = await orderRow(payload.order_id);
      // BP-1: special price 30 (+24 % EE) = 37.20 x 2, DPD 5.00 incl. tax; the client's 0.01 is ignored.
      expect(order).toMatchObject({
        id: Number(result.backendOrderId),
        increment_id: result.orderNumber,
        customer_id: null,
        email: 'guest.one@example.com',
        store_code: 'est',
        store_id: 2,
        language: 'et',
        status: 'pending',
        payment_status: 'pending',
        payment_method: 'cashondelivery',
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        subtotal_incl_tax: 74.4,
        shipping_incl_tax: 5,
        grand_total: 79.4,
        payload,
      });
      const { rows: items } = await db().query<Record<string, unknown>>('SELECT sku, product_id, qty, price_incl_tax, row_total_incl_tax FROM sales_order_item WHERE order_id = $1', [order.id]);
      expect(items).toEqual([{ sku: 'BP-1', product_id: BP1, qty: 2, price_incl_tax: 37.2, row_total_incl_tax: 74.4 }]);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 3, is_in_stock: true });
      expect(payments.prepared).toEqual([expect.objectContaining({ method: 'cashondelivery', amount: 79.4, clientOrderId: payload.order_id, email: 'guest.one@example.com', storeCode: 'est' })]);

      const mails = await mailsTo(db(), 'guest.one@example.com', 'order_confirmation');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ language: 'et', store_code: 'est', dedupe_key: `order:${result.orderNumber}`, subject: `Teie tellimus ${result.orderNumber} on vastu võetud` });
      expect(mails[0]?.text_body).toContain('Piduriklotsid, ees — ATE (BP-1) x 2: 74,40 €');
      expect(mails[0]?.text_body).toContain('Kokku: 79,40 €');
      expect(mails[0]?.text_body).toContain('Makseviis: Sularahas kättesaamisel');
    });

    it('answers the stored confirmation when the same caller resends the same order: no second order, e-mail or stock', async () => {
      await setStock(db(), BP1, 5);
      const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], {}, 'retry@example.com');
      const first = await post(payload);
      // The offline queue resends with `transmited: true`; key order does not matter.
      const resent = Object.fromEntries(Object.entries({ ...payload, transmited: true }).reverse());
      const again = await post(resent);
      expect(first.status).toBe(200);
      expect(again).toEqual(first);
      await orderRow(payload.order_id);
      expect(await mailsTo(db(), 'retry@example.com')).toHaveLength(1);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 4, is_in_stock: true });
      expect(payments.prepared).toHaveLength(1);
    });

    it('answers 409 revealing nothing when another request or another caller sends a used order id', async () => {
      await setStock(db(), BP1, 5);
      const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], {}, 'owner@example.com');
      expect((await post(payload)).status).toBe(200);
      const refused = { status: 409, body: { code: 409, result: 'This order id is already used by another order.' } };
      // Someone else's lines, e-mail or address under the same id.
      expect(await post({ ...payload, products: [{ sku: 'BP-1', qty: 3 }] })).toEqual(refused);
      expect(await post(orderPayload([{ sku: 'BP-1', qty: 1 }], { order_id: payload.order_id }, 'attacker@example.com'))).toEqual(refused);
      // The same body from a logged-in customer is another caller.
      const { rows } = await db().query<{ id: number }>(`INSERT INTO customer (email, firstname, lastname, password_hash, group_id, store_id) VALUES ('replay@example.com', 'R', 'P', 'x', 1, 2) RETURNING id`);
      const token = await issueAccessToken(testCommerceConfig(), { id: rows[0]?.id ?? 0, group_id: 1 }, FIXTURE_NOW);
      expect(await post(payload, `?token=${encodeURIComponent(token)}`)).toEqual(refused);
      expect(await ordersWithClientId(db(), payload.order_id)).toHaveLength(1);
      expect(await mailsTo(db(), 'attacker@example.com')).toHaveLength(0);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 4, is_in_stock: true });
    });

    it('places a customer order for the token (customer id and account e-mail) and refuses an invalid token', async () => {
      const { rows } = await db().query<{ id: number }>(
        `INSERT INTO customer (email, firstname, lastname, password_hash, group_id, store_id) VALUES ('Kalle@Example.com', 'Kalle', 'Kask', 'x', 1, 2) RETURNING id`,
      );
      const customerId = rows[0]?.id as number;
      const token = await issueAccessToken(testCommerceConfig(), { id: customerId, group_id: 1 }, FIXTURE_NOW);
      const payload = orderPayload([{ sku: 'WB-450', qty: 1 }], {}, 'billing@example.com');
      expect((await post(payload, `?token=${encodeURIComponent(token)}`)).status).toBe(200);
      expect(await orderRow(payload.order_id)).toMatchObject({ customer_id: customerId, email: 'Kalle@Example.com' });
      const mails = await mailsTo(db(), 'kalle@example.com', 'order_confirmation');
      expect(mails[0]?.text_body).toContain('Tere, Kalle Kask!');

      const refused = orderPayload([{ sku: 'WB-450', qty: 1 }]);
      expect(await post(refused, '?token=v1.bad.token')).toEqual({ status: 401, body: { code: 401, result: 'User is not authorized to access the resource.' } });
      expect(await ordersWithClientId(db(), refused.order_id)).toHaveLength(0);
    });

    it('writes the confirmation in Finnish for the Finnish view and numbers the order by its store', async () => {
      await setStock(db(), BP1, 5);
      const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'fin' }, 'matti@example.fi');
      const { status, body } = await post(payload);
      expect(status).toBe(200);
      const { orderNumber, backendOrderId } = body.result as { orderNumber: string; backendOrderId: string };
      expect(orderNumber).toBe(`6${backendOrderId.padStart(8, '0')}`);
      // FI 25.5 %: 30 x 1.255 = 37.65, DPD 5.00.
      expect(await orderRow(payload.order_id)).toMatchObject({ store_code: 'fin', store_id: 6, language: 'fi', grand_total: 42.65 });
      const [mail] = await mailsTo(db(), 'matti@example.fi', 'order_confirmation');
      expect(mail).toMatchObject({ language: 'fi', subject: `Tilauksesi ${orderNumber} on vastaanotettu` });
      expect(mail?.text_body).toContain('Kiitos tilauksestasi!');
      expect(mail?.text_body).toContain('Yhteensä: 42,65 €');
    });

    it('takes the store view from ?storeCode when the body has none', async () => {
      const payload = orderPayload([{ sku: 'WB-450', qty: 1 }], {}, 'english@example.com');
      delete payload.store_code;
      await setStock(db(), WB450, 3);
      expect((await post(payload, '?storeCode=eng')).status).toBe(200);
      expect(await orderRow(payload.order_id)).toMatchObject({ store_code: 'eng', store_id: 4, language: 'en' });
      expect((await mailsTo(db(), 'english@example.com'))[0]?.subject).toMatch(/^Your order 4\d{8} has been received$/);
      expect(await stockOf(db(), WB450)).toEqual({ qty: 2, is_in_stock: true });

      const bodyWins = orderPayload([{ sku: 'WB-450', qty: 1 }], { store_code: 'rus' });
      expect((await post(bodyWins, '?storeCode=eng')).status).toBe(200);
      expect(await orderRow(bodyWins.order_id)).toMatchObject({ store_code: 'rus', store_id: 3 });
      const unknown = orderPayload([{ sku: 'WB-450', qty: 1 }], { store_code: 'xx' });
      expect(await post(unknown)).toEqual({ status: 404, body: { code: 404, result: "Unknown store code 'xx'" } });
    });
  });

  describe('refusals', () => {
    it('answers 400 with the validator errors and stores nothing', async () => {
      const payload = orderPayload([{ sku: 'BP-1', qty: 0 }]);
      const { status, body } = await post({ ...payload, order_id: 'bad id!' });
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.result).toEqual([
        { instancePath: '/order_id', keyword: 'pattern', message: 'must match pattern "^[A-Za-z0-9_.-]+$"', params: { pattern: '^[A-Za-z0-9_.-]+$' } },
        { instancePath: '/products/0/qty', keyword: 'exclusiveMinimum', message: 'must be > 0', params: { comparison: '>', limit: 0 } },
      ]);
      expect(await ordersWithClientId(db(), 'bad id!')).toHaveLength(0);
      expect(payments.prepared).toHaveLength(0);
    });

    it('answers 409 with the problems of unavailable lines and stores nothing', async () => {
      await setStock(db(), WB450, 3);
      const payload = orderPayload([{ sku: 'BP-2', qty: 1 }, { sku: 'WB-450', qty: 4 }, { sku: 'NOPE', qty: 1 }]);
      expect(await post(payload)).toEqual({
        status: 409,
        body: {
          code: 409,
          result: 'Some of the ordered products are not available!',
          meta: {
            problems: [
              { sku: 'BP-2', message: 'This product is out of stock.' },
              { sku: 'WB-450', message: 'Only 3 products of this type are available.' },
              { sku: 'NOPE', message: 'Product query returned empty result' },
            ],
          },
        },
      });
      expect(await ordersWithClientId(db(), payload.order_id)).toHaveLength(0);
      expect(await stockOf(db(), WB450)).toEqual({ qty: 3, is_in_stock: true });
      expect(payments.prepared).toHaveLength(0);
    });

    it('needs an available shipping method for goods, and none for a virtual order', async () => {
      const address = 'Please check shipping/payment address is correct';
      const unknown = orderPayload([{ sku: 'WB-450', qty: 1 }]);
      unknown.addressInformation.shipping_method_code = 'teleport';
      expect(await post(unknown)).toEqual({ status: 400, body: { code: 400, result: address } });
      const missing = orderPayload([{ sku: 'WB-450', qty: 1 }]);
      missing.addressInformation.shipping_method_code = null;
      missing.addressInformation.shipping_carrier_code = null;
      expect(await post(missing)).toEqual({ status: 400, body: { code: 400, result: address } });
      // Same-day courier: Tallinn only, so a Tartu address cannot have it.
      const sameDay = orderPayload([{ sku: 'WB-450', qty: 1 }]);
      sameDay.addressInformation.shipping_carrier_code = 'sameday';
      sameDay.addressInformation.shipping_method_code = 'window_1530_1700';
      expect(await post(sameDay)).toEqual({ status: 400, body: { code: 400, result: address } });

      const virtual = orderPayload([{ sku: 'MANUAL', qty: 1 }], {}, 'reader@example.com');
      delete virtual.addressInformation.shippingAddress;
      virtual.addressInformation.shipping_method_code = null;
      virtual.addressInformation.shipping_carrier_code = null;
      expect(await post(virtual)).toEqual({ status: 400, body: { code: 400, result: 'Payment method you chose is not available at the moment' } });
      virtual.addressInformation.payment_method_code = 'makecommerce';
      expect((await post(virtual)).status).toBe(200);
      // MANUAL: 9.99 at 9 % = 10.89, no shipping; the bank link is paid after the order exists.
      expect(await orderRow(virtual.order_id)).toMatchObject({ shipping_incl_tax: 0, grand_total: 10.89, shipping_address: null, status: 'pending_payment', shipping_method_code: null });
      expect((await mailsTo(db(), 'reader@example.com'))[0]?.text_body).toContain('Tarneviis: Tarnet ei ole vaja');
    });

    it('refuses a payment method no server part registered, naming it (ADR 0069)', async () => {
      const payload = orderPayload([{ sku: 'WB-450', qty: 1 }]);
      payload.addressInformation.payment_method_code = 'invoice';
      expect(await post(payload)).toEqual({ status: 400, body: { code: 400, result: 'Payment method "invoice" is not known to this shop.' } });
      expect(payments.prepared).toHaveLength(0);
      expect(await ordersWithClientId(db(), payload.order_id)).toHaveLength(0);
    });

    it('refuses an incorrect coupon and applies a valid one (from the body without a cart)', async () => {
      await setStock(db(), BP1, 5);
      const wrong = orderPayload([{ sku: 'BP-1', qty: 1 }], { coupon_code: 'NOSUCHCODE' });
      expect(await post(wrong)).toEqual({ status: 400, body: { code: 400, result: "You've entered an incorrect coupon code. Please try again." } });
      expect(await ordersWithClientId(db(), wrong.order_id)).toHaveLength(0);

      await db().query(`INSERT INTO coupon (code, kind, percent, max_uses) VALUES ('ORDERS10', 'seasonal', 10, 1)`);
      const good = orderPayload([{ sku: 'BP-1', qty: 1 }], { coupon_code: 'orders10' }, 'coupon@example.com');
      expect((await post(good)).status).toBe(200);
      // 37.20 - 3.72 + 5.00
      const order = await orderRow(good.order_id);
      expect(order).toMatchObject({ coupon_code: 'ORDERS10', discount_amount: -3.72, grand_total: 38.48 });
      const { rows } = await db().query<{ times_used: number; redeemed: number }>(
        `SELECT times_used, (SELECT count(*)::int FROM coupon_redemption WHERE coupon_code = 'ORDERS10' AND order_id = $1) AS redeemed FROM coupon WHERE code = 'ORDERS10'`,
        [order.id],
      );
      expect(rows[0]).toEqual({ times_used: 1, redeemed: 1 });
      expect((await mailsTo(db(), 'coupon@example.com'))[0]?.text_body).toContain('Allahindlus (ORDERS10): -3,72 €');

      const usedUp = orderPayload([{ sku: 'BP-1', qty: 1 }], { coupon_code: 'ORDERS10' });
      expect((await post(usedUp)).status).toBe(400);
    });

    it('uses a reachable cart: its coupon, and the cart is closed by the order', async () => {
      await setStock(db(), BP1, 5);
      await db().query(`INSERT INTO coupon (code, kind, percent) VALUES ('CART20', 'seasonal', 20)`);
      const cartId = `cart-${newOrderId()}`;
      await db().query(`INSERT INTO cart (id, store_code, coupon_code, created_at, updated_at) VALUES ($1, 'est', 'CART20', $2, $2)`, [cartId, FIXTURE_NOW.toISOString()]);
      const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], { cart_id: cartId, coupon_code: 'NOSUCHCODE' });
      expect((await post(payload)).status).toBe(200);
      expect(await orderRow(payload.order_id)).toMatchObject({ cart_id: cartId, coupon_code: 'CART20', discount_amount: -7.44 });
      const { rows } = await db().query<{ is_active: boolean }>('SELECT is_active FROM cart WHERE id = $1', [cartId]);
      expect(rows[0]?.is_active).toBe(false);

      // One cart, one order: the closed cart holds what was ordered, and another order naming it is refused.
      const { rows: items } = await db().query<{ sku: string; qty: string }>('SELECT sku, qty FROM cart_item WHERE cart_id = $1', [cartId]);
      expect(items.map((i) => [i.sku, Number(i.qty)])).toEqual([['BP-1', 1]]);
      const later = orderPayload([{ sku: 'BP-1', qty: 1 }], { cart_id: cartId });
      expect(await post(later)).toEqual({ status: 403, body: { code: 403, result: 'The cart is not available.' } });
      expect(await ordersWithClientId(db(), later.order_id)).toHaveLength(0);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 4, is_in_stock: true });
    });

    it('orders the cart once when several orders with different ids race for it', async () => {
      await setStock(db(), BP1, 10);
      const cartId = `cart-${newOrderId()}`;
      await db().query(`INSERT INTO cart (id, store_code, created_at, updated_at) VALUES ($1, 'est', $2, $2)`, [cartId, FIXTURE_NOW.toISOString()]);
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(orderPayload([{ sku: 'BP-1', qty: 1 }], { cart_id: cartId }))));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403, 403]);
      const { rows } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order WHERE cart_id = $1', [cartId]);
      expect(rows[0]?.n).toBe(1);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 9, is_in_stock: true });
    });
  });

  // Issue 22 item 4: Vue Storefront 1.11/1.12 never sends order_id (ADR 0073).
  describe('orders without an order_id (Vue Storefront 1)', () => {
    const withoutId = (payload: ReturnType<typeof orderPayload>) => {
      const { order_id: _, ...rest } = payload;
      return rest;
    };
    const newCart = async () => {
      const cartId = `vsf1${newOrderId().replace(/-/g, '')}`;
      await db().query(`INSERT INTO cart (id, store_code, created_at, updated_at) VALUES ($1, 'est', $2, $2)`, [cartId, FIXTURE_NOW.toISOString()]);
      return cartId;
    };

    it('places an order of a cart under cart-{cartId}, and a resend of it answers the same confirmation', async () => {
      await setStock(db(), BP1, 5);
      const cartId = await newCart();
      const payload = withoutId(orderPayload([{ sku: 'BP-1', qty: 1 }], { cart_id: cartId, transmited: true }));
      const first = await post(payload);
      expect(first.status).toBe(200);
      expect(await orderRow(`cart-${cartId}`)).toMatchObject({ cart_id: cartId, email: 'mari@example.com' });
      expect(await post(payload)).toEqual(first);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 4, is_in_stock: true });
      // Another order for the ordered cart: the cart's answer (the client sent no order id to be told about).
      expect(await post({ ...payload, products: [{ sku: 'BP-1', qty: 2 }] })).toEqual({ status: 403, body: { code: 403, result: 'The cart is not available.' } });
    });

    it('takes the cart from ?cartId, and gives an order without a cart an id of its own', async () => {
      await setStock(db(), BP1, 5);
      const cartId = await newCart();
      expect((await post(withoutId(orderPayload([{ sku: 'BP-1', qty: 1 }])), `?cartId=${cartId}`)).status).toBe(200);
      expect(await orderRow(`cart-${cartId}`)).toMatchObject({ cart_id: cartId });
      const before = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order')).rows[0]?.n ?? 0;
      const loose = withoutId(orderPayload([{ sku: 'BP-1', qty: 1 }], { cart_id: '' }));
      expect((await post(loose)).status).toBe(200);
      expect((await post(loose)).status).toBe(200);
      const { rows } = await db().query<{ client_order_id: string }>('SELECT client_order_id FROM sales_order ORDER BY id DESC LIMIT 2');
      expect(rows.map((r) => r.client_order_id)).toEqual([expect.stringMatching(/^srv-[0-9a-f-]{36}$/), expect.stringMatching(/^srv-[0-9a-f-]{36}$/)]);
      expect((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order')).rows[0]?.n).toBe(before + 2);
    });

    it('still validates an order_id that is sent', async () => {
      expect((await post({ ...orderPayload([{ sku: 'BP-1', qty: 1 }]), order_id: 'bad id!' })).status).toBe(400);
      expect((await post({ ...orderPayload([{ sku: 'BP-1', qty: 1 }]), order_id: null })).status).toBe(400);
      expect((await post({ ...orderPayload([{ sku: 'BP-1', qty: 1 }]), order_id: '' })).status).toBe(400);
    });
  });

  describe('stock of configurables and bundles', () => {
    it('takes the configurable child and the bundle selections (x option qty x qty), not the bundle', async () => {
      await setStock(db(), BP1, 5);
      await setStock(db(), WB450, 3);
      const kit = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [1] }] } };
      const payload = orderPayload([
        { sku: 'KIT', qty: 2, product_option: kit },
        { sku: 'WB-450', qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: 1, option_value: '450' }] } } },
      ]);
      expect((await post(payload)).status).toBe(200);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 1, is_in_stock: true });
      expect(await stockOf(db(), WB450)).toEqual({ qty: 2, is_in_stock: true });
      expect(await stockOf(db(), 6)).toEqual({ qty: 10, is_in_stock: true });
      const order = await orderRow(payload.order_id);
      const { rows } = await db().query('SELECT product_id, qty FROM sales_order_stock WHERE order_id = $1 ORDER BY product_id', [order.id]);
      expect(rows).toEqual([{ product_id: BP1, qty: 4 }, { product_id: WB450, qty: 1 }]);
    });

    it('refuses when lines together want more than is left, with what is left', async () => {
      await setStock(db(), BP1, 3);
      const kit = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [1] }] } };
      const payload = orderPayload([{ sku: 'KIT', qty: 1, product_option: kit }, { sku: 'BP-1', qty: 2 }]);
      expect(await post(payload)).toEqual({
        status: 409,
        body: { code: 409, result: 'Some of the ordered products are not available!', meta: { problems: [{ sku: 'BP-1', message: 'Only 3 products of this type are available.' }] } },
      });
      expect(await ordersWithClientId(db(), payload.order_id)).toHaveLength(0);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 3, is_in_stock: true });
    });
  });
}, FIXTURE_DATABASE);
