/** Server carts: who may reach one, its lines, and closing it after an order. */
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../api/errors';
import type { CustomerRow } from '../auth/tokens';
import type { Queryable } from '../../storage/port';
import { optionsChecksum } from './identity';
import type { ProductOptionInput, QuoteAddress, QuoteLineInput } from '../quote/types';

/** The one answer for an unknown, ordered or someone else's cart, so ids cannot be probed. */
export const CART_NOT_AVAILABLE = 'The cart is not available.';

/** The chosen shipping of a cart (cart.shipping). */
export interface CartShipping {
  carrier_code: string | null;
  method_code: string | null;
  address: QuoteAddress;
}

/** A cart row. */
export interface CartRow {
  id: string;
  customer_id: number | null;
  store_code: string;
  coupon_code: string | null;
  shipping: CartShipping | null;
  billing_address: QuoteAddress | null;
  payment_method: string | null;
  email: string | null;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A cart_item row (qty as a number). */
export interface CartItemRow {
  item_id: number;
  cart_id: string;
  sku: string;
  qty: number;
  product_type: string;
  product_option: ProductOptionInput | null;
  options_checksum: string;
}

const CART_COLUMNS = 'id, customer_id, store_code, coupon_code, shipping, billing_address, payment_method, email, is_active, created_at, updated_at';
const ITEM_COLUMNS = 'item_id, cart_id, sku, qty, product_type, product_option, options_checksum';

/** A new unguessable cart id (24 random bytes, base64url). */
export const newCartId = (): string => randomBytes(24).toString('base64url');

/**
 * The cart `cartId` if this caller may use it: active, and a guest cart (anyone holding the id, also a
 * customer merging it after login) or the caller's own. Anything else is 403 CART_NOT_AVAILABLE.
 */
export async function reachableCart(db: Queryable, cartId: unknown, customer: Pick<CustomerRow, 'id'> | null): Promise<CartRow> {
  if (typeof cartId !== 'string' || !cartId || cartId.length > 128) throw new ApiError(403, CART_NOT_AVAILABLE);
  const { rows } = await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM cart WHERE id = $1`, [cartId]);
  const cart = rows[0];
  if (!cart || !cart.is_active || (cart.customer_id !== null && cart.customer_id !== customer?.id)) throw new ApiError(403, CART_NOT_AVAILABLE);
  return cart;
}

/** The cart's items in the order they were added. */
export async function cartItems(db: Queryable, cartId: string): Promise<CartItemRow[]> {
  const { rows } = await db.query<CartItemRow>(`SELECT ${ITEM_COLUMNS} FROM cart_item WHERE cart_id = $1 ORDER BY item_id`, [cartId]);
  return rows.map((row) => ({ ...row, qty: Number(row.qty) }));
}

/** The cart's lines as the quote engine prices them. */
export async function cartLines(db: Queryable, cartId: string): Promise<QuoteLineInput[]> {
  return (await cartItems(db, cartId)).map((item) => ({ sku: item.sku, qty: item.qty, product_option: item.product_option, item_id: item.item_id }));
}

/** A line the order placed, as the cart keeps it. */
export interface OrderedLine {
  sku: string;
  qty: number;
  product_type: string;
  product_option: ProductOptionInput | null;
}

/**
 * Closes the cart with its order inside the order's transaction, stamped with the order's time; false when
 * it was already closed (by a racing order too: the row lock makes the second UPDATE see the first one's
 * write), so one cart places one order. With `lines`, the cart's items become the ordered lines first, as
 * Vue Storefront's order processor syncs the server quote to the client's items before ordering it: the
 * closed cart holds exactly what was ordered.
 */
export async function closeCart(tx: Queryable, cartId: string, orderId: number, lines?: readonly OrderedLine[]): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE cart SET is_active = false, updated_at = COALESCE((SELECT created_at FROM sales_order WHERE id = $2), updated_at) WHERE id = $1 AND is_active RETURNING id',
    [cartId, orderId],
  );
  if (rows.length !== 1) return false;
  if (lines) {
    await tx.query('DELETE FROM cart_item WHERE cart_id = $1', [cartId]);
    for (const line of lines) {
      await tx.query(
        `INSERT INTO cart_item (cart_id, sku, qty, product_type, product_option, options_checksum, created_at, updated_at)
         SELECT $1, $2, $3, $4, $5::jsonb, $6, updated_at, updated_at FROM cart WHERE id = $1
         ON CONFLICT (cart_id, sku, options_checksum) DO UPDATE SET qty = cart_item.qty + EXCLUDED.qty`,
        [cartId, line.sku, line.qty, line.product_type, line.product_option ? JSON.stringify(line.product_option) : null, optionsChecksum(line.product_option)],
      );
    }
  }
  return true;
}

/** A new cart for a guest (customer null) or a customer in a store view. */
export async function createCart(db: Queryable, input: { customer: Pick<CustomerRow, 'id' | 'email'> | null; storeCode: string; now: Date }): Promise<string> {
  const id = newCartId();
  const at = input.now.toISOString();
  await db.query('INSERT INTO cart (id, customer_id, store_code, email, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)', [id, input.customer?.id ?? null, input.storeCode, input.customer?.email ?? null, at]);
  return id;
}

/** The customer's active cart (the latest), created when there is none; one at a time per customer. */
export async function customerCart(db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, input: { customer: Pick<CustomerRow, 'id' | 'email'>; storeCode: string; now: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('cart:customer:' || $1::text))", [input.customer.id]);
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM cart WHERE customer_id = $1 AND is_active ORDER BY updated_at DESC, created_at DESC LIMIT 1', [input.customer.id]);
    return rows[0]?.id ?? createCart(tx, input);
  });
}

/** Stamps a write on the cart. */
export async function touchCart(db: Queryable, cartId: string, now: Date): Promise<void> {
  await db.query('UPDATE cart SET updated_at = $2 WHERE id = $1', [cartId, now.toISOString()]);
}
