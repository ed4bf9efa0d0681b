/** A customer's orders, newest first, in the shape of Magento's order list (GET /api/user/order-history). */
import { roundMoney } from '../../catalogue/pricing';
import type { Queryable } from '../../storage/port';
import type { StoreView } from '../../../src/kernel/store-view/types';

/** One order line as answered. */
export interface OrderHistoryLine {
  sku: string;
  name: string;
  qty_ordered: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  product_type: string;
}

/** One order as answered. */
export interface OrderHistoryItem {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  state: string;
  store_name: string;
  grand_total: number;
  total_due: number;
  tax_amount: number;
  /** Shipping excluding tax (Magento's `shipping_amount`). */
  shipping_amount: number;
  /** Shipping as charged, tax included (Magento's `shipping_incl_tax`): subtotal_incl_tax + discount_amount + shipping_incl_tax = grand_total. */
  shipping_incl_tax: number;
  shipping_tax_amount: number;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  coupon_code: string | null;
  /** The buyer's names (Magento's customer_firstname / customer_lastname; vsf-default's My orders list shows them): the billing address's. */
  customer_firstname: string | null;
  customer_lastname: string | null;
  /** `additional_information[0]` is the method's title: Vue Storefront 1's single-order page reads it. */
  payment: { method: string; additional_information: string[] };
  billing_address: unknown;
  shipping_address: unknown;
  /** Magento's shipping assignment: Vue Storefront 1's single-order page reads the shipping address from here. */
  extension_attributes: { shipping_assignments: { shipping: { address: unknown; method: string | null } }[] };
  items: OrderHistoryLine[];
}

/** A page of the history. */
export interface OrderHistoryPage {
  items: OrderHistoryItem[];
  total_count: number;
  search_criteria: { page_size: number; current_page: number };
}

interface OrderRow {
  id: number;
  increment_id: string;
  created_at: Date | string;
  status: string;
  payment_status: string;
  store_code: string;
  grand_total: number;
  tax_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  coupon_code: string | null;
  payment_method: string;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  billing_address: unknown;
  shipping_address: unknown;
}

interface LineRow extends OrderHistoryLine {
  order_id: number;
}

// Magento's order states for the shop's statuses.
const STATES: Record<string, string> = { pending: 'new', pending_payment: 'pending_payment', processing: 'processing', complete: 'complete', canceled: 'canceled', closed: 'closed' };

/** A payment method's title as the cart offers it (the server's payment-method registry), or undefined. */
export type PaymentTitleOf = (code: string) => string | undefined;

const nameOf = (address: unknown, field: 'firstname' | 'lastname'): string | null => {
  const value = address !== null && typeof address === 'object' ? (address as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : null;
};

/** Page `page` (from 1) of `pageSize` orders of the customer, newest first, with their lines. */
export async function orderHistory(db: Queryable, views: readonly StoreView[], customerId: number, pageSize: number, page: number, titleOf: PaymentTitleOf = () => undefined): Promise<OrderHistoryPage> {
  const { rows: counted } = await db.query<{ total: number | string }>('SELECT count(*) AS total FROM sales_order WHERE customer_id = $1', [customerId]);
  const { rows: orders } = await db.query<OrderRow>(
    `SELECT id, increment_id, created_at, status, payment_status, store_code, grand_total, tax_amount, shipping_amount, shipping_incl_tax, subtotal,
            subtotal_incl_tax, discount_amount, coupon_code, payment_method, shipping_carrier_code, shipping_method_code,
            billing_address, shipping_address
       FROM sales_order WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [customerId, pageSize, (page - 1) * pageSize],
  );
  const { rows: lines } = orders.length
    ? await db.query<LineRow>(
        `SELECT order_id, sku, name, qty AS qty_ordered, price, price_incl_tax, row_total, row_total_incl_tax, product_type
           FROM sales_order_item WHERE order_id = ANY($1::int[]) ORDER BY id`,
        [orders.map((order) => order.id)],
      )
    : { rows: [] };
  const num = (value: unknown): number => Number(value ?? 0);
  return {
    items: orders.map((order) => ({
      entity_id: order.id,
      increment_id: order.increment_id,
      created_at: new Date(order.created_at).toISOString(),
      status: order.status,
      state: STATES[order.status] ?? order.status,
      store_name: views.find((view) => view.storeCode === order.store_code)?.name ?? order.store_code,
      grand_total: num(order.grand_total),
      // Nothing is due once the payment went through (or was given back).
      total_due: order.payment_status === 'paid' || order.payment_status === 'refunded' || order.status === 'canceled' ? 0 : num(order.grand_total),
      tax_amount: num(order.tax_amount),
      shipping_amount: num(order.shipping_amount),
      // The shipping the checkout showed and charged is the amount with tax: the lines (incl. tax) add up with it.
      shipping_incl_tax: num(order.shipping_incl_tax),
      shipping_tax_amount: roundMoney(num(order.shipping_incl_tax) - num(order.shipping_amount)),
      subtotal: num(order.subtotal),
      subtotal_incl_tax: num(order.subtotal_incl_tax),
      discount_amount: num(order.discount_amount),
      coupon_code: order.coupon_code,
      customer_firstname: nameOf(order.billing_address, 'firstname'),
      customer_lastname: nameOf(order.billing_address, 'lastname'),
      payment: { method: order.payment_method, additional_information: [titleOf(order.payment_method) ?? order.payment_method] },
      billing_address: order.billing_address,
      shipping_address: order.shipping_address,
      extension_attributes: {
        shipping_assignments: [
          {
            shipping: {
              address: order.shipping_address,
              method: order.shipping_carrier_code && order.shipping_method_code ? `${order.shipping_carrier_code}_${order.shipping_method_code}` : null,
            },
          },
        ],
      },
      items: lines
        .filter((line) => line.order_id === order.id)
        .map(({ order_id: _orderId, ...line }) => ({
          ...line,
          qty_ordered: num(line.qty_ordered),
          price: num(line.price),
          price_incl_tax: num(line.price_incl_tax),
          row_total: num(line.row_total),
          row_total_incl_tax: num(line.row_total_incl_tax),
        })),
    })),
    total_count: Number(counted[0]?.total ?? 0),
    search_criteria: { page_size: pageSize, current_page: page },
  };
}
