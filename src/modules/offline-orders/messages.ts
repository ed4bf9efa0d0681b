/**
 * The offline-orders module's contract (spec section 3 "Stored order", section 4 "Offline orders", section 8).
 * An order the checkout could not send is kept here, untransmitted, in the event log (which survives a reload
 * and a browser restart) and mirrored to the durable store `orders-<storeCode>`; once the browser is online it
 * is sent (automatically, or after the shopper confirms), once, under its client order id.
 */
import type { OrderPayload } from '../../../contract/order';

/** Where a kept order stands. */
export type QueuedOrderStatus = 'queued' | 'sending' | 'sent' | 'cancelled';

/** An order kept in the browser (spec "Stored order": the payload, its products and store code, transmitted or not). */
export interface QueuedOrder {
  orderId: string;
  order: OrderPayload;
  owner: 'customer' | 'guest';
  queuedAt: string;
  status: QueuedOrderStatus;
  /** The server's order number once sent. */
  orderNumber: string | null;
  /** The last outcome's message (an i18n key of the module or the server's text), if any. */
  message: string | null;
}

/** What the browser answered when the shopper asked for push reminders (the Notification API's permission). */
export type ReminderPermission = 'granted' | 'denied' | 'default';

/** The queue as the thank-you page and the notices read it (`offline-orders/queue`). */
export interface OfflineOrdersView {
  orders: QueuedOrder[];
  /** The shopper's answer to "Allow notification about the order"; null until asked (no reminder before that). */
  reminders: ReminderPermission | null;
  /** Orders wait for the shopper's yes since this confirmation (cleared once a transmission starts); what a reminder tells. */
  awaitingConfirmation: { at: string; count: number } | null;
}

export interface RecordedAnswer {
  code: number;
  result: unknown;
  transmitted: boolean;
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Keep an order that could not be sent (the checkout's `checkout/orderQueued`). */
    'offline-orders/queue': { orderId: string; order: OrderPayload; owner: 'customer' | 'guest' };
    /** The browser is online (at start-up or on the `online` event): send now, or ask the shopper first. */
    'offline-orders/browserOnline': { automatic: boolean };
    /** Send every order not yet sent (the shopper confirmed, or automatic transmission). */
    'offline-orders/transmit': Record<string, never>;
    'offline-orders/recordTransmission': RecordedAnswer & { orderId: string };
    /** The shopper pressed "Allow notification about the order" and the browser answered `permission`. */
    'offline-orders/recordReminderChoice': { permission: ReminderPermission };
  }
  interface EventRegistry {
    'offline-orders/orderQueued': { orderId: string; order: OrderPayload; owner: 'customer' | 'guest' };
    /** Orders wait for the shopper's yes (spec: the user is asked to confirm the transmission). */
    'offline-orders/confirmationRequested': { count: number };
    'offline-orders/transmissionStarted': { orderIds: string[] };
    'offline-orders/orderTransmitted': { orderId: string; orderNumber: string };
    /** Not sent (offline again, a server error): the order stays queued. */
    'offline-orders/transmissionFailed': { orderId: string; code: number; message: string };
    /** The server refused the order for good (invalid address, products no longer available). */
    'offline-orders/orderCancelled': { orderId: string; code: number; message: string };
    /** The shopper asked for push reminders of untransmitted orders; `permission` is the browser's answer. */
    'offline-orders/reminderChoiceRecorded': { permission: ReminderPermission };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The orders kept in this browser and how each one stands. */
    'offline-orders/queue': OfflineOrdersView;
  }
}

export type OfflineOrdersCommand =
  | 'offline-orders/queue'
  | 'offline-orders/browserOnline'
  | 'offline-orders/transmit'
  | 'offline-orders/recordTransmission'
  | 'offline-orders/recordReminderChoice';

export const OFFLINE_ORDERS_EVENTS = [
  'offline-orders/orderQueued',
  'offline-orders/confirmationRequested',
  'offline-orders/transmissionStarted',
  'offline-orders/orderTransmitted',
  'offline-orders/transmissionFailed',
  'offline-orders/orderCancelled',
  'offline-orders/reminderChoiceRecorded',
] as const;
export type OfflineOrdersEvent = (typeof OFFLINE_ORDERS_EVENTS)[number];
