import { describe, expect, it } from 'vitest';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createCredentialVault, CredentialVault } from '../../kernel/credentials';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { createRecordingLogger, createTestKernel, recordingModule } from '../../kernel/testing';
import { checkoutModule } from './index';
import type { OrderCart, PaymentDetails, ShippingDetails } from './messages';
import { CheckoutStorage } from './reactors';
import { CheckoutVault } from './vault';

const address = { firstName: 'Mari', lastName: 'Maasikas', country: 'EE', streetAddress: 'Pikk 1', apartmentNumber: '', city: 'Tallinn', state: '', zipCode: '10115', phoneNumber: '+372 5555 1234' };
const shipping: ShippingDetails = { ...address, shippingCarrier: 'flatrate', shippingMethod: 'flatrate' };
const payment: PaymentDetails = { ...address, sameAsShipping: true, companyInvoice: true, company: 'Auto OÜ', taxId: 'EE100', paymentMethod: 'cashondelivery', paymentMethodAdditional: {} };
const cart: OrderCart = { products: [{ sku: 'FDB98647', qty: 1, product_option: null }], cartId: 'c-1', couponCode: null, virtualOnly: false, owner: 'customer' };

type Answer = Omit<TaskResult, 'taskId'>;

/** The checkout with stand-ins of the cart and notifications, and a sync layer answering from `answers` by path. */
async function started(answers: Record<string, Answer>) {
  const logger = createRecordingLogger();
  const kernel = await createTestKernel([
    recordingModule('cart', { 'cart/completeOrder': 'cart/orderCompleted' }),
    recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' }),
    recordingModule('user', { 'user/register': 'user/registrationRequested' }),
    checkoutModule,
  ], { logger });
  const credentials = createCredentialVault(() => 'secret-1');
  kernel.container.bind(CredentialVault).toConstantValue(credentials);
  const calls: Task[] = [];
  kernel.container.bind(SyncLayerToken).toConstantValue({
    async execute(task: Task): Promise<TaskResult> {
      calls.push(task);
      const path = task.url.split('?')[0] ?? '';
      return { taskId: task.id, ...(answers[path] ?? { code: 0, result: null, transmitted: false }) };
    },
  });
  const run = async (command: Parameters<typeof kernel.dispatch>[0]) => {
    const result = await kernel.dispatch(command);
    await kernel.whenIdle();
    return result;
  };
  const types = async () => (await kernel.log.read()).map((event) => event.type);
  return { kernel, calls, run, types, credentials, logger, store: kernel.container.get<DurableStore>(CheckoutStorage) };
}

const ok = (result: unknown): Answer => ({ code: 200, result, transmitted: true });
const totals = { grand_total: 55, total_segments: [{ code: 'grand_total', title: 'Grand Total', value: 55 }] };

async function throughPayment(answers: Record<string, Answer>, createAccount = false) {
  const page = await started({ '/api/cart/shipping-information': ok({ payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }], totals }), ...answers });
  if (createAccount) page.kernel.container.get<CheckoutVault>(CheckoutVault).put('very-secret-1');
  await page.run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount } });
  await page.run({ type: 'checkout/saveShippingDetails', data: shipping });
  await page.run({ type: 'checkout/savePaymentDetails', data: payment });
  await page.run({ type: 'checkout/acceptTerms', data: { accepted: true } });
  return page;
}

describe('checkout reactors: the server calls of the steps (spec section 7)', () => {
  it('asks for shipping methods with the address (a blank postcode is one space) on the cart, and records the answer', async () => {
    const { kernel, calls, run } = await started({ '/api/cart/shipping-methods': ok([{ carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'DPD Courier', carrier_title: 'DPD', amount: 4, price_incl_tax: 5 }]) });
    await run({ type: 'checkout/requestShippingMethods', data: { country: 'FI', zipCode: '', city: 'Espoo', state: '', streetAddress: '' } });
    expect(calls[0]).toMatchObject({ url: '/api/cart/shipping-methods?cartId={{cartId}}', method: 'POST', body: { address: { country_id: 'FI', postcode: ' ', city: 'Espoo', region_id: 0 } } });
    expect(kernel.getProjection('checkout/state').shippingMethods).toMatchObject({ status: 'ready', methods: [{ methodTitle: 'DPD Courier', priceInclTax: 5 }] });
  });

  it('saving the shipping and payment steps sends the addresses and the method; the answer brings payment methods and totals', async () => {
    const { kernel, calls, store } = await throughPayment({});
    const sent = calls.filter((call) => call.url.startsWith('/api/cart/shipping-information'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      addressInformation: {
        shippingAddress: { firstname: 'Mari', street: ['Pikk 1'], postcode: '10115', country_id: 'EE', email: 'mari@example.com' },
        billingAddress: { company: 'Auto OÜ', vat_id: 'EE100' },
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(kernel.getProjection('checkout/state').totals?.grand_total).toBe(55);
    expect(await store.get('shipping-details')).toEqual(shipping);
    expect(await store.get('payment-details')).toEqual(payment);
  });
});

describe('checkout reactors: placing the order (spec sections 4, 7 and 8)', () => {
  it("sends the order with the customer's token; success completes the cart's order", async () => {
    const page = await throughPayment({ '/api/order': ok({ backendOrderId: '5', orderNumber: '000000005' }) });
    await page.run({ type: 'checkout/placeOrder', data: cart });
    const order = page.calls.find((call) => call.url.startsWith('/api/order'));
    expect(order).toMatchObject({ url: '/api/order?token={{token}}', method: 'POST', body: { order_id: expect.stringMatching(/^web-/), cart_id: 'c-1' } });
    expect(await page.types()).toEqual(expect.arrayContaining(['checkout/orderPlaced', 'cart/orderCompleted']));
    expect(page.kernel.getProjection('checkout/state').lastOrder).toMatchObject({ orderNumber: '000000005', grandTotal: 55 });
  });

  it('a guest order goes without a token; a refusal notifies its message and completes nothing', async () => {
    const page = await throughPayment({ '/api/order': { code: 409, result: 'Some of the ordered products are not available!', transmitted: true } });
    await page.run({ type: 'checkout/placeOrder', data: { ...cart, owner: 'guest' } });
    expect(page.calls.find((call) => call.url.startsWith('/api/order'))?.url).toBe('/api/order');
    const log = await page.kernel.log.read();
    expect(log.map((event) => event.type)).not.toContain('cart/orderCompleted');
    expect(log.find((event) => event.type === 'notifications/notificationAdded')?.data).toMatchObject({ type: 'error', message: 'Some of the ordered products are not available!', ns: 'checkout' });
    expect(page.kernel.getProjection('checkout/state').placement).toMatchObject({ status: 'failed', message: 'Some of the ordered products are not available!' });
  });

  it("400: logs 'Internal validation error; Order entity is not compliant with the schema' and shows the internal-validation notice with OK", async () => {
    const page = await throughPayment({ '/api/order': { code: 400, result: [{ instancePath: '/products' }], transmitted: true } });
    await page.run({ type: 'checkout/placeOrder', data: { ...cart, owner: 'guest' } });
    expect(page.logger.entries).toContainEqual({
      level: 'error',
      message: 'Internal validation error; Order entity is not compliant with the schema',
      detail: { orderId: expect.stringMatching(/^web-/) as string, errors: [{ instancePath: '/products' }] },
    });
    const log = await page.kernel.log.read();
    expect(log.find((event) => event.type === 'notifications/notificationAdded')?.data).toMatchObject({
      type: 'error', message: 'Internal validation error. Please contact our support by e-mail.', ns: 'checkout', action1: { label: 'OK' }, hasNoTimeout: true,
    });
  });

  it("a refused payment (402, a declined card) is a warning with the provider's message, and the payment step opens again", async () => {
    const page = await throughPayment({ '/api/order': { code: 402, result: 'Your card was declined.', transmitted: true } });
    await page.run({ type: 'checkout/placeOrder', data: { ...cart, owner: 'guest' } });
    const log = await page.kernel.log.read();
    expect(log.find((event) => event.type === 'notifications/notificationAdded')?.data).toMatchObject({ type: 'warning', message: 'Your card was declined.', ns: 'checkout' });
    expect(page.kernel.getProjection('checkout/state')).toMatchObject({ paymentStatus: 'editing', placement: { status: 'failed', message: 'Your card was declined.' } });
  });

  it('an account asked for is registered after the guest order, claiming it; the password travels by the vault, never the log', async () => {
    const page = await throughPayment({ '/api/order': ok({ backendOrderId: '6', orderNumber: '000000006' }) }, true);
    await page.run({ type: 'checkout/placeOrder', data: { ...cart, owner: 'guest' } });
    const log = await page.kernel.log.read();
    const placed = log.find((event) => event.type === 'checkout/orderPlaced');
    expect(placed?.data).toMatchObject({ accountRequested: true });
    const register = log.find((event) => event.type === 'user/registrationRequested');
    expect(register?.data).toEqual({ firstname: 'Mari', lastname: 'Maasikas', email: 'mari@example.com', secret: 'secret-1', claimOrderId: (placed?.data as { orderId: string }).orderId });
    expect(page.credentials.take('secret-1')).toEqual({ password: 'very-secret-1' });
    expect(page.kernel.container.get<CheckoutVault>(CheckoutVault).has()).toBe(false);
    expect(JSON.stringify(log)).not.toContain('very-secret-1');
  });
});
