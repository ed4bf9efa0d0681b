import { describe, expect, it } from 'vitest';
import { optionsChecksum } from '../../../../contract/cart-identity';
import { testLine as line } from '../test-lines';
import { cartCount, nextLines, removedWith, sameLine } from './lines';

const kit = (selections: number[]) => optionsChecksum({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: selections }] } });
const custom = (value: string) => optionsChecksum({ extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] } });

describe('line identity (spec section 3, behaviour notes "Cart")', () => {
  it('a configurable line is the same line iff the sku is the same, whatever the server ids', () => {
    expect(sameLine(line('a', 'P-1', { typeId: 'configurable', serverItemId: 1 }), line('b', 'P-1', { typeId: 'configurable', serverItemId: 2 }))).toBe(true);
    expect(sameLine(line('a', 'P-1', { typeId: 'configurable', serverItemId: 1 }), line('b', 'P-2', { typeId: 'configurable', serverItemId: 1 }))).toBe(false);
  });

  it('a simple line matches by the same server item id or the same sku', () => {
    expect(sameLine(line('a', 'A'), line('b', 'A'))).toBe(true);
    expect(sameLine(line('a', 'A', { serverItemId: 3 }), line('b', 'B', { serverItemId: 3 }))).toBe(true);
    expect(sameLine(line('a', 'A'), line('b', 'B'))).toBe(false);
  });

  it('a line with custom options matches by the same options or the same server item id', () => {
    expect(sameLine(line('a', 'A', { checksum: custom('x') }), line('b', 'A', { checksum: custom('x') }))).toBe(true);
    expect(sameLine(line('a', 'A', { checksum: custom('x') }), line('b', 'A', { checksum: custom('y') }))).toBe(false);
    expect(sameLine(line('a', 'A', { checksum: custom('x'), serverItemId: 4 }), line('b', 'A', { checksum: custom('y'), serverItemId: 4 }))).toBe(true);
    expect(sameLine(line('a', 'A', { checksum: custom('x') }), line('b', 'A'))).toBe(false);
  });

  it('a bundle matches by its selections: [2,4,5,8] equals [2,4,5,8] with other server ids, [2,2,5,8] differs', () => {
    const bundle = (selections: number[], serverItemId: number | null) => line('k', 'KIT', { typeId: 'bundle', checksum: kit(selections), serverItemId });
    expect(sameLine(bundle([2, 4, 5, 8], 1), bundle([2, 4, 5, 8], 2))).toBe(true);
    expect(sameLine(bundle([2, 2, 5, 8], 1), bundle([2, 4, 5, 8], 1))).toBe(false);
    expect(sameLine(line('a', 'KIT', { typeId: 'bundle', serverItemId: 9 }), line('b', 'KIT', { typeId: 'bundle', serverItemId: 9 }))).toBe(true);
    expect(sameLine(line('a', 'KIT', { typeId: 'bundle' }), line('b', 'KIT'))).toBe(false);
  });
});

describe('lines', () => {
  it('removes child lines with their parent, but not with a bundle', () => {
    const lines = [line('p', 'A'), line('c', 'A-1', { parentSku: 'A' }), line('o', 'B')];
    expect(removedWith(lines[0]!, lines)).toEqual(['p', 'c']);
    const kit = line('k', 'A', { typeId: 'bundle' });
    expect(removedWith(kit, [kit, lines[1]!])).toEqual(['k']);
  });

  it('folds events without changing the lines it was given', () => {
    const before = [line('a', 'A')];
    const after = nextLines(before, { type: 'cart/quantityChanged', data: { lineId: 'a', qty: 4, prevQty: 1, by: 'update', stock: 'ok' } });
    expect(after[0]?.qty).toBe(4);
    expect(before[0]?.qty).toBe(1);
    expect(nextLines(after, { type: 'cart/cleared', data: {} })).toEqual([]);
  });

  it('counts [1, 2] as 2 items and 3 units (spec section 9 mini cart count)', () => {
    expect(cartCount([{ qty: 1 }, { qty: 2 }])).toEqual({ items: 2, quantity: 3 });
    expect(cartCount([])).toEqual({ items: 0, quantity: 0 });
  });
});
