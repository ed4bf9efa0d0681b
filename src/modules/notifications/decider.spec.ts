import { describe, it } from 'vitest';
import { given } from '../../kernel/testing';
import { notificationsDecider as decider } from './decider';

const added = (id: string, message: string, extra = {}) => ({
  type: 'notifications/notificationAdded' as const,
  data: { id, type: 'info' as const, message, hasNoTimeout: false, timeToLive: 5000, ...extra },
});

describe('notifications decider', () => {
  it('adds a notification with the spec lifetime of 5000 ms', () => {
    given(decider)
      .when({ type: 'notifications/notify', data: { type: 'success', message: 'cart:added' } })
      .then([{ type: 'notifications/notificationAdded', data: { id: 'id-1', type: 'success', message: 'cart:added', hasNoTimeout: false, timeToLive: 5000 } }]);
  });

  it('does not add a notification whose message equals the last one', () => {
    given(decider, added('a', 'cart:added'))
      .when({ type: 'notifications/notify', data: { type: 'info', message: 'cart:added' } })
      .then([]);
  });

  it('adds the same message again when another one came in between, or the last one is gone', () => {
    given(decider, added('a', 'cart:added'), added('b', 'cart:updated'))
      .when({ type: 'notifications/notify', data: { type: 'info', message: 'cart:added' } })
      .then([added('id-1', 'cart:added')]);
    given(decider, added('a', 'cart:added'), { type: 'notifications/notificationDismissed', data: { id: 'a', reason: 'user' } })
      .when({ type: 'notifications/notify', data: { type: 'info', message: 'cart:added' } })
      .then([added('id-1', 'cart:added')]);
  });

  it('treats the same key with other params as a new message', () => {
    given(decider, added('a', 'cart:onlyAvailable', { params: { maxQuantity: 2 } }))
      .when({ type: 'notifications/notify', data: { type: 'info', message: 'cart:onlyAvailable', params: { maxQuantity: 3 } } })
      .then([added('id-1', 'cart:onlyAvailable', { params: { maxQuantity: 3 } })]);
  });

  it('keeps hasNoTimeout, a custom lifetime and the action', () => {
    const action1 = { label: 'OK', command: { type: 'notifications/dismiss' as const, data: { id: 'x' } } };
    given(decider)
      .when({ type: 'notifications/notify', data: { type: 'error', message: 'Boom', hasNoTimeout: true, timeToLive: 9000, action1 } })
      .then([{ type: 'notifications/notificationAdded', data: { id: 'id-1', type: 'error', message: 'Boom', hasNoTimeout: true, timeToLive: 9000, action1 } }]);
  });

  it('refuses an empty message and a lifetime of 0 or less', () => {
    given(decider).when({ type: 'notifications/notify', data: { type: 'info', message: '  ' } }).thenThrows('notifications/emptyMessage');
    given(decider).when({ type: 'notifications/notify', data: { type: 'info', message: 'x', timeToLive: 0 } }).thenThrows('Must be greater than 0.');
  });

  it('dismisses a shown notification and ignores one that is already gone', () => {
    given(decider, added('a', 'm'))
      .when({ type: 'notifications/dismiss', data: { id: 'a', reason: 'expired' } })
      .then([{ type: 'notifications/notificationDismissed', data: { id: 'a', reason: 'expired' } }]);
    given(decider).when({ type: 'notifications/dismiss', data: { id: 'a' } }).then([]);
  });

  it('pressing the action records the command and dismisses the notification', () => {
    const command = { type: 'notifications/notify' as const, data: { type: 'info' as const, message: 'retrying' } };
    given(decider, added('a', 'm', { action1: { label: 'Retry', command } }))
      .when({ type: 'notifications/act', data: { id: 'a' } })
      .then([
        { type: 'notifications/actionTaken', data: { id: 'a', command } },
        { type: 'notifications/notificationDismissed', data: { id: 'a', reason: 'action' } },
      ]);
  });
});
