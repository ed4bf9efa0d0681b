/**
 * The PayPal express method's server part (ADR 0030, 0069): the buyer approves and the server captures
 * before the order (`/api/ext/paypal/complete`); at order time the order must name a captured payment of
 * its amount that no other order holds, and placement claims it; a failed placement frees the claim.
 */
import type { ApiDeps } from '../../../api/deps';
import { definePaymentMethod } from '../method';
import { paymentByRef, sameAmount, type PaymentRow } from '../store';
import type { OrderPaymentDecision, OrderPaymentRequest } from '../types';
import { PAYPAL } from './adapter';
import { paypalRoutes } from './routes';

/** The refusal when an order names no captured PayPal payment of its amount. */
export const PAYPAL_NOT_COMPLETED = 'PayPal payment was not completed.';

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
export async function preparePaypal(deps: ApiDeps, request: OrderPaymentRequest): Promise<OrderPaymentDecision> {
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

/** Placement failed: the capture stays usable for the buyer's next try. */
async function releasePaypal(deps: ApiDeps, row: PaymentRow): Promise<void> {
  await deps.db.query('UPDATE payment SET client_order_id = NULL, updated_at = $2 WHERE id = $1 AND order_id IS NULL', [row.id, deps.now().toISOString()]);
}

/** PayPal express checkout (`paypal_express`) in every view. */
export const paypalPaymentMethod = definePaymentMethod({
  code: PAYPAL,
  title: 'PayPal Express Checkout',
  mailTitles: { en: 'PayPal', et: 'PayPal', ru: 'PayPal', fi: 'PayPal', it: 'PayPal' },
  views: () => true,
  provider: 'paypal',
  placedStatus: 'pending_payment',
  prepare: preparePaypal,
  release: releasePaypal,
  routes: paypalRoutes,
});
