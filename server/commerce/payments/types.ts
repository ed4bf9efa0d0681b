/**
 * How order placement talks to the payment side (order-payments.ts, which asks each method's server part,
 * method.ts). A deferred method is paid after the order exists (cash on delivery; bank link through its
 * return and notification routes). PayPal is approved and captured before the order and the order names
 * the capture. The card is authorised while the order is placed: authorise → reserve stock and commit →
 * capture; `requires_action` stops placement with 'Authentication Required: <client_secret>'.
 */
import type { ApiDeps } from '../../api/deps';

/** What order placement asks of the payment side before it reserves stock. */
export interface OrderPaymentRequest {
  method: string;
  /** The order's `payment_method_additional` as the client sent it (card token, PayPal ids, ...). */
  additional: unknown;
  clientOrderId: string;
  /** The server-computed grand total. */
  amount: number;
  currency: 'EUR';
  email: string;
  storeCode: string;
}

/** The payment side's decision. */
export type OrderPaymentDecision =
  /** Nothing to do before the order exists (cash on delivery, bank link): the order is placed pending. */
  | { kind: 'deferred' }
  /** Money is authorised or captured (`payment` row id): link it once the order is committed. */
  | { kind: 'authorized'; paymentId: number }
  /** The card needs 3-D Secure: answer 402 with this message ('Authentication Required: <client_secret>'). */
  | { kind: 'requires_action'; message: string }
  /** Refused (card declined, PayPal capture missing or of another amount): answer 402 with the message. */
  | { kind: 'failed'; message: string };

/** The functions order placement calls (order-payments.ts: each asks the method's server part, method.ts). */
export interface OrderPayments {
  /** Before the order transaction: authorise the card, check the PayPal capture, or defer. */
  prepare(deps: ApiDeps, request: OrderPaymentRequest): Promise<OrderPaymentDecision>;
  /** After the order is committed: capture an authorisation and link the payment row to the order. */
  complete(deps: ApiDeps, paymentId: number, order: { id: number; incrementId: string }): Promise<void>;
  /** The order could not be placed (stock, validation): release the authorisation or refund. */
  release(deps: ApiDeps, paymentId: number): Promise<void>;
}
