import type { CardConfig } from './messages';

/** The method code the server offers card payments under (spec section 4). */
export const CARD_CODE = 'stripe_payments';

/** The Italian views that offer the card method (spec section 9). */
export const CARD_STORE_CODES: readonly string[] = ['ap24_italy_it', 'ap24_italy_en'];

/** English source texts of the 'checkout-module-it-cards' namespace (the English sentences are the keys). */
export const CARD_TEXTS = {
  /** Spec section 5: a missing card element. */
  somethingWrong: 'Something went wrong!',
  /** Spec section 8: while paying. */
  processing: 'Processing order...',
  title: 'Credit card',
  cardLabel: 'Card details',
  loading: 'Loading the card form…',
  unavailable: 'Card payment cannot be loaded right now. Please check your connection, try again later or choose another payment method.',
  enterCard: 'Enter your card details.',
  checking: 'Checking your card…',
  accepted: 'Card accepted: {{brand}} ending in {{last4}}.',
  testMode: 'Test mode: no real money is charged.',
  testCards: 'Test cards',
  testCardsNote: 'This shop has no card provider connected. Choose one of these test cards; no card is charged.',
  chooseTestCard: 'Choose one of the test cards.',
  cardSucceeds: 'Visa ending in 4242: the payment succeeds',
  cardNeeds3ds: 'Visa ending in 3155: asks for 3-D Secure',
  cardDeclined: 'Visa ending in 0002: declined',
  review: 'you pay by card when you place the order.',
  reviewCard: 'you pay with {{brand}} ending in {{last4}} when you place the order.',
  paid: 'paid by card.',
  paidCard: 'paid with {{brand}} ending in {{last4}}.',
  authenticating: 'Your bank is confirming the payment…',
  challengeTitle: 'Confirm the payment (test 3-D Secure)',
  challengeNote: 'Your card asks you to confirm this payment. In test mode you choose the outcome.',
  approve: 'Approve payment',
  fail: 'Fail authentication',
  /** Stripe's message when 3-D Secure fails (the sandbox answers no message of its own). */
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** The sandbox's test cards (server/commerce/payments/README.md), as the test-card form offers them. */
export const TEST_CARDS = [
  { paymentMethod: 'pm_card_visa', brand: 'visa', last4: '4242', label: CARD_TEXTS.cardSucceeds },
  { paymentMethod: 'pm_card_threeDSecure2Required', brand: 'visa', last4: '3155', label: CARD_TEXTS.cardNeeds3ds },
  { paymentMethod: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002', label: CARD_TEXTS.cardDeclined },
] as const;

/** The token the server reads from `payment_method_additional.token`: `'<payment method id>:<brand>:<last four>'`. */
export const cardToken = (id: string, brand: string, last4: string): string => `${id}:${brand}:${last4}`;

/** The client secret in the server's 'Authentication Required: <client_secret>' (null when it is not one). */
export function clientSecretOf(message: string): string | null {
  const match = /^Authentication Required:\s*((pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+)\s*$/.exec(message);
  return match?.[1] ?? null;
}

/** A payment intent's id from its client secret (`pi_123_secret_abc` → `pi_123`). */
export function intentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at < 0 ? clientSecret : clientSecret.slice(0, at);
}

/** Reads GET /api/ext/stripe/config's result (null when it is not one). */
export function configOf(result: unknown): CardConfig | null {
  if (!result || typeof result !== 'object') return null;
  const { publishableKey, testMode, locale, sandbox } = result as Record<string, unknown>;
  if (typeof publishableKey !== 'string' || !publishableKey) return null;
  return { publishableKey, testMode: testMode !== false, locale: typeof locale === 'string' && locale ? locale : 'auto', sandbox: sandbox === true };
}
