/**
 * The e-mail outbox: every message the shop sends (order confirmations, password resets, newsletter
 * coupons) is first a row in `outbox`, written in the same transaction as what caused it, so nothing
 * is lost when the mailer is down. A mailer (not part of the demo) sends unsent rows and stamps sent_at.
 */
import type { Queryable } from '../storage/port';

/** The five shop languages of e-mails. */
export type MailLanguage = 'et' | 'ru' | 'en' | 'fi' | 'it';

/** A rendered message. */
export interface MailContent {
  subject: string;
  text: string;
  html?: string;
}

/** A message to queue. */
export interface OutboxMail extends MailContent {
  /** 'order_confirmation', 'password_reset', 'newsletter_coupon', ... */
  kind: string;
  recipient: string;
  storeCode: string;
  language: string;
  /** Facts for support and for re-rendering (order number, coupon code, ...). Never secrets in clear. */
  payload?: Record<string, unknown>;
  /** At most one message per key (e.g. `order:<increment id>`): a second enqueue is a no-op. */
  dedupeKey?: string;
}

/** A queued message as stored. */
export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  store_code: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  payload: Record<string, unknown>;
  dedupe_key: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

/** Queues a message; returns its id, or null when a message with the same dedupe key exists. */
export async function enqueueMail(db: Queryable, mail: OutboxMail, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO outbox (kind, recipient, store_code, language, subject, text_body, html_body, payload, dedupe_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mail.kind, mail.recipient, mail.storeCode, mail.language, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.payload ?? {}), mail.dedupeKey ?? null, now.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/** Messages queued for a recipient (newest first): for tests, support and the demo mail viewer. */
export async function mailsTo(db: Queryable, recipient: string, kind?: string): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT * FROM outbox WHERE lower(recipient) = lower($1) AND ($2::text IS NULL OR kind = $2) ORDER BY id DESC`,
    [recipient, kind ?? null],
  );
  return rows;
}

/** Escapes text for the HTML body of a message. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The language of a store view's e-mails (Italian views in English for ap24_italy_en, etc.). */
export function mailLanguage(language: string): MailLanguage {
  return (['et', 'ru', 'en', 'fi', 'it'] as const).find((l) => language.startsWith(l)) ?? 'en';
}
