import type { CartItemAnswer } from '../../contract/cart';
import { CredentialVault } from '../../src/kernel/credentials';
import { createKernel, type Kernel } from '../../src/kernel/kernel';
import { createMemoryEventLog } from '../../src/kernel/event-log/memory';
import type { ModuleDefinition } from '../../src/kernel/module';
import { bindFakeSyncLayer, fakeApi, type ApiAnswer, type ApiCall } from '../../src/kernel/testing/fake-api';
import { createRecordingLogger, sequentialIds, testProductSummary, testStoreView } from '../../src/kernel/testing';
import { cartModule } from '../../src/modules/cart';
import { catalogModule } from '../../src/modules/catalog';
import { checkoutModule } from '../../src/modules/checkout';
import { notificationsModule } from '../../src/modules/notifications';
import { offlineOrdersModule } from '../../src/modules/offline-orders';
import { paymentCodModule } from '../../src/modules/payment-cod';
import { uiStateModule } from '../../src/modules/ui-state';
import { userModule } from '../../src/modules/user';
import { vehicleModule } from '../../src/modules/vehicle';
import { wishlistModule } from '../../src/modules/wishlist';

/**
 * The shop's cart, checkout, user, wishlist and vehicle modules (with what they require) on a real kernel whose
 * sync layer talks to an in-memory fake of the server API: carts, stock, coupons, login, shipping and orders.
 * What the modules log is what a shopper's browser would log; the replay tests fold that log again.
 */
export const shopModules: readonly ModuleDefinition[] = [
  notificationsModule,
  uiStateModule,
  catalogModule,
  cartModule,
  checkoutModule,
  paymentCodModule,
  offlineOrdersModule,
  userModule,
  wishlistModule,
  vehicleModule,
] as ModuleDefinition[];

/** The parts a generated session buys: plain, one with a quantity step of 2, one with 3 in stock, one sold out. */
export const PARTS = [
  testProductSummary('BP-123', { name: 'Brake pad set', price: 39.9 }),
  testProductSummary('OF-118', { name: 'Oil filter', price: 7.5, quantityStep: 2 }),
  testProductSummary('WB-450', { name: 'Wiper blade 450 mm', price: 12, available: 3 }),
  testProductSummary('SP-9', { name: 'Spark plug', price: 4.2, stock: 'out_of_stock' }),
] as const;

/** The coupon the fake server knows (any other code is refused). */
export const GOOD_COUPON = 'SAVE10';
/** The customer's e-mail and password the fake server accepts. */
export const CUSTOMER = { email: 'mari@example.com', password: 'secret-pass-1' } as const;

/** An in-memory fake of the API contract the modules call (vue-storefront-api shapes). */
export function fakeShopServer(): (call: ApiCall) => ApiAnswer {
  const carts = new Map<string, { items: CartItemAnswer[]; coupon: string | null }>();
  let guests = 0;
  let nextItem = 100;
  let orders = 200000000;
  const ok = (result: unknown, meta?: unknown): ApiAnswer => ({ code: 200, result, ...(meta ? { meta } : {}) });
  return (call) => {
    const url = new URL(call.path, 'http://shop.test');
    const token = url.searchParams.get('token');
    const cart = carts.get(url.searchParams.get('cartId') ?? '');
    const body = (call.body ?? {}) as Record<string, unknown>;
    switch (url.pathname) {
      case '/api/cart/create': {
        const id = token ? 'customer-cart' : `guest-${(guests += 1)}`;
        if (!carts.has(id)) carts.set(id, { items: [], coupon: null });
        return ok(id);
      }
      case '/api/cart/pull':
        return cart ? ok(cart.items) : { code: 500, result: 'No such cart' };
      case '/api/cart/update': {
        if (!cart) return { code: 500, result: 'No such cart' };
        const { sku, qty, item_id } = body.cartItem as { sku: string; qty: number; item_id?: number | null };
        if (sku === 'WB-450' && qty > 3) return { code: 500, result: 'The requested qty is not available' };
        const existing = cart.items.find((item) => (item_id ? item.item_id === item_id : item.sku === sku));
        if (existing) existing.qty = qty;
        else {
          const part = PARTS.find((candidate) => candidate.sku === sku);
          const price = part?.price ?? 10;
          cart.items.push({ item_id: (nextItem += 1), sku, qty, name: part?.name ?? sku, price: Math.round((price / 1.24) * 100) / 100, price_incl_tax: price, product_type: 'simple', quote_id: 'q', product_option: null });
        }
        return ok(cart.items.find((item) => item.sku === sku));
      }
      case '/api/cart/delete':
        if (cart) cart.items = cart.items.filter((item) => item.item_id !== (body.cartItem as { item_id: number }).item_id);
        return ok(true);
      case '/api/cart/apply-coupon':
        if (!cart || url.searchParams.get('coupon') !== GOOD_COUPON) return { code: 500, result: 'Coupon code is not valid' };
        cart.coupon = GOOD_COUPON;
        return ok(true);
      case '/api/cart/delete-coupon':
        if (cart) cart.coupon = null;
        return ok(true);
      case '/api/cart/payment-methods':
        return ok([{ code: 'cashondelivery', title: 'Cash On Delivery' }]);
      case '/api/cart/totals':
      case '/api/cart/shipping-information': {
        const items = cart?.items ?? [];
        const sum = Math.round(items.reduce((total, item) => total + item.qty * item.price_incl_tax, 0) * 100) / 100;
        const discount = cart?.coupon ? -Math.round(sum * 10) / 100 : 0;
        const totals = {
          subtotal: sum,
          subtotal_incl_tax: sum,
          tax_amount: 0,
          shipping_amount: 0,
          shipping_incl_tax: 0,
          shipping_tax_amount: 0,
          discount_amount: discount,
          grand_total: sum + discount,
          base_currency_code: 'EUR',
          quote_currency_code: 'EUR',
          coupon_code: cart?.coupon ?? null,
          items_qty: items.length,
          items: [],
          extension_attributes: { grand_total_excl_discount: sum, saved_amount: -discount },
          total_segments: [
            { code: 'subtotal', title: 'Subtotal', value: sum },
            { code: 'grand_total', title: 'Grand Total', value: sum + discount },
          ],
        };
        return url.pathname === '/api/cart/totals' ? ok(totals) : ok({ payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }], totals });
      }
      case '/api/cart/shipping-methods':
        return ok([{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'DPD', method_title: 'DPD Courier', amount: 4, price_incl_tax: 5, available: true }]);
      case '/api/stock/check':
        return ok({ sku: url.searchParams.get('sku'), is_in_stock: url.searchParams.get('sku') !== 'SP-9', qty: 3 });
      case '/api/user/login':
        return body.username === CUSTOMER.email && body.password === CUSTOMER.password
          ? ok('access-token', { refreshToken: 'refresh-token' })
          : { code: 401, result: 'You did not sign in correctly or your account is temporarily disabled.' };
      case '/api/user/me':
        return token ? ok({ id: 7, group_id: 1, email: CUSTOMER.email, firstname: 'Mari', lastname: 'Maasikas', store_id: 1, website_id: 1, addresses: [], custom_attributes: [] }) : { code: 401, result: 'Unauthorized' };
      case '/api/ext/vehicle/plate': {
        const plate = url.searchParams.get('plate') ?? '';
        const vehicle = (ktypnr: number, engine: string, engineId: number) => ({ ktypnr, make: 'Volkswagen', model: 'Golf VII', engine, make_id: 10, model_id: 20, engine_id: engineId });
        if (plate.startsWith('ONE')) return ok([vehicle(12345, '1.6 TDI 77 kW', 30)]);
        if (plate.startsWith('TWO')) return ok([vehicle(12345, '1.6 TDI 77 kW', 30), vehicle(12346, '2.0 TDI 110 kW', 32)]);
        return ok([]);
      }
      case '/api/user/change-password':
        return { code: 500, result: "The password doesn't match this account." };
      case '/api/order':
        return ok({ backendOrderId: String((orders += 1) - 200000000), orderNumber: String(orders) });
      default: {
        const ktype = /^\/api\/ext\/vehicle\/ktype\/(\d+)$/.exec(url.pathname);
        if (ktype?.[1] === '23456') return ok({ ktypnr: 23456, make: { id: 11, name: 'Toyota', ap24_import_value: 'toyota' }, model: { id: 21, name: 'Corolla', ap24_import_value: 'corolla' }, engine: { id: 31, name: '1.8 VVT-i 103 kW' } });
        if (ktype) return { code: 404, result: `No vehicle with type number ${ktype[1]}` };
        return { code: 404, result: 'Not found' };
      }
    }
  };
}

/**
 * A started shop kernel on the fake server, with its credential vault (a login puts the password there). The clock
 * ticks a second per reading, so the log's times move like a session's.
 */
export async function startShop(start = '2026-11-20T09:00:00.000Z'): Promise<{ kernel: Kernel; vault: CredentialVault }> {
  const api = fakeApi(fakeShopServer());
  let tick = Date.parse(start);
  const kernel = createKernel({
    modules: shopModules,
    storeView: testStoreView,
    clock: () => new Date((tick += 1000)),
    newId: sequentialIds(),
    log: createMemoryEventLog({ upcasters: shopModules.flatMap((m) => m.upcasters ?? []) }),
    logger: createRecordingLogger(),
  });
  // Bound before the modules start: their start-up (the session, the cart) calls the API.
  bindFakeSyncLayer(kernel, api.fetch);
  await kernel.start();
  await kernel.whenIdle();
  return { kernel, vault: kernel.container.get<CredentialVault>(CredentialVault) };
}
