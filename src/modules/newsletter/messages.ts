/** The newsletter module's messages (spec sections 4, 7 "Newsletter", 9: the 10 % sign-up coupon). */

/** Where the latest subscribe/unsubscribe request stands. */
export interface NewsletterRequest {
  status: 'idle' | 'pending' | 'done' | 'failed';
  /** i18n key (English source text, 'newsletter' namespace) or the server's own message when failed. */
  message?: string;
}

/** The spec's newsletter entity (isSubscribed, email) and the latest request. */
export interface NewsletterView {
  email: string | null;
  isSubscribed: boolean;
  request: NewsletterRequest;
}

/** The Mailchimp list a subscription goes to: 'fi' for the Finnish store, otherwise 'ee' (spec section 7). */
export type NewsletterDomain = 'ee' | 'fi';

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Subscribe an e-mail (footer form, pop-up, My Account). */
    'newsletter/subscribe': { email: string };
    /** Unsubscribe an e-mail (My Account); skipped when not subscribed. */
    'newsletter/unsubscribe': { email: string };
    /** Ask the API whether an e-mail is subscribed (My Account). */
    'newsletter/checkStatus': { email: string };
    /** The API answered a request (sent by the reactors). */
    'newsletter/recordOutcome': { requestId: string; ok: boolean; message?: string };
    /** The API answered a status check (sent by the reactor). */
    'newsletter/recordStatus': { email: string; subscribed: boolean };
  }
  interface EventRegistry {
    'newsletter/subscriptionRequested': { requestId: string; email: string; domain: NewsletterDomain };
    'newsletter/unsubscriptionRequested': { requestId: string; email: string };
    'newsletter/statusRequested': { email: string };
    'newsletter/subscribed': { requestId: string; email: string };
    'newsletter/unsubscribed': { requestId: string; email: string };
    'newsletter/requestFailed': { requestId: string; kind: 'subscribe' | 'unsubscribe'; message: string };
    'newsletter/statusLoaded': { email: string; subscribed: boolean };
  }
}

export type NewsletterCommand = 'newsletter/subscribe' | 'newsletter/unsubscribe' | 'newsletter/checkStatus' | 'newsletter/recordOutcome' | 'newsletter/recordStatus';

export type NewsletterEvent =
  | 'newsletter/subscriptionRequested'
  | 'newsletter/unsubscriptionRequested'
  | 'newsletter/statusRequested'
  | 'newsletter/subscribed'
  | 'newsletter/unsubscribed'
  | 'newsletter/requestFailed'
  | 'newsletter/statusLoaded';

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** Whether the shopper's e-mail is subscribed, and the latest request. */
    'newsletter/status': NewsletterView;
  }
}
