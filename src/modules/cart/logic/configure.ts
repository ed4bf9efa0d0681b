import type { CartProductOption } from '../../../../contract/cart';
import type { ConfigurableChild } from '../messages';

/** The chosen size and colour of a configurable variant. */
export interface SizeAndColour {
  color?: string;
  size?: string;
}

const matches = (value: string | null | undefined, wanted: string | undefined) => wanted === undefined || String(value ?? '') === wanted;

/**
 * The parent's child with the chosen size and colour (spec section 4 "Cart edit mode"); an attribute not
 * chosen does not narrow the choice. Null when none has them.
 */
export function childBySizeAndColour(children: readonly ConfigurableChild[], wanted: SizeAndColour): ConfigurableChild | null {
  return children.find((child) => matches(child.color, wanted.color) && matches(child.size, wanted.size)) ?? null;
}

/** The line's product option with the chosen size and colour in place of the old values. */
export function withSizeAndColour(option: CartProductOption | null, wanted: SizeAndColour): CartProductOption | null {
  const chosen = Object.entries(wanted).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (!chosen.length) return option;
  const kept = (option?.extension_attributes?.configurable_item_options ?? []).filter((o) => !chosen.some(([code]) => code === String(o.option_id)));
  return {
    ...option,
    extension_attributes: {
      ...option?.extension_attributes,
      configurable_item_options: [...kept, ...chosen.map(([code, value]) => ({ option_id: code, option_value: value }))],
    },
  };
}
