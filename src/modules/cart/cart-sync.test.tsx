import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItemAnswer } from '../../../contract/cart';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import type { EventLog } from '../../kernel/event-log/types';
import { containerSession, createMemoryTaskStore, deferredSession, guestSession, createSyncLayer, SyncLayerToken, UserSessionToken, type UserSessionPort } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView, recordingModule, TEST_NOW, testProductSummary } from '../../kernel/testing';
import type { Kernel } from '../../kernel/kernel';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { cartModule } from './index';
import { CartStorage } from './sync-reactors';
import { serverTotals } from './test-sync';

/**
 * The cart's sync reactors against a fake cart API behind a real sync layer (spec section 4 "Cart sync"):
 * every answer is recorded in the log, so a new kernel on the same log rebuilds the cart without the network.
 */

/** A tiny cart server: carts by id, a customer cart 'c1' for any token, guest carts g1, g2, ... */
function fakeCartServer() {
  const carts = new Map<string, CartItemAnswer[]>();
  const calls: string[] = [];
  const deletes: unknown[] = [];
  let guests = 0;
  let nextItem = 100;
  let online = true;
  const json = (code: number, result: unknown) => new Response(JSON.stringify({ code, result }), { status: code === 200 ? 200 : code, headers: { 'content-type': 'application/json' } });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!online) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://shop.test');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const token = url.searchParams.get('token');
    const cartId = url.searchParams.get('cartId') ?? '';
    const items = carts.get(cartId) ?? [];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { cartItem: { sku: string; qty: number; item_id?: number | null } }) : null;
    switch (url.pathname) {
      case '/api/cart/create': {
        const id = token ? 'c1' : `g${(guests += 1)}`;
        if (!carts.has(id)) carts.set(id, []);
        return json(200, id);
      }
      case '/api/cart/pull':
        return json(200, items);
      case '/api/cart/update': {
        const { sku, qty, item_id } = body!.cartItem;
        const existing = items.find((i) => (item_id ? i.item_id === item_id : i.sku === sku));
        if (existing) existing.qty = qty;
        else items.push({ item_id: (nextItem += 1), sku, qty, name: sku, price: 8, price_incl_tax: 10, product_type: 'simple', quote_id: cartId, product_option: null });
        carts.set(cartId, items);
        return json(200, items.find((i) => i.sku === sku));
      }
      case '/api/cart/delete':
        deletes.push(body!.cartItem);
        carts.set(cartId, items.filter((i) => i.item_id !== body!.cartItem.item_id));
        return json(200, true);
      case '/api/cart/payment-methods':
        return json(200, [{ code: 'checkmo', title: 'Check / Money order' }]);
      case '/api/cart/totals': {
        const sum = items.reduce((total, i) => total + i.qty * i.price_incl_tax, 0);
        return json(200, serverTotals({ grand_total: sum, items_qty: items.length, extension_attributes: { grand_total_excl_discount: sum, saved_amount: 0 } }));
      }
      case '/api/stock/check':
        return json(200, { sku: url.searchParams.get('sku'), is_in_stock: true, qty: 5 });
      default:
        return json(404, 'Not found');
    }
  };
  return { carts, calls, deletes, fetch: fetchFn as typeof fetch, goOffline: () => void (online = false) };
}

/** Stands in for the notifications module and for the user module's session events. */
const notificationsStub = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
const userStub = recordingModule('user', { 'user/testAuthorise': 'user/sessionAuthorised', 'user/testLogout': 'user/loggedOut' });
const offlineOrdersStub = recordingModule('offline-orders', { 'offline-orders/testCancel': 'offline-orders/orderCancelled' });
const customer = { id: 1, email: 'kadri@example.com', firstname: 'Kadri', lastname: 'Tamm', groupId: 0 };

const kernels: Kernel[] = [];
afterEach(() => void kernels.splice(0));

const emptySearch: ApiFetch = async () => new Response(JSON.stringify({ hits: { total: 0, hits: [] } }), { headers: { 'content-type': 'application/json' } });

async function boot(server: ReturnType<typeof fakeCartServer>, user: { token: string | null }, log?: EventLog, search: ApiFetch = emptySearch, storeCode?: string) {
  const services = new Container();
  const userSession: UserSessionPort = { getToken: () => user.token, refresh: async () => null, onAuthAborted: () => {} };
  services.bind(UserSessionToken).toConstantValue(userSession);
  // The session halves are bound in the kernel's container (module bindings), read at call time.
  let kernelRef: Kernel | null = null;
  const session = deferredSession(() => (kernelRef ? containerSession(kernelRef.container) : guestSession));
  services.bind(SyncLayerToken).toConstantValue(createSyncLayer({ fetch: server.fetch, session, notify: () => {}, store: createMemoryTaskStore(), online: () => true, logger: { warn: () => {} } }));
  services.bind(ApiFetchToken).toConstantValue(search);
  const storeView = storeCode ? { storeView: makeTestStoreView({ storeCode, isDefault: false }) } : {};
  const kernel = await createTestKernel([notificationsStub, userStub, offlineOrdersStub, cartModule], { container: services, ...(log ? { log } : {}), ...storeView });
  kernelRef = kernel;
  kernels.push(kernel);
  await kernel.whenIdle();
  return kernel;
}

const add = (kernel: Kernel, sku: string, qty = 1) => kernel.dispatch({ type: 'cart/addItem', data: { product: testProductSummary(sku), qty } });
const linesOf = (kernel: Kernel) => kernel.getProjection('cart/lines').items.map((line) => ({ sku: line.sku, qty: line.qty, serverItemId: line.serverItemId }));

describe('cart server sync (reactors through the sync layer)', () => {
  it('add → a guest cart is created, the line pushed, stock checked and the server totals recorded', async () => {
    const server = fakeCartServer();
    const kernel = await boot(server, { token: null });
    await add(kernel, 'A', 2);
    await kernel.whenIdle();
    expect(server.calls).toEqual(
      expect.arrayContaining(['POST /api/cart/create', 'GET /api/cart/pull?cartId=g1', 'POST /api/cart/update?cartId=g1', 'GET /api/stock/check?sku=A', 'GET /api/cart/payment-methods?cartId=g1', 'GET /api/cart/totals?cartId=g1']),
    );
    expect(server.calls.indexOf('GET /api/cart/payment-methods?cartId=g1')).toBeLessThan(server.calls.indexOf('GET /api/cart/totals?cartId=g1'));
    expect(server.carts.get('g1')).toMatchObject([{ sku: 'A', qty: 2 }]);
    expect(linesOf(kernel)).toEqual([{ sku: 'A', qty: 2, serverItemId: 101 }]);
    expect(kernel.getProjection('cart/lines').items[0]?.stockMessage).toEqual({ type: 'info', message: 'In stock!' });
    expect(kernel.getProjection('cart/server')).toMatchObject({ cartId: 'g1', owner: 'guest', disabled: false, syncing: false });
    // Mirrored to the spec's storage keys.
    const storage = kernel.container.get<DurableStore>(CartStorage);
    expect(await storage.get('current-cart-token')).toBe('g1');
    expect(await storage.get('current-cart')).toMatchObject([{ sku: 'A', qty: 2, serverItemId: 101 }]);
    expect(await storage.get('current-cart-hash')).toBe(kernel.getProjection('cart/server').hash);
    const totals = kernel.getProjection('cart/totals');
    expect(totals.source).toBe('server');
    expect(totals.rows.find((row) => row.code === 'subtotal')?.value).toBe(20);
    expect(totals.rows.map((row) => row.code)).toEqual(['subtotal', 'tax', 'shipping', 'discount', 'grand_total']);

    // A reload: a new kernel on the same log, offline. Same lines and totals, from the log alone.
    server.goOffline();
    const before = server.calls.length;
    const reloaded = await boot(server, { token: null }, kernel.log);
    expect(linesOf(reloaded)).toEqual(linesOf(kernel));
    expect(reloaded.getProjection('cart/totals')).toEqual(totals);
    expect(reloaded.getProjection('cart/server')).toEqual(kernel.getProjection('cart/server'));
    expect(server.calls.length).toBe(before);
  });

  it("a cart created in another view than the default carries the view's store code (its payment methods and prices follow it)", async () => {
    const server = fakeCartServer();
    const guest = await boot(server, { token: null }, undefined, emptySearch, 'ap24_italy_en');
    await add(guest, 'A');
    await guest.whenIdle();
    expect(server.calls).toContain('POST /api/cart/create?storeCode=ap24_italy_en');
    expect(server.calls).toContain('POST /api/cart/update?cartId=g1');
  });

  it('a quantity change is pushed with the server item id; removing deletes it on the server', async () => {
    const server = fakeCartServer();
    const kernel = await boot(server, { token: null });
    await add(kernel, 'A');
    await kernel.whenIdle();
    const lineId = kernel.getProjection('cart/lines').items[0]!.id;
    await kernel.dispatch({ type: 'cart/updateQuantity', data: { lineId, qty: 3 } });
    await kernel.whenIdle();
    expect(server.carts.get('g1')).toMatchObject([{ sku: 'A', qty: 3, item_id: 101 }]);
    await kernel.dispatch({ type: 'cart/removeItem', data: { lineId } });
    await kernel.whenIdle();
    expect(server.calls).toContain('POST /api/cart/delete?cartId=g1');
    // Spec section 7: the delete names the item by sku, item_id and quoteId.
    expect(server.deletes).toEqual([{ sku: 'A', item_id: 101, quoteId: 'g1' }]);
    expect(server.carts.get('g1')).toEqual([]);
  });

  it('login merges the guest lines into the customer cart once (sum); a second login event and a reload change nothing', async () => {
    const server = fakeCartServer();
    server.carts.set('c1', [{ item_id: 7, sku: 'A', qty: 3, name: 'A', price: 8, price_incl_tax: 10, product_type: 'simple', quote_id: 'c1', product_option: null }]);
    const session = { token: null as string | null };
    const kernel = await boot(server, session);
    await add(kernel, 'A', 2);
    await kernel.whenIdle();
    expect(server.carts.get('g1')).toMatchObject([{ sku: 'A', qty: 2 }]);

    session.token = 'tok';
    const login = { type: 'user/testAuthorise', data: { customer, via: 'login' } } as never;
    await kernel.dispatch(login);
    await kernel.whenIdle();
    expect(server.calls).toContain('POST /api/cart/create?token=tok');
    expect(server.carts.get('c1')).toMatchObject([{ sku: 'A', qty: 5 }]);
    expect(linesOf(kernel)).toEqual([{ sku: 'A', qty: 5, serverItemId: 7 }]);

    await kernel.dispatch(login);
    await kernel.whenIdle();
    expect(server.carts.get('c1')).toMatchObject([{ sku: 'A', qty: 5 }]);
    expect(linesOf(kernel)).toEqual([{ sku: 'A', qty: 5, serverItemId: 7 }]);

    const reloaded = await boot(server, session, kernel.log);
    await reloaded.whenIdle();
    expect(linesOf(reloaded)).toEqual([{ sku: 'A', qty: 5, serverItemId: 7 }]);
    expect(server.carts.get('c1')).toMatchObject([{ sku: 'A', qty: 5 }]);
  });

  it("a customer cart's configurable variant is pulled as a line of its parent (sku, slug, name; the variant's image)", async () => {
    const server = fakeCartServer();
    server.carts.set('c1', [{ item_id: 9, sku: 'WB-450', qty: 1, name: 'WB-450', price: 8, price_incl_tax: 10, product_type: 'configurable', quote_id: 'c1', product_option: null }]);
    const searched: unknown[] = [];
    const parent = {
      id: 40, sku: 'WB', name: 'Wiper blade', slug: 'wiper-blade', type_id: 'configurable', image: '/w/wb.jpg',
      configurable_children: [{ id: 41, sku: 'WB-400', name: 'Wiper blade, 400 mm' }, { id: 42, sku: 'WB-450', name: 'Wiper blade, 450 mm', image: '/w/wb-450.jpg' }],
    };
    const search: ApiFetch = async (path, init) => {
      searched.push(decodeURIComponent(path), init?.body ?? null);
      return new Response(JSON.stringify({ hits: { total: 1, hits: [{ _source: parent }] } }), { headers: { 'content-type': 'application/json' } });
    };
    const session = { token: 'tok' as string | null };
    const kernel = await boot(server, session, undefined, search);
    await kernel.dispatch({ type: 'user/testAuthorise', data: { customer, via: 'login' } } as never);
    await kernel.whenIdle();

    expect(JSON.stringify(searched)).toContain('configurable_children.sku');
    const [line] = kernel.getProjection('cart/lines').items;
    expect(line).toMatchObject({ sku: 'WB-450', parentSku: 'WB', slug: 'wiper-blade', name: 'Wiper blade', typeId: 'configurable', image: '/w/wb-450.jpg', productId: 42, serverItemId: 9 });
  });

  it('a completed order empties the cart without server deletes and writes last-cart-bypass-ts', async () => {
    const server = fakeCartServer();
    const kernel = await boot(server, { token: null });
    await add(kernel, 'A');
    await kernel.whenIdle();
    const before = server.calls.length;
    await kernel.dispatch({ type: 'cart/completeOrder', data: { orderId: 'web-1' } });
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/lines').items).toEqual([]);
    expect(server.calls.slice(before).filter((call) => call.includes('/api/cart/delete'))).toEqual([]);
    expect(await kernel.container.get<DurableStore>(CartStorage).get('last-cart-bypass-ts')).toBe(Date.parse(TEST_NOW));
  });

  it("an order queued offline leaves the customer's server cart open: back online it is not pulled (no ghost lines), also after a reload; new lines go to a guest cart (issue 20)", async () => {
    const server = fakeCartServer();
    const session = { token: 'tok' as string | null };
    const kernel = await boot(server, session);
    await kernel.dispatch({ type: 'user/testAuthorise', data: { customer, via: 'login' } } as never);
    await add(kernel, 'A');
    await kernel.whenIdle();
    expect(server.carts.get('c1')).toMatchObject([{ sku: 'A', qty: 1 }]);
    // The checkout queued the order (offline): the cart forgets c1; the server keeps c1 open with A until the order arrives.
    await kernel.dispatch({ type: 'cart/completeOrder', data: { orderId: 'web-1' } });
    await kernel.whenIdle();
    const before = server.calls.length;
    // Back online: the cart's 'online' handler syncs (forced); the server answers the customer's cart, still c1.
    await kernel.dispatch({ type: 'cart/sync', data: { force: true } });
    await kernel.whenIdle();
    expect(server.calls.slice(before)).toEqual(['POST /api/cart/create?token=tok']);
    expect(linesOf(kernel)).toEqual([]);
    expect(kernel.getProjection('cart/server')).toMatchObject({ cartId: null, syncing: false });
    const reloaded = await boot(server, session, kernel.log);
    await reloaded.dispatch({ type: 'user/testAuthorise', data: { customer, via: 'startup' } } as never);
    await reloaded.dispatch({ type: 'cart/sync', data: { force: true } });
    await reloaded.whenIdle();
    expect(linesOf(reloaded)).toEqual([]);
    // A part added while the order still waits goes to a guest cart, never into the ordered one.
    await add(reloaded, 'B');
    await reloaded.whenIdle();
    expect(linesOf(reloaded)).toEqual([{ sku: 'B', qty: 1, serverItemId: expect.any(Number) }]);
    expect(reloaded.getProjection('cart/server')).toMatchObject({ cartId: 'g1', owner: 'guest' });
    expect(server.carts.get('c1')).toMatchObject([{ sku: 'A', qty: 1 }]);
  });

  it('a connect asked for while an offline attempt is still failing is made once that attempt is recorded (back online mid-flight)', async () => {
    const server = fakeCartServer();
    let failFirst: (() => void) | null = null;
    let creates = 0;
    // The first cart creation hangs until released, then fails on the network (sent while offline).
    const gated = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/cart/create') && (creates += 1) === 1) {
        await new Promise<void>((resolve) => (failFirst = resolve));
        throw new TypeError('Failed to fetch');
      }
      return server.fetch(input, init);
    }) as typeof fetch;
    const kernel = await boot({ ...server, fetch: gated }, { token: null });
    void kernel.dispatch({ type: 'cart/connect', data: {} });
    await vi.waitFor(() => expect(failFirst).not.toBeNull());
    // Back online while the first attempt is in flight: the 'online' handler's sync asks to connect again.
    await kernel.dispatch({ type: 'cart/sync', data: { force: true } });
    failFirst!();
    await kernel.whenIdle();
    expect(creates).toBe(2);
    expect(kernel.getProjection('cart/server')).toMatchObject({ cartId: 'g1', owner: 'guest' });
  });

  it('an offline order refused for good releases its cart: the next connect pulls its lines back to be ordered again', async () => {
    const server = fakeCartServer();
    const session = { token: 'tok' as string | null };
    const kernel = await boot(server, session);
    await kernel.dispatch({ type: 'user/testAuthorise', data: { customer, via: 'login' } } as never);
    await add(kernel, 'A');
    await kernel.whenIdle();
    await kernel.dispatch({ type: 'cart/completeOrder', data: { orderId: 'web-1' } });
    await kernel.dispatch({ type: 'offline-orders/testCancel', data: { orderId: 'web-1', code: 400, message: 'refused' } } as never);
    await kernel.whenIdle();
    await kernel.dispatch({ type: 'cart/sync', data: { force: true } });
    await kernel.whenIdle();
    expect(linesOf(kernel)).toEqual([{ sku: 'A', qty: 1, serverItemId: expect.any(Number) }]);
    expect(kernel.getProjection('cart/server')).toMatchObject({ cartId: 'c1', owner: 'customer' });
  });

  it("a guest's order queued offline: back online a new guest cart, nothing pulled back", async () => {
    const server = fakeCartServer();
    const kernel = await boot(server, { token: null });
    await add(kernel, 'A');
    await kernel.whenIdle();
    await kernel.dispatch({ type: 'cart/completeOrder', data: { orderId: 'web-1' } });
    await kernel.dispatch({ type: 'cart/sync', data: { force: true } });
    await kernel.whenIdle();
    expect(linesOf(kernel)).toEqual([]);
    expect(kernel.getProjection('cart/server')).toMatchObject({ cartId: 'g2', owner: 'guest' });
    const reloaded = await boot(server, { token: null }, kernel.log);
    await reloaded.whenIdle();
    expect(linesOf(reloaded)).toEqual([]);
  });

  it('within 24 min of the last order (last-cart-bypass-ts) a login leaves the customer cart alone', async () => {
    const server = fakeCartServer();
    const session = { token: null as string | null };
    const kernel = await boot(server, session);
    await add(kernel, 'A');
    await kernel.whenIdle();
    await kernel.container.get<DurableStore>(CartStorage).set('last-cart-bypass-ts', Date.parse(TEST_NOW) - 1_439_000);
    session.token = 'tok';
    await kernel.dispatch({ type: 'user/testAuthorise', data: { customer, via: 'login' } } as never);
    await kernel.whenIdle();
    expect(server.calls).not.toContain('POST /api/cart/create?token=tok');
    expect(kernel.getProjection('cart/server')).toMatchObject({ cartId: 'g1', owner: 'guest' });
  });

  it('a refused (401) customer cart falls back on a guest cart, then sync is disabled with a notice', async () => {
    const server = fakeCartServer();
    const refusing = async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/cart/create') ? new Response(JSON.stringify({ code: 401, result: 'Not authorized' }), { status: 401, headers: { 'content-type': 'application/json' } }) : server.fetch(input, init);
    const kernel = await boot({ ...server, fetch: refusing as typeof fetch }, { token: 'tok' });
    await add(kernel, 'A');
    await kernel.whenIdle();
    const types = (await kernel.log.read()).map((event) => event.type).filter((type) => type.startsWith('cart/connect') || type === 'cart/syncDisabled');
    expect(types).toEqual(['cart/connectRequested', 'cart/connectBypassed', 'cart/connectRequested', 'cart/syncDisabled']);
    const notified = (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => (event.data as { message: string }).message);
    expect(notified).toContain('Cart sync is disabled by the config');
    expect(kernel.getProjection('cart/server').disabled).toBe(true);
  });

  it('logout clears the lines and the connection without deleting on the server; the next add makes a new guest cart', async () => {
    const server = fakeCartServer();
    const kernel = await boot(server, { token: null });
    await add(kernel, 'A');
    await kernel.whenIdle();
    await kernel.dispatch({ type: 'user/testLogout', data: { silent: false } } as never);
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/lines').items).toEqual([]);
    expect(kernel.getProjection('cart/server').cartId).toBeNull();
    expect(server.calls.some((call) => call.startsWith('POST /api/cart/delete'))).toBe(false);
    await add(kernel, 'B');
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/server').cartId).toBe('g2');
    expect(server.carts.get('g2')).toMatchObject([{ sku: 'B', qty: 1 }]);
  });

  it('a refused coupon fails the form with the spec text and notifies; totals stay', async () => {
    const server = fakeCartServer();
    const kernel = await boot(server, { token: null });
    await add(kernel, 'A');
    await kernel.whenIdle();
    server.goOffline();
    await kernel.dispatch({ type: 'cart/applyCoupon', data: { code: 'NOPE' } });
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/totals').couponForm).toEqual({ status: 'failed', message: "You've entered an incorrect coupon code. Please try again." });
    const notified = (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => (event.data as { message: string }).message);
    expect(notified).toContain("You've entered an incorrect coupon code. Please try again.");
  });

  it("a blank code is the form's error only: no call, no toast", async () => {
    const server = fakeCartServer();
    const kernel = await boot(server, { token: null });
    await add(kernel, 'A');
    await kernel.whenIdle();
    const calls = server.calls.length;
    const logged = (await kernel.log.read()).length;
    await kernel.dispatch({ type: 'cart/applyCoupon', data: { code: '   ' } });
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/totals').couponForm).toEqual({ status: 'failed', message: 'Field is required.' });
    expect(server.calls.length).toBe(calls);
    expect((await kernel.log.read()).slice(logged).filter((event) => event.type === 'notifications/notificationAdded')).toEqual([]);
  });
});
