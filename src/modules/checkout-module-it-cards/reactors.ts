import type { Container } from 'inversify';
import type { Reactor } from '../../kernel/module';
import { SyncLayerToken, type SyncLayer, type TaskMethod } from '../../kernel/sync';
import type { AuthenticationAnswer, RecordedAnswer } from './messages';
import { StripeJs } from './stripe-js';
import { CARD_CODE, CARD_TEXTS, clientSecretOf, intentIdOf } from './texts';

const NS = 'checkout-module-it-cards';

/** Spec section 7 / server README: the view's card settings. */
export const configUrl = (storeCode: string): string => `/api/ext/stripe/config?storeCode=${encodeURIComponent(storeCode)}`;

/** The card sandbox's 3-D Secure step (JSON: what handleCardAction does against the sandbox). */
export const sandboxAuthenticateUrl = (intentId: string): string => `/api/ext/payment-sandbox/stripe/${encodeURIComponent(intentId)}/authenticate`;

/** Intent states past 3-D Secure: the order can be sent again. */
const PASSED = ['requires_confirmation', 'requires_capture', 'processing', 'succeeded'];

/** Sends a task; a throw or no sync layer (the server, tests without one) counts as not sent (code 0). */
async function send(services: Container, id: string, url: string, method: TaskMethod, body: unknown, createdAt: string): Promise<RecordedAnswer> {
  if (!services.isBound(SyncLayerToken)) return { code: 0, result: null, transmitted: false };
  try {
    // Silent (the module says what went wrong in its own words) and never queued: a payment must not start later by itself.
    const answer = await services.get<SyncLayer>(SyncLayerToken).execute({ id, url, method, ...(body === undefined ? {} : { body }), createdAt, silent: true });
    return { code: answer.code, result: answer.result, transmitted: answer.transmitted };
  } catch (error) {
    return { code: 0, result: error instanceof Error ? error.message : String(error), transmitted: false };
  }
}

const stripeOf = (services: Container): StripeJs | null => (services.isBound(StripeJs) ? services.get<StripeJs>(StripeJs) : null);

/** Asks the shop for the view's card settings (publishable key, test mode, locale, sandbox). */
export const fetchConfig: Reactor<'checkout-module-it-cards/configRequested'> = {
  on: ['checkout-module-it-cards/configRequested'],
  async run(event, { services, dispatch, storeView }) {
    const { requestId } = event.data;
    const answer = await send(services, `${NS}-config-${requestId}`, configUrl(storeView.storeCode), 'GET', undefined, event.meta.time);
    await dispatch({ type: 'checkout-module-it-cards/recordConfig', data: { ...answer, requestId } });
  },
};

/** With provider keys: Stripe.js is loaded from its public host, in the view's language (spec section 9). */
export const loadStripeJs: Reactor<'checkout-module-it-cards/configReceived'> = {
  on: ['checkout-module-it-cards/configReceived'],
  async run(event, { services, dispatch }) {
    const { requestId, config } = event.data;
    if (config.sandbox) return;
    const stripe = stripeOf(services);
    let reason: string | null = stripe ? null : 'No Stripe.js adapter here.';
    if (stripe) {
      try {
        await stripe.load(config.publishableKey, config.locale);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    await dispatch({ type: 'checkout-module-it-cards/recordSdkLoad', data: { requestId, ok: reason === null, reason } });
  },
};

/** createPaymentMethod from the mounted card element. */
export const createPaymentMethod: Reactor<'checkout-module-it-cards/paymentMethodRequested'> = {
  on: ['checkout-module-it-cards/paymentMethodRequested'],
  async run(event, { services, dispatch }) {
    const stripe = stripeOf(services);
    const answer = stripe ? await stripe.createPaymentMethod() : ({ ok: false, message: CARD_TEXTS.somethingWrong } as const);
    await dispatch({ type: 'checkout-module-it-cards/recordPaymentMethod', data: { entryId: event.data.entryId, answer } });
  },
};

/** Stripe.js: retrieve the intent; handle the card action when it requires one; anything else is its outcome. */
async function authenticateWithStripe(stripe: StripeJs | null, clientSecret: string): Promise<AuthenticationAnswer> {
  if (!stripe) return { ok: false, message: CARD_TEXTS.somethingWrong };
  const intent = await stripe.retrievePaymentIntent(clientSecret);
  if (intent.status === 'requires_action') return stripe.handleCardAction(clientSecret);
  if (intent.status && PASSED.includes(intent.status)) return { ok: true };
  return { ok: false, message: intent.message || CARD_TEXTS.authenticationFailed };
}

/**
 * Spec section 4: an order paid by card that answers 'Authentication Required: <client secret>' (the checkout's
 * `checkout/paymentActionRequired`, not shown) is authenticated: with Stripe.js at once; in the sandbox the
 * shopper answers the test check in the review step (`answerTestChallenge`).
 */
export const authenticatePayment: Reactor<'checkout/paymentActionRequired'> = {
  on: ['checkout/paymentActionRequired'],
  async run(event, { services, dispatch }) {
    const { orderId, paymentMethod, message } = event.data;
    if (paymentMethod !== CARD_CODE) return;
    const clientSecret = clientSecretOf(message);
    if (!clientSecret) {
      await dispatch({ type: 'checkout/abandonPayment', data: { orderId, message: CARD_TEXTS.somethingWrong } });
      return;
    }
    const started = await dispatch({ type: 'checkout-module-it-cards/startAuthentication', data: { orderId, intentId: intentIdOf(clientSecret) } });
    if (!started.ok) {
      await dispatch({ type: 'checkout/abandonPayment', data: { orderId, message: CARD_TEXTS.somethingWrong } });
      return;
    }
    const mode = started.events.find((candidate) => candidate.type === 'checkout-module-it-cards/authenticationStarted')?.data as { mode?: string } | undefined;
    if (mode?.mode !== 'stripe') return;
    const answer = await authenticateWithStripe(stripeOf(services), clientSecret);
    await dispatch({ type: 'checkout-module-it-cards/recordAuthentication', data: { orderId, answer } });
  },
};

/** Sandbox: the shopper's answer goes to the server's sandbox (as handleCardAction would go to the bank). */
export const sendTestChallenge: Reactor<'checkout-module-it-cards/testChallengeAnswered'> = {
  on: ['checkout-module-it-cards/testChallengeAnswered'],
  async run(event, { services, dispatch }) {
    const { orderId, intentId, approved } = event.data;
    const reply = await send(services, `${NS}-3ds-${event.meta.id}`, sandboxAuthenticateUrl(intentId), 'POST', { result: approved ? 'approve' : 'fail' }, event.meta.time);
    const status = reply.code === 200 ? (reply.result as { status?: unknown } | null)?.status : undefined;
    const answer: AuthenticationAnswer =
      typeof status === 'string' && PASSED.includes(status)
        ? { ok: true }
        : { ok: false, message: status === 'requires_payment_method' || reply.code === 200 ? CARD_TEXTS.authenticationFailed : CARD_TEXTS.somethingWrong };
    await dispatch({ type: 'checkout-module-it-cards/recordAuthentication', data: { orderId, answer } });
  },
};

/**
 * The checkout is told the outcome: the same order is sent again (same client order id), or the payment is
 * abandoned with the provider's message (the checkout warns and goes back to the payment step, spec section 8).
 */
export const finishAuthentication: Reactor<'checkout-module-it-cards/authenticationSucceeded' | 'checkout-module-it-cards/authenticationFailed'> = {
  on: ['checkout-module-it-cards/authenticationSucceeded', 'checkout-module-it-cards/authenticationFailed'],
  async run(event, { dispatch }) {
    if (event.type === 'checkout-module-it-cards/authenticationSucceeded') {
      await dispatch({ type: 'checkout/resendOrder', data: { orderId: event.data.orderId } });
      return;
    }
    await dispatch({ type: 'checkout/abandonPayment', data: { orderId: event.data.orderId, message: event.data.message } });
  },
};
