/**
 * The card module's contract (spec section 4 "Payment flows", Card; sections 5, 8 and 9). Everything the shopper
 * does with the card and every answer of the shop or of Stripe is an event, so the log support receives shows
 * what happened. The client secret of a payment intent never enters one of this module's events: only the
 * intent's id (the secret is read from the checkout's `checkout/paymentActionRequired` when it is needed).
 */

/** GET /api/ext/stripe/config?storeCode (the shop's card settings for the view). */
export interface CardConfig {
  publishableKey: string;
  /** The provider runs in test mode (spec section 9): the form says so. */
  testMode: boolean;
  /** The card form's language: the view's default language. */
  locale: string;
  /** No provider keys on the server: Stripe.js is not used, the shopper picks one of the sandbox's test cards. */
  sandbox: boolean;
}

/** How the card is taken: Stripe.js with a card element, or the sandbox's test cards. */
export type CardMode = 'stripe' | 'sandbox';

/** Where the card form stands. */
export type SetupStatus =
  /** Nothing asked yet. */
  | 'idle'
  /** Asking the shop for the card settings, or loading Stripe.js. */
  | 'loading'
  /** The card element (or the test cards) can be used. */
  | 'ready'
  /** The settings or Stripe.js could not be loaded: the method says so politely; other methods still work. */
  | 'unavailable';

/** The card being entered in the payment step (one entry per opening of the form or change of card). */
export interface CardEntry {
  entryId: string;
  status: 'empty' | 'creating' | 'created' | 'failed';
  /** `'<payment method id>:<brand>:<last four>'`, the order's `payment_method_additional.token`. */
  token: string | null;
  brand: string | null;
  last4: string | null;
  /** Why the card was not accepted (the provider's own words, or 'Something went wrong!'). */
  message: string | null;
}

/** 3-D Secure of an order being placed. */
export interface CardAuthentication {
  orderId: string;
  intentId: string;
  mode: CardMode;
  status: 'challenged' | 'answered' | 'succeeded' | 'failed';
  message: string | null;
}

/** The card method as its views read it (`checkout-module-it-cards/card`). */
export interface CardView {
  setup: SetupStatus;
  /** The request for settings in flight or last answered (only its answer counts). */
  requestId: string | null;
  config: CardConfig | null;
  /** Why the method is unavailable, for support (the shopper sees the polite message). */
  reason: string | null;
  entry: CardEntry | null;
  authentication: CardAuthentication | null;
}

/** A server answer as a reactor records it (code 0 and `transmitted: false` when it never reached the server). */
export interface RecordedAnswer {
  code: number;
  result: unknown;
  transmitted: boolean;
}

/** What Stripe answered to createPaymentMethod. */
export type PaymentMethodAnswer = { ok: true; id: string; brand: string; last4: string } | { ok: false; message: string };

/** How 3-D Secure ended. */
export type AuthenticationAnswer = { ok: true } | { ok: false; message: string };

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** The card method was chosen: a new card entry; the settings are asked for when not known yet. */
    'checkout-module-it-cards/startCardEntry': Record<string, never>;
    'checkout-module-it-cards/recordConfig': RecordedAnswer & { requestId: string };
    /** Stripe.js loaded (or not) for the settings of `requestId`. */
    'checkout-module-it-cards/recordSdkLoad': { requestId: string; ok: boolean; reason: string | null };
    /** The card element says the card is complete: create a payment method from it. */
    'checkout-module-it-cards/createPaymentMethod': { entryId: string };
    'checkout-module-it-cards/recordPaymentMethod': { entryId: string; answer: PaymentMethodAnswer };
    /** Sandbox: the shopper picked one of the test cards. */
    'checkout-module-it-cards/chooseTestCard': { entryId: string; paymentMethod: string };
    /** The order answered 'Authentication Required' (the reactor on `checkout/paymentActionRequired`). */
    'checkout-module-it-cards/startAuthentication': { orderId: string; intentId: string };
    /** Sandbox: the shopper's answer to the test 3-D Secure check. */
    'checkout-module-it-cards/answerTestChallenge': { orderId: string; approved: boolean };
    'checkout-module-it-cards/recordAuthentication': { orderId: string; answer: AuthenticationAnswer };
  }
  interface EventRegistry {
    'checkout-module-it-cards/cardEntryStarted': { entryId: string };
    'checkout-module-it-cards/configRequested': { requestId: string };
    'checkout-module-it-cards/configReceived': { requestId: string; config: CardConfig };
    'checkout-module-it-cards/sdkLoaded': { requestId: string };
    'checkout-module-it-cards/cardUnavailable': { requestId: string; reason: string | null };
    'checkout-module-it-cards/paymentMethodRequested': { entryId: string };
    'checkout-module-it-cards/paymentMethodCreated': { entryId: string; token: string; brand: string; last4: string };
    'checkout-module-it-cards/paymentMethodFailed': { entryId: string; message: string };
    'checkout-module-it-cards/authenticationStarted': { orderId: string; intentId: string; mode: CardMode };
    'checkout-module-it-cards/testChallengeAnswered': { orderId: string; intentId: string; approved: boolean };
    'checkout-module-it-cards/authenticationSucceeded': { orderId: string };
    'checkout-module-it-cards/authenticationFailed': { orderId: string; message: string };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The card method's settings, the card being entered and the 3-D Secure check in progress. */
    'checkout-module-it-cards/card': CardView;
  }
}

export type CardCommand =
  | 'checkout-module-it-cards/startCardEntry'
  | 'checkout-module-it-cards/recordConfig'
  | 'checkout-module-it-cards/recordSdkLoad'
  | 'checkout-module-it-cards/createPaymentMethod'
  | 'checkout-module-it-cards/recordPaymentMethod'
  | 'checkout-module-it-cards/chooseTestCard'
  | 'checkout-module-it-cards/startAuthentication'
  | 'checkout-module-it-cards/answerTestChallenge'
  | 'checkout-module-it-cards/recordAuthentication';

export const CARD_EVENTS = [
  'checkout-module-it-cards/cardEntryStarted',
  'checkout-module-it-cards/configRequested',
  'checkout-module-it-cards/configReceived',
  'checkout-module-it-cards/sdkLoaded',
  'checkout-module-it-cards/cardUnavailable',
  'checkout-module-it-cards/paymentMethodRequested',
  'checkout-module-it-cards/paymentMethodCreated',
  'checkout-module-it-cards/paymentMethodFailed',
  'checkout-module-it-cards/authenticationStarted',
  'checkout-module-it-cards/testChallengeAnswered',
  'checkout-module-it-cards/authenticationSucceeded',
  'checkout-module-it-cards/authenticationFailed',
] as const;
export type CardEvent = (typeof CARD_EVENTS)[number];
