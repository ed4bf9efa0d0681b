import { describe, expect, it } from 'vitest';
import { testLine } from '../test-lines';
import { lineOptionsText, lineTotal, localSubtotal, miniCartCount } from './mini-cart';

describe('mini cart figures', () => {
  it('counts lines or the sum of quantities, by the configured mode', () => {
    const lines = [testLine('a', 'A', { qty: 3 }), testLine('b', 'B')];
    expect(miniCartCount(lines, 'quantity')).toBe(4);
    expect(miniCartCount(lines, 'items')).toBe(2);
    expect(miniCartCount([], 'quantity')).toBe(0);
  });

  it('rounds line totals and the local subtotal to cents', () => {
    expect(lineTotal({ price: 37.2, qty: 3 })).toBe(111.6);
    expect(localSubtotal([{ price: 37.2, qty: 3 }, { price: 0.1, qty: 2 }])).toBe(111.8);
    expect(localSubtotal([])).toBe(0);
  });

  it("names the custom options' values and nothing for a line without options", () => {
    const custom = { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'Left' }, { option_id: 2, option_value: '' }, { option_id: 3, option_value: 'Engraved' }] } };
    expect(lineOptionsText(testLine('a', 'A', { product_option: custom }))).toBe('Left, Engraved');
    expect(lineOptionsText(testLine('b', 'B'))).toBe('');
  });
});
