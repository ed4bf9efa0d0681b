/**
 * Login rate limit over `login_attempt`: at most LOGIN_LIMITS.perAccount failed attempts per account
 * and LOGIN_LIMITS.perAddress per client address within the window. Beyond that, logins are refused
 * before the password is checked. A success erases nothing: knowing one password must not reset the
 * counter of another account tried from the same address.
 */
import { ApiError } from '../../api/errors';
import type { Queryable } from '../../storage/port';

/** The limits (spec of issue 4): 5 per account and 20 per address in 15 minutes. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

const DAY_MS = 24 * 3600_000;

/** The 429 answer, telling how long to wait. */
export function tooManyAttempts(minutes: number): ApiError {
  return new ApiError(429, `Too many failed login attempts. Please try again in ${minutes} minutes.`);
}

/**
 * Milliseconds until fewer than `limit` failures of the key remain in the window, or 0 when the key is
 * under its limit: the moment the limit-th newest failure leaves the window.
 */
async function waitMs(db: Queryable, column: 'account' | 'address', key: string, limit: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
  const { rows } = await db.query<{ at: Date | string }>(
    `SELECT at FROM login_attempt WHERE ${column} = $1 AND NOT succeeded AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1`,
    [key, since, limit - 1],
  );
  const at = rows[0]?.at;
  return at === undefined ? 0 : new Date(at).getTime() + LOGIN_LIMITS.windowMs - now.getTime();
}

/** Throws the 429 ApiError when the account or the address has used up its failed attempts. */
export async function assertLoginAllowed(db: Queryable, account: string, address: string, now: Date): Promise<void> {
  const wait = Math.max(
    await waitMs(db, 'account', account, LOGIN_LIMITS.perAccount, now),
    await waitMs(db, 'address', address, LOGIN_LIMITS.perAddress, now),
  );
  if (wait > 0) throw tooManyAttempts(Math.max(1, Math.ceil(wait / 60_000)));
}

/** Records an attempt; also drops this account's and address's rows older than a day (they count no more). */
export async function recordLoginAttempt(db: Queryable, account: string, address: string, succeeded: boolean, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  await db.query('DELETE FROM login_attempt WHERE (account = $1 OR address = $2) AND at < $3', [account, address, dayAgo]);
  await db.query('INSERT INTO login_attempt (account, address, succeeded, at) VALUES ($1, $2, $3, $4)', [account, address, succeeded, now.toISOString()]);
}
