/**
 * Login throttling over `login_attempt` (issue 18 item 8): growing delays instead of a hard lock-out.
 * Failures are counted per account and address (since the last success of that account from that
 * address) and per address (any accounts). Past the free failures each further attempt waits for a delay
 * that doubles up to a cap, counted from the last failure. The owner signing in from another address is
 * never held back by someone else's failures; shoppers behind a busy shared address wait minutes at most
 * (or answer a CAPTCHA when one is configured). Refused attempts check no password and are not recorded.
 */
import { TooManyRequests } from '../../api/errors';
import type { Queryable } from '../../storage/port';

/** A delay rule: `free` failures in `windowMs`, then waits of `firstDelayMs`, doubling up to `maxDelayMs`. */
export interface DelayRule {
  free: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The limits, named in the 429 answers and in the README. */
export const LOGIN_LIMITS = {
  /** One account from one address: failures since its last success there, within 24 hours. */
  accountAddress: { free: 5, windowMs: 24 * 3600_000, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 },
  /** One address, whatever the accounts, within an hour. */
  address: { free: 20, windowMs: 3600_000, firstDelayMs: 1000, maxDelayMs: 5 * 60_000 },
  /** With a CAPTCHA configured: failures of one account from any address in an hour before every sign-in of it needs one. */
  captchaAfter: { failures: 10, windowMs: 3600_000 },
} as const;

const DAY_MS = 24 * 3600_000;

/**
 * A CAPTCHA check (reCAPTCHA, hCaptcha, Turnstile ...), off unless `ApiDeps.captcha` is set. The login
 * body then may carry `captcha`, the widget's answer: a valid one lets a sign-in past the per-address delay
 * and is required once an account has had `LOGIN_LIMITS.captchaAfter.failures` failures from anywhere.
 */
export interface CaptchaVerifier {
  /** True when `answer` is a valid CAPTCHA answer given at this client address. */
  verify(answer: string, address: string): Promise<boolean>;
}

/** The wait, counted from the last failure, before the attempt after `failures` failures (0: none). */
export function delayMs(rule: DelayRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(failures - rule.free, 30));
}

/** '1 second', '40 seconds', '2 minutes', '15 minutes', '1 hour', '24 hours'. */
export function duration(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [n, unit] = seconds < 120 ? [seconds, 'second'] : seconds < 7200 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const ruleText = (rule: DelayRule) =>
  `${rule.free} failed attempts in ${duration(rule.windowMs)}, then waits from ${duration(rule.firstDelayMs)} doubling up to ${duration(rule.maxDelayMs)}`;

/** The 429 answer of a rule: names the limit and the wait, with Retry-After. */
function throttled(who: string, rule: DelayRule, waitMs: number): TooManyRequests {
  return new TooManyRequests(`Too many failed sign-in attempts ${who} (${ruleText(rule)}). Please try again in ${duration(waitMs)}.`, Math.ceil(waitMs / 1000));
}

/** The answer when an account under attack needs a CAPTCHA answer. */
export const CAPTCHA_REQUIRED = `Too many failed sign-in attempts for this account (${LOGIN_LIMITS.captchaAfter.failures} in ${duration(LOGIN_LIMITS.captchaAfter.windowMs)}). Please answer the CAPTCHA to sign in.`;

interface Failures {
  n: number;
  last: Date | string | null;
}

async function failures(db: Queryable, sql: string, params: unknown[]): Promise<{ n: number; last: number }> {
  const { rows } = await db.query<Failures>(sql, params);
  const row = rows[0];
  return { n: row?.n ?? 0, last: row?.last ? new Date(row.last).getTime() : 0 };
}

/** Milliseconds still to wait under `rule` after these failures (0: may try now). */
function remaining(rule: DelayRule, seen: { n: number; last: number }, now: Date): number {
  return Math.max(0, seen.last + delayMs(rule, seen.n) - now.getTime());
}

/**
 * Throws a 429 (TooManyRequests with Retry-After) when the account, from this address, or the address
 * must wait, or when a configured CAPTCHA is required and `captchaAnswer` is not a valid one.
 */
export async function assertLoginAllowed(
  db: Queryable,
  account: string,
  address: string,
  now: Date,
  challenge: { captcha?: CaptchaVerifier | undefined; answer?: string | undefined } = {},
): Promise<void> {
  const { accountAddress, address: perAddress, captchaAfter } = LOGIN_LIMITS;
  const at = (windowMs: number) => new Date(now.getTime() - windowMs).toISOString();
  const mine = await failures(
    db,
    `SELECT count(*)::int AS n, max(at) AS last FROM login_attempt
      WHERE account = $1 AND address = $2 AND NOT succeeded AND at > $3
        AND at > COALESCE((SELECT max(at) FROM login_attempt WHERE account = $1 AND address = $2 AND succeeded), $3)`,
    [account, address, at(accountAddress.windowMs)],
  );
  const mineWait = remaining(accountAddress, mine, now);
  // Never skipped, not even with a CAPTCHA: it holds back only this address, never the owner elsewhere.
  if (mineWait > 0) throw throttled('for this account from your address', accountAddress, mineWait);
  // Asked at most once per request: CAPTCHA answers are usually good for one check.
  let verdict: Promise<boolean> | undefined;
  const solved = () => (verdict ??= challenge.captcha && typeof challenge.answer === 'string' ? challenge.captcha.verify(challenge.answer, address) : Promise.resolve(false));
  const shared = await failures(db, 'SELECT count(*)::int AS n, max(at) AS last FROM login_attempt WHERE address = $1 AND NOT succeeded AND at > $2', [
    address,
    at(perAddress.windowMs),
  ]);
  const sharedWait = remaining(perAddress, shared, now);
  if (sharedWait > 0 && !(await solved())) throw throttled('from your address', perAddress, sharedWait);
  if (!challenge.captcha) return;
  const anywhere = await failures(db, 'SELECT count(*)::int AS n, NULL AS last FROM login_attempt WHERE account = $1 AND NOT succeeded AND at > $2', [
    account,
    at(captchaAfter.windowMs),
  ]);
  if (anywhere.n >= captchaAfter.failures && !(await solved())) throw new TooManyRequests(CAPTCHA_REQUIRED);
}

/** Records an attempt; also drops this account's and address's rows older than a day (they count no more). */
export async function recordLoginAttempt(db: Queryable, account: string, address: string, succeeded: boolean, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  await db.query('DELETE FROM login_attempt WHERE (account = $1 OR address = $2) AND at < $3', [account, address, dayAgo]);
  await db.query('INSERT INTO login_attempt (account, address, succeeded, at) VALUES ($1, $2, $3, $4)', [account, address, succeeded, now.toISOString()]);
}
