/** Why an order is not placed, as the answer `{code, result[, meta]}` the route sends. */
import { INCORRECT_COUPON, LINE_MESSAGES } from '../quote';
import type { LineProblem } from '../quote/types';
import { PAYMENT_NOT_AVAILABLE } from '../payments/http';
import { CART_NOT_AVAILABLE } from '../cart';

/** The spec's texts of order refusals (section 5 and 8). */
export const ORDER_MESSAGES = {
  unavailable: 'Some of the ordered products are not available!',
  outOfStock: LINE_MESSAGES.outOfStock,
  onlyAvailable: LINE_MESSAGES.available,
  address: 'Please check shipping/payment address is correct',
  coupon: INCORRECT_COUPON,
  paymentMethod: PAYMENT_NOT_AVAILABLE,
  /** A code no payment method's server part registered (ADR 0069): a client module without its server part, or a typo. */
  unknownPaymentMethod: (code: string) => `Payment method "${code.slice(0, 64)}" is not known to this shop.`,
  paymentTaken: 'The payment is already used by another order.',
  /** Another request already placed an order under this order id (the answer reveals nothing of it). */
  orderIdTaken: 'This order id is already used by another order.',
  /** The named cart is unknown, someone else's, or closed by its first order (one answer, so ids cannot be probed). */
  cartNotAvailable: CART_NOT_AVAILABLE,
} as const;

/** A refusal with its status, result and optional meta (never a stack trace). */
export class OrderRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly result: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(result);
    this.name = 'OrderRefusal';
  }
}

/** 409 'Some of the ordered products are not available!' with `meta.problems` [{sku, message}]. */
export function unavailable(problems: readonly Pick<LineProblem, 'sku' | 'message'>[]): OrderRefusal {
  return new OrderRefusal(409, ORDER_MESSAGES.unavailable, { problems: problems.map(({ sku, message }) => ({ sku, message })) });
}
