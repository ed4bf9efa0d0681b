/**
 * Issue 4 item 9: malformed JSON, wrong types, huge values, forged tokens and another customer's token thrown
 * at EVERY endpoint of the API as `npm start` serves it (buildServer with apiRoutes, the security layer and
 * the error handler). Every answer must be a 4xx (or a success), an envelope, without a stack trace, and
 * never show the victim's data: her e-mail, name, address, phone, tokens, cart or order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { buildServer } from '../app';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../catalogue/documents/test-fixture';
import { testCommerceConfig } from '../commerce/config';
import { forEachDatabase, testServerConfig } from '../testing';
import { recordApiRoutes, sweepApi, type SweptRoute } from '../testing/sweep';
import { apiRoutes } from './routes';

const scratch = mkdtempSync(join(tmpdir(), 'sweep-all-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const commerce = testCommerceConfig({ opsKey: 'ops-key-for-the-sweep-0123' });
const config = testServerConfig(scratch, { commerce });

const VICTIM = { email: 'viktoria.varblane@example.com', firstname: 'Viktoria', lastname: 'Varblane', password: 'salajane-parool-1' };
const VICTIM_ADDRESS = { firstname: VICTIM.firstname, lastname: VICTIM.lastname, street: ['Salajase 13'], city: 'Tartu', postcode: '51013', country_id: 'EE', telephone: '+372 5999 1313', email: VICTIM.email };
const ATTACKER = { email: 'mallory@example.com', firstname: 'Mallory', lastname: 'Kurjam', password: 'kurjam-parool-1' };

forEachDatabase('API sweep of every endpoint', ({ db }) => {
  let app: FastifyInstance;
  let routes: () => SweptRoute[] = () => [];
  beforeAll(async () => {
    const record = async (instance: FastifyInstance) => {
      routes = recordApiRoutes(instance);
    };
    app = await buildServer(config, { api: { deps: { db: db(), storeViews, now: () => FIXTURE_NOW, commerce }, routes: [record, ...apiRoutes] } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = async (url: string, payload: unknown) => {
    const res = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
    return res.json() as { code: number; result: unknown; meta?: { refreshToken?: string } };
  };
  const signUp = async (who: typeof VICTIM) => {
    expect((await post('/api/user/create', { customer: { email: who.email, firstname: who.firstname, lastname: who.lastname }, password: who.password })).code).toBe(200);
    const login = await post('/api/user/login', { username: who.email, password: who.password });
    return { token: login.result as string, refreshToken: login.meta?.refreshToken ?? '' };
  };

  it('finds only 4xx refusals, envelopes, no stack traces and none of the victim\'s data', async () => {
    await db().query('UPDATE stock SET qty = 1000, is_in_stock = true WHERE product_id = 1');
    const victim = await signUp(VICTIM);
    const attacker = await signUp(ATTACKER);
    const cartId = (await post(`/api/cart/create?token=${victim.token}`, {})).result as string;
    expect((await post(`/api/cart/update?token=${victim.token}&cartId=${cartId}`, { cartItem: { sku: 'BP-1', qty: 1 } })).code).toBe(200);
    const orderAddressInfo = { shippingAddress: VICTIM_ADDRESS, billingAddress: VICTIM_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', payment_method_code: 'cashondelivery' };
    const order = await post(`/api/order?token=${victim.token}`, { order_id: 'victim-order-1', products: [{ sku: 'BP-1', qty: 1 }], addressInformation: orderAddressInfo });
    expect(order.code).toBe(200);
    const orderNumber = (order.result as { orderNumber: string }).orderNumber;
    // A review of hers waiting for moderation: only her own token may list it.
    expect((await post(`/api/review/create?token=${victim.token}`, { review: { product_id: 1, title: 'Salajane arvustus', detail: 'Pending', nickname: 'V' } })).code).toBe(200);
    // A second cart of the victim (the first one is closed by the order) for the cart probes.
    const openCart = (await post(`/api/cart/create?token=${victim.token}`, {})).result as string;
    await post(`/api/cart/update?token=${victim.token}&cartId=${openCart}`, { cartItem: { sku: 'BP-1', qty: 2 } });

    const passwordHash = (await db().query<{ password_hash: string }>('SELECT password_hash FROM customer WHERE email = $1', [VICTIM.email])).rows[0]?.password_hash;
    const guestAddress = { firstname: 'Gert', lastname: 'Guest', street: ['Turu 2'], city: 'Tartu', postcode: '51014', country_id: 'EE', telephone: '+372 5000 0000', email: 'gert@example.com' };
    const cart = { query: { cartId: openCart } };
    const swept = routes();
    expect(swept.length).toBeGreaterThanOrEqual(50);
    const report = await sweepApi(app, {
      routes: swept,
      otherTokens: [attacker.token],
      samples: {
        'GET /api/catalog/:index/:type/_search': { params: { index: 'vue_storefront_catalog', type: 'product' }, query: { size: '2' } },
        'POST /api/catalog/:index/:type/_search': { params: { index: 'vue_storefront_catalog', type: 'product' }, body: { query: { bool: { filter: { terms: { sku: ['BP-1'] } } } } } },
        'GET /api/stock/check': { query: { sku: 'BP-1' } },
        'GET /api/stock/check/:sku': { params: { sku: 'BP-1' } },
        'GET /api/stock/list': { query: { skus: 'BP-1,BP-2' } },
        'GET /api/product/render-list': { query: { skus: 'BP-1', currencyCode: 'EUR', storeId: '2' } },
        'GET /api/ext/cms-data/cmsPage/:id': { params: { id: '1' } },
        'POST /api/review/create': { body: { review: { product_id: 1, title: 'Good', detail: 'Fine', nickname: 'Gert' } } },
        'POST /api/user/create': { body: { customer: { email: 'new.customer@example.com', firstname: 'Uus', lastname: 'Klient' }, password: 'uus-parool-1' } },
        'POST /api/user/login': { body: { username: VICTIM.email, password: 'a wrong password' } },
        'POST /api/user/refresh': { body: { refreshToken: 'not-a-refresh-token' } },
        // The attacker's own profile (a real token, so the body reaches validation): addresses hold an int region_id.
        'POST /api/user/me': { query: { token: attacker.token }, body: { customer: { firstname: 'Changed', addresses: [{ ...guestAddress, region_id: 0 }], custom_attributes: [{ attribute_code: 'car_make', value: 'VW' }] } } },
        'POST /api/user/reset-password': { body: { email: 'nobody@example.com' } },
        'POST /api/user/create-password': { body: { email: VICTIM.email, resetToken: 'guess', newPassword: 'new-password-1' } },
        'POST /api/user/change-password': { body: { currentPassword: VICTIM.password, newPassword: 'new-password-1' } },
        'GET /api/user/order-history': { query: { pageSize: '20', currentPage: '1' } },
        'GET /api/user/reviews': { query: { pageSize: '20', currentPage: '1' } },
        'GET /api/cart/pull': cart,
        'POST /api/cart/update': { ...cart, body: { cartItem: { sku: 'BP-1', qty: 1 } } },
        // item_id null: the line is found by sku; the sweep's numbers go into item_id (an int column).
        'POST /api/cart/delete': { ...cart, body: { cartItem: { sku: 'BP-1', item_id: null } } },
        'GET /api/cart/totals': cart,
        'GET /api/cart/payment-methods': cart,
        'POST /api/cart/shipping-methods': { ...cart, body: { address: { country_id: 'EE' } } },
        'POST /api/cart/shipping-information': { ...cart, body: { addressInformation: { shippingAddress: guestAddress, billingAddress: guestAddress, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' } } },
        'POST /api/cart/apply-coupon': { query: { cartId: openCart, coupon: 'SUMMER2026' } },
        'POST /api/cart/delete-coupon': cart,
        'POST /api/cart/collect-totals': { ...cart, body: { methods: { paymentMethod: { method: 'cashondelivery' } } } },
        'POST /api/order': { body: { order_id: 'sweep-order', cart_id: openCart, products: [{ sku: 'BP-1', qty: 1 }], addressInformation: { ...orderAddressInfo, shippingAddress: guestAddress, billingAddress: guestAddress } } },
        'POST /api/ext/make-commerce/create-transaction': { body: { transaction: { amount: 1, currency: 'EUR', reference: 'unknown-order' }, customer: { email: 'gert@example.com', ip: '10.0.0.1', country: 'ee', locale: 'et' } } },
        'POST /api/ext/paypal/setExpressCheckout': { body: { cart_id: openCart } },
        'POST /api/ext/paypal/:storeCode/setExpressCheckout': { params: { storeCode: 'est' }, body: { cart_id: openCart } },
        'POST /api/ext/paypal/complete': { body: { orderID: 'unknown' } },
        'POST /api/ext/paypal/:storeCode/complete': { params: { storeCode: 'est' }, body: { orderID: 'unknown' } },
        'GET /api/ext/stripe/config': { query: { storeCode: 'ap24_italy_it' } },
        'GET /api/ext/mailchimp-subscribe/subscribe': { query: { email: 'gert@example.com' } },
        'POST /api/ext/mailchimp-subscribe/subscribe': { body: { email: 'gert@example.com', domain: 'ee', language: 'et' } },
        'DELETE /api/ext/mailchimp-subscribe/subscribe': { body: { email: 'gert@example.com' } },
        'GET /api/ext/vehicle/plate': { query: { plate: '123ABC', country: 'EE' } },
        'GET /api/ext/vehicle/ktype/:ktypnr': { params: { ktypnr: '10815' } },
        'GET /api/ext/mail-service/outbox': { query: { recipient: VICTIM.email } },
        'POST /api/ext/ops/product-update': { body: { sku: 'BP-1', qty: 1000 } },
      },
      forbidden: [VICTIM.email, VICTIM.firstname, VICTIM.lastname, 'Salajase 13', '+372 5999 1313', victim.token, victim.refreshToken, cartId, openCart, orderNumber, 'Salajane arvustus', 'scrypt$'],
      hugeBytes: 200_000,
    });
    expect(report.findings).toEqual([]);
    expect(report.probes).toBeGreaterThan(2000);
    // The victim's data is still hers: the cart has her line and her password still works.
    const pulled = await app.inject({ url: `/api/cart/pull?token=${victim.token}&cartId=${openCart}` });
    expect(pulled.json()).toMatchObject({ code: 200, result: [{ sku: 'BP-1', qty: 2 }] });
    const { rows } = await db().query<{ password_hash: string; firstname: string }>('SELECT password_hash, firstname FROM customer WHERE email = $1', [VICTIM.email]);
    expect(rows[0]).toEqual({ password_hash: passwordHash, firstname: VICTIM.firstname });
    // The sweep's wrong passwords locked the account for a while: the rate limit held.
    expect((await post('/api/user/login', { username: VICTIM.email, password: VICTIM.password })).code).toBe(429);
  }, 600_000);
}, FIXTURE_DATABASE);
