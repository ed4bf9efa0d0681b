/**
 * Helpers for the payment specs: an API app with chosen provider settings, and placed orders inserted
 * with SQL (the orders helper's code is not needed to pay for one).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { storeViews } from '../../../src/app/store-views';
import type { ApiDeps } from '../../api/deps';
import { installApiErrors } from '../../api/errors';
import type { ApiRoutes } from '../../app';
import { FIXTURE_NOW } from '../../catalogue/documents/test-fixture';
import type { Database } from '../../storage/port';
import { testCommerceConfig, type CommerceConfig } from '../config';
import type { PaymentMethodRegistry } from './method';

/**
 * An app serving `routes` with the server's error answers, the fixture clock and these payment settings;
 * `methods` replaces the installed payment methods (a test registering a method of its own, ADR 0069).
 */
export async function paymentsApp(
  db: Database,
  routes: readonly ApiRoutes[],
  payments: Partial<CommerceConfig['payments']> = {},
  now: () => Date = () => FIXTURE_NOW,
  methods?: PaymentMethodRegistry,
): Promise<{ app: FastifyInstance; deps: ApiDeps }> {
  const app = Fastify();
  installApiErrors(app);
  const base = testCommerceConfig();
  const deps: ApiDeps = { db, storeViews, now, commerce: { ...base, payments: { ...base.payments, ...payments } }, ...(methods ? { paymentMethods: methods } : {}) };
  for (const register of routes) await register(app, deps);
  await app.ready();
  return { app, deps };
}

/** `paymentsApp` built in beforeAll and closed in afterAll; `payments` is read when the app is built; `methods` as in paymentsApp. */
export function usePaymentsApp(
  db: () => Database,
  routes: readonly ApiRoutes[],
  payments: () => Partial<CommerceConfig['payments']> = () => ({}),
  methods?: PaymentMethodRegistry,
): () => { app: FastifyInstance; deps: ApiDeps } {
  let built: { app: FastifyInstance; deps: ApiDeps } | undefined;
  beforeAll(async () => {
    built = await paymentsApp(db(), routes, payments(), undefined, methods);
  });
  afterAll(async () => {
    await built?.app.close();
  });
  return () => {
    if (!built) throw new Error('usePaymentsApp: call the getter inside a test');
    return built;
  };
}

/** An order line to insert (product ids of the fixture catalogue); `reserved` is the stock it took (default: its own product). */
export interface TestOrderItem {
  productId: number;
  sku: string;
  qty: number;
  reserved?: { productId: number; qty: number }[];
}

let sequence = 0;

/**
 * Inserts a placed order (status pending_payment, payment pending) with its lines and, as placement does,
 * takes their stock and records it in sales_order_stock; answers id and number.
 */
export async function insertTestOrder(
  db: Database,
  order: { grandTotal: number; paymentMethod: string; storeCode?: string; items?: TestOrderItem[]; email?: string },
): Promise<{ id: number; incrementId: string; clientOrderId: string }> {
  sequence += 1;
  const suffix = `${process.pid}${Date.now() % 100000}${sequence}`;
  const incrementId = `9${suffix}`;
  const clientOrderId = `client-${suffix}`;
  const now = new Date('2026-06-01T12:00:00Z').toISOString();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sales_order (increment_id, client_order_id, email, store_code, store_id, language, status, payment_status,
       subtotal, subtotal_incl_tax, tax_amount, shipping_amount, shipping_incl_tax, grand_total, payment_method,
       billing_address, totals, payload, created_at, updated_at, transferred_at)
     VALUES ($1, $2, $3, $4, 2, 'et', 'pending_payment', 'pending', $5, $5, 0, 0, 0, $5, $6, '{}', '{}', '{}', $7, $7, $7) RETURNING id`,
    [incrementId, clientOrderId, order.email ?? 'buyer@example.com', order.storeCode ?? 'est', order.grandTotal, order.paymentMethod, now],
  );
  const id = rows[0]?.id as number;
  for (const item of order.items ?? []) {
    await db.query(
      `INSERT INTO sales_order_item (order_id, product_id, sku, name, product_type, qty, price, price_incl_tax, tax_percent, tax_amount, row_total, row_total_incl_tax)
       VALUES ($1, $2, $3, $3, 'simple', $4, 1, 1, 24, 0, 1, 1)`,
      [id, item.productId, item.sku, item.qty],
    );
    for (const take of item.reserved ?? [{ productId: item.productId, qty: item.qty }]) {
      await db.query('UPDATE stock SET qty = qty - $2 WHERE product_id = $1', [take.productId, take.qty]);
      await db.query(
        `INSERT INTO sales_order_stock (order_id, product_id, qty) VALUES ($1, $2, $3)
         ON CONFLICT (order_id, product_id) DO UPDATE SET qty = sales_order_stock.qty + EXCLUDED.qty`,
        [id, take.productId, take.qty],
      );
    }
  }
  return { id, incrementId, clientOrderId };
}

/** The order's status and payment status. */
export async function orderState(db: Database, id: number): Promise<{ status: string; payment_status: string }> {
  const { rows } = await db.query<{ status: string; payment_status: string }>('SELECT status, payment_status FROM sales_order WHERE id = $1', [id]);
  return rows[0] as { status: string; payment_status: string };
}

/** The product's stock quantity as a number. */
export async function stockQty(db: Database, productId: number): Promise<number> {
  const { rows } = await db.query<{ qty: string }>('SELECT qty FROM stock WHERE product_id = $1', [productId]);
  return Number(rows[0]?.qty);
}

const unescape = (value: string): string =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** The forms of a sandbox page: button label, action and hidden fields (as a browser would submit them). */
export function formsOf(html: string): { label: string; action: string; fields: Record<string, string> }[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<button type="submit">([^<]*)<\/button><\/form>/g)].map((match) => ({
    action: unescape(match[1] ?? ''),
    label: unescape(match[3] ?? ''),
    fields: Object.fromEntries([...(match[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((input) => [unescape(input[1] ?? ''), unescape(input[2] ?? '')])),
  }));
}

/** Inject options of a form post. */
export const formPost = (url: string, fields: Record<string, string>) =>
  ({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }) as const;
