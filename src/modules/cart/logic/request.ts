import type { Command, EventRegistry } from '../../../kernel/messages';
import type { ProductSummary } from '../../../kernel/product';
import type { QuantityLimits } from '../messages';
import { productOptionOf } from './options';

/** The quantity rules a product's summary carries, as the limits of its line (only the rules it has). */
export function limitsOf(product: ProductSummary): QuantityLimits {
  const { quantityStep, maxQuantity, available } = product;
  return {
    ...(quantityStep !== undefined ? { quantityStep } : {}),
    ...(maxQuantity !== undefined ? { maxQuantity } : {}),
    ...(available !== undefined ? { available } : {}),
  };
}

/**
 * The cart's adds for a product page request, each under its product's own limits. A grouped product goes
 * in as its parts (as Vue Storefront and the server's cart do): a line per part, with the part's quantity
 * per grouped product times the quantity asked for, so a quantity of 1 adds each part with its own
 * quantity. A grouped request without parts is passed on as it is, for the cart to refuse.
 */
export function addCommandsOf(request: EventRegistry['catalog/addToCartRequested']): Command<'cart/addItem'>[] {
  const { product, qty, options } = request;
  if (product.typeId === 'grouped' && options.grouped?.length) {
    return options.grouped.map((part) => ({ type: 'cart/addItem', data: { product: part.product, qty: part.qty * qty, limits: limitsOf(part.product) } }));
  }
  return [{ type: 'cart/addItem', data: { product, qty, product_option: productOptionOf(options), limits: limitsOf(product) } }];
}
