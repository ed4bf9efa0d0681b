import type { Command } from '../../kernel/messages';
import type { NamedRouteTarget } from '../../kernel/store-view';

/** How a notification looks and is announced (errors and warnings interrupt, the rest are polite). */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/**
 * What the action does: a label, and optionally a command dispatched when it is pressed, or a named route of the
 * current store view it links to (the action is then a link, opened by client navigation; the notice goes away).
 */
export interface NotificationAction {
  label: string;
  command?: Command;
  link?: NamedRouteTarget;
}

/**
 * A notification as shown. With `ns`, `message` is a key of that i18n namespace (the spec's English text
 * itself, as in Vue Storefront); without it, plain text shown as given (a server's message). `params` fill it.
 */
export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  ns?: string;
  params?: Record<string, string | number>;
  action1?: NotificationAction;
  hasNoTimeout: boolean;
  /** Milliseconds the notification stays unless `hasNoTimeout` (default 5000, spec section 9). */
  timeToLive: number;
}

export type DismissReason = 'user' | 'expired' | 'action';

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Show a notification (not added when its message equals the last one's). */
    'notifications/notify': {
      type: NotificationType;
      message: string;
      ns?: string;
      params?: Record<string, string | number>;
      action1?: NotificationAction;
      hasNoTimeout?: boolean;
      timeToLive?: number;
    };
    /** Remove a notification. */
    'notifications/dismiss': { id: string; reason?: DismissReason };
    /** Press a notification's action button: its command (if any) is dispatched, then it goes away. */
    'notifications/act': { id: string };
  }
  interface EventRegistry {
    'notifications/notificationAdded': Notification;
    'notifications/notificationDismissed': { id: string; reason: DismissReason };
    'notifications/actionTaken': { id: string; command: Command | null };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The notifications on screen, oldest first. */
    'notifications/list': { items: Notification[] };
  }
}

export type NotificationsCommand = 'notifications/notify' | 'notifications/dismiss' | 'notifications/act';
export type NotificationsEvent = 'notifications/notificationAdded' | 'notifications/notificationDismissed' | 'notifications/actionTaken';
