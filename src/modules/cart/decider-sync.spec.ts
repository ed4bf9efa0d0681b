import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { cartDecider as decider } from './decider';
import { linesHash } from './logic';
import type { RecordedAnswer } from './messages';
import { lineAdded as added, testLine as line } from './test-lines';
import { serverItem, serverTotals } from './test-sync';

const ok = (result: unknown): RecordedAnswer => ({ code: 200, result, transmitted: true });
const refusedWith = (code: number, result: unknown = null): RecordedAnswer => ({ code, result, transmitted: true });
const offline: RecordedAnswer = { code: 0, result: null, transmitted: false };
const connected = (owner: 'guest' | 'customer' = 'guest', cartId = 'c1', mergeGuest = false) => ({ type: 'cart/connected' as const, data: { cartId, owner, mergeGuest } });

describe('cart decider: connecting (spec section 4 "Cart sync", behaviour notes "Connect")', () => {
  it('records a created cart (200) as connected', () => {
    given(decider)
      .when({ type: 'cart/recordConnect', data: { ...ok('c1'), owner: 'customer', mergeGuest: false } })
      .then([connected('customer')]);
  });

  it('a refused (401) customer cart falls back on a guest cart while the bypass counter (0) is below the max (1)', () => {
    given(decider)
      .when({ type: 'cart/recordConnect', data: { ...refusedWith(401), owner: 'customer', mergeGuest: false } })
      .then([
        { type: 'cart/connectBypassed', data: { bypassCount: 1 } },
        { type: 'cart/connectRequested', data: { guest: true, mergeGuest: false } },
      ]);
  });

  it("past the bypass limit a 401 disables the sync, and nothing connects again", () => {
    const spec = given(decider, { type: 'cart/connectBypassed', data: { bypassCount: 1 } });
    spec.when({ type: 'cart/recordConnect', data: { ...refusedWith(401), owner: 'customer', mergeGuest: false } }).then([{ type: 'cart/syncDisabled', data: { code: 401 } }]);
    given(decider, { type: 'cart/syncDisabled', data: { code: 401 } }).when({ type: 'cart/connect', data: {} }).then([]);
    given(decider, { type: 'cart/syncDisabled', data: { code: 401 } }).when({ type: 'cart/sync', data: { force: true } }).then([]);
  });

  it('a guest cart refused, or an offline connect, changes nothing but is recorded', () => {
    given(decider).when({ type: 'cart/recordConnect', data: { ...offline, owner: 'guest', mergeGuest: false } }).then([{ type: 'cart/connectFailed', data: { code: 0, message: null } }]);
  });

  it('sync connects first, then pulls only when the items hash changed or nothing was synced', () => {
    given(decider, added(line('L1', 'A'))).when({ type: 'cart/sync', data: {} }).then([{ type: 'cart/connectRequested', data: { guest: false, mergeGuest: false } }]);
    given(decider, added(line('L1', 'A')), connected()).when({ type: 'cart/sync', data: {} }).then([{ type: 'cart/pullRequested', data: {} }]);
    const merged = { type: 'cart/serverLinesMerged' as const, data: { plan: { bound: [], push: [], removeLocal: [], deleteOnServer: [], fetch: [], dryRun: false }, hash: linesHash([line('L1', 'A')]) } };
    given(decider, added(line('L1', 'A')), connected(), merged).when({ type: 'cart/sync', data: {} }).then([]);
    given(decider, added(line('L1', 'A')), connected(), merged).when({ type: 'cart/sync', data: { force: true } }).then([{ type: 'cart/pullRequested', data: {} }]);
  });
});

describe('cart decider: pulling and merging', () => {
  it('merges the pull: binds matching lines, plans the pushes and the pulled lines, stores the hash', () => {
    const spec = given(decider, added(line('L1', 'A', { qty: 2 })), connected());
    const outcome = spec.when({ type: 'cart/recordPull', data: ok([serverItem(7, 'A', 1), serverItem(9, 'B', 1)]) });
    outcome.then([
      {
        type: 'cart/serverLinesMerged',
        data: {
          plan: { bound: [{ lineId: 'L1', serverItemId: 7, qty: 2 }], push: [{ lineId: 'L1', qty: 2, serverItemId: 7 }], removeLocal: [], deleteOnServer: [], fetch: [serverItem(9, 'B', 1)], dryRun: false },
          hash: linesHash([line('L1', 'A', { qty: 2 })]),
        },
      },
    ]);
  });

  it('a merge whose pushes are still out leaves the cart unsynced: a push cut off (not sent) is pulled and pushed again by the next sync', () => {
    const spec = given(decider, added(line('L1', 'A')), connected('customer', 'c9'));
    const merge = decider.decide({ type: 'cart/recordPull', data: ok([]) }, spec.state, { now: new Date(), newId: () => 'x' } as never);
    expect(merge).toMatchObject([{ type: 'cart/serverLinesMerged', data: { plan: { push: [{ lineId: 'L1', qty: 1, serverItemId: null }] }, hash: null } }]);
    const merged = merge[0] as { type: 'cart/serverLinesMerged'; data: never };
    // The push was cut off by a navigation: nothing recorded, and the next start-up's sync pulls again.
    given(decider, added(line('L1', 'A')), connected('customer', 'c9'), merged)
      .when({ type: 'cart/recordLineUpdate', data: { ...offline, lineId: 'L1', prevQty: null, origin: 'merge' } })
      .then([]);
    given(decider, added(line('L1', 'A')), connected('customer', 'c9'), merged).when({ type: 'cart/sync', data: {} }).then([{ type: 'cart/pullRequested', data: {} }]);
    // Once the server took it, the hash is the lines' and a sync has nothing to do.
    const lineSynced = { type: 'cart/lineSynced' as const, data: { lineId: 'L1', serverItemId: 7, qty: 1, origin: 'merge' as const, hash: linesHash([line('L1', 'A')]) } };
    given(decider, added(line('L1', 'A')), connected('customer', 'c9'), merged)
      .when({ type: 'cart/recordLineUpdate', data: { ...ok(serverItem(7, 'A', 1)), lineId: 'L1', prevQty: null, origin: 'merge' } })
      .then([lineSynced]);
    given(decider, added(line('L1', 'A')), connected('customer', 'c9'), merged, lineSynced).when({ type: 'cart/sync', data: {} }).then([]);
  });

  it('after a login the guest lines are summed into the customer cart once; a second login merges normally', () => {
    const afterLogin = given(decider, added(line('L1', 'A', { qty: 2 })), connected('guest', 'g1'));
    const sum = afterLogin.when({ type: 'cart/recordConnect', data: { ...ok('c9'), owner: 'customer', mergeGuest: true } });
    sum.then([connected('customer', 'c9', true)]);
    const merging = given(decider, added(line('L1', 'A', { qty: 2 })), connected('guest', 'g1'), connected('customer', 'c9', true));
    expect(merging.state.server.pendingGuestMerge).toBe(true);
    const pull = ok([serverItem(7, 'A', 3)]);
    expect(decider.decide({ type: 'cart/recordPull', data: pull }, merging.state, { now: new Date(), newId: () => 'x' } as never)).toMatchObject([
      { type: 'cart/serverLinesMerged', data: { plan: { bound: [{ lineId: 'L1', qty: 5 }], push: [{ lineId: 'L1', qty: 5 }] } } },
    ]);
    // Already the customer's cart: a second login event does not sum again.
    const again = given(decider, added(line('L1', 'A', { qty: 5 })), connected('customer', 'c9'));
    again.when({ type: 'cart/recordConnect', data: { ...ok('c9'), owner: 'customer', mergeGuest: true } }).then([connected('customer', 'c9', false)]);
  });

  it('adds pulled server items as lines with their server id, skipping ones already present', () => {
    const spec = given(decider, connected());
    const product = { id: 42, sku: 'B', name: 'Brake disc', slug: 'brake-disc', typeId: 'simple', image: '/b.jpg', parentSku: null };
    const outcome = spec.when({ type: 'cart/recordServerProducts', data: { items: [{ item: serverItem(9, 'B', 2), product }] } });
    const expectedLine = { ...line('id-1', 'B', { qty: 2, serverItemId: 9, productId: 42, name: 'Brake disc', slug: 'brake-disc', image: '/b.jpg' }) };
    outcome.then([{ type: 'cart/serverLineAdded', data: { line: expectedLine, hash: linesHash([expectedLine]) } }]);
    given(decider, added(line('L1', 'B'))).when({ type: 'cart/recordServerProducts', data: { items: [{ item: serverItem(9, 'B', 2), product }] } }).then([]);
  });

  it('a non-200 pull of a customer cart retries as guest under the limit, else is recorded as failed', () => {
    given(decider, connected('customer')).when({ type: 'cart/recordPull', data: refusedWith(500, 'boom') }).then([
      { type: 'cart/connectBypassed', data: { bypassCount: 1 } },
      { type: 'cart/connectRequested', data: { guest: true, mergeGuest: false } },
    ]);
    given(decider, connected('guest')).when({ type: 'cart/recordPull', data: refusedWith(500, 'boom') }).then([{ type: 'cart/pullFailed', data: { code: 500, message: 'boom' } }]);
  });
});

describe('cart decider: update answers and rollback (spec section 4 "Removing and update failures")', () => {
  it('records the server item id of a synced line', () => {
    const spec = given(decider, added(line('L1', 'A')), connected());
    spec.when({ type: 'cart/recordLineUpdate', data: { ...ok(serverItem(7, 'A', 1)), lineId: 'L1', prevQty: null, origin: 'change' } }).then([
      { type: 'cart/lineSynced', data: { lineId: 'L1', serverItemId: 7, qty: 1, origin: 'change', hash: linesHash([line('L1', 'A')]) } },
    ]);
  });

  it('a failed update of a new line removes it locally', () => {
    const spec = given(decider, added(line('L1', 'A')), connected());
    spec.when({ type: 'cart/recordLineUpdate', data: { ...refusedWith(400, 'No such product'), lineId: 'L1', prevQty: null, origin: 'change' } }).then([
      { type: 'cart/lineUpdateFailed', data: { lineId: 'L1', restoreQty: null, code: 400, message: 'No such product' } },
    ]);
    expect(given(decider, added(line('L1', 'A')), { type: 'cart/lineUpdateFailed', data: { lineId: 'L1', restoreQty: null, code: 400, message: null } }).state.lines).toEqual([]);
  });

  it('a failed update of an existing line restores its previous quantity', () => {
    const changed = { type: 'cart/quantityChanged' as const, data: { lineId: 'L1', qty: 4, prevQty: 1, by: 'update' as const, stock: 'ok' as const } };
    const spec = given(decider, added(line('L1', 'A')), changed, connected());
    spec.when({ type: 'cart/recordLineUpdate', data: { ...refusedWith(400, 'Too many'), lineId: 'L1', prevQty: 1, origin: 'change' } }).then([
      { type: 'cart/lineUpdateFailed', data: { lineId: 'L1', restoreQty: 1, code: 400, message: 'Too many' } },
    ]);
    expect(given(decider, added(line('L1', 'A')), changed, { type: 'cart/lineUpdateFailed', data: { lineId: 'L1', restoreQty: 1, code: 400, message: null } }).state.lines[0]?.qty).toBe(1);
  });

  it('a refused reconfiguration restores the previous variant (sku, options, checksum) and quantity', () => {
    const previous = { sku: 'P-red', product_option: null, checksum: 'red-sum' };
    const before = added(line('L1', 'P-red', { parentSku: 'P', typeId: 'configurable', checksum: 'red-sum' }));
    const configured = { type: 'cart/itemConfigured' as const, data: { lineId: 'L1', sku: 'P-blue', product_option: null, checksum: 'blue-sum', previous } };
    const spec = given(decider, before, configured, connected());
    expect(spec.state.lines[0]?.sku).toBe('P-blue');
    spec.when({ type: 'cart/recordLineUpdate', data: { ...refusedWith(400, 'Out of stock'), lineId: 'L1', prevQty: 1, restore: previous, origin: 'change' } }).then([
      { type: 'cart/lineUpdateFailed', data: { lineId: 'L1', restoreQty: 1, restore: previous, code: 400, message: 'Out of stock' } },
    ]);
    const failed = { type: 'cart/lineUpdateFailed' as const, data: { lineId: 'L1', restoreQty: 1, restore: previous, code: 400, message: null } };
    expect(given(decider, before, configured, connected(), failed).state.lines[0]).toMatchObject({ sku: 'P-red', checksum: 'red-sum', qty: 1, parentSku: 'P' });
  });

  it('an update that never reached the server (offline) keeps the line for the next sync', () => {
    given(decider, added(line('L1', 'A')), connected()).when({ type: 'cart/recordLineUpdate', data: { ...offline, lineId: 'L1', prevQty: null, origin: 'change' } }).then([]);
  });

  it('removing a line the server has carries its server item id and sku, for the delete', () => {
    given(decider, added(line('L1', 'A', { serverItemId: 7 }))).when({ type: 'cart/removeItem', data: { lineId: 'L1' } }).then([{ type: 'cart/itemsRemoved', data: { lineIds: ['L1'], serverItemIds: [7], serverSkus: ['A'] } }]);
    given(decider, added(line('L1', 'A', { serverItemId: 7 })), added(line('L2', 'B'))).when({ type: 'cart/clear', data: {} }).then([{ type: 'cart/cleared', data: { serverItemIds: [7], serverSkus: ['A'] } }]);
  });
});

describe('cart decider: stock of a line (spec section 4 "Stock sync for cart items")', () => {
  it("in stock → info 'In stock!'; out of stock → error 'Out of the stock!' (kept: cart sync is on)", () => {
    given(decider, added(line('L1', 'A'))).when({ type: 'cart/recordStock', data: { ...ok({ sku: 'A', is_in_stock: true }), lineId: 'L1' } }).then([
      { type: 'cart/lineStockChecked', data: { lineId: 'L1', inStock: true, stockMessage: { type: 'info', message: 'In stock!' } } },
    ]);
    const out = given(decider, added(line('L1', 'A')));
    out.when({ type: 'cart/recordStock', data: { ...ok({ sku: 'A', is_in_stock: false }), lineId: 'L1' } }).then([
      { type: 'cart/lineStockChecked', data: { lineId: 'L1', inStock: false, stockMessage: { type: 'error', message: 'Out of the stock!' } } },
    ]);
    expect(
      given(decider, added(line('L1', 'A')), { type: 'cart/lineStockChecked', data: { lineId: 'L1', inStock: false, stockMessage: { type: 'error', message: 'Out of the stock!' } } }).state.lines[0]?.stockMessage,
    ).toEqual({ type: 'error', message: 'Out of the stock!' });
  });
});

describe('cart decider: totals and coupon (spec section 4 "Coupon", "Totals")', () => {
  it('asks for totals only with a server cart, and records them', () => {
    given(decider).when({ type: 'cart/syncTotals', data: {} }).then([]);
    given(decider, connected()).when({ type: 'cart/syncTotals', data: {} }).then([{ type: 'cart/totalsRequested', data: {} }]);
    given(decider, connected()).when({ type: 'cart/recordTotals', data: ok(serverTotals()) }).then([{ type: 'cart/totalsReceived', data: { totals: serverTotals() } }]);
    given(decider, connected()).when({ type: 'cart/recordTotals', data: offline }).then([{ type: 'cart/totalsFailed', data: { code: 0, message: null } }]);
  });

  it("refuses a blank coupon with 'Field is required.'", () => {
    given(decider, connected()).when({ type: 'cart/applyCoupon', data: { code: '  ' } }).then([{ type: 'cart/couponRefused', data: { action: 'apply', coupon: '', message: 'Field is required.' } }]);
  });

  it('applies a coupon: requested, then applied on 200 or refused with the incorrect-coupon text', () => {
    given(decider, connected()).when({ type: 'cart/applyCoupon', data: { code: ' SAVE5 ' } }).then([{ type: 'cart/couponRequested', data: { action: 'apply', coupon: 'SAVE5' } }]);
    given(decider, connected()).when({ type: 'cart/recordCoupon', data: { ...ok(true), action: 'apply', coupon: 'SAVE5' } }).then([{ type: 'cart/couponApplied', data: { coupon: 'SAVE5' } }]);
    given(decider, connected())
      .when({ type: 'cart/recordCoupon', data: { ...refusedWith(400, "You've entered an incorrect coupon code. Please try again."), action: 'apply', coupon: 'NOPE' } })
      .then([{ type: 'cart/couponRefused', data: { action: 'apply', coupon: 'NOPE', message: "You've entered an incorrect coupon code. Please try again." } }]);
  });

  it('removes the coupon the cart carries', () => {
    given(decider, connected(), { type: 'cart/couponApplied', data: { coupon: 'SAVE5' } }).when({ type: 'cart/removeCoupon', data: {} }).then([{ type: 'cart/couponRequested', data: { action: 'remove', coupon: 'SAVE5' } }]);
    given(decider, connected()).when({ type: 'cart/recordCoupon', data: { ...ok(true), action: 'remove', coupon: 'SAVE5' } }).then([{ type: 'cart/couponRemoved', data: { coupon: 'SAVE5' } }]);
  });
});

describe('cart decider: logout', () => {
  it('forgets the lines and the server cart (no server delete)', () => {
    const spec = given(decider, added(line('L1', 'A', { serverItemId: 7 })), connected('customer'));
    spec.when({ type: 'cart/resetSession', data: {} }).then([{ type: 'cart/sessionReset', data: {} }]);
    const after = given(decider, added(line('L1', 'A', { serverItemId: 7 })), connected('customer'), { type: 'cart/sessionReset', data: {} }).state;
    expect(after.lines).toEqual([]);
    expect(after.server).toMatchObject({ cartId: null, owner: null, hash: null });
  });
});

describe('cart decider: an order placed from the cart (spec section 4 "Checkout")', () => {
  it('notes the order and forgets the lines and the server cart without deleting anything on the server', () => {
    given(decider, added(line('L1', 'A', { serverItemId: 7 })), connected())
      .when({ type: 'cart/completeOrder', data: { orderId: 'web-1' } })
      .then([
        { type: 'cart/orderCompleted', data: { orderId: 'web-1', cartId: 'c1' } },
        { type: 'cart/sessionReset', data: {} },
      ]);
    // An empty, unconnected cart still notes the order time (the connect bypass counts from it).
    given(decider).when({ type: 'cart/completeOrder', data: { orderId: 'web-2' } }).then([{ type: 'cart/orderCompleted', data: { orderId: 'web-2' } }]);
  });
});

describe('cart decider: the cart an order was placed from is never pulled again (issue 20 bug 1, ADR 0057)', () => {
  // A customer's cart c1 with line A; the order is queued offline: the cart forgets c1, the server keeps it open.
  const completed = (orderId: string, cartId: string) => ({ type: 'cart/orderCompleted' as const, data: { orderId, cartId } });
  const reset = { type: 'cart/sessionReset' as const, data: {} as Record<string, never> };
  const ordered = [added(line('L1', 'A', { serverItemId: 7 })), connected('customer'), completed('web-1', 'c1'), reset] as const;
  const answered = (cartId: string, owner: 'guest' | 'customer' = 'customer') => ({ type: 'cart/recordConnect' as const, data: { ...ok(cartId), owner, mergeGuest: false } });

  it('back online, a connect answered with that cart skips it: nothing is pulled, the cart stays empty', () => {
    const spec = given(decider, ...ordered);
    expect(spec.state.server.orderedCarts).toEqual([{ orderId: 'web-1', cartId: 'c1' }]);
    spec.when(answered('c1')).then([{ type: 'cart/orderedCartSkipped', data: { cartId: 'c1', owner: 'customer' } }]);
    const after = given(decider, ...ordered, { type: 'cart/orderedCartSkipped', data: { cartId: 'c1', owner: 'customer' } }).state;
    expect(after.lines).toEqual([]);
    expect(after.server).toMatchObject({ cartId: null, owner: null });
  });

  it('lines added since go to a guest cart while the ordered cart is still open', () => {
    given(decider, ...ordered, added(line('L2', 'B')))
      .when(answered('c1'))
      .then([
        { type: 'cart/orderedCartSkipped', data: { cartId: 'c1', owner: 'customer' } },
        { type: 'cart/connectRequested', data: { guest: true, mergeGuest: false } },
      ]);
  });

  it('once the order closed it, the customer gets a new cart, connected as usual', () => {
    given(decider, ...ordered).when(answered('c2')).then([connected('customer', 'c2')]);
  });

  it('an order refused for good (offline order cancelled) releases its cart: the next connect uses and pulls it', () => {
    given(decider, ...ordered).when({ type: 'cart/releaseOrderedCart', data: { orderId: 'web-1' } }).then([{ type: 'cart/orderedCartReleased', data: { orderId: 'web-1', cartId: 'c1' } }]);
    given(decider, ...ordered).when({ type: 'cart/releaseOrderedCart', data: { orderId: 'web-9' } }).then([]);
    given(decider, ...ordered, { type: 'cart/orderedCartReleased', data: { orderId: 'web-1', cartId: 'c1' } }).when(answered('c1')).then([connected('customer', 'c1')]);
  });

  it('remembers the ordered carts over logouts, up to the configured number', () => {
    const orders = Array.from({ length: 12 }, (_, n) => [connected('customer', `c${n}`), completed(`web-${n}`, `c${n}`), reset] as const).flat();
    const state = given(decider, ...orders).state;
    expect(state.server.orderedCarts.map((ordered) => ordered.cartId)).toEqual(['c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11']);
  });

  it('an order event of an older log (no cart id) and an older state (no list) change nothing', () => {
    const state = given(decider, connected('customer'), { type: 'cart/orderCompleted', data: { orderId: 'web-0' } }).state;
    expect(state.server.orderedCarts).toEqual([]);
    const older = { ...decider.initialState(), server: { ...decider.initialState().server, orderedCarts: undefined as unknown as [] } };
    expect(decider.decide({ type: 'cart/recordConnect', data: { ...ok('c1'), owner: 'customer', mergeGuest: false } } as never, older, { newId: () => 'x', now: '2026-01-01T00:00:00Z' } as never)).toEqual([
      { type: 'cart/connected', data: { cartId: 'c1', owner: 'customer', mergeGuest: false } },
    ]);
  });
});

