import type { Container } from 'inversify';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createSerialQueue } from '../../kernel/event-log/storage';
import type { Reactor, ReactorContext } from '../../kernel/module';
import { SyncLayerToken, type SyncLayer } from '../../kernel/sync';
import { OFFLINE_ORDER_TEXTS } from './decider';
import { OFFLINE_ORDERS_EVENTS, type RecordedAnswer } from './messages';

/** Service token of the module's browser storage (the durable store `orders-<storeCode>`). */
export const OfflineOrdersStorage = Symbol.for('autoparts.offline-orders.storage');
/** The spec's storage key of the kept orders. */
export const ORDERS_STORAGE_KEY = 'orders';

/** Orders configuration (spec section 4): send kept orders without asking when the browser is back online. */
export const OFFLINE_ORDERS_CONFIG = { automaticTransmission: false } as const;

const syncOf = (services: Container): SyncLayer | null => (services.isBound(SyncLayerToken) ? services.get<SyncLayer>(SyncLayerToken) : null);

/** The checkout could not send an order (offline, no answer): keep it. */
export const keepQueuedOrder: Reactor<'checkout/orderQueued'> = {
  on: ['checkout/orderQueued'],
  async run(event, { dispatch }) {
    const { orderId, order, owner } = event.data;
    await dispatch({ type: 'offline-orders/queue', data: { orderId, order, owner } });
  },
};

/** Sends the orders one after the other, each under its own client order id (a resend places nothing twice). */
export const transmitOrders: Reactor<'offline-orders/transmissionStarted'> = {
  on: ['offline-orders/transmissionStarted'],
  async run(event, ctx) {
    for (const orderId of event.data.orderIds) {
      const kept = ctx.read('offline-orders/queue').orders.find((order) => order.orderId === orderId);
      if (!kept) continue;
      const sync = syncOf(ctx.services);
      let answer: RecordedAnswer = { code: 0, result: null, transmitted: false };
      if (sync) {
        try {
          const result = await sync.execute({
            id: `offline-order-${orderId}-${event.meta.id}`,
            url: kept.owner === 'customer' ? '/api/order?token={{token}}' : '/api/order',
            method: 'POST',
            body: { ...kept.order, transmited: true },
            silent: true,
            createdAt: event.meta.time,
          });
          answer = { code: result.code, result: result.result, transmitted: result.transmitted };
        } catch (error) {
          answer = { code: 0, result: error instanceof Error ? error.message : String(error), transmitted: false };
        }
      }
      await ctx.dispatch({ type: 'offline-orders/recordTransmission', data: { ...answer, orderId } });
    }
  },
};

/** Each outcome as a notice (spec section 8), and the question when orders wait for the shopper's yes. */
export const announceOutcome: Reactor<'offline-orders/confirmationRequested' | 'offline-orders/orderTransmitted' | 'offline-orders/transmissionFailed' | 'offline-orders/orderCancelled'> = {
  on: ['offline-orders/confirmationRequested', 'offline-orders/orderTransmitted', 'offline-orders/transmissionFailed', 'offline-orders/orderCancelled'],
  async run(event, { dispatch, read }) {
    const ns = 'offline-orders';
    switch (event.type) {
      case 'offline-orders/confirmationRequested':
        await dispatch({
          type: 'notifications/notify',
          data: { type: 'info', ns, message: OFFLINE_ORDER_TEXTS.confirm, params: { count: event.data.count }, hasNoTimeout: true, action1: { label: OFFLINE_ORDER_TEXTS.send, command: { type: 'offline-orders/transmit', data: {} } } },
        });
        return;
      case 'offline-orders/orderTransmitted': {
        // The way back to the order (issue 20 bug 5, as the thank-you page gives it): a customer's order under My
        // orders, a guest's on the order status page with its number filled in. It stays until closed: a link
        // that vanished after five seconds could not be reached (WCAG 2.2.1).
        const number = event.data.orderNumber;
        const owner = read('offline-orders/queue').orders.find((order) => order.orderId === event.data.orderId)?.owner ?? 'guest';
        const action1 =
          owner === 'customer'
            ? { label: OFFLINE_ORDER_TEXTS.myOrder, link: { name: 'my-order', params: { orderId: number } } }
            : { label: OFFLINE_ORDER_TEXTS.orderStatus, link: { name: 'order-status', query: { order: number } } };
        await dispatch({ type: 'notifications/notify', data: { type: 'success', ns, message: OFFLINE_ORDER_TEXTS.sent, params: { number }, hasNoTimeout: true, action1 } });
        return;
      }
      case 'offline-orders/transmissionFailed':
        await dispatch({ type: 'notifications/notify', data: { type: 'warning', ns, message: event.data.message } });
        return;
      case 'offline-orders/orderCancelled':
        await dispatch({ type: 'notifications/notify', data: { type: 'error', ns, message: event.data.message, hasNoTimeout: true, action1: { label: 'OK' } } });
        return;
      default:
        return;
    }
  },
};

const serial = createSerialQueue();
/** Mirrors the kept orders to the spec's `orders` key (the log stays the source of truth). */
export const mirrorOrders: Reactor<(typeof OFFLINE_ORDERS_EVENTS)[number]> = {
  on: OFFLINE_ORDERS_EVENTS,
  run: (_event, { services, read }) =>
    serial(async () => {
      if (!services.isBound(OfflineOrdersStorage)) return;
      const orders = read('offline-orders/queue').orders.map((order) => ({
        ...order.order,
        transmited: order.status === 'sent',
        status: order.status,
        order_number: order.orderNumber,
      }));
      await services.get<DurableStore>(OfflineOrdersStorage).set(ORDERS_STORAGE_KEY, orders);
    }),
};

/**
 * In the browser: whenever it is (back) online, kept orders are sent automatically when so configured or when
 * the shopper is on the thank-you page, otherwise the shopper is asked first (spec section 4).
 */
export function startOfflineOrders(ctx: ReactorContext): void {
  if (typeof window === 'undefined') return;
  const online = () => {
    const automatic = OFFLINE_ORDERS_CONFIG.automaticTransmission || window.location.pathname.endsWith('/thank-you-page');
    void ctx.dispatch({ type: 'offline-orders/browserOnline', data: { automatic } });
  };
  window.addEventListener('online', online);
  if (navigator.onLine !== false) online();
}
