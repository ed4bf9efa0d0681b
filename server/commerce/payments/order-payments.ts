/**
 * The payment side of order placement (types.ts OrderPayments): cash on delivery and bank link are
 * deferred; PayPal checks that the named capture exists, is free and of the order's amount; the card is
 * authorised here (Stripe PaymentIntent, manual capture), captured once the order is committed and
 * cancelled when placement fails.
 */
import type { ApiDeps } from '../../api/deps';
import { CARD_STORE_CODES } from '../quote';
import { PAYMENT_NOT_AVAILABLE, ProviderError } from './http';
import { MAKECOMMERCE } from './makecommerce/adapter';
import { PAYPAL } from './paypal/adapter';
import { CARD_DECLINED, parseCardToken } from './stripe/cards';
import { stripeAdapter, STRIPE, type StripeAdapter, type StripeIntent } from './stripe/adapter';
import { cents, insertPayment, markOrderPaid, paymentById, paymentByRef, paymentsForClientOrder, sameAmount, updatePayment, type PaymentRow } from './store';
import type { OrderPaymentDecision, OrderPaymentRequest, OrderPayments } from './types';

/** The refusal when an order names no captured PayPal payment of its amount. */
export const PAYPAL_NOT_COMPLETED = 'PayPal payment was not completed.';

/** The refusal when a card order carries no card token. */
export const CARD_MISSING = 'Card details are missing.';

/** The PayPal order id of payment_method_additional: {paypal_order_id} or {orderID} or {token}. */
function paypalOrderId(additional: unknown): string | null {
  if (!additional || typeof additional !== 'object') return null;
  const value = additional as Record<string, unknown>;
  const id = value.paypal_order_id ?? value.orderID ?? value.token;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Claims a captured PayPal payment for this client order: free (no order, no other client order) and of
 * the order's amount. The claim makes a second order naming the same capture fail.
 */
async function preparePaypal(deps: ApiDeps, request: OrderPaymentRequest): Promise<OrderPaymentDecision> {
  const id = paypalOrderId(request.additional);
  const row = id ? await paymentByRef(deps.db, PAYPAL, id) : null;
  if (!row || row.status !== 'captured' || !sameAmount(row.amount, request.amount)) return { kind: 'failed', message: PAYPAL_NOT_COMPLETED };
  const { rows } = await deps.db.query(
    `UPDATE payment SET client_order_id = $2, updated_at = $3
      WHERE id = $1 AND order_id IS NULL AND (client_order_id IS NULL OR client_order_id = $2) RETURNING id`,
    [row.id, request.clientOrderId, deps.now().toISOString()],
  );
  return rows.length ? { kind: 'authorized', paymentId: row.id } : { kind: 'failed', message: PAYPAL_NOT_COMPLETED };
}

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
async function prepareCard(deps: ApiDeps, request: OrderPaymentRequest): Promise<OrderPaymentDecision> {
  if (!CARD_STORE_CODES.includes(request.storeCode)) return { kind: 'failed', message: PAYMENT_NOT_AVAILABLE };
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

/** Captures a card authorisation; answers whether the money is taken. */
async function captureCard(deps: ApiDeps, row: PaymentRow, adapter: StripeAdapter): Promise<boolean> {
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

/** The OrderPayments the order API uses (see types.ts). */
export const orderPayments: OrderPayments = {
  async prepare(deps, request) {
    switch (request.method) {
      case 'cashondelivery':
      case MAKECOMMERCE:
        return { kind: 'deferred' };
      case PAYPAL:
        return preparePaypal(deps, request);
      case STRIPE:
        return prepareCard(deps, request);
      default:
        return { kind: 'failed', message: PAYMENT_NOT_AVAILABLE };
    }
  },

  /**
   * Links the payment to the committed order and marks the order paid; a card is captured first (a failed
   * capture leaves the row 'capture_failed' and the order's payment 'failed', never throws at the buyer).
   */
  async complete(deps, paymentId, order) {
    const row = await paymentById(deps.db, paymentId);
    if (!row) throw new Error(`Payment ${paymentId} does not exist`);
    if (row.order_id !== null && row.order_id !== order.id) throw new Error(`Payment ${paymentId} belongs to order ${row.order_id}`);
    await updatePayment(deps.db, row.id, { orderId: order.id }, deps.now());
    const paid = row.provider === STRIPE ? await captureCard(deps, row, stripeAdapter(deps.commerce.payments.stripe, deps.db, row.sandbox)) : row.status === 'captured';
    if (paid) await markOrderPaid(deps.db, order.id, deps.now());
    else await deps.db.query("UPDATE sales_order SET payment_status = 'failed', updated_at = $2 WHERE id = $1 AND payment_status IN ('pending', 'authorized')", [order.id, deps.now().toISOString()]);
  },

  /** Placement failed: a card authorisation is cancelled; a PayPal capture is freed for the buyer's next try. */
  async release(deps, paymentId) {
    const row = await paymentById(deps.db, paymentId);
    if (!row || row.order_id !== null) return;
    if (row.provider === PAYPAL) {
      await deps.db.query('UPDATE payment SET client_order_id = NULL, updated_at = $2 WHERE id = $1 AND order_id IS NULL', [row.id, deps.now().toISOString()]);
      return;
    }
    if (row.provider !== STRIPE || row.status === 'cancelled' || row.status === 'captured') return;
    try {
      const intent = await stripeAdapter(deps.commerce.payments.stripe, deps.db, row.sandbox).cancel(row.provider_ref);
      await updatePayment(deps.db, row.id, { status: 'cancelled', data: { intent_status: intent.status } }, deps.now());
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await updatePayment(deps.db, row.id, { status: 'release_failed', data: { release_error: error.message } }, deps.now());
    }
  },
};
