/** The spec's newsletter texts (i18n keys of the 'newsletter' namespace). */
export const NEWSLETTER_TEXTS = {
  subscribed: 'You have been successfully subscribed to our newsletter!',
  coupon: 'Check your e-mail for your 10% discount coupon.',
  unsubscribed: 'You have been successfully unsubscribed from our newsletter.',
  invalidEmail: 'Please provide valid e-mail address.',
  failed: 'Something went wrong. Try again in a few seconds.',
} as const;

// The same shape the server's ajv 'email' format accepts for ordinary addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether the text is an e-mail address the API accepts. */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}
