import type { ProductSummary } from '../../../kernel/product';
import type { CartNotice, LineStock } from '../messages';
import { CART_TEXTS } from './texts';

/**
 * Why a product may not go into the cart (spec section 5 "Cart and product"): a price below 0 is unknown
 * (0 is allowed: zero-price products are allowed), and every non-empty message of the product's own
 * `errors`, as given. Empty when it may.
 */
export function productProblems(product: Pick<ProductSummary, 'price'>, productErrors: readonly string[] = []): CartNotice[] {
  const problems: CartNotice[] = [];
  if (!(product.price >= 0)) problems.push({ type: 'error', message: CART_TEXTS.priceUnknown, ns: 'cart' });
  for (const message of productErrors) if (message.trim() !== '') problems.push({ type: 'error', message });
  return problems;
}

/** The stock check of an add (spec section 4): ok, volatile (added for pre-reservation) or out_of_stock. */
export function stockCheck(product: Pick<ProductSummary, 'stock'>): LineStock | 'out_of_stock' {
  if (product.stock === 'in_stock') return 'ok';
  return product.stock;
}
