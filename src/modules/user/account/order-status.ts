import { collectProblems, emailProblem, FORM_MESSAGES, type Problems } from '../../../kernel/validation';
import type { SyncLayer } from '../../../kernel/sync';
import { ORDER_NOT_FOUND, ORDER_NUMBER_MESSAGE, type OrderStatus } from '../../../../contract/order-status';

/** What the guest types: the order number and the e-mail address of the order. */
export interface OrderStatusQuery {
  orderNumber: string;
  email: string;
}

/** The message of an order number with anything but digits (namespace 'account'; shared with the API's 400). */
export { ORDER_NUMBER_MESSAGE };
/** Said for a 429 (the sign-in limiter); the server's English wait is not shown. */
export const TOO_MANY_LOOKUPS = 'Too many attempts. Please try again in a few minutes.';
/** Said when the look-up could not be answered (offline, a server fault). */
export const LOOKUP_FAILED = 'The order could not be looked up. Try again in a few seconds.';

/** An order as POST /api/order/status answers it, and the server's one not-found answer (also an i18n key). */
export { ORDER_NOT_FOUND } from '../../../../contract/order-status';
export type { OrderStatus } from '../../../../contract/order-status';

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
