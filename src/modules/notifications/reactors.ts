import type { Reactor } from '../../kernel/module';

/** Removes a notification when its lifetime is over, unless it has no timeout. */
export const expireNotification: Reactor<'notifications/notificationAdded'> = {
  on: ['notifications/notificationAdded'],
  run(event, { dispatch }) {
    if (event.data.hasNoTimeout) return;
    setTimeout(() => {
      void dispatch({ type: 'notifications/dismiss', data: { id: event.data.id, reason: 'expired' } });
    }, event.data.timeToLive);
  },
};

/** Runs the command attached to a notification's action button. */
export const runNotificationAction: Reactor<'notifications/actionTaken'> = {
  on: ['notifications/actionTaken'],
  async run(event, { dispatch }) {
    if (event.data.command) await dispatch(event.data.command);
  },
};
