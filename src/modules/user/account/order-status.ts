import { collectProblems, emailProblem, FORM_MESSAGES, type Problems } from '../../../kernel/validation';
import type { SyncLayer } from '../../../kernel/sync';

/** What the guest types: the order number and the e-mail address of the order. */
export interface OrderStatusQuery {
  orderNumber: string;
  email: string;
}

/** The message of an order number with anything but digits (namespace 'account'). */
export const ORDER_NUMBER_MESSAGE = 'Please provide valid order number.';
/** The server's one answer to a wrong number or e-mail (server/commerce/orders/status.ts), also an i18n key. */
export const ORDER_NOT_FOUND = 'No order was found with this order number and e-mail address.';
/** Said for a 429 (the sign-in limiter); the server's English wait is not shown. */
export const TOO_MANY_LOOKUPS = 'Too many attempts. Please try again in a few minutes.';
/** Said when the look-up could not be answered (offline, a server fault). */
export const LOOKUP_FAILED = 'The order could not be looked up. Try again in a few seconds.';

/** An order as POST /api/order/status answers it (server/commerce/orders/status.ts). */
export interface OrderStatus {
  increment_id: string;
  created_at: string;
  status: string;
  store_code: string;
  items: { sku: string; name: string; qty_ordered: number; price_incl_tax: number; row_total_incl_tax: number }[];
  subtotal_incl_tax: number;
  discount_amount: number;
  coupon_code: string | null;
  shipping: { carrier_code: string | null; method_code: string | null; amount_incl_tax: number };
  payment: { method: string };
  tax_amount: number;
  grand_total: number;
}

/** The shipping carriers' names (i18n keys), by carrier code (server/commerce/quote/shipping.ts). */
export const SHIPPING_CARRIERS: Record<string, string> = { flatrate: 'DPD Courier', sameday: 'Same-day courier', pickup: 'Store pickup' };
/** The payment methods' names (i18n keys), by method code (server/commerce/quote/payment-methods.ts). */
export const PAYMENT_METHODS: Record<string, string> = {
  cashondelivery: 'Cash on delivery',
  makecommerce: 'Bank link',
  paypal_express: 'PayPal',
  stripe_payments: 'Credit Card',
};

/** The form's problems as i18n keys: both fields required, digits only, the spec's e-mail rule. */
export function orderStatusProblems(query: OrderStatusQuery): Problems<keyof OrderStatusQuery> {
  const number = query.orderNumber.trim();
  return collectProblems<keyof OrderStatusQuery>([
    ['orderNumber', number === '' ? FORM_MESSAGES.required : /^\d{1,20}$/.test(number) ? undefined : ORDER_NUMBER_MESSAGE],
    ['email', emailProblem(query.email)],
  ]);
}

/** The outcome of a look-up: the order, or the message (an i18n key) to show instead. */
export type LookupOutcome = { status: 'found'; order: OrderStatus } | { status: 'failed'; message: string };

/**
 * Asks the server. Not through the event log: the e-mail and the order stay in the page's state, never in the
 * log a customer sends to support, and nothing is queued offline (an answer that late would be no use).
 */
export async function lookUpOrder(sync: SyncLayer, query: OrderStatusQuery, now: Date): Promise<LookupOutcome> {
  const answer = await sync.execute({
    id: `order-status-${now.getTime()}`,
    url: '/api/order/status',
    method: 'POST',
    body: { orderNumber: query.orderNumber.trim(), email: query.email.trim() },
    silent: true,
    createdAt: now.toISOString(),
  });
  if (answer.code === 200) return { status: 'found', order: answer.result as OrderStatus };
  if (answer.code === 404) return { status: 'failed', message: ORDER_NOT_FOUND };
  if (answer.code === 429) return { status: 'failed', message: TOO_MANY_LOOKUPS };
  return { status: 'failed', message: LOOKUP_FAILED };
}
