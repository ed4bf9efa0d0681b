import { defineModule } from '../../kernel/module';
import { LOGGED_OUT } from './reactors';

// Modules never import each other, so the tests of this module run against stand-ins of the modules it
// talks to by message type: notifications and the user module (issue 6).

/** Stands in for the notifications module: a notify becomes a `notificationAdded` on the log. */
export const notificationsStub = defineModule<Record<string, never>>({
  id: 'notifications',
  decider: {
    initialState: () => ({}),
    decide: (command) =>
      command.type === 'notifications/notify' ? [{ type: 'notifications/notificationAdded', data: { id: 'n', hasNoTimeout: true, timeToLive: 5000, ...command.data } }] : [],
    evolve: () => {},
  },
});

/** Stands in for the user module: `user/logout` emits the event compare clears itself on. */
export const userStub = defineModule({
  id: 'user',
  decider: { initialState: () => ({}), decide: () => [{ type: LOGGED_OUT, data: {} }], evolve: () => undefined } as never,
});
