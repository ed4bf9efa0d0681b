import { describe, expect, it } from 'vitest';
import { productOptionOf } from './options';

describe('productOptionOf', () => {
  it('is null without choices', () => {
    expect(productOptionOf({})).toBeNull();
  });

  it('keeps configurable values by attribute code, groups bundle selections per option and joins multi-value custom options', () => {
    expect(
      productOptionOf({
        configurable: { color: '33' },
        bundle: [
          { optionId: '1', linkId: '2', sku: 'X', qty: 2 },
          { optionId: '1', linkId: '4', sku: 'Y', qty: 2 },
          { optionId: '3', linkId: '8', sku: 'Z', qty: 1 },
        ],
        custom: { '5': 'engraving', '6': ['7', '9'] },
      }),
    ).toEqual({
      extension_attributes: {
        configurable_item_options: [{ option_id: 'color', option_value: '33' }],
        bundle_options: [
          { option_id: 1, option_qty: 2, option_selections: [2, 4] },
          { option_id: 3, option_qty: 1, option_selections: [8] },
        ],
        custom_options: [
          { option_id: '5', option_value: 'engraving' },
          { option_id: '6', option_value: '7,9' },
        ],
      },
    });
  });
});
