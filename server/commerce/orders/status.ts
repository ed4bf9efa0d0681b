/**
 * A guest's look-up of one order by its number and e-mail (issue 20 item 5; ADR 0058). The answer never says
 * which of the two was wrong: an unknown number and a wrong e-mail both give null, and the e-mails are compared
 * as fixed-length digests in constant time, against a stand-in when there is no such number.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../storage/port';
import { normalizeEmail } from '../users/validation';
import type { OrderStatus, OrderStatusLine } from '../../../contract/order-status';

export { ORDER_NOT_FOUND } from '../../../contract/order-status';
export type { OrderStatus, OrderStatusLine } from '../../../contract/order-status';

interface OrderRow {
  id: number;
  increment_id: string;
  email: string;
  created_at: Date | string;
  status: string;
  store_code: string;
  subtotal_incl_tax: number | string;
  discount_amount: number | string;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_incl_tax: number | string;
  payment_method: string;
  tax_amount: number | string;
  grand_total: number | string;
}

const digest = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest();
/** Compared with when the number is unknown, so that case costs the same comparison as a wrong e-mail. */
const STAND_IN = digest('no-order@invalid');

/** True when the two e-mails are the same address (case and surrounding spaces aside), in constant time. */
export function sameEmail(stored: string | null, given: string): boolean {
  const equal = timingSafeEqual(stored === null ? STAND_IN : digest(stored), digest(given));
  return stored !== null && equal;
}

const num = (value: unknown): number => Number(value ?? 0);

/** The order with this number placed with this e-mail, or null (whichever of the two is wrong). */
export async function orderStatus(db: Queryable, orderNumber: string, email: string): Promise<OrderStatus | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT id, increment_id, email, created_at, status, store_code, subtotal_incl_tax, discount_amount, coupon_code,
            shipping_carrier_code, shipping_method_code, shipping_incl_tax, payment_method, tax_amount, grand_total
       FROM sales_order WHERE increment_id = $1`,
    [orderNumber],
  );
  const order = rows[0] ?? null;
  if (!sameEmail(order?.email ?? null, email) || !order) return null;
  const { rows: lines } = await db.query<OrderStatusLine>(
    'SELECT sku, name, qty AS qty_ordered, price_incl_tax, row_total_incl_tax FROM sales_order_item WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  return {
    increment_id: order.increment_id,
    created_at: new Date(order.created_at).toISOString(),
    status: order.status,
    store_code: order.store_code,
    items: lines.map((line) => ({ sku: line.sku, name: line.name, qty_ordered: num(line.qty_ordered), price_incl_tax: num(line.price_incl_tax), row_total_incl_tax: num(line.row_total_incl_tax) })),
    subtotal_incl_tax: num(order.subtotal_incl_tax),
    discount_amount: num(order.discount_amount),
    coupon_code: order.coupon_code,
    shipping: { carrier_code: order.shipping_carrier_code, method_code: order.shipping_method_code, amount_incl_tax: num(order.shipping_incl_tax) },
    payment: { method: order.payment_method },
    tax_amount: num(order.tax_amount),
    grand_total: num(order.grand_total),
  };
}
