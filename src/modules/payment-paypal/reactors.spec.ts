import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { ModuleDefinition } from '../../kernel/module';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { parseReturn, type PaypalReturn } from './browser';
import { PAYPAL_TEXTS } from './decider';
import { PaypalBrowser, paymentPaypalModule } from './index';
import { paypalPath } from './reactors';
import { checkoutAt, checkoutStandIn, notificationsStandIn, placeOrder, refuseOrder, shippingDetails } from './test-stand-ins';

type Answer = Omit<TaskResult, 'taskId'>;
const APPROVE_URL = 'http://localhost:3200/api/ext/payment-sandbox/paypal/SB1';
const opened: Answer = { code: 200, result: { id: 'SB1', token: 'SB1', approve_url: APPROVE_URL }, transmitted: true };
const captured: Answer = { code: 200, result: { status: 'COMPLETED', id: 'SB1', capture_id: 'CAP1', amount: 37.2 }, transmitted: true };

/** The module with stand-ins, a sync layer answering in turn, and a browser that records and may carry a return. */
async function started(answers: Answer[], options: { storeCode?: string; seed?: (run: (command: never) => Promise<unknown>) => Promise<void> } = {}) {
  const visited: string[] = [];
  const browser: PaypalBrowser = { assign: (url) => void visited.push(url), readReturn: () => null, forgetReturn: () => {}, whenHydrated: async () => {} };
  const module: ModuleDefinition = { ...paymentPaypalModule, bindings: new ContainerModule(({ bind }) => void bind(PaypalBrowser).toConstantValue(browser)) } as ModuleDefinition;
  const storeView = makeTestStoreView(options.storeCode ? { storeCode: options.storeCode, isDefault: false } : { isDefault: true });
  const calls: Task[] = [];
  const sync = {
    async execute(task: Task): Promise<TaskResult> {
      calls.push(task);
      return { taskId: task.id, ...(answers.shift() ?? { code: 0, result: null, transmitted: false }) };
    },
  };
  // The checkout's shipping step is saved and the server offers PayPal; `seed` adds what the test needs.
  const first = await createTestKernel([notificationsStandIn, checkoutStandIn, module], { storeView });
  first.container.bind(SyncLayerToken).toConstantValue(sync);
  const run = async (command: Parameters<typeof first.dispatch>[0], kernel = first) => {
    const result = await kernel.dispatch(command);
    await kernel.whenIdle();
    return result;
  };
  for (const command of checkoutAt()) await run(command as never);
  if (options.seed) await options.seed(run as never);
  return { kernel: first, calls, visited, run, storeView, module };
}

const types = async (kernel: { log: { read(): Promise<{ type: string }[]> } }, prefix = 'payment-paypal/') => (await kernel.log.read()).map((event) => event.type).filter((type) => type.startsWith(prefix));

describe('PayPal reactors: the calls (spec section 7)', () => {
  it('the store prefix goes into the path for every view but the default', () => {
    expect(paypalPath('setExpressCheckout', { storeCode: 'est', isDefault: true })).toBe('/api/ext/paypal/setExpressCheckout');
    expect(paypalPath('complete', { storeCode: 'eng', isDefault: false })).toBe('/api/ext/paypal/eng/complete');
  });

  it("config: GET with the view's store code; the answer is recorded", async () => {
    const { kernel, calls, run } = await started([{ code: 200, result: { clientId: 'AbC', currency: 'EUR', sandbox: false }, transmitted: true }], { storeCode: 'eng' });
    await run({ type: 'payment-paypal/loadConfig', data: {} });
    expect(calls[0]).toMatchObject({ url: '/api/ext/paypal/config?storeCode=eng', method: 'GET', silent: true });
    expect(kernel.getProjection('payment-paypal/state').config).toMatchObject({ status: 'ready', clientId: 'AbC', sandbox: false });
  });

  it('buttons: setExpressCheckout with the cart and token placeholders, then complete with the order and payer; nothing queued for later', async () => {
    const { kernel, calls, visited, run } = await started([opened, captured], { storeCode: 'eng' });
    await run({ type: 'payment-paypal/openCheckout', data: { flow: 'buttons', returnPath: null, cancelPath: null } });
    await run({ type: 'payment-paypal/recordApproval', data: { paypalOrderId: 'SB1', payerId: 'PAYER', via: 'buttons' } });
    expect(calls.map(({ url, method, body, queueable }) => ({ url, method, body, queueable }))).toEqual([
      { url: '/api/ext/paypal/eng/setExpressCheckout?token={{token}}&cartId={{cartId}}', method: 'POST', body: {}, queueable: undefined },
      { url: '/api/ext/paypal/eng/complete', method: 'POST', body: { orderID: 'SB1', payerID: 'PAYER' }, queueable: undefined },
    ]);
    expect(visited).toEqual([]);
    expect(kernel.getProjection('payment-paypal/state').payment).toMatchObject({ status: 'completed', paypalOrderId: 'SB1', amount: 37.2 });
    // The buttons' approval is handed over by the payment form itself: the checkout is not saved behind its back.
    expect(await types(kernel, 'checkout/paymentDetails')).toEqual([]);
  });

  it('the sandbox: the return and cancel addresses go in the body and the browser is sent to the approval page', async () => {
    const { calls, visited, run } = await started([opened]);
    await run({ type: 'payment-paypal/openCheckout', data: { flow: 'redirect', returnPath: '/checkout?paypal=approved', cancelPath: '/checkout?paypal=cancelled' } });
    expect(calls[0]).toMatchObject({ url: '/api/ext/paypal/setExpressCheckout?token={{token}}&cartId={{cartId}}', body: { return_url: '/checkout?paypal=approved', cancel_url: '/checkout?paypal=cancelled' } });
    expect(visited).toEqual([APPROVE_URL]);
  });

  it('a failed call stays in the browser (the buttons show it); it is never sent again by itself', async () => {
    const { kernel, calls, visited, run } = await started([{ code: 0, result: 'Failed to fetch', transmitted: false }]);
    await run({ type: 'payment-paypal/openCheckout', data: { flow: 'redirect', returnPath: '/checkout?paypal=approved', cancelPath: '/checkout?paypal=cancelled' } });
    expect(kernel.getProjection('payment-paypal/state').payment).toMatchObject({ status: 'failed', failure: { stage: 'open', code: 0, reason: 'Failed to fetch' } });
    expect(visited).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

describe('PayPal reactors: the return from the approval page (page load)', () => {
  /** The redirect opened in one page load; the next page load is the return. */
  async function returned(back: PaypalReturn, answers: Answer[], paymentDetails: Record<string, unknown> | null = null, hydrated: Promise<void> | null = null) {
    const before = await started([opened], {
      seed: async (run) => {
        if (paymentDetails) await run({ type: 'checkout/savePaymentDetails', data: paymentDetails } as never);
        await run({ type: 'payment-paypal/openCheckout', data: { flow: 'redirect', returnPath: '/checkout?paypal=approved', cancelPath: '/checkout?paypal=cancelled' } } as never);
      },
    });
    const forgotten: boolean[] = [];
    let pending: PaypalReturn | null = back;
    const browser: PaypalBrowser = { assign: () => {}, readReturn: () => pending, forgetReturn: () => ((pending = null), void forgotten.push(true)), whenHydrated: () => hydrated ?? Promise.resolve() };
    const module = { ...before.module, bindings: new ContainerModule(({ bind }) => void bind(PaypalBrowser).toConstantValue(browser)) } as ModuleDefinition;
    const calls: Task[] = [];
    const { createMemoryEventLog } = await import('../../kernel/event-log/memory');
    const log = createMemoryEventLog();
    for (const event of await before.kernel.log.read()) await log.append([event]);
    // The sync layer must be there before start-up: bind it through a module of its own.
    const syncModule: ModuleDefinition = {
      id: 'sync-stand-in',
      bindings: new ContainerModule(({ bind }) => void bind(SyncLayerToken).toConstantValue({ execute: async (task: Task) => (calls.push(task), { taskId: task.id, ...(answers.shift() ?? { code: 0, result: null, transmitted: false }) }) })),
    };
    const kernel = await createTestKernel([syncModule, notificationsStandIn, checkoutStandIn, module], { storeView: before.storeView, log });
    // Start-up I/O counts as work in flight: with the hydration held back the kernel is not idle yet.
    if (!hydrated) await kernel.whenIdle();
    return { kernel, calls, forgotten, settled: () => kernel.whenIdle() };
  }

  it('approved: complete is called, the return is taken out of the address, and the payment step is saved with PayPal and its id', async () => {
    const { kernel, calls, forgotten } = await returned({ outcome: 'approved', paypalOrderId: 'SB1', payerId: 'SANDBOXPAYER' }, [captured]);
    expect(calls).toEqual([expect.objectContaining({ url: '/api/ext/paypal/complete', body: { orderID: 'SB1', payerID: 'SANDBOXPAYER' } })]);
    expect(forgotten).toEqual([true]);
    const saved = (await kernel.log.read()).filter((event) => event.type === 'checkout/paymentDetailsSaved').at(-1)?.data;
    const { shippingMethod: _m, shippingCarrier: _c, ...address } = shippingDetails;
    expect(saved).toEqual({ ...address, sameAsShipping: true, companyInvoice: false, company: '', taxId: '', paymentMethod: 'paypal_express', paymentMethodAdditional: { paypal_order_id: 'SB1' } });
    expect(await types(kernel)).toEqual(['payment-paypal/checkoutRequested', 'payment-paypal/checkoutOpened', 'payment-paypal/paymentApproved', 'payment-paypal/paymentCompleted']);
  });

  it('waits for the page to hydrate before it records anything (a notice must not change the HTML React is matching)', async () => {
    let hydrate = () => {};
    const hydrated = new Promise<void>((resolve) => (hydrate = resolve));
    const { kernel, calls, forgotten, settled } = await returned({ outcome: 'cancelled', paypalOrderId: 'SB1', payerId: null }, [], null, hydrated);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await types(kernel, 'notifications/')).toEqual([]);
    expect(forgotten).toEqual([]);
    hydrate();
    await settled();
    expect(await types(kernel, 'notifications/')).toEqual(['notifications/notificationAdded']);
    expect(calls).toEqual([]);
  });

  it('approved: a billing address saved before is kept', async () => {
    const billing = { ...shippingDetails, city: 'Tartu', sameAsShipping: false, companyInvoice: true, company: 'OÜ Mari', taxId: 'EE100', paymentMethod: 'cashondelivery', paymentMethodAdditional: {} };
    const { kernel } = await returned({ outcome: 'approved', paypalOrderId: 'SB1', payerId: null }, [captured], billing);
    const saved = (await kernel.log.read()).filter((event) => event.type === 'checkout/paymentDetailsSaved').at(-1)?.data;
    expect(saved).toEqual({ ...billing, paymentMethod: 'paypal_express', paymentMethodAdditional: { paypal_order_id: 'SB1' } });
  });

  it('cancelled: nothing is captured and the shopper is told politely', async () => {
    const { kernel, calls } = await returned({ outcome: 'cancelled', paypalOrderId: 'SB1', payerId: null }, []);
    expect(calls).toEqual([]);
    expect(kernel.getProjection('payment-paypal/state').payment?.status).toBe('cancelled');
    const notices = (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => event.data);
    expect(notices).toEqual([{ type: 'warning', ns: 'payment-paypal', message: PAYPAL_TEXTS.cancelled }]);
  });

  it('a refused capture: the payment step is not saved, the shopper is told', async () => {
    const { kernel } = await returned({ outcome: 'approved', paypalOrderId: 'SB1', payerId: null }, [{ code: 402, result: 'PayPal payment was not approved.', transmitted: true }]);
    expect(await types(kernel, 'checkout/paymentDetails')).toEqual([]);
    const notices = (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => event.data);
    expect(notices).toEqual([{ type: 'error', ns: 'payment-paypal', message: PAYPAL_TEXTS.failed }]);
  });

  it('reads the return out of the address', () => {
    expect(parseReturn('?paypal=approved&token=SB1&PayerID=P')).toEqual({ outcome: 'approved', paypalOrderId: 'SB1', payerId: 'P' });
    expect(parseReturn('?paypal=cancelled&token=SB1')).toEqual({ outcome: 'cancelled', paypalOrderId: 'SB1', payerId: null });
    expect(parseReturn('?token=SB1')).toBeNull();
    expect(parseReturn('?paypal=approved')).toBeNull();
  });
});

describe('PayPal reactors: the order', () => {
  it('an order placed with PayPal ends the payment; an order paid otherwise does not', async () => {
    const { kernel, run } = await started([opened, captured]);
    await run({ type: 'payment-paypal/openCheckout', data: { flow: 'buttons', returnPath: null, cancelPath: null } });
    await run({ type: 'payment-paypal/recordApproval', data: { paypalOrderId: 'SB1', payerId: null, via: 'buttons' } });
    await run(placeOrder('cashondelivery', '000000041') as never);
    expect(kernel.getProjection('payment-paypal/state').payment?.status).toBe('completed');
    await run(placeOrder() as never);
    expect(kernel.getProjection('payment-paypal/state')).toMatchObject({ payment: null, orders: [{ orderNumber: '000000042', paypalOrderId: 'SB1', amount: 37.2 }] });
  });

  it('an order refused (402) while PayPal is chosen: the payment is not handed over again; other refusals leave it', async () => {
    const { kernel, run } = await started([opened, captured]);
    await run({ type: 'payment-paypal/openCheckout', data: { flow: 'buttons', returnPath: null, cancelPath: null } });
    await run({ type: 'payment-paypal/recordApproval', data: { paypalOrderId: 'SB1', payerId: null, via: 'buttons' } });
    await run({ type: 'checkout/savePaymentDetails', data: { paymentMethod: 'paypal_express', paymentMethodAdditional: { paypal_order_id: 'SB1' } } } as never);
    await run(refuseOrder(500, 'The order can not be transfered because of server error. Order has been queued.') as never);
    expect(kernel.getProjection('payment-paypal/state').payment?.status).toBe('completed');
    await run(refuseOrder() as never);
    expect(kernel.getProjection('payment-paypal/state').payment).toMatchObject({ status: 'failed', failure: { stage: 'order', reason: 'PayPal payment was not completed.' } });
  });
});
