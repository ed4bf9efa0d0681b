import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripeState } from './stripe';
import type { RunningFake } from './fake-server';

describe('Stripe fake: the 3-D Secure answer over HTTP', () => {
  let fake: RunningFake<FakeStripeState>;
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: 'sk_test_1' });
  });
  afterAll(() => fake.close());

  const post = (path: string, params: Record<string, string>, key = 'sk_test_1') =>
    fetch(`${fake.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString() });
  const intentFor = async (paymentMethod: string) =>
    (await (await post('/v1/payment_intents', { amount: '1000', currency: 'eur', payment_method: paymentMethod, confirm: 'true', confirmation_method: 'manual', capture_method: 'manual' })).json()) as { id: string; status: string };

  it('approve moves a requires_action intent to requires_confirmation, and the confirmation then authorises it', async () => {
    const intent = await intentFor('pm_card_threeDSecure2Required');
    expect(intent.status).toBe('requires_action');
    const answered = await post(`/v1/test_helpers/payment_intents/${intent.id}/authenticate`, { result: 'approve' });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { status: string }).status).toBe('requires_confirmation');
    const confirmed = (await (await post(`/v1/payment_intents/${intent.id}/confirm`, {})).json()) as { status: string };
    expect(confirmed.status).toBe('requires_capture');
  });

  it("fail leaves the intent requires_payment_method with Stripe's authentication message", async () => {
    const intent = await intentFor('pm_card_threeDSecure2Required');
    const answered = (await (await post(`/v1/test_helpers/payment_intents/${intent.id}/authenticate`, { result: 'fail' })).json()) as { status: string; last_payment_error: { message: string } };
    expect(answered.status).toBe('requires_payment_method');
    expect(answered.last_payment_error.message).toMatch(/unable to authenticate/);
  });

  it('needs the secret key, a known intent and a known result', async () => {
    const intent = await intentFor('pm_card_threeDSecure2Required');
    expect((await post(`/v1/test_helpers/payment_intents/${intent.id}/authenticate`, { result: 'approve' }, 'pk_test_1')).status).toBe(401);
    expect((await post('/v1/test_helpers/payment_intents/pi_nope/authenticate', { result: 'approve' })).status).toBe(404);
    expect((await post(`/v1/test_helpers/payment_intents/${intent.id}/authenticate`, { result: 'maybe' })).status).toBe(400);
    expect(fake.state.intents.get(intent.id)?.status).toBe('requires_action');
  });
});
