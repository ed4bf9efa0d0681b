/**
 * The `payment` rows (one per provider transaction, real or sandbox) and the order changes a payment
 * causes (paid, cancelled with its stock given back). Every change is conditional on the current state,
 * so a repeated provider message or a race between return and notification changes things once.
 */
import type { Database, Queryable } from '../../storage/port';

/** A stored payment row (amounts as numbers). */
export interface PaymentRow {
  id: number;
  provider: string;
  provider_ref: string;
  order_id: number | null;
  client_order_id: string | null;
  amount: number;
  currency: string;
  status: string;
  sandbox: boolean;
  data: Record<string, unknown>;
}

/** The order fields payments read. */
export interface PaymentOrder {
  id: number;
  increment_id: string;
  store_code: string;
  email: string;
  status: string;
  payment_status: string;
  payment_method: string;
  grand_total: number;
  currency: string;
}

const PAYMENT_COLUMNS = 'id, provider, provider_ref, order_id, client_order_id, amount, currency, status, sandbox, data';
const ORDER_COLUMNS = 'id, increment_id, store_code, email, status, payment_status, payment_method, grand_total, currency';

const payment = (row: PaymentRow): PaymentRow => ({ ...row, amount: Number(row.amount) });
const order = (row: PaymentOrder): PaymentOrder => ({ ...row, grand_total: Number(row.grand_total) });

/** Two amounts in euros are the same when they differ by less than half a cent. */
export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** Rounds euros to cents. */
export const cents = (amount: number): number => Math.round(amount * 100);

/** A new payment row; answers it (or the existing row of the same provider transaction, e.g. an idempotent replay). */
export async function insertPayment(
  db: Queryable,
  row: Pick<PaymentRow, 'provider' | 'provider_ref' | 'amount' | 'status' | 'sandbox'> & Partial<Pick<PaymentRow, 'order_id' | 'client_order_id' | 'data'>>,
  now: Date,
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `INSERT INTO payment (provider, provider_ref, order_id, client_order_id, amount, currency, status, sandbox, data, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'EUR', $6, $7, $8::jsonb, $9, $9)
     ON CONFLICT (provider, provider_ref) DO NOTHING RETURNING ${PAYMENT_COLUMNS}`,
    [row.provider, row.provider_ref, row.order_id ?? null, row.client_order_id ?? null, row.amount, row.status, row.sandbox, JSON.stringify(row.data ?? {}), now.toISOString()],
  );
  const inserted = rows[0] ? payment(rows[0]) : await paymentByRef(db, row.provider, row.provider_ref);
  if (!inserted) throw new Error(`Payment ${row.provider} ${row.provider_ref} could not be stored`);
  return inserted;
}

/** The payment with this id, or null. */
export async function paymentById(db: Queryable, id: number): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE id = $1`, [id]);
  return rows[0] ? payment(rows[0]) : null;
}

/** The provider's transaction `ref`, or null. */
export async function paymentByRef(db: Queryable, provider: string, ref: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE provider = $1 AND provider_ref = $2`, [provider, ref]);
  return rows[0] ? payment(rows[0]) : null;
}

/** The provider's payments for a client order id, newest first. */
export async function paymentsForClientOrder(db: Queryable, provider: string, clientOrderId: string): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE provider = $1 AND client_order_id = $2 ORDER BY id DESC`, [provider, clientOrderId]);
  return rows.map(payment);
}

/**
 * Sets status (and merges `data`) of a payment; with `from`, only when its status is one of them.
 * Answers the updated row, or null when the condition did not hold.
 */
export async function updatePayment(
  db: Queryable,
  id: number,
  change: { status?: string; data?: Record<string, unknown>; orderId?: number; amount?: number; providerRef?: string },
  now: Date,
  from?: readonly string[],
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `UPDATE payment SET status = COALESCE($2, status), data = data || $3::jsonb, order_id = COALESCE($4, order_id),
            amount = COALESCE($5, amount), provider_ref = COALESCE($6, provider_ref), updated_at = $7
      WHERE id = $1 AND ($8::text[] IS NULL OR status = ANY($8::text[])) RETURNING ${PAYMENT_COLUMNS}`,
    [id, change.status ?? null, JSON.stringify(change.data ?? {}), change.orderId ?? null, change.amount ?? null, change.providerRef ?? null, now.toISOString(), from ? [...from] : null],
  );
  return rows[0] ? payment(rows[0]) : null;
}

/** The order with this id, or null. */
export async function orderById(db: Queryable, id: number): Promise<PaymentOrder | null> {
  const { rows } = await db.query<PaymentOrder>(`SELECT ${ORDER_COLUMNS} FROM sales_order WHERE id = $1`, [id]);
  return rows[0] ? order(rows[0]) : null;
}

/** The order with this order number (increment id), or null. */
export async function orderByIncrementId(db: Queryable, incrementId: string): Promise<PaymentOrder | null> {
  const { rows } = await db.query<PaymentOrder>(`SELECT ${ORDER_COLUMNS} FROM sales_order WHERE increment_id = $1`, [incrementId]);
  return rows[0] ? order(rows[0]) : null;
}

/** Payment states of an order that a provider may still settle. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'authorized'] as const;

/** Marks an open order paid (payment_status 'paid', status 'processing'); false when it was not open. */
export async function markOrderPaid(db: Queryable, orderId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sales_order SET payment_status = 'paid', status = 'processing', updated_at = $2
      WHERE id = $1 AND payment_status = ANY($3::text[]) RETURNING id`,
    [orderId, now.toISOString(), [...OPEN_PAYMENT_STATUSES]],
  );
  return rows.length > 0;
}

/**
 * Cancels an open order (payment_status 'cancelled', status 'canceled') and gives back the stock it
 * reserved, in one transaction and only by the call that actually cancels it: a second cancellation
 * finds the order no longer open and gives nothing back. What was reserved is `sales_order_stock`
 * (written by order placement: a bundle's parts, a configurable's child, only products managing stock),
 * not the order's lines.
 */
export async function cancelOrder(db: Database, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE sales_order SET payment_status = 'cancelled', status = 'canceled', updated_at = $2
        WHERE id = $1 AND payment_status = ANY($3::text[]) RETURNING id`,
      [orderId, now.toISOString(), [...OPEN_PAYMENT_STATUSES]],
    );
    if (!rows.length) return false;
    await tx.query(
      `UPDATE stock s SET qty = s.qty + r.qty, is_in_stock = (s.qty + r.qty) > 0
         FROM sales_order_stock r
        WHERE r.order_id = $1 AND s.product_id = r.product_id AND s.manage_stock`,
      [orderId],
    );
    return true;
  });
}
