/**
 * The whole commerce API as `npm start` registers it (apiRoutes), driven the way the storefront drives it:
 * a customer registers, fills a cart, uses the first-purchase coupon, orders, sees the order in the history
 * and cannot use the coupon twice; a newsletter subscriber gets a personal 10 % coupon by e-mail and a guest
 * order with it; a reused refresh token ends the session.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { estonianAddress, newOrderId, setStock } from '../commerce/orders/testing';
import { mailsTo } from '../mail/outbox';
import { forEachDatabase } from '../testing';
import { apiRoutes } from './routes';

type Answer = { code: number; result: unknown; meta?: Record<string, unknown> };

forEachDatabase('customer journey over the whole API', ({ db }) => {
  const app = useFixtureApp(db, apiRoutes);
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Answer> => {
    const res = await app().inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const body = res.json() as Answer;
    expect(body.code).toBe(res.statusCode);
    return body;
  };
  const address = { ...estonianAddress, email: 'kadri@example.com' };
  const segments = (totals: unknown) => Object.fromEntries((totals as { total_segments: { code: string; value: number }[] }).total_segments.map((s) => [s.code, s.value]));

  describe('register, order with FIRST50, history', () => {
    it('runs from sign-up to order history, and the first-purchase coupon works once', async () => {
      await setStock(db(), 1, 5);
      const created = await call('POST', '/api/user/create', { customer: { email: 'kadri@example.com', firstname: 'Kadri', lastname: 'Kask', store_id: 2 }, password: 'pidurid123' });
      expect(created.code).toBe(200);
      const login = await call('POST', '/api/user/login', { username: 'kadri@example.com', password: 'pidurid123' });
      const token = login.result as string;
      expect(login.meta?.refreshToken).toEqual(expect.any(String));

      const cartId = (await call('POST', `/api/cart/create?token=${token}`)).result as string;
      const q = `token=${token}&cartId=${cartId}`;
      expect((await call('POST', `/api/cart/update?${q}`, { cartItem: { sku: 'BP-1', qty: 2, quoteId: cartId } })).code).toBe(200);
      // A guest without the token cannot see the customer's cart, and cannot tell it exists.
      expect(await call('GET', `/api/cart/pull?cartId=${cartId}`)).toEqual({ code: 403, result: 'The cart is not available.' });
      expect(await call('GET', `/api/cart/pull?cartId=not-a-cart`)).toEqual({ code: 403, result: 'The cart is not available.' });

      expect((await call('POST', `/api/cart/apply-coupon?${q}&coupon=first50`)).result).toBe(true);
      const info = await call('POST', `/api/cart/shipping-information?${q}`, {
        addressInformation: { shippingAddress: address, billingAddress: address, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
      });
      // 2 x 37.20 = 74.40, half off the parts (not the shipping) = 37.20 + DPD 5.00
      expect(segments((info.result as { totals: unknown }).totals)).toMatchObject({ subtotal: 74.4, discount: -37.2, shipping: 5, grand_total: 42.2 });
      const totals = (await call('GET', `/api/cart/totals?${q}`)).result as { extension_attributes: Record<string, number> };
      expect(totals.extension_attributes).toEqual({ grand_total_excl_discount: 79.4, saved_amount: 37.2 });

      const orderId = newOrderId('journey');
      const placed = await call('POST', `/api/order?token=${token}`, {
        order_id: orderId,
        cart_id: cartId,
        products: [{ sku: 'BP-1', qty: 2, price_incl_tax: 0.01 }],
        addressInformation: { shippingAddress: address, billingAddress: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', payment_method_code: 'cashondelivery' },
      });
      expect(placed.code).toBe(200);
      const confirmation = placed.result as { orderNumber: string };

      const history = (await call('GET', `/api/user/order-history?token=${token}`)).result as { items: { increment_id: string; grand_total: number; coupon_code: string }[]; total_count: number };
      expect(history.total_count).toBe(1);
      expect(history.items[0]).toMatchObject({ increment_id: confirmation.orderNumber, grand_total: 42.2 });
      // Issue 20 bug 2: the history answers the shipping as charged (DPD 5.00 with tax, not 4.00 without), and
      // the lines, the discount and that shipping add up to the grand total.
      const charged = history.items[0] as unknown as { subtotal_incl_tax: number; discount_amount: number; shipping_amount: number; shipping_incl_tax: number; items: { row_total_incl_tax: number }[] };
      expect(charged).toMatchObject({ subtotal_incl_tax: 74.4, discount_amount: -37.2, shipping_incl_tax: 5 });
      const lines = charged.items.reduce((sum, line) => sum + line.row_total_incl_tax, 0);
      expect(Math.round((lines + charged.discount_amount + charged.shipping_incl_tax) * 100) / 100).toBe(42.2);
      const [mail] = await mailsTo(db(), 'kadri@example.com', 'order_confirmation');
      expect(mail?.subject).toContain(confirmation.orderNumber);

      // The ordered cart is closed; the customer gets a new one, and FIRST50 is now refused.
      const next = (await call('POST', `/api/cart/create?token=${token}`)).result as string;
      expect(next).not.toBe(cartId);
      expect(await call('POST', `/api/cart/apply-coupon?token=${token}&cartId=${next}&coupon=FIRST50`)).toEqual({ code: 400, result: "You've entered an incorrect coupon code. Please try again." });
    });
  });

  describe('an account asked for at checkout', () => {
    it('is created after the guest order and takes that order (same e-mail, within two hours) into its history', async () => {
      await setStock(db(), 1, 5);
      const guest = { ...estonianAddress, email: 'tiit@example.com' };
      const orderId = newOrderId('claim');
      const order = (id: string, email = guest.email) => ({
        order_id: id,
        products: [{ sku: 'BP-1', qty: 1 }],
        addressInformation: { shippingAddress: { ...guest, email }, billingAddress: { ...guest, email }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', payment_method_code: 'cashondelivery' },
      });
      const placed = await call('POST', '/api/order', order(orderId));
      const number = (placed.result as { orderNumber: string }).orderNumber;
      // Another guest's order cannot be claimed by naming it with another e-mail.
      const otherId = newOrderId('claim-other');
      await call('POST', '/api/order', order(otherId, 'someone@example.com'));

      const created = await call('POST', '/api/user/create', { customer: { email: 'TIIT@example.com', firstname: 'Tiit', lastname: 'Tamm', store_id: 2 }, password: 'pidurid123', order_id: orderId });
      expect(created.code).toBe(200);
      const token = (await call('POST', '/api/user/login', { username: 'tiit@example.com', password: 'pidurid123' })).result as string;
      const history = (await call('GET', `/api/user/order-history?token=${token}`)).result as { items: { increment_id: string }[] };
      expect(history.items.map((item) => item.increment_id)).toEqual([number]);

      const other = await call('POST', '/api/user/create', { customer: { email: 'mallory@example.com', firstname: 'Mal', lastname: 'Lory', store_id: 2 }, password: 'pidurid123', order_id: otherId });
      expect(other.code).toBe(200);
      const malloryToken = (await call('POST', '/api/user/login', { username: 'mallory@example.com', password: 'pidurid123' })).result as string;
      expect(((await call('GET', `/api/user/order-history?token=${malloryToken}`)).result as { items: unknown[] }).items).toEqual([]);
      expect((await call('POST', '/api/user/create', { customer: { email: 'x@example.com', firstname: 'Xa', lastname: 'Xa', store_id: 2 }, password: 'pidurid123', order_id: 'bad id!' })).code).toBe(400);
    });
  });

  describe('newsletter coupon', () => {
    it('e-mails a personal 10 % code that a guest order with that e-mail can use once', async () => {
      await setStock(db(), 1, 5);
      expect((await call('POST', '/api/ext/mailchimp-subscribe/subscribe', { email: 'juhan@example.com', domain: 'ee', language: 'et' })).code).toBe(200);
      expect((await call('GET', '/api/ext/mailchimp-subscribe/subscribe?email=juhan@example.com')).result).toBe('subscribed');
      const [mail] = await mailsTo(db(), 'juhan@example.com', 'newsletter_coupon');
      const code = /NEWS-[A-Z0-9]+/.exec(mail?.text_body ?? '')?.[0];
      expect(code).toBeDefined();

      const guest = { ...address, email: 'juhan@example.com' };
      const order = (orderId: string) => ({
        order_id: orderId,
        coupon_code: code,
        products: [{ sku: 'BP-1', qty: 1 }],
        addressInformation: { shippingAddress: guest, billingAddress: guest, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', payment_method_code: 'cashondelivery' },
      });
      const first = await call('POST', '/api/order', order(newOrderId('news')));
      expect(first.code).toBe(200);
      const { rows } = await db().query<{ grand_total: string; discount_amount: string }>('SELECT grand_total, discount_amount FROM sales_order WHERE increment_id = $1', [(first.result as { orderNumber: string }).orderNumber]);
      // 37.20 − 3.72 + 5.00
      expect(Number(rows[0]?.grand_total)).toBe(38.48);
      expect((await call('POST', '/api/order', order(newOrderId('news')))).code).toBe(400);
    });
  });

  describe('sessions', () => {
    it('refreshes with rotation and ends the session when an old refresh token comes back', async () => {
      await call('POST', '/api/user/create', { customer: { email: 'toomas@example.com', firstname: 'Toomas', lastname: 'Tamm' }, password: 'mootor123' });
      const login = await call('POST', '/api/user/login', { username: 'toomas@example.com', password: 'mootor123' });
      const first = login.meta?.refreshToken as string;
      const refreshed = await call('POST', '/api/user/refresh', { refreshToken: first });
      expect(refreshed.code).toBe(200);
      const second = refreshed.meta?.refreshToken as string;
      expect(second).not.toBe(first);
      expect((await call('POST', '/api/user/refresh', { refreshToken: first })).code).toBe(401);
      expect((await call('POST', '/api/user/refresh', { refreshToken: second })).code).toBe(401);
    });
  });
}, FIXTURE_DATABASE);
