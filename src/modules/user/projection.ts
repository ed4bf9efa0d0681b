import type { Projection } from '../../kernel/module';
import { applySessionEvent, initialSession } from './decider';
import { USER_EVENTS, type UserEvent } from './messages';

/** The session as the header, the sign-in dialog, the account pages and the reactors read it. */
export const userSession: Projection<'user/session', UserEvent> = {
  name: 'user/session',
  version: 1,
  handles: USER_EVENTS,
  initial: initialSession,
  apply: applySessionEvent,
};
