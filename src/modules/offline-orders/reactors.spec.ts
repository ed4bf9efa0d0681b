import { describe, expect, it } from 'vitest';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { createTestKernel, recordingModule } from '../../kernel/testing';
import { offlineOrdersModule } from './index';
import { OfflineOrdersStorage } from './reactors';

/** The module with a notifications stand-in and a sync layer answering the order calls in turn. */
async function started(answers: Omit<TaskResult, 'taskId'>[]) {
  const kernel = await createTestKernel([recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' }), offlineOrdersModule]);
  const calls: Task[] = [];
  kernel.container.bind(SyncLayerToken).toConstantValue({
    async execute(task: Task): Promise<TaskResult> {
      calls.push(task);
      return { taskId: task.id, ...(answers.shift() ?? { code: 0, result: null, transmitted: false }) };
    },
  });
  const run = async (command: Parameters<typeof kernel.dispatch>[0]) => {
    await kernel.dispatch(command);
    await kernel.whenIdle();
  };
  return { kernel, calls, run };
}

const order = { order_id: 'web-1', products: [{ sku: 'A', qty: 1 }], addressInformation: {} } as never;

describe('offline orders reactors', () => {
  it('keeps the order the checkout queued, mirrored untransmitted under "orders"', async () => {
    const { kernel, run } = await started([]);
    await run({ type: 'offline-orders/queue', data: { orderId: 'web-1', order, owner: 'guest' } });
    const stored = await kernel.container.get<DurableStore>(OfflineOrdersStorage).get<{ order_id: string; transmited: boolean }[]>('orders');
    expect(stored).toEqual([expect.objectContaining({ order_id: 'web-1', transmited: false, status: 'queued' })]);
  });

  it("asks before sending; the notice's action sends each order once with the customer's token; a number comes back", async () => {
    const { kernel, calls, run } = await started([{ code: 200, result: { orderNumber: '000000042' }, transmitted: true }]);
    await run({ type: 'offline-orders/queue', data: { orderId: 'web-1', order, owner: 'customer' } });
    await run({ type: 'offline-orders/browserOnline', data: { automatic: false } });
    const asked = (await kernel.log.read()).find((event) => event.type === 'notifications/notificationAdded');
    expect(asked?.data).toMatchObject({ message: 'You have {{count}} orders waiting to be sent. Send them now?', params: { count: 1 }, action1: { label: 'Send now', command: { type: 'offline-orders/transmit' } } });
    expect(calls).toHaveLength(0);

    await run({ type: 'offline-orders/transmit', data: {} });
    await run({ type: 'offline-orders/transmit', data: {} });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/order?token={{token}}', method: 'POST', body: { order_id: 'web-1', transmited: true } });
    expect(kernel.getProjection('offline-orders/queue').orders[0]).toMatchObject({ status: 'sent', orderNumber: '000000042' });
    const notices = (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => (event.data as { message: string }).message);
    expect(notices).toContain('Your order {{number}} has been sent.');
    // The customer's way back to the order: My orders, on a notice that stays until closed.
    const sent = (await kernel.log.read()).find((event) => event.type === 'notifications/notificationAdded' && (event.data as { message: string }).message === 'Your order {{number}} has been sent.');
    expect(sent?.data).toMatchObject({ hasNoTimeout: true, action1: { label: 'See the order in My orders', link: { name: 'my-order', params: { orderId: '000000042' } } } });
  });

  it('a server error keeps the order for the next time, with the spec notice', async () => {
    const { kernel, calls, run } = await started([{ code: 500, result: 'boom', transmitted: true }, { code: 200, result: { orderNumber: '7' }, transmitted: true }]);
    await run({ type: 'offline-orders/queue', data: { orderId: 'web-1', order, owner: 'guest' } });
    await run({ type: 'offline-orders/browserOnline', data: { automatic: true } });
    expect(kernel.getProjection('offline-orders/queue').orders[0]?.status).toBe('queued');
    await run({ type: 'offline-orders/browserOnline', data: { automatic: true } });
    expect(calls.map((call) => call.url)).toEqual(['/api/order', '/api/order']);
    expect(kernel.getProjection('offline-orders/queue').orders[0]).toMatchObject({ status: 'sent', orderNumber: '7' });
    // A guest's way back: the order status page with the number filled in.
    const sent = (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').at(-1);
    expect(sent?.data).toMatchObject({ params: { number: '7' }, action1: { label: 'Check the status of your order', link: { name: 'order-status', query: { order: '7' } } } });
  });
});
