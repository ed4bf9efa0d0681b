import { describe, expect, it } from 'vitest';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { BANK_LINK_TEXTS } from './decider';
import { BrowserNavigator, paymentBankLinkModule } from './index';
import { CREATE_TRANSACTION_URL } from './reactors';
import { checkoutStandIn, notificationsStandIn, placedOrder, placeOrder, savedAddress } from './test-stand-ins';

type Answer = Omit<TaskResult, 'taskId'>;

const SANDBOX_URL = 'http://localhost:3320/api/ext/payment-sandbox/makecommerce/mcsb_1';
const created: Answer = { code: 200, result: { id: 'mcsb_1', payment_methods: { other: [{ name: 'redirect', url: SANDBOX_URL }] } }, transmitted: true };
const down: Answer = { code: 502, result: BANK_LINK_TEXTS.notAvailable, transmitted: true };

/** The module with stand-ins of the checkout and notifications, a sync layer answering in turn, and a recording navigator. */
async function started(answers: Answer[], language: 'et' | 'en' = 'et') {
  const kernel = await createTestKernel([notificationsStandIn, checkoutStandIn, paymentBankLinkModule], { storeView: makeTestStoreView({ language }) });
  const calls: Task[] = [];
  kernel.container.bind(SyncLayerToken).toConstantValue({
    async execute(task: Task): Promise<TaskResult> {
      calls.push(task);
      return { taskId: task.id, ...(answers.shift() ?? { code: 0, result: null, transmitted: false }) };
    },
  });
  const visited: string[] = [];
  kernel.container.rebind(BrowserNavigator).toConstantValue({ assign: (url: string) => void visited.push(url) });
  const run = async (command: Parameters<typeof kernel.dispatch>[0]) => {
    const result = await kernel.dispatch(command);
    await kernel.whenIdle();
    return result;
  };
  const notices = async () => (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => event.data);
  return { kernel, calls, visited, run, notices };
}

describe('bank link reactors (spec sections 4, 7 and 8)', () => {
  it('an order placed for the bank link: POSTs the transaction with the spec body, records it, and sends the browser to the bank', async () => {
    const { kernel, calls, visited, run, notices } = await started([created]);
    await run(savedAddress('shipping', 'FI'));
    await run(savedAddress('payment', 'EE'));
    await run(placeOrder());

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: CREATE_TRANSACTION_URL, method: 'POST', silent: true });
    expect(calls[0]?.queueable).toBeUndefined();
    expect(calls[0]?.body).toEqual({
      transaction: { amount: 79.4, currency: 'EUR', reference: '000000042', order_ids: ['000000042'], merchant_data: 'web-1' },
      // The billing address's country, the view's language.
      customer: { email: 'mari@example.com', country: 'ee', locale: 'et' },
    });
    expect(visited).toEqual([SANDBOX_URL]);
    expect(kernel.getProjection('payment-bank-link/payments').payments[0]).toMatchObject({ orderNumber: '000000042', status: 'created', transactionId: 'mcsb_1', paymentUrl: SANDBOX_URL });
    const types = (await kernel.log.read()).map((event) => event.type);
    expect(types).toEqual(['checkout/shippingDetailsSaved', 'checkout/paymentDetailsSaved', 'checkout/orderPlaced', 'payment-bank-link/transactionRequested', 'payment-bank-link/transactionCreated']);
    expect(await notices()).toEqual([]);
  });

  it("without a billing address the shipping address's country is used; the English view sends locale en", async () => {
    const { calls, run } = await started([created], 'en');
    await run(savedAddress('shipping', 'FI'));
    await run(placeOrder());
    expect(calls[0]?.body).toMatchObject({ customer: { country: 'fi', locale: 'en' } });
  });

  it('ignores orders paid otherwise', async () => {
    const { calls, visited, run, kernel } = await started([created]);
    await run(placeOrder(placedOrder({ paymentMethod: 'cashondelivery' })));
    expect(calls).toEqual([]);
    expect(visited).toEqual([]);
    expect(kernel.getProjection('payment-bank-link/payments').payments).toEqual([]);
  });

  it("a failed call: the spec's message with a retry, no redirect; the retry's success redirects", async () => {
    const { kernel, calls, visited, run, notices } = await started([down, created]);
    await run(placeOrder());
    expect(visited).toEqual([]);
    expect(kernel.getProjection('payment-bank-link/payments').payments[0]).toMatchObject({ status: 'failed', failure: { code: 502 } });
    const [notice] = await notices();
    expect(notice).toMatchObject({
      type: 'error',
      ns: 'payment-bank-link',
      message: 'Payment method you chose is not available at the moment',
      action1: { label: 'Try again', command: { type: 'payment-bank-link/retryTransaction', data: { orderNumber: '000000042' } } },
    });

    // The notification's action dispatches exactly this command.
    await run((notice as { action1: { command: Parameters<typeof kernel.dispatch>[0] } }).action1.command);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[1]?.id).not.toBe(calls[0]?.id);
    expect(visited).toEqual([SANDBOX_URL]);
    expect(kernel.getProjection('payment-bank-link/payments').payments[0]).toMatchObject({ status: 'created', attempts: 2 });
  });

  it('a network failure (not transmitted) fails the same way and is not queued for later', async () => {
    const { kernel, visited, run, notices } = await started([{ code: 0, result: null, transmitted: false }]);
    await run(placeOrder());
    expect(visited).toEqual([]);
    expect(kernel.getProjection('payment-bank-link/payments').payments[0]).toMatchObject({ status: 'failed', failure: { code: 0, reason: null } });
    expect((await notices()).map((notice) => (notice as { message: string }).message)).toEqual([BANK_LINK_TEXTS.notAvailable]);
  });

  it('an order without a total is refused (logged) and the shopper told, without a call', async () => {
    const { kernel, calls, run, notices } = await started([created]);
    await run(placeOrder(placedOrder({ grandTotal: null })));
    expect(calls).toEqual([]);
    expect((await kernel.log.read()).some((event) => event.type === 'kernel/commandRejected')).toBe(true);
    expect(await notices()).toEqual([{ type: 'error', ns: 'payment-bank-link', message: BANK_LINK_TEXTS.notAvailable }]);
  });
});
