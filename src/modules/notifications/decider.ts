import { DomainError, type Decider } from '../../kernel/module';
import type { Notification, NotificationsCommand, NotificationsEvent } from './messages';

/** Spec section 9: notification lifetime. */
export const DEFAULT_TIME_TO_LIVE = 5000;

export interface NotificationsState {
  items: Notification[];
}

const sameParams = (a: Notification['params'], b: Notification['params']) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** Notifications: add (unless a repeat of the last one), dismiss, act. */
export const notificationsDecider: Decider<NotificationsState, NotificationsCommand, NotificationsEvent> = {
  initialState: () => ({ items: [] }),

  decide(command, state, ctx) {
    switch (command.type) {
      case 'notifications/notify': {
        const { message, type } = command.data;
        if (message.trim() === '') throw new DomainError('notifications/emptyMessage', 'A notification needs a message.');
        const last = state.items[state.items.length - 1];
        // Spec: a notification with the same message as the last one is not added.
        if (last && last.message === message && last.ns === command.data.ns && sameParams(last.params, command.data.params)) return [];
        const timeToLive = command.data.timeToLive ?? DEFAULT_TIME_TO_LIVE;
        if (!Number.isFinite(timeToLive) || timeToLive <= 0) {
          throw new DomainError('notifications/badTimeToLive', 'Must be greater than 0.');
        }
        const added: Notification = { id: ctx.newId(), type, message, hasNoTimeout: command.data.hasNoTimeout ?? false, timeToLive };
        if (command.data.ns) added.ns = command.data.ns;
        if (command.data.params) added.params = command.data.params;
        if (command.data.action1) added.action1 = command.data.action1;
        return [{ type: 'notifications/notificationAdded', data: added }];
      }
      case 'notifications/dismiss': {
        // Dismissing one that is already gone (timer after a click) is not an error: nothing happens.
        if (!state.items.some((n) => n.id === command.data.id)) return [];
        return [{ type: 'notifications/notificationDismissed', data: { id: command.data.id, reason: command.data.reason ?? 'user' } }];
      }
      case 'notifications/act': {
        const item = state.items.find((n) => n.id === command.data.id);
        if (!item) return [];
        return [
          { type: 'notifications/actionTaken', data: { id: item.id, command: item.action1?.command ?? null } },
          { type: 'notifications/notificationDismissed', data: { id: item.id, reason: 'action' } },
        ];
      }
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(draft, event) {
    switch (event.type) {
      case 'notifications/notificationAdded':
        draft.items.push(event.data);
        break;
      case 'notifications/notificationDismissed':
        draft.items = draft.items.filter((n) => n.id !== event.data.id);
        break;
      case 'notifications/actionTaken':
        break;
      default: {
        const unknown: never = event;
        void unknown;
      }
    }
  },
};
