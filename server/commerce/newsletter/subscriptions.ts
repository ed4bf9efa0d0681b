/**
 * Newsletter subscriptions (spec section 7 "Newsletter"): one row per e-mail. The first subscription of
 * an e-mail earns a one-time 10 % coupon, mailed once; subscribing again keeps that coupon and mails
 * nothing. Safe under concurrent requests: the subscriber's primary key, the unique newsletter coupon per
 * e-mail and the outbox dedupe key each let exactly one writer through.
 */
import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../storage/port';
import { enqueueMail, type MailLanguage } from '../../mail/outbox';
import { render } from '../../mail/templates/newsletter-coupon';

/** The discount a subscription earns (spec section 9: newsletter coupon 10 %). */
export const NEWSLETTER_PERCENT = 10;

/** The two lists: Estonian shop and Finnish shop. */
export type NewsletterDomain = 'ee' | 'fi';

/** Subscription state answered by GET. */
export type SubscriptionStatus = 'subscribed' | 'unsubscribed';

// No 0/O, 1/I/L: codes are typed from an e-mail.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh coupon code: 'NEWS-' and 8 unambiguous letters or digits. */
export function newsletterCouponCode(): string {
  let code = 'NEWS-';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** 'subscribed' or 'unsubscribed' (also for e-mails never seen). */
export async function subscriptionStatus(db: Queryable, emailNorm: string): Promise<SubscriptionStatus> {
  const { rows } = await db.query<{ status: SubscriptionStatus }>('SELECT status FROM newsletter_subscriber WHERE email_norm = $1', [emailNorm]);
  return rows[0]?.status ?? 'unsubscribed';
}

/** A subscription request. */
export interface Subscription {
  email: string;
  emailNorm: string;
  domain: NewsletterDomain;
  language: MailLanguage;
  storeCode: string;
}

/** Subscribes (idempotent); returns the subscriber's coupon code and whether this call created it. */
export async function subscribe(db: Database, sub: Subscription, now: Date): Promise<{ couponCode: string; couponCreated: boolean }> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    await tx.query(
      `INSERT INTO newsletter_subscriber (email_norm, email, status, domain, language, store_code, subscribed_at)
       VALUES ($1, $2, 'subscribed', $3, $4, $5, $6)
       ON CONFLICT (email_norm) DO UPDATE SET
         email = EXCLUDED.email, domain = EXCLUDED.domain, language = EXCLUDED.language, store_code = EXCLUDED.store_code,
         subscribed_at = CASE WHEN newsletter_subscriber.status = 'subscribed' THEN newsletter_subscriber.subscribed_at ELSE EXCLUDED.subscribed_at END,
         status = 'subscribed', unsubscribed_at = NULL`,
      [sub.emailNorm, sub.email, sub.domain, sub.language, sub.storeCode, at],
    );
    let created: string | undefined;
    for (let attempt = 0; attempt < 5 && created === undefined; attempt++) {
      const { rows } = await tx.query<{ code: string }>(
        `INSERT INTO coupon (code, kind, percent, valid_from, email_norm, max_uses, created_at)
         VALUES ($1, 'newsletter', $2, $3, $4, 1, $3)
         ON CONFLICT DO NOTHING RETURNING code`,
        [newsletterCouponCode(), NEWSLETTER_PERCENT, at, sub.emailNorm],
      );
      created = rows[0]?.code;
      if (created === undefined && (await newsletterCoupon(tx, sub.emailNorm))) break;
    }
    const couponCode = created ?? (await newsletterCoupon(tx, sub.emailNorm));
    if (!couponCode) throw new Error('No newsletter coupon could be created');
    await tx.query('UPDATE newsletter_subscriber SET coupon_code = $2 WHERE email_norm = $1 AND coupon_code IS DISTINCT FROM $2', [sub.emailNorm, couponCode]);
    if (created !== undefined) {
      const content = render(sub.language, { code: couponCode, percent: NEWSLETTER_PERCENT });
      await enqueueMail(
        tx,
        { kind: 'newsletter_coupon', recipient: sub.email, storeCode: sub.storeCode, language: sub.language, ...content, payload: { couponCode, domain: sub.domain }, dedupeKey: `newsletter_coupon:${sub.emailNorm}` },
        now,
      );
    }
    return { couponCode, couponCreated: created !== undefined };
  });
}

async function newsletterCoupon(db: Queryable, emailNorm: string): Promise<string | undefined> {
  const { rows } = await db.query<{ code: string }>("SELECT code FROM coupon WHERE kind = 'newsletter' AND email_norm = $1", [emailNorm]);
  return rows[0]?.code;
}

/** Unsubscribes; an unknown e-mail is nothing to do. */
export async function unsubscribe(db: Queryable, emailNorm: string, now: Date): Promise<void> {
  await db.query("UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = $2 WHERE email_norm = $1 AND status = 'subscribed'", [emailNorm, now.toISOString()]);
}
