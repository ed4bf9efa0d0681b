import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useHydrated, useProjection } from '../../kernel/react';
import { Button } from '../../ui';
import { OFFLINE_ORDER_TEXTS } from './decider';
import type { ReminderPermission } from './messages';
import { notificationApi } from './reminders';

/**
 * "Allow notification about the order" beside an order kept offline (the checkout's `checkout/queuedOrder` slot).
 * The browser is asked for permission only when the shopper presses it (never before: spec section 4 "A push
 * notification can remind the user"); the answer is recorded. Nothing shows where the browser has no
 * Notification API.
 */
export default function ReminderOptIn() {
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
