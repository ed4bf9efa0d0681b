import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { cardDecider as decider } from './decider';
import type { CardConfig } from './messages';
import { CARD_TEXTS, clientSecretOf, configOf, intentIdOf } from './texts';

const stripeConfig: CardConfig = { publishableKey: 'pk_test_fake', testMode: true, locale: 'it', sandbox: false };
const sandboxConfig: CardConfig = { publishableKey: 'pk_test_sandbox', testMode: true, locale: 'en', sandbox: true };
const entry = (entryId = 'e1') => ({ type: 'checkout-module-it-cards/cardEntryStarted' as const, data: { entryId } });
const requested = (requestId = 'r1') => ({ type: 'checkout-module-it-cards/configRequested' as const, data: { requestId } });
const received = (config: CardConfig = stripeConfig, requestId = 'r1') => ({ type: 'checkout-module-it-cards/configReceived' as const, data: { requestId, config } });
const loaded = { type: 'checkout-module-it-cards/sdkLoaded' as const, data: { requestId: 'r1' } };
const unavailable = (reason: string | null = 'Failed to load Stripe.js') => ({ type: 'checkout-module-it-cards/cardUnavailable' as const, data: { requestId: 'r1', reason } });
const pmRequested = (entryId = 'e1') => ({ type: 'checkout-module-it-cards/paymentMethodRequested' as const, data: { entryId } });
const created = (entryId = 'e1') => ({ type: 'checkout-module-it-cards/paymentMethodCreated' as const, data: { entryId, token: 'pm_1:visa:4242', brand: 'visa', last4: '4242' } });
const ready = [entry(), requested(), received(), loaded];
const sandboxReady = [entry(), requested(), received(sandboxConfig)];
const started = (mode: 'stripe' | 'sandbox' = 'stripe') => ({ type: 'checkout-module-it-cards/authenticationStarted' as const, data: { orderId: 'web-1', intentId: 'pi_3abc', mode } });

describe('card decider: the settings (spec section 9)', () => {
  it('the first card entry asks for the settings; later entries do not, until they failed', () => {
    let ids = 0;
    const newId = () => `id${++ids}`;
    given(decider).when({ type: 'checkout-module-it-cards/startCardEntry', data: {} }, { newId }).then([entry('id1'), requested('id2')]);
    given(decider, ...ready).when({ type: 'checkout-module-it-cards/startCardEntry', data: {} }, { newId: () => 'e2' }).then([entry('e2')]);
    given(decider, entry(), requested(), unavailable()).when({ type: 'checkout-module-it-cards/startCardEntry', data: {} }, { newId: () => 'x' }).then([entry('x'), requested('x')]);
  });

  it('with keys: the settings received, then Stripe.js loaded makes the card element ready', () => {
    const answer = { type: 'checkout-module-it-cards/recordConfig' as const, data: { requestId: 'r1', code: 200, result: stripeConfig, transmitted: true } };
    given(decider, entry(), requested()).when(answer).then([received()]);
    expect(given(decider, entry(), requested(), received()).state.setup).toBe('loading');
    given(decider, entry(), requested(), received()).when({ type: 'checkout-module-it-cards/recordSdkLoad', data: { requestId: 'r1', ok: true, reason: null } }).then([loaded]);
    expect(given(decider, ...ready).state).toMatchObject({ setup: 'ready', config: stripeConfig });
  });

  it('without keys (sandbox): ready at once, no script to load', () => {
    expect(given(decider, ...sandboxReady).state.setup).toBe('ready');
  });

  it("Stripe.js blocked, the shop unreachable or refusing: unavailable, with the reason kept for support", () => {
    given(decider, entry(), requested(), received()).when({ type: 'checkout-module-it-cards/recordSdkLoad', data: { requestId: 'r1', ok: false, reason: 'Failed to load Stripe.js' } }).then([unavailable()]);
    const base = given(decider, entry(), requested());
    base.when({ type: 'checkout-module-it-cards/recordConfig', data: { requestId: 'r1', code: 0, result: null, transmitted: false } }).then([unavailable('The shop could not be reached.')]);
    base.when({ type: 'checkout-module-it-cards/recordConfig', data: { requestId: 'r1', code: 404, result: 'Payment method you chose is not available at the moment', transmitted: true } }).then([unavailable('Payment method you chose is not available at the moment')]);
    base.when({ type: 'checkout-module-it-cards/recordConfig', data: { requestId: 'r1', code: 200, result: { testMode: true }, transmitted: true } }).then([unavailable('The shop answered 200.')]);
    expect(given(decider, entry(), requested(), unavailable()).state).toMatchObject({ setup: 'unavailable', reason: 'Failed to load Stripe.js' });
  });

  it('only the answer to the request in flight counts, once', () => {
    const answer = (requestId: string) => ({ type: 'checkout-module-it-cards/recordConfig' as const, data: { requestId, code: 200, result: stripeConfig, transmitted: true } });
    given(decider, entry(), requested()).when(answer('old')).then([]);
    given(decider, ...ready).when(answer('r1')).then([]);
    given(decider, ...ready).when({ type: 'checkout-module-it-cards/recordSdkLoad', data: { requestId: 'r1', ok: false, reason: 'late' } }).then([]);
  });
});

describe('card decider: the card (spec sections 4 and 5)', () => {
  it('a complete card asks for a payment method; its answer becomes the token id:brand:last4', () => {
    given(decider, ...ready).when({ type: 'checkout-module-it-cards/createPaymentMethod', data: { entryId: 'e1' } }).then([pmRequested()]);
    given(decider, ...ready, pmRequested())
      .when({ type: 'checkout-module-it-cards/recordPaymentMethod', data: { entryId: 'e1', answer: { ok: true, id: 'pm_1', brand: 'visa', last4: '4242' } } })
      .then([created()]);
    expect(given(decider, ...ready, pmRequested(), created()).state.entry).toEqual({ entryId: 'e1', status: 'created', token: 'pm_1:visa:4242', brand: 'visa', last4: '4242', message: null });
  });

  it("a refusal keeps the provider's message; a missing card element is 'Something went wrong!'", () => {
    const base = given(decider, ...ready, pmRequested());
    base.when({ type: 'checkout-module-it-cards/recordPaymentMethod', data: { entryId: 'e1', answer: { ok: false, message: 'Your card number is incomplete.' } } }).then([
      { type: 'checkout-module-it-cards/paymentMethodFailed', data: { entryId: 'e1', message: 'Your card number is incomplete.' } },
    ]);
    base.when({ type: 'checkout-module-it-cards/recordPaymentMethod', data: { entryId: 'e1', answer: { ok: false, message: '' } } }).then([
      { type: 'checkout-module-it-cards/paymentMethodFailed', data: { entryId: 'e1', message: CARD_TEXTS.somethingWrong } },
    ]);
  });

  it('answers for an older card entry, a second request while one is in flight, or before Stripe.js is ready are not taken', () => {
    given(decider, ...ready, pmRequested(), entry('e2')).when({ type: 'checkout-module-it-cards/recordPaymentMethod', data: { entryId: 'e1', answer: { ok: true, id: 'pm_1', brand: 'visa', last4: '4242' } } }).then([]);
    given(decider, ...ready, pmRequested()).when({ type: 'checkout-module-it-cards/createPaymentMethod', data: { entryId: 'e1' } }).then([]);
    given(decider, entry(), requested(), received()).when({ type: 'checkout-module-it-cards/createPaymentMethod', data: { entryId: 'e1' } }).thenThrows(CARD_TEXTS.somethingWrong);
  });

  it('sandbox: a test card is the same token shape; an unknown card or no sandbox is refused', () => {
    const choose = (paymentMethod: string) => ({ type: 'checkout-module-it-cards/chooseTestCard' as const, data: { entryId: 'e1', paymentMethod } });
    given(decider, ...sandboxReady).when(choose('pm_card_threeDSecure2Required')).then([
      { type: 'checkout-module-it-cards/paymentMethodCreated', data: { entryId: 'e1', token: 'pm_card_threeDSecure2Required:visa:3155', brand: 'visa', last4: '3155' } },
    ]);
    given(decider, ...sandboxReady).when(choose('pm_card_mastercard')).thenThrows('checkout-module-it-cards/unknownTestCard');
    given(decider, ...ready).when(choose('pm_card_visa')).thenThrows('checkout-module-it-cards/notSandbox');
  });
});

describe('card decider: 3-D Secure (spec sections 4 and 8)', () => {
  const start = { type: 'checkout-module-it-cards/startAuthentication' as const, data: { orderId: 'web-1', intentId: 'pi_3abc' } };
  it('an order answering Authentication Required starts the check with Stripe.js, or in the sandbox; once', () => {
    given(decider, ...ready).when(start).then([started('stripe')]);
    given(decider, ...sandboxReady).when(start).then([started('sandbox')]);
    given(decider, ...ready, started()).when(start).then([]);
    given(decider).when(start).thenThrows(CARD_TEXTS.somethingWrong);
  });

  it('sandbox: the shopper answers the test check once; Stripe mode has nothing to answer', () => {
    const answer = { type: 'checkout-module-it-cards/answerTestChallenge' as const, data: { orderId: 'web-1', approved: true } };
    const answered = { type: 'checkout-module-it-cards/testChallengeAnswered' as const, data: { orderId: 'web-1', intentId: 'pi_3abc', approved: true } };
    given(decider, ...sandboxReady, started('sandbox')).when(answer).then([answered]);
    given(decider, ...sandboxReady, started('sandbox'), answered).when(answer).then([]);
    given(decider, ...ready, started('stripe')).when(answer).then([]);
  });

  it('the outcome is recorded once: passed, or failed with the provider message (Stripe\'s own when it gave none)', () => {
    const record = (answer: { ok: true } | { ok: false; message: string }) => ({ type: 'checkout-module-it-cards/recordAuthentication' as const, data: { orderId: 'web-1', answer } });
    given(decider, ...ready, started()).when(record({ ok: true })).then([{ type: 'checkout-module-it-cards/authenticationSucceeded', data: { orderId: 'web-1' } }]);
    given(decider, ...ready, started()).when(record({ ok: false, message: 'Declined by the bank.' })).then([{ type: 'checkout-module-it-cards/authenticationFailed', data: { orderId: 'web-1', message: 'Declined by the bank.' } }]);
    given(decider, ...ready, started()).when(record({ ok: false, message: '' })).then([{ type: 'checkout-module-it-cards/authenticationFailed', data: { orderId: 'web-1', message: CARD_TEXTS.authenticationFailed } }]);
    given(decider, ...ready, started(), { type: 'checkout-module-it-cards/authenticationSucceeded', data: { orderId: 'web-1' } }).when(record({ ok: false, message: 'x' })).then([]);
    given(decider, ...ready).when(record({ ok: true })).then([]);
  });
});

describe('card helpers', () => {
  it("reads the client secret of 'Authentication Required: <secret>' and the intent id in it", () => {
    expect(clientSecretOf('Authentication Required: pi_3abc_secret_xyz')).toBe('pi_3abc_secret_xyz');
    expect(clientSecretOf('Your card was declined.')).toBeNull();
    expect(intentIdOf('pi_3abc_secret_xyz')).toBe('pi_3abc');
  });

  it('reads the settings; a missing key is no settings', () => {
    expect(configOf({ publishableKey: 'pk', testMode: false, locale: 'it', sandbox: false })).toEqual({ publishableKey: 'pk', testMode: false, locale: 'it', sandbox: false });
    expect(configOf({ publishableKey: 'pk' })).toEqual({ publishableKey: 'pk', testMode: true, locale: 'auto', sandbox: false });
    expect(configOf(null)).toBeNull();
  });
});
