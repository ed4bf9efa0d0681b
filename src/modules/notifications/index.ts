import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
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
  // A toast belongs to the page it was shown on; a reload starts without one, like the server render.
  sessionOnly: true,
  decider: notificationsDecider,
  projections: [notificationList],
  reactors: [expireNotification, runNotificationAction],
  slots: [{ slot: 'layout/overlay', key: 'notifications', component: NotificationsView }],
  translations: defineTranslations('notifications', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
