import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, FIXTURE_NOW, useFixtureApp } from '../catalogue/documents/test-fixture';
import { fakePayments, orderPayload, ordersWithClientId, postOrder, setStock, stockOf } from '../commerce/orders/testing';
import { mailsTo } from '../mail/outbox';
import type { Queryable } from '../storage/port';
import { forEachDatabase } from '../testing';
import { createOrderRoutes } from './order';

const BP1 = 1;
const WB450 = 4;

/** A payment row as the payment side leaves it after authorising (the fake answers its id). */
async function authorisedPayment(db: Queryable, ref: string, amount: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO payment (provider, provider_ref, amount, status, sandbox, created_at, updated_at) VALUES ('stripe_payments', $1, $2, 'requires_capture', true, $3, $3) RETURNING id`,
    [ref, amount, FIXTURE_NOW.toISOString()],
  );
  return rows[0]?.id as number;
}

forEachDatabase('order API: races and payments', ({ db }) => {
  const payments = fakePayments();
  const app = useFixtureApp(db, [createOrderRoutes(payments)]);
  const post = (payload: unknown, query = '') => postOrder(app(), payload, query);
  beforeEach(() => payments.reset());

  describe('concurrency', () => {
    it('sells the last unit once when 8 orders race for it', async () => {
      await setStock(db(), WB450, 1);
      const orders = Array.from({ length: 8 }, (_, i) => orderPayload([{ sku: 'WB-450', qty: 1 }], {}, `racer${i}@example.com`));
      const answers = await Promise.all(orders.map((order) => post(order)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(7);
      for (const answer of refused) {
        expect(answer).toEqual({
          status: 409,
          body: { code: 409, result: 'Some of the ordered products are not available!', meta: { problems: [{ sku: 'WB-450', message: 'This product is out of stock.' }] } },
        });
      }
      expect(await stockOf(db(), WB450)).toEqual({ qty: 0, is_in_stock: false });
      const { rows } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order WHERE client_order_id = ANY($1::text[])', [orders.map((o) => o.order_id)]);
      expect(rows[0]?.n).toBe(1);
      const { rows: mails } = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE 'racer%'`);
      expect(mails[0]?.n).toBe(1);
    });

    it('places one order when the same order id is sent 5 times at once', async () => {
      await setStock(db(), BP1, 5);
      const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], {}, 'twice@example.com');
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(payload)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      expect(await ordersWithClientId(db(), payload.order_id)).toHaveLength(1);
      expect(await mailsTo(db(), 'twice@example.com')).toHaveLength(1);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 4, is_in_stock: true });
      const { rows } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order_item i JOIN sales_order o ON o.id = i.order_id WHERE o.client_order_id = $1', [payload.order_id]);
      expect(rows[0]?.n).toBe(1);
    });

    it('rolls the whole order back when its single-use coupon is taken while it was being placed', async () => {
      await setStock(db(), BP1, 5);
      await db().query(`INSERT INTO coupon (code, kind, percent, max_uses) VALUES ('ONCE15', 'seasonal', 15, 1)`);
      const late = orderPayload([{ sku: 'BP-1', qty: 1 }], { coupon_code: 'ONCE15' }, 'late@example.com');
      const early = orderPayload([{ sku: 'BP-1', qty: 2 }], { coupon_code: 'ONCE15' }, 'early@example.com');
      let earlyAnswer: Awaited<ReturnType<typeof post>> | undefined;
      let calls = 0;
      // While the late order is at the payment side (its quote already accepted the coupon), another order uses it up.
      payments.decide = async () => {
        if (calls++ === 0) earlyAnswer = await post(early);
        return { kind: 'deferred' };
      };
      expect(await post(late)).toEqual({ status: 400, body: { code: 400, result: "You've entered an incorrect coupon code. Please try again." } });
      expect(earlyAnswer?.status).toBe(200);
      expect(await ordersWithClientId(db(), late.order_id)).toHaveLength(0);
      expect(await mailsTo(db(), 'late@example.com')).toHaveLength(0);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 3, is_in_stock: true });
      const { rows } = await db().query<{ times_used: number }>(`SELECT times_used FROM coupon WHERE code = 'ONCE15'`);
      expect(rows[0]?.times_used).toBe(1);
    });
  });

  describe('payments', () => {
    it('places an authorised card order as processing, links the payment and completes it after the commit', async () => {
      await setStock(db(), BP1, 5);
      const paymentId = await authorisedPayment(db(), 'pi_ok', 42.2);
      payments.decide = () => ({ kind: 'authorized', paymentId });
      const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'ap24_italy_en' }, 'card@example.com');
      payload.addressInformation.payment_method_code = 'stripe_payments';
      payload.addressInformation.payment_method_additional = { token: 'pm_card_visa:visa:4242' };
      const { status, body } = await post(payload);
      expect(status).toBe(200);
      const { backendOrderId, orderNumber } = body.result as { backendOrderId: string; orderNumber: string };
      expect(orderNumber).toBe(`10${backendOrderId.padStart(8, '0')}`);
      expect(payments.prepared).toEqual([expect.objectContaining({ method: 'stripe_payments', additional: { token: 'pm_card_visa:visa:4242' }, storeCode: 'ap24_italy_en' })]);
      expect(payments.completed).toEqual([{ paymentId, order: { id: Number(backendOrderId), incrementId: orderNumber } }]);
      expect(payments.released).toEqual([]);
      const [order] = await ordersWithClientId(db(), payload.order_id);
      expect(order).toMatchObject({ status: 'processing', payment_status: 'authorized', payment_method: 'stripe_payments' });
      const { rows } = await db().query<{ order_id: number }>('SELECT order_id FROM payment WHERE id = $1', [paymentId]);
      expect(rows[0]?.order_id).toBe(Number(backendOrderId));
    });

    it('answers 402 when the card needs authentication or is declined, and stores nothing', async () => {
      const payload = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'ap24_italy_it' });
      payload.addressInformation.payment_method_code = 'stripe_payments';
      payments.decide = () => ({ kind: 'requires_action', message: 'Authentication Required: pi_1_secret_2' });
      expect(await post(payload)).toEqual({ status: 402, body: { code: 402, result: 'Authentication Required: pi_1_secret_2' } });
      payments.decide = () => ({ kind: 'failed', message: 'Your card was declined.' });
      expect(await post(payload)).toEqual({ status: 402, body: { code: 402, result: 'Your card was declined.' } });
      expect(await ordersWithClientId(db(), payload.order_id)).toHaveLength(0);
      expect(payments.completed).toEqual([]);
    });

    it('releases the authorisation when the stock is gone at reservation', async () => {
      await setStock(db(), WB450, 1);
      const paymentId = await authorisedPayment(db(), 'pi_late', 16.88);
      // The payment side is slow: meanwhile another buyer takes the last unit.
      payments.decide = async () => {
        await setStock(db(), WB450, 0);
        return { kind: 'authorized', paymentId };
      };
      const payload = orderPayload([{ sku: 'WB-450', qty: 1 }], { store_code: 'ap24_italy_en' });
      payload.addressInformation.payment_method_code = 'stripe_payments';
      expect(await post(payload)).toEqual({
        status: 409,
        body: { code: 409, result: 'Some of the ordered products are not available!', meta: { problems: [{ sku: 'WB-450', message: 'This product is out of stock.' }] } },
      });
      expect(payments.released).toEqual([paymentId]);
      expect(payments.completed).toEqual([]);
      expect(await ordersWithClientId(db(), payload.order_id)).toHaveLength(0);
      const { rows } = await db().query<{ order_id: number | null }>('SELECT order_id FROM payment WHERE id = $1', [paymentId]);
      expect(rows[0]?.order_id).toBeNull();
    });

    it('never lets one payment pay two orders, and does not release the other order\'s payment', async () => {
      await setStock(db(), BP1, 5);
      const paymentId = await authorisedPayment(db(), 'pp_once', 42.2);
      payments.decide = () => ({ kind: 'authorized', paymentId });
      const first = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'ap24_italy_en' });
      first.addressInformation.payment_method_code = 'paypal_express';
      const second = { ...first, order_id: `${first.order_id}-2` };
      expect((await post(first)).status).toBe(200);
      expect(await post(second)).toEqual({ status: 402, body: { code: 402, result: 'The payment is already used by another order.' } });
      expect(await ordersWithClientId(db(), second.order_id)).toHaveLength(0);
      expect(payments.released).toEqual([]);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 4, is_in_stock: true });
    });

    it('places a bank link order pending payment, and a racing duplicate keeps the shared authorisation', async () => {
      await setStock(db(), BP1, 5);
      const bank = orderPayload([{ sku: 'BP-1', qty: 1 }]);
      bank.addressInformation.payment_method_code = 'makecommerce';
      expect((await post(bank)).status).toBe(200);
      expect((await ordersWithClientId(db(), bank.order_id))[0]).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });

      // A duplicate arrives while the first request is at the payment side: both pass the "already placed?"
      // check, the duplicate commits first, the first request loses at the unique index.
      payments.reset();
      const shared = await authorisedPayment(db(), 'pi_shared', 42.2);
      let duplicate: Awaited<ReturnType<typeof post>> | undefined;
      const card = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'ap24_italy_it' }, 'dup-card@example.com');
      card.addressInformation.payment_method_code = 'stripe_payments';
      let calls = 0;
      payments.decide = async () => {
        if (calls++ === 0) duplicate = await post(card);
        // The provider's idempotency key is the order id: both get the same authorisation.
        return { kind: 'authorized', paymentId: shared };
      };
      const first = await post(card);
      expect(first.status).toBe(200);
      expect(first).toEqual(duplicate);
      expect(payments.prepared).toHaveLength(2);
      expect(payments.released).toEqual([]);
      expect(payments.completed).toHaveLength(1);
      expect(await ordersWithClientId(db(), card.order_id)).toHaveLength(1);
      expect(await mailsTo(db(), 'dup-card@example.com')).toHaveLength(1);
    });

    it('releases its own authorisation when it loses the race to a duplicate paid otherwise', async () => {
      await setStock(db(), BP1, 5);
      const winnerPayment = await authorisedPayment(db(), 'pi_winner', 42.2);
      const loserPayment = await authorisedPayment(db(), 'pi_loser', 42.2);
      let duplicate: Awaited<ReturnType<typeof post>> | undefined;
      const card = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'ap24_italy_it' });
      card.addressInformation.payment_method_code = 'stripe_payments';
      let calls = 0;
      payments.decide = async () => {
        if (calls++ > 0) return { kind: 'authorized', paymentId: winnerPayment };
        duplicate = await post(card);
        return { kind: 'authorized', paymentId: loserPayment };
      };
      const first = await post(card);
      expect(first).toEqual(duplicate);
      expect(payments.released).toEqual([loserPayment]);
      expect(payments.completed.map((c) => c.paymentId)).toEqual([winnerPayment]);
      expect(await stockOf(db(), BP1)).toEqual({ qty: 4, is_in_stock: true });
    });
  });
}, FIXTURE_DATABASE);
