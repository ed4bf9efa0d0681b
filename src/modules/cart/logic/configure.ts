import type { CartProductOption } from '../../../../contract/cart';
import type { ConfigurableChild } from '../messages';

/** The chosen size and colour of a configurable variant. */
export interface SizeAndColour {
  color?: string;
  size?: string;
}

const matches = (value: string | number | null | undefined, wanted: string | undefined) => wanted === undefined || String(value ?? '') === wanted;

/** A child's value of a configurable option: its `options` entry, else its own colour or size. */
function valueOf(child: ConfigurableChild, code: string): string | number | null | undefined {
  if (child.options && code in child.options) return child.options[code];
  if (code === 'color') return child.color;
  if (code === 'size') return child.size;
  return undefined;
}

/**
 * The parent's child with the chosen size and colour (spec section 4 "Cart edit mode"); an attribute not
 * chosen does not narrow the choice. Null when none has them.
 */
export function childBySizeAndColour(children: readonly ConfigurableChild[], wanted: SizeAndColour): ConfigurableChild | null {
  return childWithOptions(children, { ...wanted });
}

/**
 * The child with every chosen option value (attribute code → value; colour and size as the spec names them,
 * any other configurable option, such as a wiper blade's length, through the child's `options`). Null when none.
 */
export function childWithOptions(children: readonly ConfigurableChild[], wanted: Readonly<Record<string, string | undefined>>): ConfigurableChild | null {
  const chosen = Object.entries(wanted);
  return children.find((child) => chosen.every(([code, value]) => matches(valueOf(child, code), value))) ?? null;
}

/** The line's product option with the chosen size and colour in place of the old values. */
export function withSizeAndColour(option: CartProductOption | null, wanted: Readonly<Record<string, string | undefined>>): CartProductOption | null {
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
