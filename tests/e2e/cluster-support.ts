/**
 * Helpers of the cluster journey and bench (issue 22, ADR 0072): a database of their own on the test
 * PostgreSQL, and a guest or customer checkout over plain HTTP (the calls the storefront makes).
 */
import pg from 'pg';
import { testDatabaseUrl } from '../../server/testing/postgres-schema';

/** A new empty database `name` on the test server; `url` connects to it, `drop` removes it (closing sessions). */
export async function createDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^ap24_cluster_[a-z0-9_]+$/.test(name)) throw new Error(`database name must be ap24_cluster_*, got ${name}`);
  const adminUrl = testDatabaseUrl();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query("SET statement_timeout = '60s'");
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One query on `url` (its own connection, bounded by a statement timeout). */
export async function query<R>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query("SET statement_timeout = '30s'");
    return (await client.query(sql, params)).rows as R[];
  } finally {
    await client.end();
  }
}

export interface Answer {
  status: number;
  body: { code?: number; result?: unknown } | null;
}

/** One JSON call; a refused or broken connection answers status 0. */
export async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(base + path, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: Answer['body'] = null;
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}

export const ADDRESS = { firstname: 'Cluster', lastname: 'Shopper', street: ['Narva mnt 7'], city: 'Tallinn', postcode: '10117', country_id: 'EE', telephone: '+3725550000' };

/** In-stock simple products with room for many orders. */
export async function inStockSkus(url: string, count: number): Promise<string[]> {
  const rows = await query<{ sku: string }>(
    url,
    `SELECT p.sku FROM product p JOIN stock s ON s.product_id = p.id
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 3, 4) AND p.parent_id IS NULL AND s.is_in_stock AND s.manage_stock AND s.qty >= 50
      ORDER BY p.id DESC LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.sku);
}

/** What a checkout ended with: the order's id when the order call answered 200, else the failing step. */
export type CheckoutResult = { ok: true; orderId: string; backendOrderId: string; orderNumber: string } | { ok: false; step: string; status: number };

/**
 * A checkout as the storefront makes it: a cart, `skus` added, the shipping step, the order (cash on delivery).
 * With `token` the cart and the order are the customer's.
 */
export async function checkout(base: string, orderId: string, skus: readonly string[], email: string, token?: string): Promise<CheckoutResult> {
  const auth = token ? `&token=${encodeURIComponent(token)}` : '';
  const created = await call(base, 'POST', `/api/cart/create?storeCode=est${auth}`);
  if (created.status !== 200 || typeof created.body?.result !== 'string') return { ok: false, step: 'cart/create', status: created.status };
  const cartId = created.body.result;
  const q = `?storeCode=est&cartId=${encodeURIComponent(cartId)}${auth}`;
  for (const sku of skus) {
    const added = await call(base, 'POST', `/api/cart/update${q}`, { cartItem: { sku, qty: 1, quoteId: cartId } });
    if (added.status !== 200) return { ok: false, step: 'cart/update', status: added.status };
  }
  const billing = { ...ADDRESS, email };
  const shipping = await call(base, 'POST', `/api/cart/shipping-information${q}`, {
    addressInformation: { shippingAddress: ADDRESS, billingAddress: billing, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
  });
  if (shipping.status !== 200) return { ok: false, step: 'cart/shipping-information', status: shipping.status };
  const order = await call(base, 'POST', `/api/order${q}`, {
    order_id: orderId,
    cart_id: cartId,
    store_code: 'est',
    products: skus.map((sku) => ({ sku, qty: 1 })),
    addressInformation: { shippingAddress: ADDRESS, billingAddress: billing, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'cashondelivery' },
  });
  if (order.status !== 200) return { ok: false, step: 'order', status: order.status };
  const confirmation = order.body?.result as { backendOrderId?: unknown; orderNumber?: unknown } | undefined;
  return { ok: true, orderId, backendOrderId: String(confirmation?.backendOrderId), orderNumber: String(confirmation?.orderNumber) };
}

/** Polls `check` until it answers true, at most `ms` (conditions that travel between processes). */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - started;
}
