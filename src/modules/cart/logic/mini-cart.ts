import { roundMoney } from '../../../kernel/format';
import type { CartLine } from '../messages';
import { cartCount } from './lines';

/** What the mini cart's badge counts (spec "Mini cart count is either the item count or the sum of quantities"). */
export type MiniCartCountMode = 'items' | 'quantity';

/** This shop's choice (ADR 0022): the sum of quantities, so three brake pads read as 3, as the shopper bought them. */
export const MINI_CART_COUNT_MODE: MiniCartCountMode = 'quantity';

/** The badge's number for `mode`. */
export function miniCartCount(lines: readonly Pick<CartLine, 'qty'>[], mode: MiniCartCountMode): number {
  return cartCount(lines)[mode];
}

/** A line's total: unit price times quantity, rounded to cents so that 3 x 37.20 is 111.60 and not 111.60000000000001. */
export function lineTotal(line: Pick<CartLine, 'price' | 'qty'>): number {
  return roundMoney(line.price * line.qty);
}

/** The local subtotal incl. VAT (the product pages' prices) until server totals arrive (a later slice). */
export function localSubtotal(lines: readonly Pick<CartLine, 'price' | 'qty'>[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + lineTotal(line), 0));
}

/**
 * The chosen options a line can name by itself: the custom options' values the shopper typed or picked.
 * Configurable and bundle choices are stored as ids only; the variant is named by its own product name.
 */
export function lineOptionsText(line: Pick<CartLine, 'product_option'>): string {
  const custom = line.product_option?.extension_attributes?.custom_options ?? [];
  return custom.map((option) => option.option_value).filter((value) => value !== '').join(', ');
}
