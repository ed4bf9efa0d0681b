import { useHydrated } from '../../kernel/react';
import { NotificationList } from '../../ui';
import { useNotifications } from './hooks';

/**
 * The notifications on screen, filling the `layout/overlay` slot. A notice raised while the page hydrates (a
 * provider's return, an offline order's outcome) shows right after: the server's HTML has none, and the first
 * render must agree with it.
 */
export function NotificationsView() {
  const { items, onDismiss, onAction, closeLabel, regionLabel } = useNotifications();
  const hydrated = useHydrated();
  return (
    // Not inert under a modal dialog: a notice raised from the mini cart or a drawer is still announced and closable.
    <section aria-label={regionLabel} data-inert-exempt="">
      <NotificationList items={hydrated ? items : []} onDismiss={onDismiss} onAction={onAction} closeLabel={closeLabel} />
    </section>
  );
}
