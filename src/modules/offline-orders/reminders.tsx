import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useHydrated, useProjection } from '../../kernel/react';
import { Button } from '../../ui';
import { OFFLINE_ORDER_TEXTS } from './decider';
import type { ReminderPermission } from './messages';

/** The browser's Notification API, when there is one (not on the server, not in every browser). */
function notificationApi(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

/** Tag of the reminder: a newer reminder replaces an older one instead of piling up. */
export const REMINDER_TAG = 'offline-orders';

/**
 * "Allow notification about the order" beside an order kept offline (the checkout's `checkout/queuedOrder` slot).
 * The browser is asked for permission only when the shopper presses it (never before: spec section 4 "A push
 * notification can remind the user"); the answer is recorded. Nothing shows where the browser has no
 * Notification API.
 */
export function ReminderOptIn() {
  const { t } = useTranslation('offline-orders');
  const dispatch = useCommand();
  const chosen = useProjection('offline-orders/queue').reminders ?? null;
  const [asking, setAsking] = useState(false);
  // Read after hydration: the server has no Notification API and must render the same first HTML.
  const hydrated = useHydrated();
  if (!hydrated || notificationApi() === null) return null;
  const api = notificationApi();
  if (chosen === 'granted' && api?.permission === 'granted') return <p role="status">{t(OFFLINE_ORDER_TEXTS.remindersOn)}</p>;
  if (chosen === 'denied' || (chosen !== null && api?.permission === 'denied')) return <p>{t(OFFLINE_ORDER_TEXTS.remindersBlocked)}</p>;
  const ask = async () => {
    const current = notificationApi();
    if (!current) return;
    setAsking(true);
    try {
      const permission = (await current.requestPermission()) as ReminderPermission;
      await dispatch({ type: 'offline-orders/recordReminderChoice', data: { permission } });
    } finally {
      setAsking(false);
    }
  };
  return (
    <p>
      <Button type="button" variant="secondary" disabled={asking} onClick={() => void ask()}>
        {t(OFFLINE_ORDER_TEXTS.allowReminders)}
      </Button>
    </p>
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
