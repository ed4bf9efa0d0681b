import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useProjection } from '../../kernel';
import { useOptionalLink } from '../../kernel/react';
import type { LinkHelper, NamedRouteTarget } from '../../kernel/store-view';
import type { NotificationItem } from '../../ui';

/** The action's link in this view; none outside a page or to a route the view lacks (the action then only closes). */
function hrefOf(link: LinkHelper | null, target: NamedRouteTarget): { actionHref?: string } {
  if (!link) return {};
  try {
    return { actionHref: link(target) };
  } catch {
    return {};
  }
}

/** Talon for the notifications view: translated items plus the dismiss and action handlers. */
export function useNotifications() {
  const { items } = useProjection('notifications/list');
  const dispatch = useCommand();
  const { t, i18n } = useTranslation('notifications');
  const link = useOptionalLink();

  // Keys are the spec's English sentences, which contain '.' and ':', so separators are off.
  const text = (message: string, ns?: string, params?: Record<string, string | number>) => {
    const options = { ns, keySeparator: false, nsSeparator: false } as const;
    return ns && i18n.exists(message, options) ? String(t(message, { ...params, ...options })) : message;
  };

  const shown: NotificationItem[] = items.map((n) => ({
    id: n.id,
    type: n.type,
    message: text(n.message, n.ns, n.params),
    ...(n.action1 ? { actionLabel: text(n.action1.label, n.ns ?? 'notifications') } : {}),
    ...(n.action1?.link ? hrefOf(link, n.action1.link) : {}),
  }));
  const onDismiss = useCallback((id: string) => void dispatch({ type: 'notifications/dismiss', data: { id } }), [dispatch]);
  const onAction = useCallback((id: string) => void dispatch({ type: 'notifications/act', data: { id } }), [dispatch]);
  return { items: shown, onDismiss, onAction, closeLabel: t('close'), regionLabel: t('region') };
}
