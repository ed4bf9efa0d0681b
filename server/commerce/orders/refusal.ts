/** Why an order is not placed, as the answer `{code, result[, meta]}` the route sends. */
import type { LineProblem } from '../quote/types';

/** The spec's texts of order refusals (section 5 and 8). */
export const ORDER_MESSAGES = {
  unavailable: 'Some of the ordered products are not available!',
  outOfStock: 'This product is out of stock.',
  onlyAvailable: (n: number) => `Only ${n} products of this type are available.`,
  address: 'Please check shipping/payment address is correct',
  coupon: "You've entered an incorrect coupon code. Please try again.",
  paymentMethod: 'Payment method you chose is not available at the moment',
  paymentTaken: 'The payment is already used by another order.',
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
