import { DomainError, type Decider } from '../../kernel/module';
import type { NewsletterCommand, NewsletterEvent } from './messages';
import { isValidEmail, NEWSLETTER_TEXTS } from './texts';

export interface NewsletterState {
  email: string | null;
  isSubscribed: boolean;
  /** Requests waiting for the API: request id → kind. */
  pending: Record<string, { kind: 'subscribe' | 'unsubscribe'; email: string }>;
}

const sameEmail = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Newsletter subscription (spec section 7): a valid e-mail becomes a request the reactor sends (it asks the
 * API first and skips the POST when already subscribed); unsubscribing an e-mail not subscribed is skipped.
 * The API's answer, brought back by the reactor, settles a request once.
 */
export const newsletterDecider: Decider<NewsletterState, NewsletterCommand, NewsletterEvent> = {
  initialState: () => ({ email: null, isSubscribed: false, pending: {} }),

  decide(command, state, ctx) {
    switch (command.type) {
      case 'newsletter/subscribe': {
        const email = command.data.email.trim();
        if (!isValidEmail(email)) throw new DomainError('newsletter/invalidEmail', NEWSLETTER_TEXTS.invalidEmail);
        return [{ type: 'newsletter/subscriptionRequested', data: { requestId: ctx.newId(), email, domain: ctx.storeCode === 'fin' ? 'fi' : 'ee' } }];
      }
      case 'newsletter/unsubscribe': {
        const email = command.data.email.trim();
        if (!state.isSubscribed || !sameEmail(state.email, email)) return [];
        return [{ type: 'newsletter/unsubscriptionRequested', data: { requestId: ctx.newId(), email } }];
      }
      case 'newsletter/checkStatus': {
        const email = command.data.email.trim();
        if (!isValidEmail(email)) throw new DomainError('newsletter/invalidEmail', NEWSLETTER_TEXTS.invalidEmail);
        return [{ type: 'newsletter/statusRequested', data: { email } }];
      }
      case 'newsletter/recordOutcome': {
        const { requestId, ok, message } = command.data;
        const request = state.pending[requestId];
        if (!request) return [];
        if (!ok) return [{ type: 'newsletter/requestFailed', data: { requestId, kind: request.kind, message: message ?? NEWSLETTER_TEXTS.failed } }];
        return [{ type: request.kind === 'subscribe' ? 'newsletter/subscribed' : 'newsletter/unsubscribed', data: { requestId, email: request.email } }];
      }
      case 'newsletter/recordStatus':
        return [{ type: 'newsletter/statusLoaded', data: { email: command.data.email.trim(), subscribed: command.data.subscribed } }];
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(draft, event) {
    switch (event.type) {
      case 'newsletter/subscriptionRequested':
        draft.pending[event.data.requestId] = { kind: 'subscribe', email: event.data.email };
        return;
      case 'newsletter/unsubscriptionRequested':
        draft.pending[event.data.requestId] = { kind: 'unsubscribe', email: event.data.email };
        return;
      case 'newsletter/subscribed':
        delete draft.pending[event.data.requestId];
        draft.email = event.data.email;
        draft.isSubscribed = true;
        return;
      case 'newsletter/unsubscribed':
        delete draft.pending[event.data.requestId];
        draft.email = event.data.email;
        draft.isSubscribed = false;
        return;
      case 'newsletter/requestFailed':
        delete draft.pending[event.data.requestId];
        return;
      case 'newsletter/statusLoaded':
        draft.email = event.data.email;
        draft.isSubscribed = event.data.subscribed;
        return;
      case 'newsletter/statusRequested':
        return;
    }
  },
};
