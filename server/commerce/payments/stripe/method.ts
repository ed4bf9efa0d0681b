/**
 * The card method's server part (Stripe, Italian views only; ADR 0031, 0069): authorised while the order is
 * placed (PaymentIntent, manual confirmation and capture), captured once the order is committed, cancelled
 * when placement fails; its routes are the browser's config and the sandbox's 3-D Secure step.
 */
import type { ApiDeps } from '../../../api/deps';
import { PAYMENT_NOT_AVAILABLE, ProviderError } from '../http';
import { definePaymentMethod } from '../method';
import { cents, insertPayment, paymentsForClientOrder, sameAmount, updatePayment, type PaymentRow } from '../store';
import type { OrderPaymentDecision, OrderPaymentRequest } from '../types';
import { stripeAdapter, STRIPE, type StripeIntent } from './adapter';
import { CARD_DECLINED, CARD_STORE_CODES, parseCardToken } from './cards';
import { stripeRoutes } from './routes';

/** The refusal when a card order carries no card token. */
export const CARD_MISSING = 'Card details are missing.';

/** Row status of a payment by its intent's status. */
function rowStatus(intent: StripeIntent): string {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'canceled':
      return 'cancelled';
    default:
      return 'failed';
  }
}

/** Records the intent's state on its row and answers the decision it means. */
async function decide(deps: ApiDeps, row: PaymentRow, intent: StripeIntent): Promise<OrderPaymentDecision> {
  await updatePayment(deps.db, row.id, { status: rowStatus(intent), data: { intent_status: intent.status } }, deps.now());
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { kind: 'authorized', paymentId: row.id };
    case 'requires_action':
      return { kind: 'requires_action', message: `Authentication Required: ${intent.client_secret}` };
    case 'requires_payment_method':
      return { kind: 'failed', message: intent.last_payment_error?.message || CARD_DECLINED };
    default:
      return { kind: 'failed', message: PAYMENT_NOT_AVAILABLE };
  }
}

/** Intent states a new attempt may still cancel. */
const CANCELLABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'];

/**
 * Authorises the card: the first attempt creates a confirmed intent (idempotency key 'order-<client order
 * id>'); the retry after 3-D Secure confirms the same intent; a declined card or a changed amount starts a
 * new intent (the old one cancelled) under the next key.
 */
export async function prepareCard(deps: ApiDeps, request: OrderPaymentRequest): Promise<OrderPaymentDecision> {
  const card = parseCardToken(request.additional);
  if (!card) return { kind: 'failed', message: CARD_MISSING };
  const config = deps.commerce.payments.stripe;
  const earlier = await paymentsForClientOrder(deps.db, STRIPE, request.clientOrderId);
  const latest = earlier[0];
  try {
    if (latest && (latest.status === 'authorized' || latest.status === 'captured' || latest.status === 'requires_action')) {
      const adapter = stripeAdapter(config, deps.db, latest.sandbox);
      if (sameAmount(latest.amount, request.amount)) {
        let intent = await adapter.retrieve(latest.provider_ref);
        if (intent.status === 'requires_confirmation') intent = await adapter.confirm(intent.id);
        if (intent.status !== 'requires_payment_method') return await decide(deps, latest, intent);
        await decide(deps, latest, intent);
      } else {
        const intent = await adapter.retrieve(latest.provider_ref);
        if (CANCELLABLE.includes(intent.status)) await adapter.cancel(intent.id);
        await updatePayment(deps.db, latest.id, { status: 'cancelled', data: { intent_status: 'canceled', replaced: 'amount changed' } }, deps.now());
      }
    }
    const adapter = stripeAdapter(config, deps.db);
    const idempotencyKey = earlier.length ? `order-${request.clientOrderId}-${earlier.length + 1}` : `order-${request.clientOrderId}`;
    const intent = await adapter.create({ amountCents: cents(request.amount), paymentMethod: card.paymentMethod, last4: card.last4, clientOrderId: request.clientOrderId, idempotencyKey });
    const row = await insertPayment(
        deps.db,
        {
          provider: STRIPE,
          provider_ref: intent.id,
          client_order_id: request.clientOrderId,
          amount: request.amount,
          status: rowStatus(intent),
          sandbox: adapter.sandbox,
          data: { payment_method: card.paymentMethod, brand: card.brand, last4: card.last4, store_code: request.storeCode, ...(adapter.sandbox ? { intent } : {}) },
        },
        deps.now(),
      );
    return await decide(deps, row, intent);
  } catch (error) {
    if (error instanceof ProviderError) return { kind: 'failed', message: error.status === 400 || error.status === 402 ? error.message : PAYMENT_NOT_AVAILABLE };
    throw error;
  }
}

/** Captures a card authorisation once the order is committed; answers whether the money is taken. */
export async function captureCard(deps: ApiDeps, row: PaymentRow): Promise<boolean> {
  const adapter = stripeAdapter(deps.commerce.payments.stripe, deps.db, row.sandbox);
  if (row.status === 'captured') return true;
  try {
    const intent = await adapter.capture(row.provider_ref);
    const ok = intent.status === 'succeeded';
    await updatePayment(deps.db, row.id, { status: ok ? 'captured' : 'capture_failed', data: { intent_status: intent.status } }, deps.now());
    return ok;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await updatePayment(deps.db, row.id, { status: 'capture_failed', data: { capture_error: error.message } }, deps.now());
    return false;
  }
}

/** Cancels the authorisation of an order that was not placed. */
async function releaseCard(deps: ApiDeps, row: PaymentRow): Promise<void> {
  if (row.status === 'cancelled' || row.status === 'captured') return;
  try {
    const intent = await stripeAdapter(deps.commerce.payments.stripe, deps.db, row.sandbox).cancel(row.provider_ref);
    await updatePayment(deps.db, row.id, { status: 'cancelled', data: { intent_status: intent.status } }, deps.now());
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await updatePayment(deps.db, row.id, { status: 'release_failed', data: { release_error: error.message } }, deps.now());
  }
}

/** Card payments (`stripe_payments`) in the Italian views. */
export const cardPaymentMethod = definePaymentMethod({
  code: STRIPE,
  title: 'Credit Card',
  mailTitles: { en: 'Credit card', et: 'Krediitkaart', ru: 'Кредитная карта', fi: 'Luottokortti', it: 'Carta di credito' },
  views: (view) => CARD_STORE_CODES.includes(view.storeCode),
  provider: 'stripe',
  prepare: prepareCard,
  capture: captureCard,
  release: releaseCard,
  routes: stripeRoutes,
});
