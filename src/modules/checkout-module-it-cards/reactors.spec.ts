import { describe, expect, it } from 'vitest';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { checkoutModuleItCardsModule } from './index';
import { StripeJs } from './stripe-js';
import { authenticationRequired, checkoutStandIn, FakeStripeJs, notificationsStandIn, placing, SECRET } from './test-stand-ins';
import { CARD_TEXTS } from './texts';

type Answer = Omit<TaskResult, 'taskId'>;
const stripeConfig: Answer = { code: 200, result: { publishableKey: 'pk_test_fake', testMode: true, locale: 'it', sandbox: false }, transmitted: true };
const sandboxConfig: Answer = { code: 200, result: { publishableKey: 'pk_test_sandbox', testMode: true, locale: 'en', sandbox: true }, transmitted: true };

/** The module in an Italian view with stand-ins, a sync layer answering in turn and a fake Stripe.js. */
async function started(answers: Answer[], storeCode = 'ap24_italy_it') {
  const kernel = await createTestKernel([notificationsStandIn, checkoutStandIn, checkoutModuleItCardsModule], { storeView: makeTestStoreView({ storeCode, language: 'it' }) });
  const calls: Task[] = [];
  kernel.container.bind(SyncLayerToken).toConstantValue({
    async execute(task: Task): Promise<TaskResult> {
      calls.push(task);
      return { taskId: task.id, ...(answers.shift() ?? { code: 0, result: null, transmitted: false }) };
    },
  });
  const stripe = new FakeStripeJs();
  kernel.container.rebind(StripeJs).toConstantValue(stripe);
  const run = async (command: Parameters<typeof kernel.dispatch>[0]) => {
    const result = await kernel.dispatch(command);
    await kernel.whenIdle();
    return result;
  };
  const types = async (prefix = '') => (await kernel.log.read()).map((event) => event.type).filter((type) => type.startsWith(prefix));
  const card = () => kernel.getProjection('checkout-module-it-cards/card');
  return { kernel, calls, stripe, run, types, card };
}

describe('card reactors: settings and Stripe.js (spec section 9)', () => {
  it("asks the shop for the view's settings, then loads Stripe.js with the publishable key in the view's language", async () => {
    const { calls, stripe, run, card } = await started([stripeConfig]);
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/ext/stripe/config?storeCode=ap24_italy_it', method: 'GET', silent: true });
    expect(calls[0]?.queueable).toBeUndefined();
    expect(stripe.calls).toEqual(['load pk_test_fake it']);
    expect(card()).toMatchObject({ setup: 'ready', config: { sandbox: false, testMode: true } });
  });

  it('sandbox: no Stripe.js at all', async () => {
    const { stripe, run, card } = await started([sandboxConfig]);
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    expect(stripe.calls).toEqual([]);
    expect(card()).toMatchObject({ setup: 'ready', config: { sandbox: true } });
  });

  it('Stripe.js cannot load (offline): unavailable with the reason; the next opening tries again', async () => {
    const { stripe, run, card } = await started([stripeConfig, stripeConfig]);
    stripe.loadError = new Error('Failed to load Stripe.js');
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    expect(card()).toMatchObject({ setup: 'unavailable', reason: 'Failed to load Stripe.js' });
    stripe.loadError = null;
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    expect(card().setup).toBe('ready');
  });

  it('the module is active in the Italian views only', async () => {
    expect(checkoutModuleItCardsModule.when?.(makeTestStoreView({ storeCode: 'ap24_italy_en' }))).toBe(true);
    expect(checkoutModuleItCardsModule.when?.(makeTestStoreView({ storeCode: 'ap24_italy_it' }))).toBe(true);
    expect(checkoutModuleItCardsModule.when?.(makeTestStoreView({ storeCode: 'eng' }))).toBe(false);
    expect(checkoutModuleItCardsModule.when?.(makeTestStoreView({ storeCode: 'default' }))).toBe(false);
  });
});

describe('card reactors: the payment method', () => {
  it('creates a payment method from the mounted element: the token id:brand:last4', async () => {
    const { stripe, run, card } = await started([stripeConfig]);
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    stripe.mounted = {} as HTMLElement;
    stripe.paymentMethod = { ok: true, id: 'pm_1NxT', brand: 'mastercard', last4: '4444' };
    await run({ type: 'checkout-module-it-cards/createPaymentMethod', data: { entryId: card().entry?.entryId ?? '' } });
    expect(card().entry).toMatchObject({ status: 'created', token: 'pm_1NxT:mastercard:4444' });
  });

  it("without a mounted card element: 'Something went wrong!'", async () => {
    const { run, card } = await started([stripeConfig]);
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    await run({ type: 'checkout-module-it-cards/createPaymentMethod', data: { entryId: card().entry?.entryId ?? '' } });
    expect(card().entry).toMatchObject({ status: 'failed', token: null, message: 'Something went wrong!' });
  });
});

describe('card reactors: 3-D Secure (spec sections 4 and 8)', () => {
  it('Stripe.js: retrieves the intent, handles the card action when it requires one, and resends the same order', async () => {
    const { stripe, run, types, kernel } = await started([stripeConfig]);
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    await run(placing());
    await run(authenticationRequired());
    expect(stripe.calls.slice(1)).toEqual([`retrievePaymentIntent ${SECRET}`, `handleCardAction ${SECRET}`]);
    expect(await types('checkout')).toEqual([
      'checkout-module-it-cards/cardEntryStarted',
      'checkout-module-it-cards/configRequested',
      'checkout-module-it-cards/configReceived',
      'checkout-module-it-cards/sdkLoaded',
      'checkout/orderPlacementStarted',
      'checkout/paymentActionRequired',
      'checkout-module-it-cards/authenticationStarted',
      'checkout-module-it-cards/authenticationSucceeded',
      'checkout/orderResent',
    ]);
    const log = await kernel.log.read();
    expect(log.find((event) => (event.type as string) === 'checkout/orderResent')?.data).toEqual({ orderId: 'web-1' });
    // The client secret stays out of the module's own events (only the intent id).
    expect(JSON.stringify(log.filter((event) => event.type.startsWith('checkout-module-it-cards/')))).not.toContain('secret');
  });

  it('an intent already past the check is resent without a card action', async () => {
    const { stripe, run, types } = await started([stripeConfig]);
    stripe.intent = { status: 'requires_confirmation', message: null };
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    await run(placing());
    await run(authenticationRequired());
    expect(stripe.calls.slice(1)).toEqual([`retrievePaymentIntent ${SECRET}`]);
    expect(await types('checkout/orderResent')).toHaveLength(1);
  });

  it("a failed authentication abandons the payment with the provider's message (the checkout warns and returns to payment)", async () => {
    const { stripe, run, kernel } = await started([stripeConfig]);
    stripe.action = { ok: false, message: CARD_TEXTS.authenticationFailed };
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    await run(placing());
    await run(authenticationRequired());
    const failed = (await kernel.log.read()).filter((event) => event.type === 'checkout/orderPlacementFailed');
    expect(failed.map((event) => event.data)).toEqual([{ orderId: 'web-1', code: 402, message: CARD_TEXTS.authenticationFailed }]);
    expect((await kernel.log.read()).some((event) => (event.type as string) === 'checkout/orderResent')).toBe(false);
  });

  it('sandbox: waits for the shopper; the answer goes to the server sandbox as JSON, then the order is resent', async () => {
    const { stripe, run, types, calls } = await started([sandboxConfig, { code: 200, result: { id: 'pi_3abc', status: 'requires_confirmation' }, transmitted: true }]);
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    await run(placing());
    await run(authenticationRequired());
    expect(await types('checkout/orderResent')).toEqual([]);
    await run({ type: 'checkout-module-it-cards/answerTestChallenge', data: { orderId: 'web-1', approved: true } });
    expect(calls[1]).toMatchObject({ url: '/api/ext/payment-sandbox/stripe/pi_3abc/authenticate', method: 'POST', body: { result: 'approve' }, silent: true });
    expect(await types('checkout/orderResent')).toHaveLength(1);
    expect(stripe.calls).toEqual([]);
  });

  it("sandbox: a failed test check abandons with Stripe's authentication message", async () => {
    const { run, kernel, calls } = await started([sandboxConfig, { code: 200, result: { id: 'pi_3abc', status: 'requires_payment_method' }, transmitted: true }]);
    await run({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
    await run(placing());
    await run(authenticationRequired());
    await run({ type: 'checkout-module-it-cards/answerTestChallenge', data: { orderId: 'web-1', approved: false } });
    expect(calls[1]?.body).toEqual({ result: 'fail' });
    expect((await kernel.log.read()).filter((event) => event.type === 'checkout/orderPlacementFailed').map((event) => event.data)).toEqual([
      { orderId: 'web-1', code: 402, message: CARD_TEXTS.authenticationFailed },
    ]);
  });

  it("other methods' actions are not the card's; without the settings the payment is abandoned with 'Something went wrong!'", async () => {
    const { run, types, kernel } = await started([]);
    await run(placing());
    await run(authenticationRequired('paypal_express'));
    expect(await types('checkout-module-it-cards/')).toEqual([]);
    await run(authenticationRequired());
    expect((await kernel.log.read()).filter((event) => event.type === 'checkout/orderPlacementFailed').map((event) => event.data)).toEqual([
      { orderId: 'web-1', code: 402, message: CARD_TEXTS.somethingWrong },
    ]);
  });
});
