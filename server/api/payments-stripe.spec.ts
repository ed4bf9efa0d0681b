import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE } from '../catalogue/documents/test-fixture';
import type { RunningFake } from '../commerce/payments/fakes/fake-server';
import { startFakeStripe, type FakeStripeState } from '../commerce/payments/fakes/stripe';
import { orderPayments, type OrderPaymentRequest } from '../commerce/payments';
import { formPost, formsOf, insertTestOrder, orderState, usePaymentsApp } from '../commerce/payments/testing';
import type { Database } from '../storage/port';
import { forEachDatabase } from '../testing';
import { paymentRoutes } from './payments';

const NOT_AVAILABLE = 'Payment method you chose is not available at the moment';

const cardRows = async (db: Database, clientOrderId: string) => {
  const { rows } = await db.query<{ id: number; provider_ref: string; status: string; sandbox: boolean; order_id: number | null; amount: string }>(
    "SELECT id, provider_ref, status, sandbox, order_id, amount FROM payment WHERE provider = 'stripe_payments' AND client_order_id = $1 ORDER BY id",
    [clientOrderId],
  );
  return rows;
};

const intentIdOf = (message: string) => /^Authentication Required: (pi_[A-Za-z0-9]+)_secret_/.exec(message)?.[1] ?? '';

forEachDatabase('card payments (sandbox)', ({ db }) => {
  const built = usePaymentsApp(db, [paymentRoutes]);
  const app = () => built().app;
  const deps = () => built().deps;
  const card = (clientOrderId: string, token: string, amount = 24.8, storeCode = 'ap24_italy_it'): OrderPaymentRequest => ({
    method: 'stripe_payments',
    additional: { token },
    clientOrderId,
    amount,
    currency: 'EUR',
    email: 'a@b.c',
    storeCode,
  });

  describe('GET /api/ext/stripe/config', () => {
    it('answers the sandbox settings on the Italian views only', async () => {
      const get = async (code: string) => {
        const res = await app().inject({ method: 'GET', url: `/api/ext/stripe/config?storeCode=${code}` });
        return { status: res.statusCode, body: res.json() as unknown };
      };
      expect(await get('ap24_italy_it')).toEqual({ status: 200, body: { code: 200, result: { publishableKey: 'pk_test_sandbox', testMode: true, locale: 'it', sandbox: true } } });
      expect((await get('ap24_italy_en')).body).toMatchObject({ result: { locale: 'en' } });
      expect(await get('est')).toEqual({ status: 404, body: { code: 404, result: NOT_AVAILABLE } });
      expect((await get('nope')).status).toBe(404);
    });
  });

  describe('orderPayments with the card sandbox', () => {
    it('authorises pm_card_visa, captures it on complete and marks the order paid', async () => {
      const order = await insertTestOrder(db(), { grandTotal: 24.8, paymentMethod: 'stripe_payments', storeCode: 'ap24_italy_it' });
      const decision = await orderPayments.prepare(deps(), card(order.clientOrderId, 'pm_card_visa:visa:4242'));
      const [row] = await cardRows(db(), order.clientOrderId);
      expect(decision).toEqual({ kind: 'authorized', paymentId: row?.id });
      expect(row).toMatchObject({ status: 'authorized', sandbox: true, order_id: null });
      await orderPayments.complete(deps(), row!.id, { id: order.id, incrementId: order.incrementId });
      expect((await cardRows(db(), order.clientOrderId))[0]).toMatchObject({ status: 'captured', order_id: order.id });
      expect(await orderState(db(), order.id)).toEqual({ status: 'processing', payment_status: 'paid' });
    });

    it('follows the test cards by last four; declines, other views and missing tokens fail', async () => {
      expect((await orderPayments.prepare(deps(), card('last4-ok', 'pm_1Abc:visa:4242'))).kind).toBe('authorized');
      expect(await orderPayments.prepare(deps(), card('declined', 'pm_1Abc:visa:0002'))).toEqual({ kind: 'failed', message: 'Your card was declined.' });
      expect(await orderPayments.prepare(deps(), card('declined-id', 'pm_card_chargeDeclined:visa:1111'))).toEqual({ kind: 'failed', message: 'Your card was declined.' });
      expect((await cardRows(db(), 'declined'))[0]?.status).toBe('failed');
      expect(await orderPayments.prepare(deps(), card('estonian', 'pm_card_visa:visa:4242', 10, 'est'))).toEqual({ kind: 'failed', message: NOT_AVAILABLE });
      expect(await orderPayments.prepare(deps(), { ...card('no-token', ''), additional: null })).toEqual({ kind: 'failed', message: 'Card details are missing.' });
      // a new card after a decline is a new intent
      expect((await orderPayments.prepare(deps(), card('declined', 'pm_card_visa:visa:4242'))).kind).toBe('authorized');
      expect((await cardRows(db(), 'declined')).map((r) => r.status)).toEqual(['failed', 'authorized']);
    });

    it('3-D Secure end to end: requires_action → sandbox page → Approve → retry → authorised → paid', async () => {
      const order = await insertTestOrder(db(), { grandTotal: 24.8, paymentMethod: 'stripe_payments', storeCode: 'ap24_italy_en' });
      const request = card(order.clientOrderId, 'pm_card_threeDSecure2Required:visa:3155', 24.8, 'ap24_italy_en');
      const first = await orderPayments.prepare(deps(), request);
      expect(first.kind).toBe('requires_action');
      const intentId = intentIdOf((first as { message: string }).message);
      expect(intentId).not.toBe('');
      // placing again before authenticating still asks for it
      expect((await orderPayments.prepare(deps(), request)).kind).toBe('requires_action');
      const page = await app().inject({ method: 'GET', url: `/api/ext/payment-sandbox/stripe/${intentId}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('24.80 €');
      expect(page.body).toContain(order.clientOrderId);
      const [approve, fail] = formsOf(page.body);
      expect([approve?.label, fail?.label]).toEqual(['Approve payment', 'Fail authentication']);
      const back = await app().inject(formPost(approve!.action, approve!.fields));
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe('/ap24_italy_en/checkout');
      const retry = await orderPayments.prepare(deps(), request);
      const rows = await cardRows(db(), order.clientOrderId);
      expect(rows).toHaveLength(1);
      expect(retry).toEqual({ kind: 'authorized', paymentId: rows[0]?.id });
      await orderPayments.complete(deps(), rows[0]!.id, { id: order.id, incrementId: order.incrementId });
      expect(await orderState(db(), order.id)).toEqual({ status: 'processing', payment_status: 'paid' });
    });

    it('a failed 3-D Secure step (JSON, as handleCardAction) makes the retry a new attempt', async () => {
      const request = card('three-ds-fail', 'pm_card_threeDSecure2Required:visa:3155');
      const intentId = intentIdOf((await orderPayments.prepare(deps(), request) as { message: string }).message);
      const res = await app().inject({ method: 'POST', url: `/api/ext/payment-sandbox/stripe/${intentId}/authenticate`, payload: { result: 'fail' } });
      expect(res.json()).toEqual({ code: 200, result: { id: intentId, status: 'requires_payment_method' } });
      const retry = await orderPayments.prepare(deps(), request);
      expect(retry.kind).toBe('requires_action');
      expect(intentIdOf((retry as { message: string }).message)).not.toBe(intentId);
      expect((await cardRows(db(), 'three-ds-fail')).map((r) => r.status)).toEqual(['failed', 'requires_action']);
      expect((await app().inject({ method: 'POST', url: '/api/ext/payment-sandbox/stripe/pi_nope/authenticate', payload: {} })).statusCode).toBe(404);
      expect((await app().inject({ method: 'POST', url: `/api/ext/payment-sandbox/stripe/${intentId}/authenticate`, payload: { result: 'maybe' } })).statusCode).toBe(400);
    });

    it('a changed amount cancels the old intent; release cancels an authorisation', async () => {
      const first = await orderPayments.prepare(deps(), card('amount-change', 'pm_card_visa:visa:4242', 10));
      const second = await orderPayments.prepare(deps(), card('amount-change', 'pm_card_visa:visa:4242', 12));
      expect(second.kind).toBe('authorized');
      expect(second).not.toEqual(first);
      const rows = await cardRows(db(), 'amount-change');
      expect(rows.map((r) => [r.status, Number(r.amount)])).toEqual([['cancelled', 10], ['authorized', 12]]);
      if (second.kind !== 'authorized') return;
      await orderPayments.release(deps(), second.paymentId);
      expect((await cardRows(db(), 'amount-change'))[1]?.status).toBe('cancelled');
    });
  });

  it('defers cash on delivery and bank link, and refuses unknown methods', async () => {
    const base = card('x', '');
    expect(await orderPayments.prepare(deps(), { ...base, method: 'cashondelivery' })).toEqual({ kind: 'deferred' });
    expect(await orderPayments.prepare(deps(), { ...base, method: 'makecommerce' })).toEqual({ kind: 'deferred' });
    expect(await orderPayments.prepare(deps(), { ...base, method: 'bitcoin' })).toEqual({ kind: 'failed', message: NOT_AVAILABLE });
  });
}, FIXTURE_DATABASE);

forEachDatabase('card payments (Stripe API)', ({ db }) => {
  let fake: RunningFake<FakeStripeState>;
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: 'sk_test_1' });
  });
  afterAll(async () => {
    await fake.close();
  });
  const built = usePaymentsApp(db, [paymentRoutes], () => ({ stripe: { apiUrl: fake.url, secretKey: 'sk_test_1', publishableKey: 'pk_test_1' } }));
  const deps = () => built().deps;
  const card = (clientOrderId: string, token: string, amount = 37.2): OrderPaymentRequest => ({
    method: 'stripe_payments',
    additional: { token },
    clientOrderId,
    amount,
    currency: 'EUR',
    email: 'a@b.c',
    storeCode: 'ap24_italy_it',
  });
  const calls = (path: string) => fake.state.requests.filter((r) => r.path === path);

  it('creates a confirmed manual-capture intent, form-encoded with Bearer auth and the idempotency key', async () => {
    const order = await insertTestOrder(db(), { grandTotal: 37.2, paymentMethod: 'stripe_payments', storeCode: 'ap24_italy_it' });
    const decision = await orderPayments.prepare(deps(), card(order.clientOrderId, 'pm_card_visa:visa:4242'));
    expect(decision.kind).toBe('authorized');
    const create = calls('/v1/payment_intents').at(-1)!;
    expect(create).toMatchObject({ method: 'POST', authorization: 'Bearer sk_test_1', idempotencyKey: `order-${order.clientOrderId}`, contentType: 'application/x-www-form-urlencoded' });
    expect(create.params).toEqual({
      amount: '3720',
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      confirmation_method: 'manual',
      capture_method: 'manual',
      'metadata[order_id]': order.clientOrderId,
    });
    const [row] = await cardRows(db(), order.clientOrderId);
    expect(row).toMatchObject({ status: 'authorized', sandbox: false });
    expect(fake.state.intents.get(row!.provider_ref)?.status).toBe('requires_capture');
    if (decision.kind !== 'authorized') return;
    await orderPayments.complete(deps(), decision.paymentId, { id: order.id, incrementId: order.incrementId });
    expect(calls(`/v1/payment_intents/${row!.provider_ref}/capture`)).toHaveLength(1);
    expect(fake.state.intents.get(row!.provider_ref)?.status).toBe('succeeded');
    expect(await orderState(db(), order.id)).toEqual({ status: 'processing', payment_status: 'paid' });
  });

  it("maps a decline (402 card_error) to the provider's message and retries under the next key", async () => {
    expect(await orderPayments.prepare(deps(), card('decline', 'pm_card_chargeDeclined:visa:0002'))).toEqual({ kind: 'failed', message: 'Your card was declined.' });
    expect((await orderPayments.prepare(deps(), card('decline', 'pm_card_visa:visa:4242'))).kind).toBe('authorized');
    expect(calls('/v1/payment_intents').slice(-2).map((r) => r.idempotencyKey)).toEqual(['order-decline', 'order-decline-2']);
  });

  it('3-D Secure: requires_action with the client secret; after authentication the retry retrieves and confirms', async () => {
    const first = await orderPayments.prepare(deps(), card('3ds', 'pm_card_threeDSecure2Required:visa:3155'));
    const [row] = await cardRows(db(), '3ds');
    const intent = fake.state.intents.get(row!.provider_ref)!;
    expect(first).toEqual({ kind: 'requires_action', message: `Authentication Required: ${intent.client_secret}` });
    fake.state.authenticate(intent.id, true);
    expect(await orderPayments.prepare(deps(), card('3ds', 'pm_card_threeDSecure2Required:visa:3155'))).toEqual({ kind: 'authorized', paymentId: row!.id });
    expect(fake.state.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payment_intents/${intent.id}`, `POST /v1/payment_intents/${intent.id}/confirm`]);
  });

  it('release cancels the intent at Stripe', async () => {
    const decision = await orderPayments.prepare(deps(), card('release', 'pm_card_visa:visa:4242'));
    if (decision.kind !== 'authorized') throw new Error('expected an authorisation');
    await orderPayments.release(deps(), decision.paymentId);
    const [row] = await cardRows(db(), 'release');
    expect(row?.status).toBe('cancelled');
    expect(fake.state.intents.get(row!.provider_ref)?.status).toBe('canceled');
  });

  it("maps Stripe outages and a wrong key to the spec's 'not available'", async () => {
    fake.state.failNext = 500;
    expect(await orderPayments.prepare(deps(), card('outage', 'pm_card_visa:visa:4242'))).toEqual({ kind: 'failed', message: NOT_AVAILABLE });
    fake.state.secretKey = 'sk_rotated';
    expect(await orderPayments.prepare(deps(), card('wrong-key', 'pm_card_visa:visa:4242'))).toEqual({ kind: 'failed', message: NOT_AVAILABLE });
    fake.state.secretKey = 'sk_test_1';
    expect(await cardRows(db(), 'outage')).toHaveLength(0);
  });

  it('serves the configured publishable key to the browser', async () => {
    const res = await built().app.inject({ method: 'GET', url: '/api/ext/stripe/config?storeCode=ap24_italy_it' });
    expect(res.json()).toEqual({ code: 200, result: { publishableKey: 'pk_test_1', testMode: true, locale: 'it', sandbox: false } });
  });
}, FIXTURE_DATABASE);
