import { describe, expect, it } from 'vitest';
import { optionsChecksum } from '../../../contract/cart-identity';
import type { CartProductOption } from '../../../contract/cart';
import type { CommandRegistry } from '../../kernel/messages';
import { given, testProductSummary as product } from '../../kernel/testing';
import { cartDecider as decider } from './decider';
import { CART_TEXTS } from './logic';
import type { CartNotice } from './messages';
import { lineAdded as added, testLine as line } from './test-lines';

type AddData = CommandRegistry['cart/addItem'];
const addOf = (data: AddData) => ({ type: 'cart/addItem' as const, data });
/** Adding product 'A' (simple, price 10, in stock) with the given quantity, options, errors or limits. */
const add = (data: Omit<AddData, 'product'> = {}) => addOf({ product: product('A'), ...data });
const refused = (sku: string, ...notices: CartNotice[]) => ({ type: 'cart/addRefused' as const, data: { sku, notices } });
const error = (message: string, params?: Record<string, number>): CartNotice => ({ type: 'error', message, ns: 'cart', ...(params ? { params } : {}) });
const custom = (value: string): CartProductOption => ({ extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] } });
const kit = (selections: number[]): CartProductOption => ({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: selections }] } });

describe('cart decider: adding (spec section 4 "Adding to cart")', () => {
  it('adds a new line with quantity 1 when none is given', () => {
    given(decider).when(add()).then([added(line('id-1', 'A'))]);
    given(decider).when(add({ qty: null })).then([added(line('id-1', 'A'))]);
  });

  it('parses the quantity as an integer', () => {
    given(decider).when(add({ qty: '3' })).then([added(line('id-1', 'A', { qty: 3 }))]);
    given(decider).when(add({ qty: 2.7 })).then([added(line('id-1', 'A', { qty: 2 }))]);
  });

  it("refuses a quantity that is not above 0 or no number, in the spec's words", () => {
    given(decider).when(add({ qty: 0 })).then([refused('A', error(CART_TEXTS.aboveZero))]);
    given(decider).when(add({ qty: '-2' })).then([refused('A', error(CART_TEXTS.aboveZero))]);
    given(decider).when(add({ qty: 'many' })).then([refused('A', error(CART_TEXTS.positiveInteger))]);
  });

  it('refuses a product whose price is unknown (below 0), and allows a zero price', () => {
    given(decider).when(addOf({ product: product('A', { price: -1 }) })).then([refused('A', error('Product price is unknown, product cannot be added to the cart!'))]);
    given(decider).when(addOf({ product: product('A', { price: 0 }) })).then([added(line('id-1', 'A', { price: 0 }))]);
  });

  it("refuses a product with errors, with exactly the product's messages", () => {
    given(decider)
      .when(add({ productErrors: ['error 1', 'error 2'] }))
      .then([refused('A', { type: 'error', message: 'error 1' }, { type: 'error', message: 'error 2' })]);
    given(decider).when(add({ productErrors: ['', ' '] })).then([added(line('id-1', 'A'))]);
  });

  it('adds a volatile product for pre-reservation and refuses an out-of-stock one with a warning', () => {
    given(decider).when(addOf({ product: product('A', { stock: 'volatile' }) })).then([added(line('id-1', 'A', { stock: 'volatile' }))]);
    given(decider)
      .when(addOf({ product: product('A', { stock: 'out_of_stock' }) }))
      .then([refused('A', { type: 'warning', message: 'The product is out of stock and cannot be added to the cart!', ns: 'cart' })]);
  });

  it("increases an existing line's quantity instead of adding a second line", () => {
    given(decider, added(line('L', 'A', { qty: 2 })))
      .when(add({ qty: 3 }))
      .then([{ type: 'cart/quantityChanged', data: { lineId: 'L', qty: 5, prevQty: 2, by: 'add', stock: 'ok' } }]);
    expect(given(decider, added(line('L', 'A', { qty: 2 })), { type: 'cart/quantityChanged', data: { lineId: 'L', qty: 5, prevQty: 2, by: 'add', stock: 'ok' } }).state.lines).toEqual([
      line('L', 'A', { qty: 5 }),
    ]);
  });

  it('adds a configurable product as its chosen variant, and refuses one without a variant or a grouped product', () => {
    given(decider)
      .when(addOf({ product: product('P', { typeId: 'configurable', childSku: 'P-red' }) }))
      .then([added(line('id-1', 'P-red', { parentSku: 'P', typeId: 'configurable', productId: product('P').id, name: 'Part P', slug: 'p' }))]);
    given(decider).when(addOf({ product: product('P', { typeId: 'configurable' }) })).then([refused('P', error('No such configuration for the product.'))]);
    given(decider).when(addOf({ product: product('G', { typeId: 'grouped' }) })).then([refused('G', error('No such configuration for the product.'))]);
  });

  it('keeps lines with other custom options apart, and joins lines with the same ones (SHA3-224 checksum)', () => {
    const red = line('L', 'A', { product_option: custom('red'), checksum: optionsChecksum(custom('red')) });
    given(decider, added(red))
      .when(add({ product_option: custom('red') }))
      .then([{ type: 'cart/quantityChanged', data: { lineId: 'L', qty: 2, prevQty: 1, by: 'add', stock: 'ok' } }]);
    given(decider, added(red))
      .when(add({ product_option: custom('blue') }))
      .then([added(line('id-1', 'A', { product_option: custom('blue'), checksum: optionsChecksum(custom('blue')) }))]);
  });

  it('joins a bundle only with the same selections', () => {
    const bundle = product('K', { typeId: 'bundle' });
    const kitLine = line('L', 'K', { typeId: 'bundle', product_option: kit([2, 4, 5, 8]), checksum: optionsChecksum(kit([2, 4, 5, 8])), serverItemId: 7 });
    given(decider, added(kitLine))
      .when(addOf({ product: bundle, product_option: kit([8, 5, 4, 2]) }))
      .then([{ type: 'cart/quantityChanged', data: { lineId: 'L', qty: 2, prevQty: 1, by: 'add', stock: 'ok' } }]);
    given(decider, added(kitLine))
      .when(addOf({ product: bundle, product_option: kit([2, 2, 5, 8]) }))
      .then([added(line('id-1', 'K', { typeId: 'bundle', product_option: kit([2, 2, 5, 8]), checksum: optionsChecksum(kit([2, 2, 5, 8])) }))]);
  });

  it("checks the line's resulting quantity against the product's limits", () => {
    given(decider, added(line('L', 'A', { qty: 2 })))
      .when(add({ limits: { available: 2 } }))
      .then([refused('A', error('Only {{maxQuantity}} products of this type are available.', { maxQuantity: 2 }))]);
    given(decider).when(add({ qty: 3, limits: { quantityStep: 2 } })).then([refused('A', error(CART_TEXTS.multiple, { step: 2 }))]);
    given(decider).when(add({ qty: 4, limits: { quantityStep: 2 } })).then([added(line('id-1', 'A', { qty: 4, limits: { quantityStep: 2 } }))]);
  });
});

describe('cart decider: quantity (spec section 5 "Form messages")', () => {
  const quantityRefused = (qty: number, notice: CartNotice) => ({ type: 'cart/quantityRefused' as const, data: { lineId: 'L', qty, notices: [notice] } });
  const limited = added(line('L', 'A', { qty: 2, limits: { maxQuantity: 10, available: 6, quantityStep: 2 } }));

  it('changes the quantity', () => {
    given(decider, limited)
      .when({ type: 'cart/updateQuantity', data: { lineId: 'L', qty: 4 } })
      .then([{ type: 'cart/quantityChanged', data: { lineId: 'L', qty: 4, prevQty: 2, by: 'update', stock: 'ok' } }]);
  });

  it("refuses quantities the line cannot hold, in the spec's words", () => {
    const update = (qty: number) => ({ type: 'cart/updateQuantity' as const, data: { lineId: 'L', qty } });
    given(decider, limited).when(update(0)).then([quantityRefused(0, error('Quantity must be above 0'))]);
    given(decider, limited).when(update(2.5)).then([quantityRefused(2.5, error('Quantity must be a positive integer'))]);
    given(decider, limited).when(update(12)).then([quantityRefused(12, error('Quantity must be below {{quantity}}', { quantity: 10 }))]);
    given(decider, limited).when(update(8)).then([quantityRefused(8, error('Only {{maxQuantity}} products of this type are available.', { maxQuantity: 6 }))]);
    given(decider, limited).when(update(3)).then([quantityRefused(3, error('Quantity must be a multiple of {{step}}.', { step: 2 }))]);
  });

  it('does nothing for the same quantity and refuses an unknown line', () => {
    given(decider, limited).when({ type: 'cart/updateQuantity', data: { lineId: 'L', qty: 2 } }).then([]);
    given(decider).when({ type: 'cart/updateQuantity', data: { lineId: 'X', qty: 2 } }).thenThrows('cart/unknownLine');
  });
});

describe('cart decider: removing and clearing (spec section 4)', () => {
  it('asks before removing: a removal request changes no line', () => {
    const spec = given(decider, added(line('L', 'A')));
    spec.when({ type: 'cart/requestRemoval', data: { lineId: 'L' } }).then([{ type: 'cart/removalRequested', data: { lineId: 'L' } }]);
    expect(given(decider, added(line('L', 'A')), { type: 'cart/removalRequested', data: { lineId: 'L' } }).state.lines).toHaveLength(1);
    given(decider).when({ type: 'cart/requestRemoval', data: { lineId: 'L' } }).then([]);
  });

  it('removes a line with its child lines', () => {
    const spec = given(decider, added(line('P', 'A')), added(line('C', 'A-1', { parentSku: 'A' })), added(line('O', 'B')));
    spec.when({ type: 'cart/removeItem', data: { lineId: 'P' } }).then([{ type: 'cart/itemsRemoved', data: { lineIds: ['P', 'C'] } }]);
    const after = given(decider, added(line('P', 'A')), added(line('C', 'A-1', { parentSku: 'A' })), added(line('O', 'B')), { type: 'cart/itemsRemoved', data: { lineIds: ['P', 'C'] } });
    expect(after.state.lines.map((l) => l.id)).toEqual(['O']);
  });

  it("removes a bundle without the lines naming it as parent, and ignores a line already gone", () => {
    given(decider, added(line('K', 'KIT', { typeId: 'bundle' })), added(line('C', 'PART', { parentSku: 'KIT' })))
      .when({ type: 'cart/removeItem', data: { lineId: 'K' } })
      .then([{ type: 'cart/itemsRemoved', data: { lineIds: ['K'] } }]);
    given(decider).when({ type: 'cart/removeItem', data: { lineId: 'K' } }).then([]);
  });

  it('clears a cart with lines, and does nothing to an empty one', () => {
    given(decider, added(line('L', 'A'))).when({ type: 'cart/clear', data: {} }).then([{ type: 'cart/cleared', data: {} }]);
    expect(given(decider, added(line('L', 'A')), { type: 'cart/cleared', data: {} }).state.lines).toEqual([]);
    given(decider).when({ type: 'cart/clear', data: {} }).then([]);
  });
});

describe('cart decider: edit mode (spec section 4 "Other cart actions")', () => {
  const opened = { type: 'cart/editModeOpened' as const, data: { productId: 5, qty: 1, options: { color: '33' } } };

  it('is off (null) at first and opens with product id, quantity and options', () => {
    expect(given(decider).state.editMode).toBeNull();
    given(decider).when({ type: 'cart/openEditMode', data: opened.data }).then([opened]);
    expect(given(decider, opened).state.editMode).toEqual(opened.data);
  });

  it('changes options or quantity, keeping the rest', () => {
    given(decider, opened)
      .when({ type: 'cart/changeEditMode', data: { options: { size: '12' } } })
      .then([{ type: 'cart/editModeChanged', data: { productId: 5, qty: 1, options: { color: '33', size: '12' } } }]);
    given(decider, opened).when({ type: 'cart/changeEditMode', data: { qty: 3 } }).then([{ type: 'cart/editModeChanged', data: { productId: 5, qty: 3, options: { color: '33' } } }]);
    given(decider).when({ type: 'cart/changeEditMode', data: { qty: 3 } }).thenThrows('cart/editModeOff');
  });

  it('closes back to null', () => {
    given(decider, opened).when({ type: 'cart/closeEditMode', data: {} }).then([{ type: 'cart/editModeClosed', data: {} }]);
    expect(given(decider, opened, { type: 'cart/editModeClosed', data: {} }).state.editMode).toBeNull();
    given(decider).when({ type: 'cart/closeEditMode', data: {} }).then([]);
  });
});

describe('cart decider: configuring a line (spec section 4 "Other cart actions")', () => {
  const children = [
    { sku: 'P-red-M', color: 'red', size: 'M' },
    { sku: 'P-blue-M', color: 'blue', size: 'M' },
    { sku: 'P-blue-L', color: 'blue', size: 'L' },
  ];
  const option: CartProductOption = { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: 'red' }, { option_id: 'size', option_value: 'M' }] } };
  const variant = added(line('L', 'P-red-M', { parentSku: 'P', typeId: 'configurable', product_option: option }));

  it('finds the child of its configurable parent by size and colour and updates the line with it', () => {
    const configured = {
      type: 'cart/itemConfigured' as const,
      data: {
        lineId: 'L',
        sku: 'P-blue-L',
        product_option: { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: 'blue' }, { option_id: 'size', option_value: 'L' }] } },
        checksum: '',
        // The variant before, for a rollback when the server refuses the change.
        previous: { sku: 'P-red-M', product_option: option, checksum: given(decider, variant).state.lines[0]!.checksum, price: 10, image: null, limits: {} },
      },
    };
    given(decider, variant).when({ type: 'cart/configureItem', data: { lineId: 'L', children, options: { color: 'blue', size: 'L' } } }).then([configured]);
    const after = given(decider, variant, configured).state.lines[0];
    expect(after?.sku).toBe('P-blue-L');
    expect(after?.product_option).toEqual(configured.data.product_option);
  });

  it('does nothing for a line without a configurable parent, and refuses a size and colour no child has', () => {
    given(decider, added(line('S', 'A'))).when({ type: 'cart/configureItem', data: { lineId: 'S', children, options: { color: 'blue' } } }).then([]);
    given(decider, variant)
      .when({ type: 'cart/configureItem', data: { lineId: 'L', children, options: { color: 'red', size: 'L' } } })
      .thenThrows('No such configuration for the product.');
  });
});

describe('cart decider: saving the edit screen (ADR 0052)', () => {
  const option: CartProductOption = { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: '49' }, { option_id: 'size', option_value: '167' }] } };
  const children = [
    { sku: 'M-BLACK-S', color: '49', size: '167', price: 51.56, image: '/m/1.jpg', limits: { available: 57 } },
    { sku: 'M-BLACK-M', color: '49', size: '168', price: 53.06, image: '/m/2.jpg', limits: { available: 64 } },
    { sku: 'M-GREY-S', color: '50', size: '167', price: 54.56, image: '/m/3.jpg', limits: { available: 2 } },
  ];
  const mats = line('L', 'M-BLACK-S', { parentSku: 'M', typeId: 'configurable', product_option: option, price: 51.56, productId: 16, serverItemId: 7 });
  const given_ = given(decider, added(mats));
  const checksum = given_.state.lines[0]!.checksum;
  const open = (options: Record<string, string>, qty = 1) => ({ type: 'cart/editModeOpened' as const, data: { productId: 16, qty, options, lineId: 'L' } });
  const save = { type: 'cart/saveEditMode' as const, data: { children } };
  const closed = { type: 'cart/editModeClosed' as const, data: {} };

  it('keeps the line it edits while options and quantity change', () => {
    given(decider, added(mats), open({ color: '49', size: '167' }))
      .when({ type: 'cart/changeEditMode', data: { options: { size: '168' } } })
      .then([{ type: 'cart/editModeChanged', data: { productId: 16, qty: 1, options: { color: '49', size: '168' }, lineId: 'L' } }]);
  });

  it('replaces the line with the child of the chosen size and colour, its price, image and limits, and the new quantity', () => {
    const chosen: CartProductOption = { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: '49' }, { option_id: 'size', option_value: '168' }] } };
    const configured = {
      type: 'cart/itemConfigured' as const,
      data: {
        lineId: 'L',
        sku: 'M-BLACK-M',
        product_option: chosen,
        checksum: optionsChecksum(chosen),
        previous: { sku: 'M-BLACK-S', product_option: option, checksum, price: 51.56, image: null, limits: {} },
        price: 53.06,
        image: '/m/2.jpg',
        limits: { available: 64 },
        qty: 3,
        prevQty: 1,
      },
    };
    given(decider, added(mats), open({ color: '49', size: '168' }, 3)).when(save).then([configured, closed]);
    const state = given(decider, added(mats), open({ color: '49', size: '168' }, 3), configured, closed).state;
    expect(state.editMode).toBeNull();
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]).toMatchObject({ id: 'L', sku: 'M-BLACK-M', parentSku: 'M', qty: 3, price: 53.06, image: '/m/2.jpg', serverItemId: 7 });
  });

  it('only changes the quantity when the variant stays, and closes without events when nothing changed', () => {
    given(decider, added(mats), open({ color: '49', size: '167' }, 2))
      .when(save)
      .then([{ type: 'cart/quantityChanged', data: { lineId: 'L', qty: 2, prevQty: 1, by: 'update', stock: 'ok' } }, closed]);
    given(decider, added(mats), open({ color: '49', size: '167' }, 1)).when(save).then([closed]);
  });

  it('merges into the line that already is the chosen variant', () => {
    const grey = line('G', 'M-GREY-S', { parentSku: 'M', typeId: 'configurable', qty: 1, price: 54.56 });
    given(decider, added(mats), added(grey), open({ color: '50', size: '167' }, 1))
      .when(save)
      .then([
        { type: 'cart/itemsRemoved', data: { lineIds: ['L'], serverItemIds: [7], serverSkus: ['M-BLACK-S'] } },
        { type: 'cart/quantityChanged', data: { lineId: 'G', qty: 2, prevQty: 1, by: 'update', stock: 'ok' } },
        closed,
      ]);
  });

  it("refuses a quantity the chosen variant cannot hold, in the spec's words, and stays open", () => {
    given(decider, added(mats), open({ color: '50', size: '167' }, 5))
      .when(save)
      .then([{ type: 'cart/quantityRefused', data: { lineId: 'L', qty: 5, notices: [error(CART_TEXTS.onlyAvailable, { maxQuantity: 2 })] } }]);
    given(decider, added(mats), open({ color: '49', size: '167' }, 0)).when(save).then([{ type: 'cart/quantityRefused', data: { lineId: 'L', qty: 0, notices: [error(CART_TEXTS.aboveZero)] } }]);
  });

  it('refuses options no child has, and a save with edit mode off', () => {
    given(decider, added(mats), open({ color: '50', size: '168' })).when(save).thenThrows(CART_TEXTS.noSuchConfiguration);
    given(decider, added(mats)).when(save).thenThrows('cart/editModeOff');
  });

  it('finds a child by any configurable option, not only size and colour (a wiper length)', () => {
    const wiper = line('W', 'WB-500', { parentSku: 'WB', typeId: 'configurable', product_option: { extension_attributes: { configurable_item_options: [{ option_id: 'wiper_length', option_value: '400' }] } } });
    const blades = [{ sku: 'WB-500', options: { wiper_length: '400' } }, { sku: 'WB-550', options: { wiper_length: '410' } }];
    const { state } = given(decider, added(wiper), { type: 'cart/editModeOpened', data: { productId: 1, qty: 1, options: { wiper_length: '410' }, lineId: 'W' } });
    const events = decider.decide({ type: 'cart/saveEditMode', data: { children: blades } }, state, { now: '2026-01-01T00:00:00.000Z', newId: () => 'x', storeCode: 'test' });
    expect(events[0]).toMatchObject({ type: 'cart/itemConfigured', data: { sku: 'WB-550' } });
  });
});
