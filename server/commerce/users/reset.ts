/**
 * Forgotten passwords: a one-time link by e-mail (the token stored only as SHA-256, valid 60 minutes),
 * and the new password set with it. Asking never tells whether an account exists.
 */
import { badRequest } from '../../api/errors';
import type { Database } from '../../storage/port';
import type { StoreView } from '../../../src/kernel/store-view/types';
import { storeViewHref } from '../../../src/kernel/store-view/href';
import { localizedPath } from '../../../src/kernel/store-view/localize';
import { enqueueMail, mailLanguage } from '../../mail/outbox';
import { render } from '../../mail/templates/password-reset';
import { customerByEmail, setPasswordHash } from './customers';
import { hashPassword } from './passwords';
import { opaqueToken, sha256Hex } from './refresh-tokens';
import { normalizeEmail } from './validation';

/** How long a reset link works. */
export const RESET_VALID_MINUTES = 60;

/** Reset e-mails one account gets at most per hour (more requests are answered alike but send nothing). */
export const RESET_REQUESTS_PER_HOUR = 5;

/** The answer to an expired, used or foreign reset token. */
export const RESET_EXPIRED = 'Your password reset link has expired.';

/** The origin links in e-mails point to: the configured public URL, else the request's protocol and host. */
export type LinkOrigin = { publicUrl: string } | { protocol: string; host: string };

/**
 * The reset page of `view` with token and e-mail: `{origin}{store prefix}/reset-password?token=&email=`
 * (prefix '/eng', '/rus', '/ap24_italy_en', none for the views on their own domains). With a configured
 * public URL the link is on it; otherwise it follows the request (storeViewHref: a view with its own
 * domain, such as Finnish, gets its domain when the request came to another view's host).
 */
export function resetLink(view: StoreView, views: readonly StoreView[], origin: LinkOrigin, token: string, email: string): string {
  const path = `/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  if ('publicUrl' in origin) return origin.publicUrl.replace(/\/+$/, '') + localizedPath(path, view);
  const href = storeViewHref(view, origin, views, path);
  return href.startsWith('/') ? `${origin.protocol.replace(/:?$/, ':')}//${origin.host}${href}` : href;
}

/**
 * Starts a reset when the e-mail has an account: stores the token hash and queues the 'password_reset'
 * message in the view's language. Does nothing (and says nothing) otherwise.
 */
export async function requestPasswordReset(db: Database, views: readonly StoreView[], view: StoreView | null, email: string, origin: LinkOrigin, now: Date): Promise<void> {
  const customer = await customerByEmail(db, email);
  if (!customer) return;
  // Nobody's mailbox gets flooded with links: past the limit the request is answered alike and dropped.
  const since = new Date(now.getTime() - 3600_000).toISOString();
  const { rows: recent } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset WHERE customer_id = $1 AND created_at > $2', [customer.id, since]);
  if ((recent[0]?.n ?? 0) >= RESET_REQUESTS_PER_HOUR) return;
  const target = view ?? views.find((candidate) => candidate.storeId === customer.store_id) ?? views.find((candidate) => candidate.isDefault) ?? views[0];
  if (!target) throw new Error('No store views configured');
  const token = opaqueToken();
  const language = mailLanguage(target.language);
  const content = render(language, { firstname: customer.firstname, link: resetLink(target, views, origin, token, customer.email), validMinutes: RESET_VALID_MINUTES });
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO password_reset (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      sha256Hex(token),
      customer.id,
      now.toISOString(),
      new Date(now.getTime() + RESET_VALID_MINUTES * 60_000).toISOString(),
    ]);
    // The payload is for support: never the token.
    await enqueueMail(tx, { kind: 'password_reset', recipient: customer.email, storeCode: target.storeCode, language, ...content, payload: { customerId: customer.id } }, now);
  });
}

/**
 * Sets `newPassword` with a reset token: 400 RESET_EXPIRED unless the token is this e-mail's, unused and
 * unexpired. Uses the token (and every other open link of the customer) and ends all sessions.
 */
export async function resetPassword(db: Database, email: string, token: string, newPassword: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const done = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ customer_id: number }>(
      `UPDATE password_reset r SET used_at = $3
         FROM customer c
        WHERE r.token_hash = $1 AND r.customer_id = c.id AND c.email_norm = $2 AND r.used_at IS NULL AND r.expires_at > $3
        RETURNING r.customer_id`,
      [sha256Hex(token), normalizeEmail(email), now.toISOString()],
    );
    const customerId = rows[0]?.customer_id;
    if (customerId === undefined) return false;
    await tx.query('UPDATE password_reset SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL', [customerId, now.toISOString()]);
    await setPasswordHash(tx, customerId, passwordHash, now);
    return true;
  });
  if (!done) throw badRequest(RESET_EXPIRED);
}
