import type { CartProductOption } from '../../../../contract/cart';
import type { EventRegistry } from '../../../kernel/messages';

/** The shopper's choices as the product page records them (`catalog/addToCartRequested`). */
export type RequestedOptions = EventRegistry['catalog/addToCartRequested']['options'];

/**
 * The cart item's `product_option` (contract/cart.ts, Vue Storefront shape) for the product page's choices,
 * or null when there are none: configurable values keyed by attribute code (the server resolves codes as
 * option ids), bundle selections grouped per option, custom options with several values joined by ','.
 */
export function productOptionOf(options: RequestedOptions): CartProductOption | null {
  const ext: NonNullable<CartProductOption['extension_attributes']> = {};
  const configurable = Object.entries(options.configurable ?? {});
  if (configurable.length) ext.configurable_item_options = configurable.map(([code, value]) => ({ option_id: code, option_value: value }));
  const bundle = new Map<string, { option_id: number; option_qty: number; option_selections: number[] }>();
  for (const pick of options.bundle ?? []) {
    const entry = bundle.get(pick.optionId) ?? { option_id: Number(pick.optionId), option_qty: pick.qty, option_selections: [] };
    entry.option_selections.push(Number(pick.linkId));
    bundle.set(pick.optionId, entry);
  }
  if (bundle.size) ext.bundle_options = [...bundle.values()];
  const custom = Object.entries(options.custom ?? {});
  if (custom.length) ext.custom_options = custom.map(([id, value]) => ({ option_id: id, option_value: Array.isArray(value) ? value.join(',') : value }));
  return Object.keys(ext).length ? { extension_attributes: ext } : null;
}
