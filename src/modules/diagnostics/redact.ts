import type { StoredEvent } from '../../kernel/messages';

/** What a redacted value becomes (a string, so every module's evolve still reads the log). */
export const REDACTED = '[redacted]';

/**
 * Keys whose values never leave the browser in a shared log (ADR 0066): tokens and passwords of any kind,
 * the guest cart's id (it alone opens the cart), card data, and secrets. Matched on the key's name, any
 * case, anywhere in an event's data.
 */
const SECRET_KEY = /(token|password|passwd|secret|authorization|cartid|cvc|cvv|cardnumber|card_number|iban|^pan$|otp|apikey|api_key|clientsecret|client_secret)/i;

/** A compact JWT (three base64url parts, the first a JSON header). */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** 13 to 19 digits, maybe grouped by spaces or dashes: a card number when the Luhn check passes. */
const CARDISH = /\b\d(?:[ -]?\d){12,18}\b/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A string with JWTs and card numbers inside it replaced. */
export function redactText(text: string): string {
  return text.replace(JWT, REDACTED).replace(CARDISH, (match) => (luhn(match.replace(/\D/g, '')) ? REDACTED : match));
}

/** A JSON value with secret keys' values and secret-looking strings replaced; the input is not changed. */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : redactValue(inner);
    return out;
  }
  return value;
}

/**
 * The log as it may leave the browser for support: every event's data redacted (meta stays: it holds ids,
 * times and the store code, no secrets). E-mail addresses and names stay: support needs them to find the
 * shopper's orders, and the shopper confirmed the share (ADR 0066).
 */
export function redactLog(events: readonly StoredEvent[]): StoredEvent[] {
  return events.map((event) => ({ ...event, data: redactValue(event.data) }) as StoredEvent);
}
