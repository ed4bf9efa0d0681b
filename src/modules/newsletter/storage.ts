import type { DurableStore } from '../../kernel/event-log/durable-store';

/** The newsletter path of the API contract (spec section 7). */
export const NEWSLETTER_PATH = '/api/ext/mailchimp-subscribe/subscribe';

/** Browser storage of the newsletter: the cached `email` (spec section 7). */
export const NewsletterStorage = Symbol('NewsletterStorage');
export type NewsletterStorage = Pick<DurableStore, 'get' | 'set'>;

/** Claim code (kernel claims) remembering that the pop-up was shown or dismissed (never shown again); also the
 * localStorage key it had before, still honoured. */
export const POPUP_SEEN_KEY = 'newsletter-popup-seen';
/** Milliseconds on a first visit before the pop-up opens. */
export const POPUP_DELAY_MS = 10_000;
