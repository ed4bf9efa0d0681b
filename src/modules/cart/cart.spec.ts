import { describe, expect, it } from 'vitest';
import { createMemoryEventLog } from '../../kernel';
import { createRecordingLogger, createTestKernel, recordingModule, testProductSummary as product } from '../../kernel/testing';
import { cartModule } from '.';
import { CART_TEXTS } from './logic';
import { addCommandsOf, limitsOf } from './logic';
import { outcomeNotifications } from './reactors';
import { lineAdded, testLine } from './test-lines';

/** The cart with stand-ins for the catalog (the product page's request) and the notifications it asks for. */
async function shop() {
  const kernel = await createTestKernel([
    cartModule,
    recordingModule('catalog', { 'catalog/requestAddToCart': 'catalog/addToCartRequested' }),
    recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' }),
  ]);
  const notified = async () => (await kernel.log.read()).filter((e) => e.type === 'notifications/notificationAdded').map((e) => e.data);
  return { kernel, notified };
}

describe('cart through the kernel', () => {
  it("turns the product page's add-to-cart request into a cart line and the 'added' notification", async () => {
    const { kernel, notified } = await shop();
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: product('A1'), qty: 2, options: { custom: { '5': 'x' } } } });
    await kernel.whenIdle();
    const [line] = kernel.getProjection('cart/lines').items;
    expect(line).toMatchObject({ sku: 'A1', qty: 2, product_option: { extension_attributes: { custom_options: [{ option_id: '5', option_value: 'x' }] } } });
    expect(line?.checksum).toMatch(/^[0-9a-f]{56}$/);
    expect(await notified()).toEqual([{ type: 'success', message: 'Product has been added to the cart!', ns: 'cart' }]);
  });

  it('warns about a volatile stock before saying it was added, and refuses an out-of-stock product', async () => {
    const { kernel, notified } = await shop();
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: product('V', { stock: 'volatile' }), qty: 1, options: {} } });
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: product('O', { stock: 'out_of_stock' }), qty: 1, options: {} } });
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/lines').items.map((l) => l.sku)).toEqual(['V']);
    expect((await notified()).map((n) => (n as { type: string; message: string }).message)).toEqual([CART_TEXTS.volatile, CART_TEXTS.added, CART_TEXTS.outOfStock]);
  });

  it("shows 'Error while adding products.' when an add fails outright (the browser storage refuses the write), and adds no further part", async () => {
    const memory = createMemoryEventLog();
    // The storage refuses the cart's writes (a full disk, a broken IndexedDB); everything else is stored.
    const log = { ...memory, append: (events: Parameters<typeof memory.append>[0]) => (events.some((e) => e.type.startsWith('cart/')) ? Promise.reject(new Error('QuotaExceededError')) : memory.append(events)) };
    const kernel = await createTestKernel(
      [
        cartModule,
        recordingModule('catalog', { 'catalog/requestAddToCart': 'catalog/addToCartRequested' }),
        recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' }),
      ],
      { log, logger: createRecordingLogger() },
    );
    const grouped = product('SET', { typeId: 'grouped' });
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: grouped, qty: 1, options: { grouped: [{ product: product('P1'), qty: 1 }, { product: product('P2'), qty: 1 }] } } });
    await kernel.whenIdle();
    const notices = (await kernel.log.read()).filter((e) => e.type === 'notifications/notificationAdded').map((e) => e.data);
    expect(notices).toEqual([{ type: 'error', message: 'Error while adding products.', ns: 'cart' }]);
    expect(kernel.getProjection('cart/lines').items).toEqual([]);
  });

  it("refuses a product page add that breaks the product's quantity step, with the step message", async () => {
    const { kernel, notified } = await shop();
    const stepTwo = product('S2', { quantityStep: 2, maxQuantity: 100, available: 50 });
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: stepTwo, qty: 3, options: {} } });
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/lines').items).toEqual([]);
    expect(await notified()).toEqual([{ type: 'error', message: CART_TEXTS.multiple, ns: 'cart', params: { step: 2 } }]);

    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: stepTwo, qty: 4, options: {} } });
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/lines').items).toMatchObject([{ sku: 'S2', qty: 4, limits: { quantityStep: 2, maxQuantity: 100, available: 50 } }]);
  });

  it('adds a grouped product as a line per part: its quantity per set times the sets asked for, under its own limits', async () => {
    const { kernel, notified } = await shop();
    const set = product('G', { typeId: 'grouped', price: 50 });
    const pads = product('PAD1', { price: 20, available: 8 });
    const discs = product('DISC2', { price: 15, quantityStep: 2 });
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: set, qty: 2, options: { grouped: [{ product: pads, qty: 1 }, { product: discs, qty: 2 }] } } });
    await kernel.whenIdle();
    const lines = kernel.getProjection('cart/lines').items;
    expect(lines.map((l) => [l.sku, l.qty, l.price, l.limits])).toEqual([
      ['PAD1', 2, 20, { available: 8 }],
      ['DISC2', 4, 15, { quantityStep: 2 }],
    ]);
    expect(lines.every((l) => l.product_option === null)).toBe(true);
    expect((await notified()).map((n) => (n as { message: string }).message)).toEqual([CART_TEXTS.added, CART_TEXTS.added]);
  });

  it('refuses a grouped product without parts, and adds only the parts that fit their limits', async () => {
    const { kernel, notified } = await shop();
    const set = product('G', { typeId: 'grouped' });
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: set, qty: 1, options: { grouped: [] } } });
    await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: set, qty: 1, options: { grouped: [{ product: product('A1'), qty: 1 }, { product: product('B2', { quantityStep: 2 }), qty: 1 }] } } });
    await kernel.whenIdle();
    expect(kernel.getProjection('cart/lines').items.map((l) => l.sku)).toEqual(['A1']);
    expect((await notified()).map((n) => (n as { message: string }).message)).toEqual([CART_TEXTS.noSuchConfiguration, CART_TEXTS.added, CART_TEXTS.multiple]);
  });

  it('keeps lines, removal and clearing in the cart/lines projection', async () => {
    const { kernel } = await shop();
    await kernel.dispatch({ type: 'cart/addItem', data: { product: product('A') } });
    await kernel.dispatch({ type: 'cart/addItem', data: { product: product('A'), qty: '2' } });
    await kernel.dispatch({ type: 'cart/addItem', data: { product: product('B') } });
    expect(kernel.getProjection('cart/lines').items.map((l) => [l.sku, l.qty])).toEqual([['A', 3], ['B', 1]]);
    const [first] = kernel.getProjection('cart/lines').items;
    await kernel.dispatch({ type: 'cart/removeItem', data: { lineId: first!.id } });
    expect(kernel.getProjection('cart/lines').items.map((l) => l.sku)).toEqual(['B']);
    await kernel.dispatch({ type: 'cart/clear', data: {} });
    expect(kernel.getProjection('cart/lines').items).toEqual([]);
  });
});

describe('outcomeNotifications (spec section 8 "Cart notifications")', () => {
  const meta = { id: 'e', seq: 1, time: '2024-01-01T00:00:00.000Z', version: 1, storeCode: 'test', correlationId: 'c', causationId: null };

  it("says 'updated' for a quantity change and passes every refusal reason on", () => {
    expect(outcomeNotifications({ type: 'cart/quantityChanged', data: { lineId: 'L', qty: 3, prevQty: 1, by: 'update', stock: 'ok' }, meta })).toEqual([
      { type: 'notifications/notify', data: { type: 'success', message: 'Product quantity has been updated!', ns: 'cart' } },
    ]);
    const notices = [{ type: 'error' as const, message: 'error 1' }, { type: 'error' as const, message: 'error 2' }];
    expect(outcomeNotifications({ type: 'cart/addRefused', data: { sku: 'A', notices }, meta }).map((c) => c.data)).toEqual(notices);
  });

  it("says 'added' for more of an existing line, after the volatile warning", () => {
    const more = outcomeNotifications({ type: 'cart/quantityChanged', data: { lineId: 'L', qty: 3, prevQty: 1, by: 'add', stock: 'volatile' }, meta });
    expect(more.map((c) => [c.data.type, c.data.message])).toEqual([['warning', CART_TEXTS.volatile], ['success', CART_TEXTS.added]]);
    expect(outcomeNotifications({ ...lineAdded(testLine('L', 'A')), meta }).map((c) => c.data.message)).toEqual([CART_TEXTS.added]);
  });
});

describe('addCommandsOf (the product page request as cart adds)', () => {
  it("passes the summary's quantity rules as the line limits, with the chosen options", () => {
    const limited = product('A', { quantityStep: 5, maxQuantity: 20 });
    expect(addCommandsOf({ product: limited, qty: 5, options: { custom: { '1': 'x' } } })).toEqual([
      {
        type: 'cart/addItem',
        data: { product: limited, qty: 5, product_option: { extension_attributes: { custom_options: [{ option_id: '1', option_value: 'x' }] } }, limits: { quantityStep: 5, maxQuantity: 20 } },
      },
    ]);
    expect(limitsOf(product('B'))).toEqual({});
  });
});
