import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import type { AuthenticationAnswer, PaymentMethodAnswer } from './messages';
import { CARD_TEXTS } from './texts';

/** What the card element reports while the shopper types (Stripe's own, localised error text). */
export interface CardFieldState {
  complete: boolean;
  empty: boolean;
  error: string | null;
}

/** A payment intent as 3-D Secure needs it. */
export interface IntentStatus {
  status: string | null;
  /** Stripe's text when the intent carries an error. */
  message: string | null;
}

/**
 * Stripe.js in the browser (a port bound in the module's `bindings`). One instance per page: the view mounts
 * the card element through it (the element is DOM, so the view owns where it goes) and the reactors create
 * payment methods from that element and run 3-D Secure with it. Tests and stories bind a fake.
 */
export const StripeJs = Symbol('StripeJs');
export interface StripeJs {
  /** Loads Stripe.js from its public host (once per page) with the view's language; rejects when it cannot. */
  load(publishableKey: string, locale: string): Promise<void>;
  /** Mounts a card element into `container`; answers the unmount. */
  mountCard(container: HTMLElement, onChange: (state: CardFieldState) => void): () => void;
  /** createPaymentMethod from the mounted element; no element is 'Something went wrong!' (spec section 5). */
  createPaymentMethod(): Promise<PaymentMethodAnswer>;
  retrievePaymentIntent(clientSecret: string): Promise<IntentStatus>;
  /** handleCardAction: Stripe shows the bank's 3-D Secure challenge; ok once the intent can be confirmed. */
  handleCardAction(clientSecret: string): Promise<AuthenticationAnswer>;
}

/** How long Stripe.js may take to load before the method says it is unavailable. */
export const LOAD_TIMEOUT_MS = 15_000;

const PASSED = ['requires_confirmation', 'requires_capture', 'processing', 'succeeded'];

const messageOf = (error: unknown): string => (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : '') || CARD_TEXTS.somethingWrong;

/** The real adapter over @stripe/stripe-js (its `pure` entry: nothing is fetched until `load`). */
export class StripeJsImpl implements StripeJs {
  private stripe: Stripe | null = null;
  private key: string | null = null;
  private card: StripeCardElement | null = null;
  private locale = 'auto';

  /** @param timeoutMs how long a script that neither loads nor fails (a black-holed network) may take. */
  constructor(private readonly timeoutMs = LOAD_TIMEOUT_MS) {}

  async load(publishableKey: string, locale: string): Promise<void> {
    if (this.stripe && this.key === publishableKey) return;
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Stripe.js did not load in time.')), this.timeoutMs);
    });
    const stripe = await Promise.race([loadStripe(publishableKey, { locale: locale as StripeElementLocale }), late]).finally(() => clearTimeout(timer));
    if (!stripe) throw new Error('Stripe.js is not available here.');
    this.stripe = stripe;
    this.key = publishableKey;
    this.locale = locale;
  }

  mountCard(container: HTMLElement, onChange: (state: CardFieldState) => void): () => void {
    if (!this.stripe) return () => {};
    const card = this.stripe.elements({ locale: this.locale as StripeElementLocale }).create('card', { hidePostalCode: true });
    card.on('change', (event) => onChange({ complete: event.complete, empty: event.empty, error: event.error?.message ?? null }));
    card.mount(container);
    this.card = card;
    return () => {
      card.destroy();
      if (this.card === card) this.card = null;
    };
  }

  async createPaymentMethod(): Promise<PaymentMethodAnswer> {
    const { stripe, card } = this;
    if (!stripe || !card) return { ok: false, message: CARD_TEXTS.somethingWrong };
    try {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod) return { ok: false, message: messageOf(error) };
      return { ok: true, id: paymentMethod.id, brand: paymentMethod.card?.brand ?? 'card', last4: paymentMethod.card?.last4 ?? '' };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }

  async retrievePaymentIntent(clientSecret: string): Promise<IntentStatus> {
    if (!this.stripe) return { status: null, message: CARD_TEXTS.somethingWrong };
    try {
      const { paymentIntent, error } = await this.stripe.retrievePaymentIntent(clientSecret);
      if (error || !paymentIntent) return { status: null, message: messageOf(error) };
      return { status: paymentIntent.status, message: paymentIntent.last_payment_error?.message ?? null };
    } catch (error) {
      return { status: null, message: messageOf(error) };
    }
  }

  async handleCardAction(clientSecret: string): Promise<AuthenticationAnswer> {
    if (!this.stripe) return { ok: false, message: CARD_TEXTS.somethingWrong };
    try {
      const { paymentIntent, error } = await this.stripe.handleCardAction(clientSecret);
      if (error || !paymentIntent) return { ok: false, message: messageOf(error) };
      if (PASSED.includes(paymentIntent.status)) return { ok: true };
      return { ok: false, message: paymentIntent.last_payment_error?.message || CARD_TEXTS.authenticationFailed };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
}
