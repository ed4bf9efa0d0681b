import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIXTURE_DATABASE, FIXTURE_NOW, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { issueAccessToken, NOT_AUTHORIZED } from '../commerce/auth/tokens';
import { testCommerceConfig } from '../commerce/config';
import type { CartItemAnswer, CartPaymentMethod, CartShippingMethod, CartTotals, ShippingInformationAnswer } from '../../contract/cart';
import { cartRoutes, CART_ITEM_NOT_FOUND } from './cart';

const NOT_AVAILABLE = 'The cart is not available.';
const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";
/** Monday 2026-06-01 10:00 in Tallinn: both same-day windows still ahead. */
const MORNING = new Date('2026-06-01T07:00:00Z');
const TALLINN = { country_id: 'EE', city: 'Tallinn', postcode: '10115', street: ['Narva mnt 1'], firstname: 'Mari', lastname: 'Maasikas', email: 'Mari@Example.com' };
const HELSINKI = { country_id: 'FI', city: 'Helsinki', postcode: '00100', street: ['Mannerheimintie 1'], firstname: 'Aino', lastname: 'Virtanen' };
const CUSTOM_SQL = `
INSERT INTO product (id, sku, type_id, status, visibility, price, tax_class_id, attrs) VALUES
  (60, 'CUSTOM', 'simple', 1, 4, 100, 2, '{"custom_options":[{"option_id":1,"title":"Engraving","type":"field","price":5,"price_type":"fixed"}]}');
INSERT INTO stock (product_id, qty, is_in_stock) VALUES (60, 100, true);`;

type Answer<T = unknown> = { status: number; body: { code: number; result: T } };

forEachDatabase('cart API', ({ db }) => {
  const app = useFixtureApp(db, [cartRoutes]);
  const morningApp = useFixtureApp(db, [cartRoutes], MORNING);
  const config = testCommerceConfig();
  let mari: { id: number; token: string };
  let jaan: { id: number; token: string };

  const customer = async (email: string, groupId = 1) => {
    const { rows } = await db().query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, group_id, store_id) VALUES ($1, 'A', 'B', 'x', $2, 2) RETURNING id", [email, groupId]);
    const id = rows[0]?.id ?? 0;
    return { id, token: await issueAccessToken(config, { id, group_id: groupId }, FIXTURE_NOW) };
  };
  beforeAll(async () => {
    await db().exec(CUSTOM_SQL);
    mari = await customer('mari@example.com');
    jaan = await customer('jaan@example.com');
  });

  const call = async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown, on: () => FastifyInstance = app): Promise<Answer<T>> => {
    const res = await on().inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: res.statusCode, body: res.json() };
  };
  const q = (cartId: string, token = '', extra = '') => `?token=${encodeURIComponent(token)}&cartId=${encodeURIComponent(cartId)}${extra}`;
  const newCart = async (token = '', extra = '') => (await call<string>('POST', `/api/cart/create?token=${encodeURIComponent(token)}${extra}`)).body.result;
  const update = <T = CartItemAnswer>(cartId: string, cartItem: Record<string, unknown>, token = '') => call<T>('POST', `/api/cart/update${q(cartId, token)}`, { cartItem });
  const pull = async (cartId: string, token = '') => (await call<CartItemAnswer[]>('GET', `/api/cart/pull${q(cartId, token)}`)).body.result;
  const totals = async (cartId: string, token = '') => (await call<CartTotals>('GET', `/api/cart/totals${q(cartId, token)}`)).body.result;
  const refusal = (status: number, result: string) => ({ status, body: { code: status, result } });

  describe('POST /api/cart/create', () => {
    it('creates an unguessable guest cart in the store view', async () => {
      const a = await call<string>('POST', '/api/cart/create?storeCode=fin');
      const b = await newCart();
      expect(a.status).toBe(200);
      expect(a.body.result).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(b).not.toBe(a.body.result);
      const { rows } = await db().query<{ customer_id: number | null; store_code: string; is_active: boolean; created_at: Date | string }>('SELECT customer_id, store_code, is_active, created_at FROM cart WHERE id = $1', [a.body.result]);
      expect(rows[0]).toMatchObject({ customer_id: null, store_code: 'fin', is_active: true });
      expect(new Date(rows[0]?.created_at ?? 0).toISOString()).toBe(FIXTURE_NOW.toISOString());
    });

    it("answers a customer's active cart, the same one each time; 401 for a bad token", async () => {
      const first = await newCart(mari.token);
      expect(await newCart(mari.token)).toBe(first);
      expect(await newCart(jaan.token)).not.toBe(first);
      expect(await call('POST', '/api/cart/create?token=v1.bad.token')).toEqual(refusal(401, NOT_AUTHORIZED));
      const expired = await issueAccessToken(config, { id: mari.id, group_id: 1 }, new Date(FIXTURE_NOW.getTime() - 3600_000));
      expect(await call('POST', `/api/cart/create?token=${expired}`)).toEqual(refusal(401, NOT_AUTHORIZED));
    });
  });

  describe('access', () => {
    it('answers 403 alike for unknown, ordered and other customers\' carts, and customer carts without the token', async () => {
      const mine = await newCart(mari.token);
      const ordered = await newCart();
      await db().query('UPDATE cart SET is_active = false WHERE id = $1', [ordered]);
      const forbidden = refusal(403, NOT_AVAILABLE);
      expect(await call('GET', `/api/cart/pull${q('no-such-cart')}`)).toEqual(forbidden);
      expect(await call('GET', `/api/cart/pull${q(ordered)}`)).toEqual(forbidden);
      expect(await call('GET', `/api/cart/pull${q(mine, jaan.token)}`)).toEqual(forbidden);
      expect(await call('GET', `/api/cart/pull${q(mine)}`)).toEqual(forbidden);
      expect(await call('GET', '/api/cart/totals')).toEqual(forbidden);
      expect(await call('GET', `/api/cart/pull${q(mine, mari.token)}`)).toEqual({ status: 200, body: { code: 200, result: [] } });
    });

    it('reaches a guest cart by id alone, also with a customer token; a bad token is 401 first', async () => {
      const cart = await newCart();
      expect((await call('GET', `/api/cart/pull${q(cart, jaan.token)}`)).status).toBe(200);
      expect(await call('GET', `/api/cart/pull${q(cart, 'v1.x.y')}`)).toEqual(refusal(401, NOT_AUTHORIZED));
      expect(await call('GET', `/api/cart/pull${q('no-such-cart', 'v1.x.y')}`)).toEqual(refusal(401, NOT_AUTHORIZED));
    });
  });

  describe('POST /api/cart/update and GET /api/cart/pull', () => {
    it('adds a line priced by the server (client prices ignored) and sets, never adds, its quantity', async () => {
      const cart = await newCart();
      const added = await update(cart, { sku: 'BP-1', qty: 2, quoteId: cart, price: 0.01, price_incl_tax: 0.01 });
      expect(added.status).toBe(200);
      expect(added.body.result).toEqual({ item_id: expect.any(Number), sku: 'BP-1', qty: 2, name: 'Piduriklotsid, ees — ATE', price: 30, price_incl_tax: 37.2, product_type: 'simple', quote_id: cart, product_option: null });
      const retried = await update(cart, { sku: 'BP-1', qty: 2 });
      expect(retried.body.result.item_id).toBe(added.body.result.item_id);
      await update(cart, { sku: 'BP-1', qty: '3' });
      const lines = await pull(cart);
      expect(lines.map((l) => [l.item_id, l.sku, l.qty])).toEqual([[added.body.result.item_id, 'BP-1', 3]]);
    });

    it('updates a line by item_id, which must belong to the cart', async () => {
      const cart = await newCart();
      const other = await newCart();
      const { item_id } = (await update(cart, { sku: 'WB-450', qty: 1 })).body.result;
      expect((await update(cart, { sku: 'WB-450', qty: 2, item_id })).body.result).toMatchObject({ item_id, qty: 2, product_type: 'configurable', price_incl_tax: 14.88 });
      expect(await update(other, { sku: 'WB-450', qty: 1, item_id })).toEqual(refusal(404, CART_ITEM_NOT_FOUND));
      expect(await update(cart, { sku: 'WB-450', qty: 1, item_id: 999999 })).toEqual(refusal(404, CART_ITEM_NOT_FOUND));
    });

    it('keeps lines apart by custom options checksum and bundle selections, and together when the same', async () => {
      const cart = await newCart();
      const engraved = (text: string) => ({ extension_attributes: { custom_options: [{ option_id: 1, option_value: text }] } });
      const a = (await update(cart, { sku: 'CUSTOM', qty: 1, product_option: engraved('AB') })).body.result;
      const b = (await update(cart, { sku: 'CUSTOM', qty: 1, product_option: engraved('CD') })).body.result;
      const again = (await update(cart, { sku: 'CUSTOM', qty: 4, product_option: engraved('AB') })).body.result;
      expect(a.item_id).not.toBe(b.item_id);
      expect([again.item_id, again.qty, again.price]).toEqual([a.item_id, 4, 105]);
      const bundle = (selection: number) => ({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }] } });
      const k1 = (await update(cart, { sku: 'KIT', qty: 1, product_option: bundle(1) })).body.result;
      const k2 = (await update(cart, { sku: 'KIT', qty: 2, product_option: bundle(1) })).body.result;
      // The KIT link's own qty (2) counts: it does not let the shopper change it (can_change_quantity absent).
      expect([k2.item_id, k2.qty, k2.price_incl_tax]).toEqual([k1.item_id, 2, 74.4]);
      expect((await pull(cart)).map((l) => [l.sku, l.qty])).toEqual([['CUSTOM', 4], ['CUSTOM', 1], ['KIT', 2]]);
    });

    it('answers every stock, quantity and configuration message', async () => {
      const cart = await newCart();
      expect(await update(cart, { sku: 'NOPE', qty: 1 })).toEqual(refusal(404, 'Product query returned empty result'));
      expect(await update(cart, { sku: 'HIDDEN', qty: 1 })).toEqual(refusal(404, 'Product query returned empty result'));
      expect(await update(cart, { sku: 'BP-2', qty: 1 })).toEqual(refusal(400, 'This product is out of stock.'));
      expect(await update(cart, { sku: 'BP-1', qty: 6 })).toEqual(refusal(400, 'Only 5 products of this type are available.'));
      expect(await update(cart, { sku: 'BP-1', qty: 0 })).toEqual(refusal(400, 'Quantity must be above 0'));
      expect(await update(cart, { sku: 'BP-1', qty: 1.5 })).toEqual(refusal(400, 'Quantity must be a positive integer'));
      // Issue 18 item 1: a bundle option quantity of 0.01 priced the kit at a hundredth.
      for (const optionQty of [0.01, 0.000001, 2.5]) {
        const kit = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: optionQty, option_selections: [1] }] } };
        expect(await update(cart, { sku: 'KIT', qty: 1, product_option: kit })).toEqual(refusal(400, 'Quantity must be a positive integer'));
      }
      expect(await update(cart, { sku: 'BP-1', qty: 'two' })).toEqual(refusal(400, 'Quantity must be a positive integer'));
      expect(await update(cart, { sku: 'WB', qty: 1 })).toEqual(refusal(400, 'No such configuration for the product.'));
      expect(await update(cart, { sku: 'GRP', qty: 1 })).toEqual(refusal(400, 'No such configuration for the product.'));
      await db().query('UPDATE stock SET max_sale_qty = 3, qty_increments = 2 WHERE product_id = 60');
      expect(await update(cart, { sku: 'CUSTOM', qty: 4 })).toEqual(refusal(400, 'Quantity must be below 3'));
      expect(await update(cart, { sku: 'CUSTOM', qty: 1 })).toEqual(refusal(400, 'Quantity must be a multiple of 2.'));
      await db().query('UPDATE stock SET max_sale_qty = 10000, qty_increments = 1 WHERE product_id = 60');
      expect(await call('POST', `/api/cart/update${q(cart)}`, {})).toEqual(refusal(400, 'cartItem: Field is required.'));
      expect(await update(cart, { qty: 1 })).toEqual(refusal(400, 'cartItem.sku: Field is required.'));
      expect(await pull(cart)).toEqual([]);
    });

    it('stamps every write with the clock', async () => {
      const cart = await newCart();
      await call('POST', `/api/cart/update${q(cart)}`, { cartItem: { sku: 'BP-1', qty: 1 } }, morningApp);
      const { rows } = await db().query<{ updated_at: Date | string; created_at: Date | string }>('SELECT created_at, updated_at FROM cart WHERE id = $1', [cart]);
      expect([new Date(rows[0]?.created_at ?? 0).toISOString(), new Date(rows[0]?.updated_at ?? 0).toISOString()]).toEqual([FIXTURE_NOW.toISOString(), MORNING.toISOString()]);
    });
  });

  describe('POST /api/cart/delete', () => {
    it('removes a line by item_id or by sku; a missing line is 404', async () => {
      const cart = await newCart();
      const { item_id } = (await update(cart, { sku: 'BP-1', qty: 1 })).body.result;
      await update(cart, { sku: 'WB-450', qty: 1 });
      expect(await call('POST', `/api/cart/delete${q(cart)}`, { cartItem: { item_id, quoteId: cart } })).toEqual({ status: 200, body: { code: 200, result: true } });
      expect(await call('POST', `/api/cart/delete${q(cart)}`, { cartItem: { sku: 'WB-450' } })).toEqual({ status: 200, body: { code: 200, result: true } });
      expect(await pull(cart)).toEqual([]);
      expect(await call('POST', `/api/cart/delete${q(cart)}`, { cartItem: { item_id } })).toEqual(refusal(404, CART_ITEM_NOT_FOUND));
      expect(await call('POST', `/api/cart/delete${q(cart)}`, { cartItem: { sku: 'BP-1' } })).toEqual(refusal(404, CART_ITEM_NOT_FOUND));
    });
  });

  describe('shipping, payment and totals', () => {
    it('lists shipping methods for an address with the spec defaults, none for a virtual cart', async () => {
      const cart = await newCart();
      await update(cart, { sku: 'BP-1', qty: 1 });
      const methods = async (address: unknown, on = app) => (await call<CartShippingMethod[]>('POST', `/api/cart/shipping-methods${q(cart)}`, address === undefined ? {} : { address }, on)).body.result.map((m) => `${m.carrier_code}_${m.method_code}`);
      expect(await methods(TALLINN, morningApp)).toEqual(['flatrate_flatrate', 'sameday_window_1300_1500', 'pickup_tallinn']);
      expect(await methods(TALLINN)).toEqual(['flatrate_flatrate', 'pickup_tallinn']);
      expect(await methods(undefined)).toEqual(['flatrate_flatrate', 'pickup_tallinn']);
      expect(await methods({ country_id: 'FI' })).toEqual(['flatrate_flatrate']);
      expect((await call('POST', `/api/cart/shipping-methods${q(cart)}`, { address: { country_id: 'Finland' } })).status).toBe(400);
      const virtual = await newCart();
      await update(virtual, { sku: 'MANUAL', qty: 1 });
      expect((await call('POST', `/api/cart/shipping-methods${q(virtual)}`, { address: TALLINN })).body.result).toEqual([]);
    });

    it('lists payment methods per view, without cash on delivery for a virtual cart', async () => {
      const cart = await newCart();
      await update(cart, { sku: 'BP-1', qty: 1 });
      const codes = async (id: string, extra = '') => (await call<{ code: string; title: string }[]>('GET', `/api/cart/payment-methods${q(id, '', extra)}`)).body.result.map((m) => m.code);
      expect(await codes(cart)).toEqual(['cashondelivery', 'makecommerce', 'paypal_express']);
      expect(await codes(cart, '&storeCode=ap24_italy_it')).toEqual(['cashondelivery', 'makecommerce', 'paypal_express', 'stripe_payments']);
      const virtual = await newCart();
      await update(virtual, { sku: 'MANUAL', qty: 1 });
      expect(await codes(virtual)).toEqual(['makecommerce', 'paypal_express']);
      // Spec section 3 "Payment method": cost, cost_incl_tax, default and is_server_method come with each method.
      const [cod] = (await call<CartPaymentMethod[]>('GET', `/api/cart/payment-methods${q(cart)}`)).body.result;
      expect(cod).toEqual({ code: 'cashondelivery', title: 'Cash On Delivery', cost: 0, cost_incl_tax: 0, default: false, is_server_method: true });
    });

    it('stores the shipping choice and answers payment methods and totals taxed by the destination', async () => {
      const cart = await newCart();
      await update(cart, { sku: 'BP-1', qty: 2 });
      expect((await totals(cart)).total_segments.map((s) => [s.code, s.value])).toEqual([['subtotal', 74.4], ['tax', 14.4], ['grand_total', 74.4]]);
      const info = (address: unknown, carrier: string, method: string, on = app) =>
        call<ShippingInformationAnswer>('POST', `/api/cart/shipping-information${q(cart)}`, { addressInformation: { shippingAddress: address, billingAddress: address, shippingCarrierCode: carrier, shippingMethodCode: method } }, on);
      const ee = await info(TALLINN, 'flatrate', 'flatrate');
      expect(ee.status).toBe(200);
      expect(ee.body.result.payment_methods.map((m) => m.code)).toEqual(['cashondelivery', 'makecommerce', 'paypal_express']);
      expect(ee.body.result.payment_methods[0]).toMatchObject({ cost: 0, cost_incl_tax: 0, is_server_method: true });
      expect(ee.body.result.totals).toMatchObject({ subtotal_incl_tax: 74.4, tax_amount: 15.4, shipping_incl_tax: 5, grand_total: 79.4 });
      const { rows } = await db().query<{ shipping: { carrier_code: string; address: { country_id: string } }; email: string }>('SELECT shipping, email FROM cart WHERE id = $1', [cart]);
      expect([rows[0]?.shipping.carrier_code, rows[0]?.shipping.address.country_id, rows[0]?.email]).toEqual(['flatrate', 'EE', 'Mari@Example.com']);
      const fi = await info(HELSINKI, 'flatrate', 'flatrate');
      expect(fi.body.result.totals).toMatchObject({ subtotal_incl_tax: 75.3, tax_amount: 16.3, grand_total: 80.3 });
      expect((await totals(cart)).grand_total).toBe(80.3);
      expect(await info(HELSINKI, 'pickup', 'tallinn')).toEqual(refusal(400, 'Shipping method is not available for this address.'));
      expect(await info(TALLINN, 'sameday', 'window_1300_1500')).toEqual(refusal(400, 'Shipping method is not available for this address.'));
      const sameDay = await info(TALLINN, 'sameday', 'window_1300_1500', morningApp);
      expect(sameDay.body.result.totals.total_segments.find((s) => s.code === 'shipping')).toEqual({ code: 'shipping', title: 'Shipping & Handling (Tallinn and Rae courier 13:00-15:00)', value: 8 });
    });

    // Vue Storefront 1's totals sync (createShippingInfoData) names the country countryId (issue 22 item 4).
    it('reads countryId as the country of a shipping-information address, and does not keep it', async () => {
      const cart = await newCart();
      await update(cart, { sku: 'BP-1', qty: 2 });
      const { country_id: _, ...helsinki } = HELSINKI;
      const fi = await call<ShippingInformationAnswer>('POST', `/api/cart/shipping-information${q(cart)}`, {
        addressInformation: { shippingAddress: { ...helsinki, countryId: 'FI' }, billingAddress: { ...helsinki, countryId: 'FI' }, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
      });
      expect(fi.body.result.totals).toMatchObject({ subtotal_incl_tax: 75.3, grand_total: 80.3 });
      const { rows } = await db().query<{ shipping: { address: Record<string, unknown> } }>('SELECT shipping FROM cart WHERE id = $1', [cart]);
      expect(rows[0]?.shipping.address).toMatchObject({ country_id: 'FI' });
      expect(rows[0]?.shipping.address).not.toHaveProperty('countryId');
    });

    it('applies and removes coupons, refusing wrong ones with the spec message', async () => {
      const cart = await newCart();
      await update(cart, { sku: 'BP-1', qty: 2 });
      const apply = (code: string, id = cart, token = '') => call('POST', `/api/cart/apply-coupon${q(id, token, `&coupon=${encodeURIComponent(code)}`)}`);
      expect(await apply('NOPE')).toEqual(refusal(400, INCORRECT_COUPON));
      expect(await apply('WINTER2026')).toEqual(refusal(400, INCORRECT_COUPON));
      expect(await apply('')).toEqual(refusal(400, INCORRECT_COUPON));
      expect(await apply('summer2026')).toEqual({ status: 200, body: { code: 200, result: true } });
      const discounted = await totals(cart);
      expect(discounted).toMatchObject({ coupon_code: 'SUMMER2026', discount_amount: -7.44, grand_total: 66.96 });
      expect(discounted.total_segments.find((s) => s.code === 'discount')).toEqual({ code: 'discount', title: 'Discount (SUMMER2026)', value: -7.44 });
      expect(await call('POST', `/api/cart/delete-coupon${q(cart)}`)).toEqual({ status: 200, body: { code: 200, result: true } });
      expect(await totals(cart)).toMatchObject({ coupon_code: null, discount_amount: 0, grand_total: 74.4 });

      const buyer = await customer('returning@example.com');
      const own = await newCart(buyer.token);
      expect((await apply('FIRST50', own, buyer.token)).status).toBe(200);
      await db().query(
        `INSERT INTO sales_order (increment_id, client_order_id, customer_id, email, store_code, store_id, language, status, subtotal, subtotal_incl_tax,
           tax_amount, shipping_amount, shipping_incl_tax, grand_total, payment_method, billing_address, totals, payload, created_at, updated_at, transferred_at)
         VALUES ('R-1', 'R-1', $1, 'returning@example.com', 'est', 2, 'et', 'pending', 0, 0, 0, 0, 0, 0, 'cashondelivery', '{}', '{}', '{}', now(), now(), now())`,
        [buyer.id],
      );
      expect(await apply('FIRST50', own, buyer.token)).toEqual(refusal(400, INCORRECT_COUPON));
    });

    it('collects totals for a chosen method without storing the shipping choice', async () => {
      const cart = await newCart();
      await update(cart, { sku: 'WB-450', qty: 1 });
      const collect = (methods: unknown) => call<CartTotals>('POST', `/api/cart/collect-totals${q(cart)}`, { methods });
      const answer = await collect({ paymentMethod: { method: 'cashondelivery' }, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' });
      expect(answer.body.result).toMatchObject({ subtotal_incl_tax: 14.88, shipping_incl_tax: 5, grand_total: 19.88 });
      expect((await collect({})).body.result.grand_total).toBe(14.88);
      expect(await collect({ shippingCarrierCode: 'sameday', shippingMethodCode: 'window_1300_1500' })).toEqual(refusal(400, 'Shipping method is not available for this address.'));
      const { rows } = await db().query<{ shipping: unknown; payment_method: string }>('SELECT shipping, payment_method FROM cart WHERE id = $1', [cart]);
      expect(rows[0]).toEqual({ shipping: null, payment_method: 'cashondelivery' });
    });
  });
}, FIXTURE_DATABASE);
