/**
 * The money invariants of issue 18 as an oracle for the order property spec (ADR 0044), checked by SQL over
 * what a run wrote. Written from the catalogue's rows, not with the quote engine's code, so a pricing or
 * stock bug in the engine cannot hide itself: no line below the lowest price the catalogue has for it, stock
 * whole and never below 0 and taken exactly as the lines consume it, one order per cart, one captured payment
 * per order, FIRST50 once per mailbox. Each check answers violations as sentences (empty: all hold).
 */
import { roundMoney } from '../catalogue/pricing';
import type { Queryable } from '../storage/port';

interface Link {
  id?: number | string;
  sku?: string;
  qty?: number | string;
  is_default?: unknown;
  can_change_quantity?: unknown;
}
interface BundleOption {
  option_id?: number | string;
  required?: boolean;
  product_links?: Link[];
}
interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  price: number | null;
  special_price: number | null;
  tax_class_id: number | null;
  attrs: { tier_prices?: { value: number | string }[]; bundle_options?: BundleOption[] };
}
interface Pick {
  option_id?: unknown;
  option_qty?: unknown;
  option_selections?: unknown;
}
type ProductOption = { extension_attributes?: { bundle_options?: Pick[] } } | null;

const truthy = (flag: unknown) => flag === true || flag === 1 || flag === '1';
/** Magento's rule: the shopper chooses a link's quantity only where the link says so; else the link's own qty counts. */
const changeable = (link: Link) => truthy(link.can_change_quantity);
const linkQty = (link: Link) => {
  const qty = Number(link.qty ?? 1);
  return Number.isInteger(qty) && qty >= 1 ? qty : 1;
};
const TOLERANCE = 0.011;

/** The catalogue as the oracle reads it: products by sku and the lowest tax rate of each tax class. */
export interface Catalogue {
  products: Map<string, ProductRow>;
  minRate: Map<number, number>;
}

export async function readCatalogue(db: Queryable): Promise<Catalogue> {
  const { rows } = await db.query<ProductRow>('SELECT id, sku, type_id, price, special_price, tax_class_id, attrs FROM product');
  const { rows: rules } = await db.query<{ product_tax_class_ids: number[]; rates: { rate: number | string }[] }>('SELECT product_tax_class_ids, rates FROM tax_rule');
  const minRate = new Map<number, number>();
  for (const rule of rules) {
    for (const cls of rule.product_tax_class_ids) {
      for (const rate of rule.rates) minRate.set(cls, Math.min(minRate.get(cls) ?? Infinity, Number(rate.rate)));
    }
  }
  return { products: new Map(rows.map((row) => [row.sku, row])), minRate };
}

/**
 * The lowest unit price excl. tax the catalogue allows for a sku whatever the clock, group or quantity: the
 * least of price, special price and tier prices; a bundle, the sum over its required options of its cheapest
 * link at the least quantity the shopper may choose (1 where the link lets it change, else the link's own).
 */
export function floorExclTax(catalogue: Catalogue, sku: string): number {
  const row = catalogue.products.get(sku);
  if (!row) return Infinity;
  if (row.type_id === 'bundle') {
    return (row.attrs.bundle_options ?? [])
      .filter((option) => option.required)
      .reduce((sum, option) => sum + Math.min(...(option.product_links ?? []).map((link) => floorExclTax(catalogue, String(link.sku)) * (changeable(link) ? 1 : linkQty(link)))), 0);
  }
  const tiers = (row.attrs.tier_prices ?? []).map((tier) => Number(tier.value));
  return Math.min(...[row.price, row.special_price, ...tiers].filter((p): p is number => p !== null && Number.isFinite(Number(p))).map(Number));
}

/** The same floor incl. tax at the lowest rate any country charges for the product's tax class. */
export function floorInclTax(catalogue: Catalogue, sku: string): number {
  const row = catalogue.products.get(sku);
  const rate = catalogue.minRate.get(row?.tax_class_id ?? -1) ?? 0;
  return floorExclTax(catalogue, sku) * (1 + rate / 100);
}

/** The stock a stored order line consumes per product id, as the catalogue defines its parts. */
export function consumption(catalogue: Catalogue, line: { sku: string; product_type: string; qty: number; product_option: ProductOption }): Map<number, number> {
  const used = new Map<number, number>();
  const add = (sku: string, qty: number) => {
    const product = catalogue.products.get(sku);
    if (product && product.type_id !== 'downloadable' && product.type_id !== 'virtual') used.set(product.id, (used.get(product.id) ?? 0) + qty);
  };
  const row = catalogue.products.get(line.sku);
  if (row?.type_id !== 'bundle') {
    add(line.sku, line.qty);
    return used;
  }
  const options = row.attrs.bundle_options ?? [];
  const picks = line.product_option?.extension_attributes?.bundle_options;
  if (!picks?.length) {
    for (const option of options) for (const link of option.product_links ?? []) if (truthy(link.is_default)) add(String(link.sku), linkQty(link) * line.qty);
    return used;
  }
  for (const pick of picks) {
    const option = options.find((o) => String(o.option_id) === String(pick.option_id));
    for (const selection of Array.isArray(pick.option_selections) ? pick.option_selections : []) {
      const link = option?.product_links?.find((l) => String(l.id) === String(selection));
      if (link) add(String(link.sku), (changeable(link) ? Number(pick.option_qty ?? 1) : linkQty(link)) * line.qty);
    }
  }
  return used;
}

interface OrderRow {
  id: number;
  cart_id: string | null;
  coupon_code: string | null;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  grand_total: number;
  payment_status: string;
}
interface ItemRow {
  order_id: number;
  sku: string;
  product_type: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  discount_amount: number;
  product_option: ProductOption;
}

/** Lines, totals and stock records of the orders with id > `sinceOrderId`. */
export async function orderViolations(db: Queryable, catalogue: Catalogue, sinceOrderId: number): Promise<string[]> {
  const problems: string[] = [];
  const { rows: orders } = await db.query<OrderRow>(
    'SELECT id, cart_id, coupon_code, subtotal_incl_tax, discount_amount, shipping_incl_tax, grand_total, payment_status FROM sales_order WHERE id > $1 ORDER BY id',
    [sinceOrderId],
  );
  const { rows: items } = await db.query<ItemRow>(
    'SELECT order_id, sku, product_type, qty, price, price_incl_tax, row_total_incl_tax, discount_amount, product_option FROM sales_order_item WHERE order_id > $1 ORDER BY id',
    [sinceOrderId],
  );
  const { rows: taken } = await db.query<{ order_id: number; product_id: number; qty: number }>('SELECT order_id, product_id, qty FROM sales_order_stock WHERE order_id > $1', [sinceOrderId]);
  const { rows: coupons } = await db.query<{ code: string; percent: number }>('SELECT code, percent FROM coupon');
  const percent = new Map(coupons.map((c) => [c.code, Number(c.percent)]));
  const { rows: managed } = await db.query<{ product_id: number }>('SELECT product_id FROM stock WHERE manage_stock');
  const tracked = new Set(managed.map((m) => m.product_id));

  for (const order of orders) {
    const lines = items.filter((item) => item.order_id === order.id);
    const pct = order.coupon_code ? (percent.get(order.coupon_code) ?? 0) : 0;
    if (!lines.length) problems.push(`order ${order.id} has no lines`);
    const expected = new Map<number, number>();
    for (const line of lines) {
      const name = `order ${order.id} line ${line.sku} x ${line.qty}`;
      if (!Number.isInteger(line.qty) || line.qty < 1) problems.push(`${name}: the quantity is not a whole number of at least 1`);
      if (line.price < floorExclTax(catalogue, line.sku) - TOLERANCE) problems.push(`${name}: price ${line.price} is below the catalogue's lowest ${floorExclTax(catalogue, line.sku)}`);
      if (line.price_incl_tax < floorInclTax(catalogue, line.sku) - TOLERANCE) problems.push(`${name}: price incl. tax ${line.price_incl_tax} is below the catalogue's lowest ${roundMoney(floorInclTax(catalogue, line.sku))}`);
      if (Math.abs(line.row_total_incl_tax - line.price_incl_tax * line.qty) > TOLERANCE * Math.max(1, line.qty)) problems.push(`${name}: row total ${line.row_total_incl_tax} is not price x qty`);
      if (line.discount_amount > roundMoney((line.row_total_incl_tax * pct) / 100) + TOLERANCE) problems.push(`${name}: discount ${line.discount_amount} is more than the coupon's ${pct} %`);
      for (const [productId, qty] of consumption(catalogue, line)) if (tracked.has(productId)) expected.set(productId, (expected.get(productId) ?? 0) + qty);
    }
    const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.row_total_incl_tax, 0));
    const discount = roundMoney(lines.reduce((sum, line) => sum + line.discount_amount, 0));
    if (Math.abs(subtotal - order.subtotal_incl_tax) > TOLERANCE) problems.push(`order ${order.id}: subtotal ${order.subtotal_incl_tax} is not the sum of its lines ${subtotal}`);
    if (Math.abs(-discount - order.discount_amount) > TOLERANCE) problems.push(`order ${order.id}: discount ${order.discount_amount} is not the sum of its lines' ${-discount}`);
    if (Math.abs(roundMoney(subtotal - discount + order.shipping_incl_tax) - order.grand_total) > TOLERANCE) problems.push(`order ${order.id}: grand total ${order.grand_total} is not subtotal - discount + shipping`);
    const recorded = new Map(taken.filter((t) => t.order_id === order.id).map((t) => [t.product_id, Number(t.qty)]));
    const describe = (m: Map<number, number>) => JSON.stringify([...m].sort((a, b) => a[0] - b[0]));
    if (describe(recorded) !== describe(expected)) problems.push(`order ${order.id}: took stock ${describe(recorded)} but its lines consume ${describe(expected)}`);
  }
  return problems;
}

/**
 * Stock whole and never below 0; the run's carts' lines whole; at most one order per cart; one captured
 * payment per order; FIRST50 once per mailbox and customer. Rows are those of the run (orders with id >
 * `sinceOrderId`, the run's `carts`), so a violation found by one run is not charged to the next (fast-check
 * shrinks a failure by running smaller command lists).
 */
export async function tableViolations(db: Queryable, sinceOrderId: number, carts: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const runOrders = 'SELECT id FROM sales_order WHERE id > $1';
  const checks: [string, string, unknown[]][] = [
    ['stock that is fractional or below 0', 'SELECT product_id, qty FROM stock WHERE qty <> trunc(qty) OR qty < 0', []],
    ['cart lines that are fractional or not above 0', 'SELECT cart_id, sku, qty FROM cart_item WHERE cart_id = ANY($1::text[]) AND (qty <> trunc(qty) OR qty <= 0)', [carts]],
    [
      'carts with more than one order',
      `SELECT cart_id, count(*)::int AS orders FROM sales_order WHERE cart_id IN (SELECT cart_id FROM sales_order WHERE id > $1) GROUP BY cart_id HAVING count(*) > 1`,
      [sinceOrderId],
    ],
    ['orders with more than one captured payment', `SELECT order_id, count(*)::int AS captures FROM payment WHERE status = 'captured' AND order_id IN (${runOrders}) GROUP BY order_id HAVING count(*) > 1`, [sinceOrderId]],
    [
      'client orders with more than one captured card payment',
      `SELECT client_order_id, count(*)::int AS captures FROM payment WHERE status = 'captured' AND provider = 'stripe_payments' AND client_order_id IN (SELECT client_order_id FROM sales_order WHERE id > $1) GROUP BY client_order_id HAVING count(*) > 1`,
      [sinceOrderId],
    ],
    [
      'paid orders without exactly one captured payment of their total',
      `SELECT o.id, o.grand_total FROM sales_order o WHERE o.id > $1 AND o.payment_status = 'paid'
          AND (SELECT count(*) FROM payment p WHERE p.order_id = o.id AND p.status = 'captured' AND p.amount = o.grand_total) <> 1`,
      [sinceOrderId],
    ],
    [
      'mailboxes that redeemed FIRST50 more than once',
      `SELECT shop_email_norm(o.email) AS mailbox, count(*)::int AS redemptions FROM coupon_redemption r JOIN sales_order o ON o.id = r.order_id
        WHERE r.coupon_code = 'FIRST50' AND o.status <> 'canceled' AND shop_email_norm(o.email) IN (SELECT shop_email_norm(email) FROM sales_order WHERE id > $1)
        GROUP BY 1 HAVING count(*) > 1`,
      [sinceOrderId],
    ],
    [
      'customers who redeemed FIRST50 more than once',
      `SELECT o.customer_id, count(*)::int AS redemptions FROM coupon_redemption r JOIN sales_order o ON o.id = r.order_id
        WHERE r.coupon_code = 'FIRST50' AND o.status <> 'canceled' AND o.customer_id IN (SELECT customer_id FROM sales_order WHERE id > $1) GROUP BY 1 HAVING count(*) > 1`,
      [sinceOrderId],
    ],
  ];
  for (const [what, sql, params] of checks) {
    const { rows } = await db.query(sql, params);
    if (rows.length) problems.push(`${what}: ${JSON.stringify(rows)}`);
  }
  return problems;
}
