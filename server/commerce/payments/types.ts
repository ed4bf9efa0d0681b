/**
 * How order placement talks to the payment providers (implemented in server/commerce/payments/*.ts).
 * Cash on delivery and bank link are paid after the order exists (bank link: create-transaction with the
 * order's number, then the provider's return and notification mark it paid or cancelled). PayPal is
 * approved and captured before the order (`/api/ext/paypal/complete`), and the order names the capture.
 * Card (stripe_payments) is authorised while the order is placed: authorise → reserve stock and commit
 * → capture; `requires_action` stops placement with 'Authentication Required: <client_secret>'.
 */
import type { ApiDeps } from '../../api/deps';

/** The payment method codes the API knows. */
export const PAYMENT_METHOD_CODES = ['cashondelivery', 'makecommerce', 'paypal_express', 'stripe_payments'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

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

/** The functions order placement calls (server/commerce/payments/index.ts exports them). */
export interface OrderPayments {
  /** Before the order transaction: authorise the card, check the PayPal capture, or defer. */
  prepare(deps: ApiDeps, request: OrderPaymentRequest): Promise<OrderPaymentDecision>;
  /** After the order is committed: capture an authorisation and link the payment row to the order. */
  complete(deps: ApiDeps, paymentId: number, order: { id: number; incrementId: string }): Promise<void>;
  /** The order could not be placed (stock, validation): release the authorisation or refund. */
  release(deps: ApiDeps, paymentId: number): Promise<void>;
}
