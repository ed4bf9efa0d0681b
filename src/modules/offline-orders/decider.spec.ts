import { describe, expect, it } from 'vitest';
import type { OrderPayload } from '../../../contract/order';
import { given } from '../../kernel/testing';
import { OFFLINE_ORDER_TEXTS, offlineOrdersDecider as decider } from './decider';

const order = (orderId: string) => ({ order_id: orderId, products: [{ sku: 'A', qty: 1 }] }) as unknown as OrderPayload;
const queued = (orderId: string) => ({ type: 'offline-orders/orderQueued' as const, data: { orderId, order: order(orderId), owner: 'guest' as const } });
const started = (...orderIds: string[]) => ({ type: 'offline-orders/transmissionStarted' as const, data: { orderIds } });
const sent = (orderId: string, orderNumber = '000000001') => ({ type: 'offline-orders/orderTransmitted' as const, data: { orderId, orderNumber } });

describe('offline orders decider (spec sections 4 and 8)', () => {
  it('keeps an order once, however often the checkout hands it over', () => {
    given(decider).when({ type: 'offline-orders/queue', data: { orderId: 'o1', order: order('o1'), owner: 'guest' } }).then([queued('o1')]);
    given(decider, queued('o1')).when({ type: 'offline-orders/queue', data: { orderId: 'o1', order: order('o1'), owner: 'guest' } }).then([]);
    expect(given(decider, queued('o1')).state.orders[0]).toMatchObject({ orderId: 'o1', status: 'queued', orderNumber: null });
  });

  it('back online: sends at once when automatic (configured, or on the thank-you page), else asks the shopper', () => {
    given(decider, queued('o1'), queued('o2')).when({ type: 'offline-orders/browserOnline', data: { automatic: true } }).then([started('o1', 'o2')]);
    given(decider, queued('o1'), queued('o2')).when({ type: 'offline-orders/browserOnline', data: { automatic: false } }).then([{ type: 'offline-orders/confirmationRequested', data: { count: 2 } }]);
    given(decider, queued('o1'), started('o1'), sent('o1')).when({ type: 'offline-orders/browserOnline', data: { automatic: false } }).then([]);
    given(decider, queued('o1')).when({ type: 'offline-orders/transmit', data: {} }).then([started('o1')]);
    given(decider).when({ type: 'offline-orders/transmit', data: {} }).then([]);
  });

  it('records each outcome: sent with its number; a server error keeps it queued; 400 and other refusals cancel it', () => {
    const base = given(decider, queued('o1'), started('o1'));
    base.when({ type: 'offline-orders/recordTransmission', data: { orderId: 'o1', code: 200, result: { orderNumber: '000000042' }, transmitted: true } }).then([sent('o1', '000000042')]);
    base.when({ type: 'offline-orders/recordTransmission', data: { orderId: 'o1', code: 0, result: null, transmitted: false } }).then([{ type: 'offline-orders/transmissionFailed', data: { orderId: 'o1', code: 0, message: OFFLINE_ORDER_TEXTS.serverError } }]);
    base.when({ type: 'offline-orders/recordTransmission', data: { orderId: 'o1', code: 503, result: 'down', transmitted: true } }).then([{ type: 'offline-orders/transmissionFailed', data: { orderId: 'o1', code: 503, message: OFFLINE_ORDER_TEXTS.serverError } }]);
    base.when({ type: 'offline-orders/recordTransmission', data: { orderId: 'o1', code: 400, result: [], transmitted: true } }).then([{ type: 'offline-orders/orderCancelled', data: { orderId: 'o1', code: 400, message: OFFLINE_ORDER_TEXTS.invalidAddress } }]);
    base.when({ type: 'offline-orders/recordTransmission', data: { orderId: 'o1', code: 409, result: 'Some of the ordered products are not available!', transmitted: true } }).then([
      { type: 'offline-orders/orderCancelled', data: { orderId: 'o1', code: 409, message: 'Some of the ordered products are not available!' } },
    ]);
    const failed = given(decider, queued('o1'), started('o1'), { type: 'offline-orders/transmissionFailed', data: { orderId: 'o1', code: 0, message: OFFLINE_ORDER_TEXTS.serverError } }).state;
    expect(failed.orders[0]).toMatchObject({ status: 'queued', message: OFFLINE_ORDER_TEXTS.serverError });
  });

  it('a sent order is never sent or recorded again', () => {
    given(decider, queued('o1'), started('o1'), sent('o1')).when({ type: 'offline-orders/transmit', data: {} }).then([]);
    given(decider, queued('o1'), started('o1'), sent('o1')).when({ type: 'offline-orders/recordTransmission', data: { orderId: 'o1', code: 200, result: {}, transmitted: true } }).then([]);
  });
  it("records the shopper's answer to the reminder question once; orders awaiting a yes are known until a transmission starts", () => {
    const granted = { type: 'offline-orders/reminderChoiceRecorded' as const, data: { permission: 'granted' as const } };
    given(decider).when({ type: 'offline-orders/recordReminderChoice', data: { permission: 'granted' } }).then([granted]);
    given(decider, granted).when({ type: 'offline-orders/recordReminderChoice', data: { permission: 'granted' } }).then([]);
    expect(given(decider, granted).state.reminders).toBe('granted');
    const asked = given(decider, queued('o1'), { type: 'offline-orders/confirmationRequested', data: { count: 1 } });
    expect(asked.state.awaitingConfirmation).toEqual({ at: expect.any(String) as string, count: 1 });
    expect(given(decider, queued('o1'), { type: 'offline-orders/confirmationRequested', data: { count: 1 } }, started('o1')).state.awaitingConfirmation).toBeNull();
  });
});
