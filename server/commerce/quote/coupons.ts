/**
 * Coupons (issue 4 item 4): seasonal codes with windows, the first-purchase code and newsletter codes that
 * belong to one e-mail. Codes compare case-insensitively; every refusal is the spec's one message.
 */
import type { Queryable } from '../../storage/port';
import type { CouponKind } from './types';

/** The spec's answer to every refused code (section 5). */
export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

/** A code as stored: trimmed, upper case. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** The outcome of checking a code for a buyer. */
export type CouponCheck = { ok: true; code: string; kind: CouponKind; percent: number } | { ok: false; message: string };

interface CouponRow {
  code: string;
  kind: CouponKind;
  percent: number | string;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  email_norm: string | null;
  max_uses: number | null;
  times_used: number;
  is_active: boolean;
}

const refused: CouponCheck = { ok: false, message: INCORRECT_COUPON };
const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * Orders (not cancelled) of the customer or the e-mail's mailbox, other than `exceptOrderId`: the SQL
 * function shop_email_norm (migration 0009) folds case, `+tag` sub-addresses and Gmail's dots, so an alias
 * of the same mailbox is the same buyer.
 */
async function hasEarlierOrder(db: Queryable, buyer: { customerId: number | null; email: string | null }, exceptOrderId: number | null): Promise<boolean> {
  const email = buyer.email?.trim().toLowerCase() || null;
  if (buyer.customerId === null && email === null) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM sales_order
      WHERE (customer_id = $1 OR shop_email_norm(email) = shop_email_norm($2)) AND status <> 'canceled' AND ($3::int IS NULL OR id <> $3)
      LIMIT 1`,
    [buyer.customerId, email, exceptOrderId],
  );
  return rows.length > 0;
}

/** The row's own rules at `now`: active, inside its window (inclusive), uses left, the newsletter e-mail. */
function rowAllows(row: CouponRow, email: string | null, now: Date): boolean {
  const at = now.getTime();
  const from = time(row.valid_from);
  const to = time(row.valid_to);
  if (!row.is_active || (from !== null && at < from) || (to !== null && at > to)) return false;
  if (row.max_uses !== null && row.times_used >= row.max_uses) return false;
  // A guest cart without an e-mail may apply a newsletter code; the order checks the e-mail again.
  if (row.kind === 'newsletter' && email !== null && row.email_norm !== email.trim().toLowerCase()) return false;
  return true;
}

/**
 * Whether `code` gives this buyer a discount now. A customer's e-mail is their account's; a guest's is the
 * cart's or order's e-mail when known (first purchase and newsletter codes are checked again at order time).
 */
export async function checkCoupon(db: Queryable, code: string, buyer: { customerId: number | null; email: string | null; now: Date }): Promise<CouponCheck> {
  const normalized = typeof code === 'string' ? normalizeCouponCode(code) : '';
  if (!normalized || normalized.length > 64) return refused;
  const { rows } = await db.query<CouponRow>('SELECT code, kind, percent, valid_from, valid_to, email_norm, max_uses, times_used, is_active FROM coupon WHERE code = $1', [normalized]);
  const row = rows[0];
  if (!row || !rowAllows(row, buyer.email, buyer.now)) return refused;
  if (row.kind === 'first_purchase' && (await hasEarlierOrder(db, buyer, null))) return refused;
  return { ok: true, code: row.code, kind: row.kind, percent: Number(row.percent) };
}

/**
 * Inside the order transaction (the order row inserted): re-checks the code for the order's buyer, counts
 * the use atomically (never past max_uses) and records the redemption. False when no longer valid.
 */
export async function redeemCoupon(tx: Queryable, code: string, use: { orderId: number; email: string; customerId: number | null; now: Date }): Promise<boolean> {
  const normalized = typeof code === 'string' ? normalizeCouponCode(code) : '';
  const email = use.email.trim().toLowerCase();
  const { rows } = await tx.query<CouponRow>('SELECT code, kind, percent, valid_from, valid_to, email_norm, max_uses, times_used, is_active FROM coupon WHERE code = $1', [normalized]);
  const row = rows[0];
  if (!row || !rowAllows(row, email, use.now)) return false;
  if (row.kind === 'first_purchase') {
    // Serialises first orders of one buyer: the second waits, then sees the first order committed.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('first_purchase:' || shop_email_norm($1)))", [email]);
    if (await hasEarlierOrder(tx, { customerId: use.customerId, email }, use.orderId)) return false;
  }
  const { rows: counted } = await tx.query(
    `UPDATE coupon SET times_used = times_used + 1
      WHERE code = $1 AND is_active AND (max_uses IS NULL OR times_used < max_uses)
        AND (valid_from IS NULL OR valid_from <= $2) AND (valid_to IS NULL OR valid_to >= $2)
        AND (kind <> 'newsletter' OR email_norm = $3)
      RETURNING code`,
    [normalized, use.now.toISOString(), email],
  );
  if (!counted.length) return false;
  await tx.query('INSERT INTO coupon_redemption (coupon_code, order_id, email_norm, customer_id, at) VALUES ($1, $2, $3, $4, $5)', [normalized, use.orderId, email, use.customerId, use.now.toISOString()]);
  return true;
}
