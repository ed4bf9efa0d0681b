import { describe, expect, it } from 'vitest';
import type { KernelState } from '../state';
import { cartChanges, cartLines, plainWords, summarizeEvent } from './summary';

/** A kernel state holding only these cart lines (the `cart/lines` projection's shape). */
const withCart = (...lines: { id: string; sku: string; name?: string; qty: number; price?: number }[]): KernelState => ({
  modules: {},
  projections: { 'cart/lines': { items: lines.map((line) => ({ name: `Part ${line.sku}`, price: 10, ...line })) } },
});
const empty: KernelState = { modules: {}, projections: {} };
const pads = { id: 'L1', sku: 'BP-123', name: 'Brake pad set', qty: 1, price: 39.9 };
const filter = { id: 'L2', sku: 'OF-118', name: 'Oil filter', qty: 2, price: 7.5 };
const ev = (type: string, data: unknown) => ({ type, data });

describe('summarizeEvent', () => {
  it('names the product and the quantity of an added line', () => {
    const line = { ...pads, qty: 2 };
    expect(summarizeEvent(ev('cart/itemAdded', { line }), empty, withCart(line))).toBe('Added 2 × Brake pad set (BP-123) to the cart');
  });

  it('names the product whose quantity changed, from the line id, with the old and new quantity', () => {
    const after = withCart({ ...pads, qty: 3 });
    expect(summarizeEvent(ev('cart/quantityChanged', { lineId: 'L1', qty: 3, prevQty: 1, by: 'update' }), withCart(pads), after)).toBe(
      'Quantity of Brake pad set (BP-123) changed 1 → 3',
    );
    expect(summarizeEvent(ev('cart/quantityChanged', { lineId: 'L1', qty: 3, prevQty: 1, by: 'add' }), withCart(pads), after)).toBe(
      'Added more of Brake pad set (BP-123): quantity 1 → 3',
    );
  });

  it('names removed lines from the state before the event, which no longer has them', () => {
    expect(summarizeEvent(ev('cart/itemsRemoved', { lineIds: ['L2'] }), withCart(pads, filter), withCart(pads))).toBe('Removed 2 × Oil filter (OF-118) from the cart');
  });

  it('says which order was placed and what a refused command was about', () => {
    expect(summarizeEvent(ev('checkout/orderPlaced', { orderId: 'web-1', orderNumber: '200000001', grandTotal: 89.8 }), empty, empty)).toBe(
      'Order 200000001 placed (grand total 89.80)',
    );
    const refused = { command: 'cart/addItem', commandData: { product: { sku: 'SP-9', name: 'Spark plug' } }, code: 'cart/invalid', message: 'The product is out of stock.' };
    expect(summarizeEvent(ev('kernel/commandRejected', refused), empty, empty)).toBe('Command cart/addItem refused for Spark plug (SP-9): The product is out of stock.');
    const update = { command: 'cart/updateQuantity', commandData: { lineId: 'L1', qty: 99 }, code: 'x', message: 'Too many.' };
    expect(summarizeEvent(ev('kernel/commandRejected', update), withCart(pads), withCart(pads))).toBe('Command cart/updateQuantity refused for Brake pad set (BP-123): Too many.');
  });

  it('lists what a server merge did to the lines after its own words', () => {
    const after = withCart({ ...pads, qty: 3 }, { id: 'L9', sku: 'WB-450', name: 'Wiper blade', qty: 1 });
    expect(summarizeEvent(ev('cart/serverLinesMerged', { plan: {}, hash: 'h' }), withCart(pads), after)).toBe(
      'Merged the server cart with the browser cart: Quantity of Brake pad set (BP-123) changed 1 → 3; Added 1 × Wiper blade (WB-450) to the cart',
    );
  });

  it('falls back on the words of the event type, plus any cart change, for events without a sentence', () => {
    expect(summarizeEvent(ev('cart/totalsRequested', {}), empty, empty)).toBe('cart: totals requested');
    expect(summarizeEvent(ev('garage/vehicleSaved', { plate: 'X' }), empty, empty)).toBe('garage: vehicle saved');
    expect(summarizeEvent(ev('offline-orders/somethingNew', {}), withCart(pads), empty)).toBe('offline-orders: something new: Removed 1 × Brake pad set (BP-123) from the cart');
  });

  it('never throws on an event of an unexpected shape (an old or damaged log)', () => {
    for (const type of ['cart/itemAdded', 'cart/quantityChanged', 'cart/itemsRemoved', 'checkout/orderPlaced', 'kernel/commandRejected', 'vehicle/applied', 'wishlist/itemAdded', 'notifications/notificationAdded', 'cart/totalsReceived']) {
      for (const data of [null, 'text', 42, [], {}]) expect(typeof summarizeEvent(ev(type, data), empty, empty)).toBe('string');
    }
  });

  it('describes the wishlist, the car and the session in words', () => {
    expect(summarizeEvent(ev('wishlist/itemAdded', { item: { sku: 'WB-450', name: 'Wiper blade' } }), empty, empty)).toBe('Added Wiper blade (WB-450) to the wishlist');
    const car = { make: { label: 'Volkswagen' }, model: { label: 'Golf VII' }, engine: { label: '1.6 TDI' }, plate: '123ABC' };
    expect(summarizeEvent(ev('vehicle/applied', car), empty, empty)).toBe('Car applied: Volkswagen Golf VII 1.6 TDI (plate 123ABC)');
    expect(summarizeEvent(ev('vehicle/makeSelected', { option: null }), empty, empty)).toBe('Car: make cleared');
    expect(summarizeEvent(ev('user/sessionAuthorised', { customer: { email: 'mari@example.com' }, via: 'login' }), empty, empty)).toBe('Logged in as mari@example.com (login)');
  });
});

describe('cartLines and cartChanges', () => {
  it('shows one line per product with quantity, name, sku and unit price', () => {
    expect(cartLines(withCart(pads, filter))).toEqual(['1 × Brake pad set (BP-123) at 39.90', '2 × Oil filter (OF-118) at 7.50']);
    expect(cartLines(empty)).toEqual([]);
  });

  it('uses the bare sku when the line has no name of its own', () => {
    expect(cartLines(withCart({ id: 'L', sku: 'X-1', name: 'X-1', qty: 1 }))).toEqual(['1 × X-1 at 10.00']);
  });

  it('tells a reconfigured line (same id, other sku) from an added one', () => {
    expect(cartChanges(withCart(pads), withCart({ ...pads, sku: 'BP-124' }))).toEqual(['Changed Brake pad set (BP-123) to Brake pad set (BP-124) in the cart']);
  });

  it('splits camel-cased event names into words', () => {
    expect(plainWords('cart/connectBypassed')).toBe('cart: connect bypassed');
  });
});
