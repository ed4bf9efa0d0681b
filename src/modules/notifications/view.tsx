import { NotificationList } from '../../ui';
import { useNotifications } from './hooks';

/** The notifications on screen, filling the `layout/overlay` slot. */
export function NotificationsView() {
  const { items, onDismiss, onAction, closeLabel, regionLabel } = useNotifications();
  return (
    <section aria-label={regionLabel}>
      <NotificationList items={items} onDismiss={onDismiss} onAction={onAction} closeLabel={closeLabel} />
    </section>
  );
}
