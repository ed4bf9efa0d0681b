import type { Projection } from '../../kernel/module';
import type { NewsletterEvent } from './messages';
import { NEWSLETTER_TEXTS } from './texts';

/** The spec's newsletter state (isSubscribed, email) and how the latest request went. */
export const newsletterStatus: Projection<'newsletter/status', NewsletterEvent> = {
  name: 'newsletter/status',
  version: 1,
  handles: ['newsletter/subscriptionRequested', 'newsletter/unsubscriptionRequested', 'newsletter/subscribed', 'newsletter/unsubscribed', 'newsletter/requestFailed', 'newsletter/statusLoaded'],
  initial: () => ({ email: null, isSubscribed: false, request: { status: 'idle' } }),
  apply(draft, event) {
    switch (event.type) {
      case 'newsletter/subscriptionRequested':
      case 'newsletter/unsubscriptionRequested':
        draft.request = { status: 'pending' };
        return;
      case 'newsletter/subscribed':
        draft.email = event.data.email;
        draft.isSubscribed = true;
        draft.request = { status: 'done', message: NEWSLETTER_TEXTS.subscribed };
        return;
      case 'newsletter/unsubscribed':
        draft.email = event.data.email;
        draft.isSubscribed = false;
        draft.request = { status: 'done', message: NEWSLETTER_TEXTS.unsubscribed };
        return;
      case 'newsletter/requestFailed':
        draft.request = { status: 'failed', message: event.data.message };
        return;
      case 'newsletter/statusLoaded':
        draft.email = event.data.email;
        draft.isSubscribed = event.data.subscribed;
        return;
      default:
        return;
    }
  },
};
