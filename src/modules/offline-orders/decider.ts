import type { Draft } from 'immer';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import type { Decider, Projection } from '../../kernel/module';
import { OFFLINE_ORDERS_EVENTS, type OfflineOrdersCommand, type OfflineOrdersEvent, type OfflineOrdersView, type QueuedOrder } from './messages';

/** The spec's texts (section 8), English source texts of the 'offline-orders' namespace. */
export const OFFLINE_ORDER_TEXTS = {
  serverError: 'The order can not be transfered because of server error. Order has been queued.',
  invalidAddress: 'Address provided in checkout contains invalid data. Please check if all required fields are filled in. Your order has been canceled.',
  confirm: 'You have {{count}} orders waiting to be sent. Send them now?',
  send: 'Send now',
  sent: 'Your order {{number}} has been sent.',
  orderStatus: 'Check the status of your order',
  myOrder: 'See the order in My orders',
  allowReminders: 'Allow notification about the order',
  remindersOn: 'You will receive Push notification after coming back online. You can confirm the order by clicking on it',
  remindersBlocked: 'Notifications are blocked in this browser. We will ask you here when you are back online.',
  reminderTitle: 'Orders waiting to be sent',
} as const;

export const initialQueue = (): OfflineOrdersView => ({ orders: [], reminders: null, awaitingConfirmation: null });

/** The orders not yet sent (queued, or left "sending" by a reload mid-way: the client order id makes a resend safe). */
export const untransmitted = (state: OfflineOrdersView): QueuedOrder[] => state.orders.filter((order) => order.status === 'queued' || order.status === 'sending');

const messageOf = (result: unknown): string | null => {
  if (typeof result === 'string' && result.trim()) return result;
  if (typeof result === 'object' && result !== null && typeof (result as { message?: unknown }).message === 'string') return (result as { message: string }).message;
  return null;
};

/**
 * Offline orders (spec section 4): kept until sent, sent once per client order id, each outcome recorded. A
 * network failure or a server error keeps the order queued with the spec's message; a 400 cancels it with
 * the spec's invalid-address message; another refusal (products no longer available) cancels it with the
 * server's message. The server confirms the stock when it places the order.
 */
export const offlineOrdersDecider: Decider<OfflineOrdersView, OfflineOrdersCommand, OfflineOrdersEvent> = {
  initialState: initialQueue,
  decide(command, state): EventDraft<OfflineOrdersEvent>[] {
    switch (command.type) {
      case 'offline-orders/queue': {
        if (state.orders.some((order) => order.orderId === command.data.orderId)) return [];
        return [{ type: 'offline-orders/orderQueued', data: command.data }];
      }
      case 'offline-orders/browserOnline': {
        const waiting = untransmitted(state);
        if (waiting.length === 0) return [];
        if (command.data.automatic) return [{ type: 'offline-orders/transmissionStarted', data: { orderIds: waiting.map((order) => order.orderId) } }];
        return [{ type: 'offline-orders/confirmationRequested', data: { count: waiting.length } }];
      }
      case 'offline-orders/transmit': {
        const waiting = untransmitted(state);
        return waiting.length ? [{ type: 'offline-orders/transmissionStarted', data: { orderIds: waiting.map((order) => order.orderId) } }] : [];
      }
      case 'offline-orders/recordTransmission': {
        const { orderId, code, result, transmitted } = command.data;
        const order = state.orders.find((candidate) => candidate.orderId === orderId);
        if (!order || order.status === 'sent' || order.status === 'cancelled') return [];
        if (transmitted && code === 200) {
          const confirmation = (typeof result === 'object' && result !== null ? result : {}) as { orderNumber?: unknown; backendOrderId?: unknown };
          return [{ type: 'offline-orders/orderTransmitted', data: { orderId, orderNumber: String(confirmation.orderNumber ?? confirmation.backendOrderId ?? orderId) } }];
        }
        if (!transmitted || code >= 500 || code === 0) return [{ type: 'offline-orders/transmissionFailed', data: { orderId, code, message: OFFLINE_ORDER_TEXTS.serverError } }];
        if (code === 400) return [{ type: 'offline-orders/orderCancelled', data: { orderId, code, message: OFFLINE_ORDER_TEXTS.invalidAddress } }];
        return [{ type: 'offline-orders/orderCancelled', data: { orderId, code, message: messageOf(result) ?? OFFLINE_ORDER_TEXTS.invalidAddress } }];
      }
      case 'offline-orders/recordReminderChoice':
        return state.reminders === command.data.permission ? [] : [{ type: 'offline-orders/reminderChoiceRecorded', data: command.data }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
  evolve: applyQueueEvent,
};

export function applyQueueEvent(draft: Draft<OfflineOrdersView>, event: DomainEvent<OfflineOrdersEvent>): void {
  const find = (orderId: string) => draft.orders.find((order) => order.orderId === orderId);
  switch (event.type) {
    case 'offline-orders/orderQueued':
      draft.orders.push({ ...event.data, queuedAt: event.meta.time, status: 'queued', orderNumber: null, message: null });
      return;
    case 'offline-orders/confirmationRequested':
      draft.awaitingConfirmation = { at: event.meta.time, count: event.data.count };
      return;
    case 'offline-orders/transmissionStarted':
      draft.awaitingConfirmation = null;
      for (const id of event.data.orderIds) {
        const order = find(id);
        if (order) order.status = 'sending';
      }
      return;
    case 'offline-orders/orderTransmitted': {
      const order = find(event.data.orderId);
      if (order) Object.assign(order, { status: 'sent', orderNumber: event.data.orderNumber, message: null });
      return;
    }
    case 'offline-orders/transmissionFailed': {
      const order = find(event.data.orderId);
      if (order) Object.assign(order, { status: 'queued', message: event.data.message });
      return;
    }
    case 'offline-orders/orderCancelled': {
      const order = find(event.data.orderId);
      if (order) Object.assign(order, { status: 'cancelled', message: event.data.message });
      return;
    }
    case 'offline-orders/reminderChoiceRecorded':
      draft.reminders = event.data.permission;
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const offlineOrdersQueue: Projection<'offline-orders/queue', OfflineOrdersEvent> = {
  name: 'offline-orders/queue',
  // 2: `reminders` and `awaitingConfirmation` (issue 19 item 6, ADR 0053).
  version: 2,
  handles: OFFLINE_ORDERS_EVENTS,
  initial: initialQueue,
  apply: applyQueueEvent,
};
