/**
 * The answer of `POST /api/order/status {orderNumber, email}`: a guest's look-up of one order (issue 20 item 5;
 * ADR 0058). The server builds it (server/commerce/orders/status.ts) and the order status page shows it
 * (src/modules/user/account/order-status-page.tsx).
 */

/** The one answer to a wrong number, a wrong e-mail, or both (also the page's i18n key). */
export const ORDER_NOT_FOUND = 'No order was found with this order number and e-mail address.';

/** The message of an order number with anything but digits: the page's field error and the API's 400 say the same. */
export const ORDER_NUMBER_MESSAGE = 'Please provide valid order number.';

/** One line of the order as the shopper ordered it (prices incl. tax, as the checkout showed them). */
export interface OrderStatusLine {
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
}

/**
 * What the status page shows: status, date, lines, shipping, payment and the totals. No addresses, phone or
 * name: knowing a number and an e-mail is a weaker proof than signing in.
 */
export interface OrderStatus {
  increment_id: string;
  created_at: string;
  status: string;
  store_code: string;
  items: OrderStatusLine[];
  subtotal_incl_tax: number;
  discount_amount: number;
  coupon_code: string | null;
  shipping: { carrier_code: string | null; method_code: string | null; amount_incl_tax: number };
  payment: { method: string };
  tax_amount: number;
  grand_total: number;
}
