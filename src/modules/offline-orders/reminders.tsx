import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useProjection } from '../../kernel/react';
import { OFFLINE_ORDER_TEXTS } from './decider';

/** The browser's Notification API, when there is one (not on the server, not in every browser). */
export function notificationApi(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

/** Tag of the reminder: a newer reminder replaces an older one instead of piling up. */
export const REMINDER_TAG = 'offline-orders';

/** The opt-in's own chunk: it shows only beside an order kept offline, on the thank-you page (ADR 0055). */
const OptIn = lazy(() => import('./reminder-opt-in'));

/** "Allow notification about the order" (the checkout's `checkout/queuedOrder` slot), loaded when it is shown. */
export function ReminderOptIn() {
  return (
    <Suspense fallback={null}>
      <OptIn />
    </Suspense>
  );
}

/**
 * The push reminder (renders nothing; fills `layout/overlay` so it runs on every page): when orders wait for the
 * shopper's yes after the browser came back online, and the shopper allowed reminders, the browser shows a
 * notification; clicking it brings the shop forward and sends the orders (the same yes as the in-page notice).
 */
export function OrderReminder() {
  const { t } = useTranslation('offline-orders');
  const dispatch = useCommand();
  const { reminders, awaitingConfirmation } = useProjection('offline-orders/queue');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const api = notificationApi();
    if (!awaitingConfirmation || reminders !== 'granted' || api?.permission !== 'granted') return;
    if (shown.current === awaitingConfirmation.at) return;
    shown.current = awaitingConfirmation.at;
    const notification = new api(t(OFFLINE_ORDER_TEXTS.reminderTitle), { body: t(OFFLINE_ORDER_TEXTS.confirm, { count: awaitingConfirmation.count }), tag: REMINDER_TAG });
    notification.onclick = () => {
      window.focus();
      notification.close();
      void dispatch({ type: 'offline-orders/transmit', data: {} });
    };
  }, [awaitingConfirmation, reminders, dispatch, t]);
  return null;
}
