import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE } from '../../catalogue/documents/test-fixture';
import { forEachDatabase } from '../../testing';
import type { Queryable } from '../../storage/port';
import { checkCoupon, INCORRECT_COUPON, redeemCoupon } from './coupons';

let orderSeq = 0;
/** A minimal stored order (the coupon rules only read customer, e-mail and status). */
async function insertOrder(db: Queryable, order: { email: string; customerId?: number | null; status?: string }): Promise<number> {
  orderSeq += 1;
  const key = `${Date.now()}-${orderSeq}-${Math.random()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sales_order (increment_id, client_order_id, customer_id, email, store_code, store_id, language, status, subtotal, subtotal_incl_tax,
       tax_amount, shipping_amount, shipping_incl_tax, grand_total, payment_method, billing_address, totals, payload, created_at, updated_at, transferred_at)
     VALUES ($1, $1, $2, $3, 'est', 2, 'et', $4, 0, 0, 0, 0, 0, 0, 'cashondelivery', '{}', '{}', '{}', now(), now(), now()) RETURNING id`,
    [key, order.customerId ?? null, order.email, order.status ?? 'pending'],
  );
  return rows[0]?.id ?? 0;
}

const insertCustomer = async (db: Queryable, email: string): Promise<number> => {
  const { rows } = await db.query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, store_id) VALUES ($1, 'Mari', 'Maasikas', 'x', 2) RETURNING id", [email]);
  return rows[0]?.id ?? 0;
};

forEachDatabase('coupons', ({ db }) => {
  const guest = (now: string, email: string | null = null) => ({ customerId: null, email, now: new Date(now) });
  const ok = async (code: string, buyer: { customerId: number | null; email: string | null; now: Date }) => (await checkCoupon(db(), code, buyer)).ok;

  describe('checkCoupon', () => {
    it('accepts seasonal codes inside their window, both ends inclusive (Tallinn days), any case', async () => {
      expect(await checkCoupon(db(), ' summer2026 ', guest('2026-07-01T12:00:00Z'))).toEqual({ ok: true, code: 'SUMMER2026', kind: 'seasonal', percent: 10 });
      expect(await ok('SUMMER2026', guest('2026-05-31T20:59:59.999Z'))).toBe(false);
      expect(await ok('SUMMER2026', guest('2026-05-31T21:00:00Z'))).toBe(true);
      expect(await ok('SUMMER2026', guest('2026-08-31T20:59:59.999Z'))).toBe(true);
      expect(await ok('SUMMER2026', guest('2026-08-31T21:00:00Z'))).toBe(false);
      expect(await ok('WINTER2026', guest('2027-02-28T21:59:59Z'))).toBe(true);
      expect(await ok('WINTER2026', guest('2027-02-28T22:00:00Z'))).toBe(false);
      expect(await checkCoupon(db(), 'BlackWeek2026', guest('2026-11-22T22:00:00Z'))).toMatchObject({ ok: true, percent: 20 });
      expect(await ok('BLACKWEEK2026', guest('2026-11-22T21:59:59Z'))).toBe(false);
    });

    it('refuses unknown, empty and inactive codes with the spec message', async () => {
      expect(await checkCoupon(db(), 'NOPE', guest('2026-07-01T00:00:00Z'))).toEqual({ ok: false, message: INCORRECT_COUPON });
      expect(await ok('', guest('2026-07-01T00:00:00Z'))).toBe(false);
      await db().query("INSERT INTO coupon (code, kind, percent, is_active) VALUES ('OFF5', 'seasonal', 5, false)");
      expect(await ok('OFF5', guest('2026-07-01T00:00:00Z'))).toBe(false);
    });

    it('gives FIRST50 only to buyers without an earlier order, by customer or e-mail', async () => {
      const now = '2026-07-01T00:00:00Z';
      const id = await insertCustomer(db(), 'first@example.com');
      expect(await checkCoupon(db(), 'first50', { customerId: id, email: 'first@example.com', now: new Date(now) })).toEqual({ ok: true, code: 'FIRST50', kind: 'first_purchase', percent: 50 });
      expect(await ok('FIRST50', guest(now))).toBe(true);
      expect(await ok('FIRST50', guest(now, 'new@example.com'))).toBe(true);
      await insertOrder(db(), { email: 'FIRST@example.com' });
      expect(await ok('FIRST50', { customerId: id, email: 'first@example.com', now: new Date(now) })).toBe(false);
      expect(await ok('FIRST50', guest(now, 'First@Example.com'))).toBe(false);
      const other = await insertCustomer(db(), 'second@example.com');
      await insertOrder(db(), { email: 'elsewhere@example.com', customerId: other });
      expect(await ok('FIRST50', { customerId: other, email: 'second@example.com', now: new Date(now) })).toBe(false);
      await insertOrder(db(), { email: 'cancelled@example.com', status: 'canceled' });
      expect(await ok('FIRST50', guest(now, 'cancelled@example.com'))).toBe(true);
    });

    it('treats sub-address aliases and Gmail spellings of one mailbox as the same returning buyer', async () => {
      const now = '2026-07-01T00:00:00Z';
      await insertOrder(db(), { email: 'returning@example.com' });
      await insertOrder(db(), { email: 'Mari.Maasikas+shop@gmail.com' });
      for (const alias of ['returning+again@example.com', ' RETURNING+x+y@Example.com ', 'marimaasikas@gmail.com', 'mari.maasikas@googlemail.com', 'm.a.r.i.maasikas+50@GMAIL.com']) {
        expect(await ok('FIRST50', guest(now, alias)), alias).toBe(false);
      }
      // Dots name another mailbox outside Gmail, and another domain is another buyer.
      expect(await ok('FIRST50', guest(now, 're.turning@example.com'))).toBe(true);
      expect(await ok('FIRST50', guest(now, 'returning@example.org'))).toBe(true);
      const next = await insertOrder(db(), { email: 'returning+later@example.com' });
      expect(await db().transaction((tx) => redeemCoupon(tx, 'FIRST50', { orderId: next, email: 'returning+later@example.com', customerId: null, now: new Date(now) }))).toBe(false);
    });

    it('keeps a newsletter code to its e-mail (a guest without e-mail may apply it) and to one use', async () => {
      await db().query("INSERT INTO coupon (code, kind, percent, email_norm, max_uses) VALUES ('NL-MARI', 'newsletter', 10, 'mari@example.com', 1)");
      const now = '2026-07-01T00:00:00Z';
      expect(await ok('nl-mari', guest(now, 'Mari@Example.com'))).toBe(true);
      expect(await ok('NL-MARI', guest(now))).toBe(true);
      expect(await ok('NL-MARI', guest(now, 'jaan@example.com'))).toBe(false);
      await db().query("UPDATE coupon SET times_used = 1 WHERE code = 'NL-MARI'");
      expect(await ok('NL-MARI', guest(now, 'mari@example.com'))).toBe(false);
    });
  });

  describe('redeemCoupon', () => {
    it('counts the use and records the redemption; false once max_uses is reached or the window closed', async () => {
      await db().query("INSERT INTO coupon (code, kind, percent, email_norm, max_uses) VALUES ('NL-KATI', 'newsletter', 10, 'kati@example.com', 1)");
      const now = new Date('2026-07-01T00:00:00Z');
      const first = await insertOrder(db(), { email: 'kati@example.com' });
      const second = await insertOrder(db(), { email: 'kati@example.com' });
      expect(await db().transaction((tx) => redeemCoupon(tx, 'nl-kati', { orderId: first, email: 'Kati@example.com', customerId: null, now }))).toBe(true);
      expect(await db().transaction((tx) => redeemCoupon(tx, 'NL-KATI', { orderId: second, email: 'kati@example.com', customerId: null, now }))).toBe(false);
      const { rows } = await db().query<{ times_used: number }>("SELECT times_used FROM coupon WHERE code = 'NL-KATI'");
      expect(rows[0]?.times_used).toBe(1);
      const { rows: redemptions } = await db().query("SELECT coupon_code, order_id, email_norm FROM coupon_redemption WHERE coupon_code = 'NL-KATI'");
      expect(redemptions).toEqual([{ coupon_code: 'NL-KATI', order_id: first, email_norm: 'kati@example.com' }]);
      const late = await insertOrder(db(), { email: 'x@example.com' });
      expect(await db().transaction((tx) => redeemCoupon(tx, 'SUMMER2026', { orderId: late, email: 'x@example.com', customerId: null, now: new Date('2026-09-01T00:00:00Z') }))).toBe(false);
      expect(await db().transaction((tx) => redeemCoupon(tx, 'NL-KATI', { orderId: late, email: 'x@example.com', customerId: null, now }))).toBe(false);
    });

    it('redeems FIRST50 for the first order only (this order does not count against itself)', async () => {
      const now = new Date('2026-07-01T00:00:00Z');
      const order = await insertOrder(db(), { email: 'only@example.com' });
      expect(await db().transaction((tx) => redeemCoupon(tx, 'FIRST50', { orderId: order, email: 'only@example.com', customerId: null, now }))).toBe(true);
      const next = await insertOrder(db(), { email: 'only@example.com' });
      expect(await db().transaction((tx) => redeemCoupon(tx, 'FIRST50', { orderId: next, email: 'ONLY@example.com', customerId: null, now }))).toBe(false);
    });

    it('never redeems a single-use code twice under concurrent orders', async () => {
      await db().query("INSERT INTO coupon (code, kind, percent, max_uses) VALUES ('ONCE', 'seasonal', 5, 1)");
      const now = new Date('2026-07-01T00:00:00Z');
      const orders = await Promise.all(Array.from({ length: 6 }, (_, i) => insertOrder(db(), { email: `race${i}@example.com` })));
      const results = await Promise.all(orders.map((orderId, i) => db().transaction((tx) => redeemCoupon(tx, 'ONCE', { orderId, email: `race${i}@example.com`, customerId: null, now }))));
      expect(results.filter(Boolean)).toHaveLength(1);
      const { rows } = await db().query<{ times_used: number }>("SELECT times_used FROM coupon WHERE code = 'ONCE'");
      expect(rows[0]?.times_used).toBe(1);
    });
  });
}, FIXTURE_DATABASE);
