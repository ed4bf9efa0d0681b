/**
 * Helpers for the order specs: a fake payment side that records its calls and decides as told, order
 * payloads on the fixture catalogue, and an order route app.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderAddress, OrderPayload } from '../../../contract/order';
import type { Database, Queryable } from '../../storage/port';
import type { OrderPaymentDecision, OrderPaymentRequest, OrderPayments } from '../payments/types';

/** A recording OrderPayments whose `prepare` answers what `decide` says (deferred by default). */
export interface FakePayments extends OrderPayments {
  prepared: OrderPaymentRequest[];
  completed: { paymentId: number; order: { id: number; incrementId: string } }[];
  released: number[];
  decide: (request: OrderPaymentRequest) => OrderPaymentDecision | Promise<OrderPaymentDecision>;
  reset(): void;
}

/** A fresh fake payment side. */
export function fakePayments(): FakePayments {
  const fake: FakePayments = {
    prepared: [],
    completed: [],
    released: [],
    decide: () => ({ kind: 'deferred' }),
    async prepare(_deps, request) {
      fake.prepared.push(request);
      return fake.decide(request);
    },
    async complete(_deps, paymentId, order) {
      fake.completed.push({ paymentId, order: { id: order.id, incrementId: order.incrementId } });
    },
    async release(_deps, paymentId) {
      fake.released.push(paymentId);
    },
    reset() {
      fake.prepared = [];
      fake.completed = [];
      fake.released = [];
      fake.decide = () => ({ kind: 'deferred' });
    },
  };
  return fake;
}

/** An Estonian address (Tartu: outside the Tallinn same-day area). */
export const estonianAddress: OrderAddress = { firstname: 'Mari', lastname: 'Maasikas', street: ['Rüütli 1'], city: 'Tartu', postcode: '51007', country_id: 'EE', telephone: '+372 5555 5555' };
/** A Finnish address. */
export const finnishAddress: OrderAddress = { firstname: 'Matti', lastname: 'Virtanen', street: ['Mannerheimintie 1'], city: 'Helsinki', postcode: '00100', country_id: 'FI' };

let counter = 0;

/** A unique client order id for a test. */
export const newOrderId = (prefix = 'o'): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A cash-on-delivery DPD order of `products` (client prices 0.01, which the server must ignore). */
export function orderPayload(products: { sku: string; qty: number; product_option?: Record<string, unknown> }[], patch: Partial<OrderPayload> = {}, email = 'mari@example.com'): OrderPayload {
  const address = patch.store_code === 'fin' ? finnishAddress : estonianAddress;
  return {
    order_id: newOrderId(),
    user_id: '',
    cart_id: null,
    store_code: 'est',
    created_at: '2026-06-01T11:58:00.000Z',
    transmited: false,
    products: products.map((p) => ({ ...p, price: 0.01, price_incl_tax: 0.01, priceInclTax: 0.01, name: 'client name' })),
    addressInformation: {
      shippingAddress: address,
      billingAddress: { ...address, email },
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    },
    ...patch,
  };
}

/** The answer of one POST /api/order. */
export interface OrderAnswer {
  status: number;
  body: { code: number; resultCode?: number; result: unknown; meta?: unknown };
}

/** Posts an order to the app. */
export async function postOrder(app: FastifyInstance, payload: unknown, query = ''): Promise<OrderAnswer> {
  const res = await app.inject({ method: 'POST', url: `/api/order${query}`, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, body: res.json() as OrderAnswer['body'] };
}

/** The stock qty and flag of a product. */
export async function stockOf(db: Queryable, productId: number): Promise<{ qty: number; is_in_stock: boolean }> {
  const { rows } = await db.query<{ qty: number | string; is_in_stock: boolean }>('SELECT qty, is_in_stock FROM stock WHERE product_id = $1', [productId]);
  return { qty: Number(rows[0]?.qty), is_in_stock: Boolean(rows[0]?.is_in_stock) };
}

/** Sets a product's stock (tests start from known quantities; suites share their database). */
export async function setStock(db: Queryable, productId: number, qty: number): Promise<void> {
  await db.query('UPDATE stock SET qty = $2::numeric, is_in_stock = $2::numeric > 0 WHERE product_id = $1', [productId, qty]);
}

/** Orders stored under a client order id. */
export async function ordersWithClientId(db: Database, clientOrderId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM sales_order WHERE client_order_id = $1', [clientOrderId]);
  return rows;
}
