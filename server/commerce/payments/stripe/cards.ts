/**
 * Test cards of the card sandbox and of the Stripe fake, after Stripe's own test payment methods:
 *
 * | payment method id               | last four | outcome                                            |
 * |---------------------------------|-----------|----------------------------------------------------|
 * | pm_card_visa                    | 4242      | authorised (requires_capture)                       |
 * | pm_card_threeDSecure2Required   | 3155      | requires_action (3-D Secure), then authenticate     |
 * | pm_card_chargeDeclined          | 0002      | declined: 'Your card was declined.'                 |
 * | anything else                   |           | authorised                                          |
 *
 * The id decides when it is one of these; otherwise the last four digits do.
 */

/** Store views that offer the card method: the Italian ones only. */
export const CARD_STORE_CODES: readonly string[] = ['ap24_italy_it', 'ap24_italy_en'];

/** What a test card does when an intent is confirmed with it. */
export type CardOutcome = 'authorized' | 'requires_action' | 'declined';

/** Stripe's decline message. */
export const CARD_DECLINED = 'Your card was declined.';

/** Stripe's message when 3-D Secure fails. */
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const BY_ID: Record<string, CardOutcome> = {
  pm_card_visa: 'authorized',
  pm_card_threeDSecure2Required: 'requires_action',
  pm_card_chargeDeclined: 'declined',
};

const BY_LAST4: Record<string, CardOutcome> = { '4242': 'authorized', '3155': 'requires_action', '0002': 'declined' };

/** The outcome of a test card by payment method id, else by last four. */
export function testCardOutcome(paymentMethod: string, last4?: string): CardOutcome {
  return BY_ID[paymentMethod] ?? (last4 ? BY_LAST4[last4] : undefined) ?? 'authorized';
}

/** A card token of payment_method_additional: `'<payment method id>:<brand>:<last four>'`. */
export interface CardToken {
  paymentMethod: string;
  brand: string;
  last4: string;
}

/** Parses a card token (also `{token}` objects); null when it is not one. */
export function parseCardToken(additional: unknown): CardToken | null {
  const raw = typeof additional === 'string' ? additional : additional && typeof additional === 'object' ? (additional as { token?: unknown }).token : undefined;
  if (typeof raw !== 'string' || raw.length > 255) return null;
  const [paymentMethod = '', brand = '', last4 = ''] = raw.split(':');
  if (!/^pm_[A-Za-z0-9_]+$/.test(paymentMethod)) return null;
  return { paymentMethod, brand, last4: /^\d{4}$/.test(last4) ? last4 : '' };
}
