import type { Projection } from '../../kernel/module';
import type { NotificationsEvent } from './messages';

/** The notifications on screen, for the view. */
export const notificationList: Projection<'notifications/list', NotificationsEvent> = {
  name: 'notifications/list',
  version: 1,
  handles: ['notifications/notificationAdded', 'notifications/notificationDismissed'],
  initial: () => ({ items: [] }),
  apply(draft, event) {
    if (event.type === 'notifications/notificationAdded') draft.items.push(event.data);
    if (event.type === 'notifications/notificationDismissed') draft.items = draft.items.filter((n) => n.id !== event.data.id);
  },
};
