/**
 * The payment side of order placement (types.ts OrderPayments), generic over the registry (ADR 0069): the
 * order's method decides through its server part's `prepare` (deferred when it has none), `capture` takes
 * the money once the order is committed, `release` gives back what an order that was not placed claimed.
 * A code without a server part, or a view the method is not offered in, is refused.
 */
import { PAYMENT_NOT_AVAILABLE } from './http';
import { paymentMethodsOf } from './installed';
import { markOrderPaid, paymentById, updatePayment } from './store';
import type { OrderPayments } from './types';

/** The OrderPayments the order API uses (see types.ts). */
export const orderPayments: OrderPayments = {
  async prepare(deps, request) {
    const part = paymentMethodsOf(deps).get(request.method);
    const view = deps.storeViews.find((candidate) => candidate.storeCode === request.storeCode);
    if (!part || !view || !part.views(view)) return { kind: 'failed', message: PAYMENT_NOT_AVAILABLE };
    return part.prepare ? part.prepare(deps, request) : { kind: 'deferred' };
  },

  /**
   * Links the payment to the committed order and marks the order paid when its method took the money (a
   * failed capture leaves the row 'capture_failed' and the order's payment 'failed', never throws at the buyer).
   */
  async complete(deps, paymentId, order) {
    const row = await paymentById(deps.db, paymentId);
    if (!row) throw new Error(`Payment ${paymentId} does not exist`);
    if (row.order_id !== null && row.order_id !== order.id) throw new Error(`Payment ${paymentId} belongs to order ${row.order_id}`);
    await updatePayment(deps.db, row.id, { orderId: order.id }, deps.now());
    const capture = paymentMethodsOf(deps).get(row.provider)?.capture;
    const paid = capture ? await capture(deps, row) : row.status === 'captured';
    if (paid) await markOrderPaid(deps.db, order.id, deps.now());
    else await deps.db.query("UPDATE sales_order SET payment_status = 'failed', updated_at = $2 WHERE id = $1 AND payment_status IN ('pending', 'authorized')", [order.id, deps.now().toISOString()]);
  },

  /** Placement failed: the method gives back what it claimed (a card authorisation, a PayPal capture's claim). */
  async release(deps, paymentId) {
    const row = await paymentById(deps.db, paymentId);
    if (!row || row.order_id !== null) return;
    await paymentMethodsOf(deps).get(row.provider)?.release?.(deps, row);
  },
};
