import { defineModule } from '../../kernel';
import { notificationsDecider } from './decider';
import { notificationList } from './projection';
import { expireNotification, runNotificationAction } from './reactors';
import { NotificationsView } from './view';

export type { Notification, NotificationType, NotificationAction, DismissReason } from './messages';
export { DEFAULT_TIME_TO_LIVE } from './decider';

/** Notifications: toasts with a lifetime, no repeats of the last message, an optional action button. */
export const notificationsModule = defineModule({
  id: 'notifications',
  activation: 'eager',
  decider: notificationsDecider,
  projections: [notificationList],
  reactors: [expireNotification, runNotificationAction],
  slots: [{ slot: 'layout/overlay', key: 'notifications', component: NotificationsView }],
  translations: {
    namespace: 'notifications',
    load: (language) => {
      switch (language) {
        case 'et': return import('./locales/et.json');
        case 'ru': return import('./locales/ru.json');
        case 'fi': return import('./locales/fi.json');
        case 'it': return import('./locales/it.json');
        default: return import('./locales/en.json');
      }
    },
  },
});
