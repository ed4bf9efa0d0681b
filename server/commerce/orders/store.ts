/** The `sales_order` and `sales_order_item` rows of placed orders. */
import type { OrderConfirmation } from '../../../contract/order';
import type { Queryable } from '../../storage/port';
import type { PricedLine, Totals } from '../quote/types';

/** A stored order: its id, the confirmation answered for it, and who placed it with which request. */
export interface StoredOrder {
  id: number;
  confirmation: OrderConfirmation;
  customerId: number | null;
  /** The order request's body as received. */
  payload: unknown;
}

/**
 * The order number shown to the customer: the store id, then the order id in 8 digits
 * (store 2, order 42 → '200000042'), as Magento numbers orders per store.
 */
export function incrementId(storeId: number, orderId: number): string {
  return `${storeId}${String(orderId).padStart(8, '0')}`;
}

/** The confirmation the API answers for an order row; backendOrderId is the order's id as a string. */
export function confirmationOf(row: { id: number; increment_id: string; transferred_at: Date | string }): OrderConfirmation {
  return { backendOrderId: String(row.id), orderNumber: row.increment_id, transferedAt: new Date(row.transferred_at).toISOString() };
}

/** The order placed under the client's order id, or null. */
export async function orderByClientId(db: Queryable, clientOrderId: string): Promise<StoredOrder | null> {
  const { rows } = await db.query<{ id: number; increment_id: string; transferred_at: Date | string; customer_id: number | null; payload: unknown }>(
    'SELECT id, increment_id, transferred_at, customer_id, payload FROM sales_order WHERE client_order_id = $1',
    [clientOrderId],
  );
  const row = rows[0];
  return row ? { id: row.id, confirmation: confirmationOf(row), customerId: row.customer_id, payload: row.payload } : null;
}

/** Order body fields that may differ between a request and its resend (the offline queue marks `transmited`). */
const RESEND_FIELDS = new Set(['transmited', 'created_at', 'updated_at']);

/** JSON with sorted object keys: equal for equal values whatever the key order (jsonb reorders keys). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request an order id stands for: the body without its resend fields, and the caller (customer id or guest). */
export function orderFingerprint(body: unknown, customerId: number | null): string {
  const fields = body !== null && typeof body === 'object' ? Object.fromEntries(Object.entries(body).filter(([k]) => !RESEND_FIELDS.has(k))) : body;
  return canonical({ customer: customerId, body: fields });
}

/**
 * True when a request may be answered with the stored order's confirmation: the same caller sent the same
 * order (as Stripe answers an idempotency key only for the same parameters). Anything else learns nothing.
 */
export function isReplayOf(stored: StoredOrder, body: unknown, customerId: number | null): boolean {
  return orderFingerprint(stored.payload, stored.customerId) === orderFingerprint(body, customerId);
}

/** A new order id from the table's identity (taken before the insert: the order number is built from it). */
export async function nextOrderId(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ id: number | string }>(`SELECT nextval(pg_get_serial_sequence('sales_order', 'id')) AS id`);
  return Number(rows[0]?.id);
}

/** Everything a `sales_order` row holds. */
export interface OrderRow {
  id: number;
  incrementId: string;
  clientOrderId: string;
  customerId: number | null;
  cartId: string | null;
  email: string;
  storeCode: string;
  storeId: number;
  language: string;
  status: 'pending' | 'pending_payment' | 'processing';
  paymentStatus: 'pending' | 'authorized';
  totals: Totals;
  couponCode: string | null;
  shippingCarrierCode: string | null;
  shippingMethodCode: string | null;
  paymentMethod: string;
  shippingAddress: unknown;
  billingAddress: unknown;
  payload: unknown;
  now: Date;
}

/**
 * Inserts the order; false when an order with the same client order id exists (on PostgreSQL a racing
 * insert waits for the other transaction and then finds its row, so exactly one wins).
 */
export async function insertOrder(tx: Queryable, order: OrderRow): Promise<boolean> {
  const t = order.totals;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO sales_order (id, increment_id, client_order_id, customer_id, cart_id, email, store_code, store_id, language, status,
                              payment_status, currency, subtotal, subtotal_incl_tax, tax_amount, shipping_amount, shipping_incl_tax,
                              discount_amount, grand_total, coupon_code, shipping_carrier_code, shipping_method_code, payment_method,
                              shipping_address, billing_address, totals, payload, created_at, updated_at, transferred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'EUR', $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
             $23::jsonb, $24::jsonb, $25::jsonb, $26::jsonb, $27, $27, $27)
     ON CONFLICT (client_order_id) DO NOTHING RETURNING id`,
    [
      order.id, order.incrementId, order.clientOrderId, order.customerId, order.cartId, order.email, order.storeCode, order.storeId, order.language,
      order.status, order.paymentStatus, t.subtotal, t.subtotal_incl_tax, t.tax_amount, t.shipping_amount, t.shipping_incl_tax, t.discount_amount,
      t.grand_total, order.couponCode, order.shippingCarrierCode, order.shippingMethodCode, order.paymentMethod,
      order.shippingAddress === null || order.shippingAddress === undefined ? null : JSON.stringify(order.shippingAddress),
      JSON.stringify(order.billingAddress), JSON.stringify(t), JSON.stringify(order.payload), order.now.toISOString(),
    ],
  );
  return rows.length === 1;
}

/** The order's lines as priced by the server. */
export async function insertOrderItems(tx: Queryable, orderId: number, lines: readonly PricedLine[]): Promise<void> {
  for (const line of lines) {
    await tx.query(
      `INSERT INTO sales_order_item (order_id, product_id, sku, name, product_type, qty, price, price_incl_tax, tax_percent, tax_amount,
                                     discount_amount, row_total, row_total_incl_tax, product_option)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)`,
      [
        orderId, line.product_id, line.sku, line.name, line.product_type, line.qty, line.price, line.price_incl_tax, line.tax_percent,
        line.tax_amount, line.discount_amount, line.row_total, line.row_total_incl_tax, line.product_option ? JSON.stringify(line.product_option) : null,
      ],
    );
  }
}

/**
 * Links an authorised payment to the order inside its transaction; false when the payment already
 * belongs to another order (one PayPal capture or card authorisation never pays two orders).
 */
export async function linkPayment(tx: Queryable, paymentId: number, order: { id: number; clientOrderId: string }, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE payment SET order_id = $2, client_order_id = COALESCE(client_order_id, $3), updated_at = $4
      WHERE id = $1 AND (order_id IS NULL OR order_id = $2) RETURNING id`,
    [paymentId, order.id, order.clientOrderId, now.toISOString()],
  );
  return rows.length === 1;
}

/** True when the payment is linked to the order (a racing duplicate must not release the winner's payment). */
export async function paymentBelongsTo(db: Queryable, paymentId: number, orderId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM payment WHERE id = $1 AND order_id = $2', [paymentId, orderId]);
  return rows.length === 1;
}
