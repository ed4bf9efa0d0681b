import { describe, expect, it } from 'vitest';
import {
  GROUPED_WITHOUT_LINKS,
  NO_AVAILABLE_VARIANTS,
  availableVariants,
  findVariant,
  groupedItems,
  productLoadError,
  selectVariant,
  selectableValues,
  stockStatus,
  variantByChildSku,
  variantsError,
  withAvailableVariants,
} from './product-rules';
import type { CatalogProduct, ProductVariant } from './types';

const child = (sku: string, color: string, size: string, extra: Partial<ProductVariant> = {}): ProductVariant => ({
  sku,
  status: 1,
  color,
  size,
  stock: { is_in_stock: true, qty: 5 },
  ...extra,
});

// Floor mats: black S/M, grey M (out of stock), grey L disabled (status 2).
const mats: CatalogProduct = {
  sku: 'MAT',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  configurable_options: [
    { attribute_code: 'color', label: 'Colour', values: [{ value_index: 49, label: 'Black' }, { value_index: 50, label: 'Grey' }] },
    { attribute_code: 'size', label: 'Size', values: [{ value_index: 167, label: 'S' }, { value_index: 168, label: 'M' }, { value_index: 169, label: 'L' }] },
  ],
  configurable_children: [
    child('MAT-B-S', '49', '167'),
    child('MAT-B-M', '49', '168'),
    child('MAT-G-M', '50', '168', { stock: { is_in_stock: false, qty: 0 } }),
    child('MAT-G-L', '50', '169', { status: 2 }),
  ],
};

describe('productLoadError (spec section 4 steps 2-3, section 8 wording)', () => {
  it('fails a product with status 2 or more', () => {
    expect(productLoadError({ status: 2, visibility: 4 })).toEqual({ reason: 'status', message: 'Product query returned empty result product status = 2' });
    expect(productLoadError({ status: 3, visibility: 1 })?.message).toBe('Product query returned empty result product status = 3');
  });

  it('fails a product not visible individually (visibility 1)', () => {
    expect(productLoadError({ status: 1, visibility: 1 })).toEqual({ reason: 'visibility', message: 'Product query returned empty result product visibility = 1' });
  });

  it('passes enabled, visible products (status 0 or 1; visibility 2, 3, 4)', () => {
    for (const visibility of [2, 3, 4]) expect(productLoadError({ status: 1, visibility })).toBeNull();
    expect(productLoadError({ status: 0, visibility: 4 })).toBeNull();
  });
});

describe('variants', () => {
  it('drops variants with status 2 or more', () => {
    expect(availableVariants(mats).map((v) => v.sku)).toEqual(['MAT-B-S', 'MAT-B-M', 'MAT-G-M']);
    const cleaned = withAvailableVariants(mats);
    expect(cleaned).not.toBe(mats);
    expect(cleaned.configurable_children).toHaveLength(3);
    expect(mats.configurable_children).toHaveLength(4);
  });

  it("says 'No available product variants' when no available variant is in stock", () => {
    expect(variantsError(mats)).toBeNull();
    const soldOut = { ...mats, configurable_children: [child('X', '49', '167', { stock: { is_in_stock: false } }), child('Y', '50', '168', { status: 2 })] };
    expect(variantsError(soldOut)).toBe(NO_AVAILABLE_VARIANTS);
    expect(variantsError({ ...mats, configurable_children: [] })).toBe('No available product variants');
    expect(variantsError({ sku: 'BP-1', type_id: 'simple', stock: { is_in_stock: false } })).toBeNull();
  });

  it('finds the variant of a selection, in stock first, reading custom_attributes too', () => {
    expect(findVariant(mats, { size: '168' })?.sku).toBe('MAT-B-M');
    expect(findVariant(mats, { color: '50' })?.sku).toBe('MAT-G-M');
    expect(findVariant(mats, { color: '50', size: '169' })).toBeUndefined();
    const coded = { ...mats, configurable_children: [{ sku: 'C', custom_attributes: [{ attribute_code: 'color', value: 49 }] }] };
    expect(findVariant(coded, { color: '49' })?.sku).toBe('C');
  });
});

describe('selectVariant (spec section 4 "Variant selection")', () => {
  it('selects the variant matching the new value', () => {
    const choice = selectVariant(mats, { color: '49', size: '167' }, { attribute: 'size', value: '168' });
    expect(choice).toEqual({ selection: { color: '49', size: '168' }, variant: mats.configurable_children?.[1], matched: true });
  });

  it('restores the previous value of that attribute when no variant matches', () => {
    const choice = selectVariant(mats, { color: '49', size: '167' }, { attribute: 'color', value: '50' });
    expect(choice.matched).toBe(false);
    expect(choice.selection).toEqual({ color: '49', size: '167' });
    expect(choice.variant?.sku).toBe('MAT-B-S');
  });

  it('clears the attribute when it had no previous value', () => {
    const choice = selectVariant(mats, { color: '50' }, { attribute: 'size', value: '167' });
    expect(choice).toEqual({ selection: { color: '50' }, variant: mats.configurable_children?.[2], matched: false });
  });

  it('never selects a disabled variant', () => {
    expect(selectVariant(mats, { color: '50' }, { attribute: 'size', value: '169' }).matched).toBe(false);
  });

  it('preselects the variant of the childSku in the URL', () => {
    expect(variantByChildSku(mats, 'MAT-B-M')).toEqual({ variant: mats.configurable_children?.[1], selection: { color: '49', size: '168' } });
    expect(variantByChildSku(mats, 'MAT-G-L')).toBeUndefined();
    expect(variantByChildSku(mats, 'NOPE')).toBeUndefined();
  });

  it('tells which values still lead to an in-stock variant', () => {
    expect(selectableValues(mats, { color: '49' })).toEqual({ color: ['49'], size: ['167', '168'] });
    expect(selectableValues(mats, { size: '168' })).toEqual({ color: ['49'], size: ['167', '168'] });
  });
});

describe('stockStatus (spec section 4, behaviour notes)', () => {
  it('is ok or out_of_stock by the stock object', () => {
    expect(stockStatus({ stock: { is_in_stock: true } }, { stockSync: false })).toBe('ok');
    expect(stockStatus({ stock: { is_in_stock: false } }, { stockSync: false })).toBe('out_of_stock');
    expect(stockStatus({ stock: { is_in_stock: false } }, { stockSync: true })).toBe('out_of_stock');
  });

  it('takes the default without one: volatile when stock sync is off', () => {
    expect(stockStatus({}, { stockSync: false })).toBe('volatile');
    expect(stockStatus({}, { stockSync: true })).toBe('ok');
  });

  it('prefers a synchronised stock entry to the document', () => {
    expect(stockStatus({ stock: { is_in_stock: true } }, { stockSync: true, synced: { is_in_stock: false, qty: 0 } })).toBe('out_of_stock');
  });
});

describe('groupedItems', () => {
  it('lists the associated products with their quantities', () => {
    const grouped: CatalogProduct = {
      sku: 'GRP',
      type_id: 'grouped',
      product_links: [
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'BP-1', qty: 1 },
        { sku: 'GRP', link_type: 'related', linked_product_sku: 'OF-1', qty: 1 },
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'BP-2', qty: 2 },
        { sku: 'GRP', link_type: 'associated', linked_product_sku: 'BD-1' },
      ],
    };
    expect(groupedItems(grouped)).toEqual([
      { sku: 'BP-1', qty: 1 },
      { sku: 'BP-2', qty: 2 },
      { sku: 'BD-1', qty: 1 },
    ]);
    expect(groupedItems({ sku: 'G', type_id: 'grouped' })).toEqual([]);
    expect(GROUPED_WITHOUT_LINKS).toBe('Product with type grouped has no product_links set!');
  });

  it('reads the quantity Magento keeps in extension_attributes (the demo catalogue)', () => {
    const grouped: CatalogProduct = {
      sku: 'KIT',
      type_id: 'grouped',
      product_links: [
        { sku: 'KIT', link_type: 'associated', linked_product_sku: 'ATE-1', extension_attributes: { qty: 1 } },
        { sku: 'KIT', link_type: 'associated', linked_product_sku: 'ATE-2', extension_attributes: { qty: 2 } },
      ],
    };
    expect(groupedItems(grouped)).toEqual([
      { sku: 'ATE-1', qty: 1 },
      { sku: 'ATE-2', qty: 2 },
    ]);
  });
});
