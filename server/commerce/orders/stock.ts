/**
 * Stock reservation of an order: which products lose how much (a bundle line takes its selected parts as
 * the quote engine priced them x line qty, a configurable line its child, other lines their own product), then one
 * conditional UPDATE per product inside the order transaction, so two orders can never both take the
 * last unit (PostgreSQL re-checks `qty >= n` on the row the other order just changed).
 */
import type { Queryable } from '../../storage/port';
import { bundleSelections } from '../quote/lines';
import type { BundleOption, PricedLine } from '../quote/types';

/** Stock to take from one product for an order; `sku` names it in problems. */
export interface StockTake {
  productId: number;
  sku: string;
  qty: number;
}


const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/**
 * The parts a bundle line takes per bundle, exactly as the quote engine priced them (bundleSelections): a
 * chosen selection x option_qty where its link lets the shopper change the quantity, else x the link's own
 * qty; without a choice the default selections x their link qty. (Taking option_qty everywhere once sold a
 * fixed 2 x WB-450 link for the price of two while taking one from stock.)
 */
function bundleParts(options: readonly BundleOption[], line: PricedLine): { sku: string; qty: number }[] {
  const picks = bundleSelections(options, line.product_option);
  return Array.isArray(picks) ? picks : [];
}

/**
 * The stock an order's lines take, summed per product and sorted by product id (every order locks the
 * rows in the same order, so concurrent orders of the same products never deadlock). Virtual and
 * downloadable goods never run out (as the quote engine says), so they take nothing.
 */
export async function stockTakes(db: Queryable, lines: readonly PricedLine[]): Promise<StockTake[]> {
  const takes = new Map<number, StockTake>();
  const add = (productId: number, sku: string, qty: number) => {
    const current = takes.get(productId);
    takes.set(productId, { productId, sku, qty: (current?.qty ?? 0) + qty });
  };
  const bundles = lines.filter((line) => line.product_type === 'bundle');
  const bundleOptions = await optionsOfBundles(db, bundles.map((line) => line.product_id));
  const parts = bundles.flatMap((line) => bundleParts(bundleOptions.get(line.product_id) ?? [], line).map((part) => ({ sku: part.sku, qty: part.qty * line.qty })));
  const products = await productsBySku(db, parts.map((part) => part.sku));
  for (const line of lines) if (line.product_type !== 'bundle' && !line.is_virtual) add(line.product_id, line.sku, line.qty);
  for (const part of parts) {
    const product = products.get(part.sku);
    if (product && !VIRTUAL_TYPES.has(product.type_id)) add(product.id, part.sku, part.qty);
  }
  return [...takes.values()].sort((a, b) => a.productId - b.productId);
}

async function optionsOfBundles(db: Queryable, ids: readonly number[]): Promise<Map<number, BundleOption[]>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: number; options: BundleOption[] | null }>(`SELECT id, attrs->'bundle_options' AS options FROM product WHERE id = ANY($1::int[])`, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [row.id, Array.isArray(row.options) ? row.options : []]));
}

async function productsBySku(db: Queryable, skus: readonly string[]): Promise<Map<string, { id: number; type_id: string }>> {
  if (!skus.length) return new Map();
  const { rows } = await db.query<{ id: number; sku: string; type_id: string }>('SELECT id, sku, type_id FROM product WHERE sku = ANY($1::text[])', [[...new Set(skus)]]);
  return new Map(rows.map((row) => [row.sku, row]));
}

/** A product whose stock ran out between pricing and reservation, with what is left. */
export interface StockShortage {
  sku: string;
  available: number;
}

/**
 * Takes the stock inside the order transaction and records it in `sales_order_stock`. Products that do
 * not manage stock (or have no stock row) are not counted. Answers the first shortage (the caller rolls
 * the transaction back), or null when everything was taken.
 */
export async function reserveStock(tx: Queryable, orderId: number, takes: readonly StockTake[]): Promise<StockShortage | null> {
  for (const take of takes) {
    const { rows } = await tx.query<{ manage_stock: boolean }>(
      `UPDATE stock SET qty = CASE WHEN manage_stock THEN qty - $2::numeric ELSE qty END,
                        is_in_stock = CASE WHEN manage_stock THEN (qty - $2::numeric) > 0 ELSE is_in_stock END
        WHERE product_id = $1 AND (NOT manage_stock OR qty >= $2::numeric)
        RETURNING manage_stock`,
      [take.productId, take.qty],
    );
    const row = rows[0];
    if (row) {
      if (row.manage_stock) await tx.query('INSERT INTO sales_order_stock (order_id, product_id, qty) VALUES ($1, $2, $3)', [orderId, take.productId, take.qty]);
      continue;
    }
    const { rows: left } = await tx.query<{ qty: number | string }>('SELECT qty FROM stock WHERE product_id = $1', [take.productId]);
    // No stock row: the catalogue does not track this product.
    if (left[0] === undefined) continue;
    return { sku: take.sku, available: Math.max(0, Number(left[0].qty)) };
  }
  return null;
}
