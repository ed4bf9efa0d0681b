import { recordingModule } from '../../kernel/testing';

// Modules never import each other, so the tests of this module run against stand-ins of the modules it
// talks to by message type: notifications and the user module (issue 6).

/** Stands in for the notifications module: a notify becomes a `notificationAdded` with its data on the log. */
export const notificationsStub = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/** Stands in for the user module: `user/logout` emits the event compare clears itself on. */
export const userStub = recordingModule('user', { 'user/logout': 'user/loggedOut' });
