import { afterEach, describe, expect, it, vi } from 'vitest';
import { StripeJsImpl } from './stripe-js';

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

afterEach(() => {
  loadStripe.mockReset();
  vi.useRealTimers();
});

/** A Stripe instance as the adapter uses it. */
function fakeStripe(answers: { createPaymentMethod?: unknown; retrievePaymentIntent?: unknown; handleCardAction?: unknown } = {}) {
  const card = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn() };
  const elements = vi.fn(() => ({ create: vi.fn(() => card) }));
  return {
    card,
    elements,
    createPaymentMethod: vi.fn(async () => answers.createPaymentMethod),
    retrievePaymentIntent: vi.fn(async () => answers.retrievePaymentIntent),
    handleCardAction: vi.fn(async () => answers.handleCardAction),
  };
}

describe('StripeJsImpl (the adapter over @stripe/stripe-js)', () => {
  it("loads once with the publishable key and the view's language; the element gets the same locale", async () => {
    const stripe = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const adapter = new StripeJsImpl();
    await adapter.load('pk_test_1', 'it');
    await adapter.load('pk_test_1', 'it');
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1', { locale: 'it' });
    const unmount = adapter.mountCard({} as HTMLElement, () => {});
    expect(stripe.elements).toHaveBeenCalledWith({ locale: 'it' });
    unmount();
    expect(stripe.card.destroy).toHaveBeenCalled();
  });

  it('a script that fails or never answers rejects (the method then says it is unavailable)', async () => {
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    await expect(new StripeJsImpl().load('pk', 'en')).rejects.toThrow('Failed to load Stripe.js');
    loadStripe.mockResolvedValue(null);
    await expect(new StripeJsImpl().load('pk', 'en')).rejects.toThrow('Stripe.js is not available here.');
    loadStripe.mockReturnValue(new Promise(() => {}));
    await expect(new StripeJsImpl(20).load('pk', 'en')).rejects.toThrow('Stripe.js did not load in time.');
  });

  it("createPaymentMethod: id, brand and last four; Stripe's message; no element is 'Something went wrong!'", async () => {
    const stripe = fakeStripe({ createPaymentMethod: { paymentMethod: { id: 'pm_1', card: { brand: 'visa', last4: '3155' } } } });
    loadStripe.mockResolvedValue(stripe);
    const adapter = new StripeJsImpl();
    await adapter.load('pk', 'en');
    expect(await adapter.createPaymentMethod()).toEqual({ ok: false, message: 'Something went wrong!' });
    adapter.mountCard({} as HTMLElement, () => {});
    expect(await adapter.createPaymentMethod()).toEqual({ ok: true, id: 'pm_1', brand: 'visa', last4: '3155' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card });
    stripe.createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Your card number is incorrect.' } });
    expect(await adapter.createPaymentMethod()).toEqual({ ok: false, message: 'Your card number is incorrect.' });
  });

  it("3-D Secure: the intent's status; handleCardAction passes when the intent can be confirmed, else Stripe's message", async () => {
    const stripe = fakeStripe({ retrievePaymentIntent: { paymentIntent: { status: 'requires_action', last_payment_error: null } }, handleCardAction: { paymentIntent: { status: 'requires_confirmation' } } });
    loadStripe.mockResolvedValue(stripe);
    const adapter = new StripeJsImpl();
    await adapter.load('pk', 'en');
    expect(await adapter.retrievePaymentIntent('pi_1_secret_2')).toEqual({ status: 'requires_action', message: null });
    expect(await adapter.handleCardAction('pi_1_secret_2')).toEqual({ ok: true });
    stripe.handleCardAction.mockResolvedValueOnce({ error: { message: 'We are unable to authenticate your payment method.' } });
    expect(await adapter.handleCardAction('pi_1_secret_2')).toEqual({ ok: false, message: 'We are unable to authenticate your payment method.' });
  });
});
