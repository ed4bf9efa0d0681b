import { X } from 'lucide';
import styles from './notification-list.module.css';
import { Icon } from '../icon/icon';
import { UiLink } from '../link/ui-link';

/** Kind of a notification; errors and warnings interrupt screen readers, the others wait. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** One notification as the list shows it. */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  message: string;
  actionLabel?: string;
  /** With a label: the action is a link to this address (pressing it also calls onAction). */
  actionHref?: string;
}

/** Props of NotificationList. */
export interface NotificationListProps {
  items: NotificationItem[];
  onDismiss(id: string): void;
  onAction?(id: string): void;
  closeLabel: string;
}

const URGENT: ReadonlySet<NotificationType> = new Set(['error', 'warning']);

/** Stacked notifications: role="alert" for errors and warnings, role="status" otherwise, each closable. */
export function NotificationList({ items, onDismiss, onAction, closeLabel }: NotificationListProps) {
  return (
    <div className={styles.list} data-count={items.length}>
      {items.map((item) => (
        <div
          key={item.id}
          className={`${styles.item} ${styles[item.type]}`}
          role={URGENT.has(item.type) ? 'alert' : 'status'}
          data-type={item.type}
        >
          <p className={styles.message}>{item.message}</p>
          <div className={styles.controls}>
            {item.actionLabel && item.actionHref ? (
              <UiLink href={item.actionHref} className={styles.action} onClick={() => onAction?.(item.id)}>
                {item.actionLabel}
              </UiLink>
            ) : item.actionLabel ? (
              <button type="button" className={styles.action} onClick={() => onAction?.(item.id)}>
                {item.actionLabel}
              </button>
            ) : null}
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={() => onDismiss(item.id)}
            >
              <Icon icon={X} size={20} />
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
