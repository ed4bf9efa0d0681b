/**
 * Rate limits of password resets over `reset_attempt` (issue 18 item 10): how many links one address may
 * ask for, and how many wrong reset tokens one address and one e-mail may present, in a sliding window.
 * The per-address limits refuse before anything is checked. The per-e-mail limit only turns the answer
 * to a wrong token into a 429: the genuine link (256 random bits, not guessable) always works, so a
 * stranger cannot block someone's reset by presenting wrong tokens for her e-mail.
 */
import { TooManyRequests } from '../../api/errors';
import type { Queryable } from '../../storage/port';
import { duration } from './rate-limit';

/** The limits, named in the 429 answers and in the README. */
export const RESET_LIMITS = {
  /** Reset links asked for from one address (any e-mails). Each account also gets at most 5 mails an hour (reset.ts). */
  requestsPerAddress: { limit: 20, windowMs: 3600_000 },
  /** Wrong, used or expired reset tokens presented from one address. */
  tokensPerAddress: { limit: 10, windowMs: 3600_000 },
  /** Wrong, used or expired reset tokens presented for one e-mail. */
  tokensPerEmail: { limit: 10, windowMs: 3600_000 },
} as const;

/** What an attempt was: a link asked for, or a reset token that did not work. */
export type ResetAttemptKind = 'request' | 'token';

const DAY_MS = 24 * 3600_000;

/** Milliseconds until fewer than `limit` attempts of the key remain in the window (0: under the limit). */
async function waitMs(db: Queryable, kind: ResetAttemptKind, column: 'address' | 'email', key: string, rule: { limit: number; windowMs: number }, now: Date): Promise<number> {
  const { rows } = await db.query<{ at: Date | string }>(
    `SELECT at FROM reset_attempt WHERE kind = $1 AND ${column} = $2 AND at > $3 ORDER BY at DESC OFFSET $4 LIMIT 1`,
    [kind, key, new Date(now.getTime() - rule.windowMs).toISOString(), rule.limit - 1],
  );
  const at = rows[0]?.at;
  return at === undefined ? 0 : Math.max(1, new Date(at).getTime() + rule.windowMs - now.getTime());
}

const refusal = (what: string, rule: { limit: number; windowMs: number }, wait: number) =>
  new TooManyRequests(`Too many ${what} (${rule.limit} in ${duration(rule.windowMs)}). Please try again in ${duration(wait)}.`, Math.ceil(wait / 1000));

/** 429 when this address asked for too many reset links. */
export async function assertResetRequestAllowed(db: Queryable, address: string, now: Date): Promise<void> {
  const wait = await waitMs(db, 'request', 'address', address, RESET_LIMITS.requestsPerAddress, now);
  if (wait > 0) throw refusal('password reset requests from your address', RESET_LIMITS.requestsPerAddress, wait);
}

/** 429 when this address presented too many wrong reset tokens. */
export async function assertResetTokenAllowed(db: Queryable, address: string, now: Date): Promise<void> {
  const wait = await waitMs(db, 'token', 'address', address, RESET_LIMITS.tokensPerAddress, now);
  if (wait > 0) throw refusal('invalid password reset links from your address', RESET_LIMITS.tokensPerAddress, wait);
}

/** The 429 for one more wrong token of an e-mail past its limit, or null (answer the usual 400). */
export async function wrongTokenRefusal(db: Queryable, email: string, now: Date): Promise<TooManyRequests | null> {
  const wait = await waitMs(db, 'token', 'email', email, RESET_LIMITS.tokensPerEmail, now);
  return wait > 0 ? refusal('invalid password reset links for this e-mail', RESET_LIMITS.tokensPerEmail, wait) : null;
}

/** Records an attempt (e-mail normalised by the caller); drops this key's rows older than a day. */
export async function recordResetAttempt(db: Queryable, kind: ResetAttemptKind, email: string, address: string, now: Date): Promise<void> {
  await db.query('DELETE FROM reset_attempt WHERE (email = $1 OR address = $2) AND at < $3', [email, address, new Date(now.getTime() - DAY_MS).toISOString()]);
  await db.query('INSERT INTO reset_attempt (kind, email, address, at) VALUES ($1, $2, $3, $4)', [kind, email, address, now.toISOString()]);
}
