import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useProjection } from '../../kernel';
import type { NotificationItem } from '../../ui';

/** Talon for the notifications view: translated items plus the dismiss and action handlers. */
export function useNotifications() {
  const { items } = useProjection('notifications/list');
  const dispatch = useCommand();
  const { t, i18n } = useTranslation('notifications');

  // A message is an i18n key ('cart:added') or the server's own text; unknown keys show as given.
  const text = (message: string, params?: Record<string, string | number>) =>
    i18n.exists(message) ? String(t(message, { ...params, nsSeparator: ':' })) : message;

  const shown: NotificationItem[] = items.map((n) => ({
    id: n.id,
    type: n.type,
    message: text(n.message, n.params),
    ...(n.action1 ? { actionLabel: text(n.action1.label) } : {}),
  }));
  const onDismiss = useCallback((id: string) => void dispatch({ type: 'notifications/dismiss', data: { id } }), [dispatch]);
  const onAction = useCallback((id: string) => void dispatch({ type: 'notifications/act', data: { id } }), [dispatch]);
  return { items: shown, onDismiss, onAction, closeLabel: t('close'), regionLabel: t('region') };
}
