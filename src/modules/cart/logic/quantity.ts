import type { CartNotice, QuantityLimits } from '../messages';
import { CART_TEXTS } from './texts';

/**
 * The quantity of an add (spec section 4): 1 when missing, otherwise parsed as an integer ('2' and 2.7 give 2,
 * as parseInt does); NaN when it is no number at all, which {@link quantityProblem} refuses.
 */
export function parseAddQuantity(qty: number | string | null | undefined): number {
  if (qty === undefined || qty === null || qty === '') return 1;
  return Number.parseInt(String(qty), 10);
}

const error = (message: string, params?: CartNotice['params']): CartNotice => ({ type: 'error', message, ns: 'cart', ...(params ? { params } : {}) });

/**
 * Why a line cannot hold `qty` (spec section 5 "Form messages"), or null: above 0, a whole number, below the
 * most one order may hold, no more than the units in stock, a multiple of `quantity_step`.
 */
export function quantityProblem(qty: number, limits: QuantityLimits): CartNotice | null {
  if (Number.isNaN(qty)) return error(CART_TEXTS.positiveInteger);
  if (qty <= 0) return error(CART_TEXTS.aboveZero);
  if (!Number.isInteger(qty)) return error(CART_TEXTS.positiveInteger);
  if (limits.maxQuantity !== undefined && qty > limits.maxQuantity) return error(CART_TEXTS.below, { quantity: limits.maxQuantity });
  if (limits.available !== undefined && qty > limits.available) return error(CART_TEXTS.onlyAvailable, { maxQuantity: Math.max(0, Math.floor(limits.available)) });
  const step = limits.quantityStep ?? 1;
  if (step > 0 && qty % step !== 0) return error(CART_TEXTS.multiple, { step });
  return null;
}
