import { describe, expect, it } from 'vitest';
import {
  addToCartBlock,
  categoryTrail,
  chooseBundleLink,
  chosenBundleValue,
  embedUrl,
  isOptionalBundleOption,
  isValidQuantity,
  missingBundleOptions,
  missingCustomOptions,
  NO_BUNDLE_LINK,
  partPriceOf,
  productMedia,
  quantityStep,
  specifications,
  type AddToCartState,
} from './product-page';
import { bundlePrice, bundleSelection, defaultBundleChoice, type BundleChoice } from './prices';
import type { BundleOption, CatalogProduct } from './types';

describe('productMedia', () => {
  it('puts the main image first, then the gallery by position without repeats', () => {
    expect(productMedia({ image: '/a.jpg', media_gallery: [{ image: '/c.jpg', pos: 3 }, { image: '/a.jpg', pos: 1 }, { image: '/b.jpg', pos: 2 }] })).toEqual([
      { kind: 'image', path: '/a.jpg' },
      { kind: 'image', path: '/b.jpg' },
      { kind: 'image', path: '/c.jpg' },
    ]);
    expect(productMedia({})).toEqual([]);
  });

  it('turns video entries into a player or a video file with the entry image as poster', () => {
    const media = productMedia({
      image: '/a.jpg',
      media_gallery: [
        { image: '/yt.jpg', pos: 2, typ: 'external-video', lab: 'Fitting', vid: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'How to fit' } },
        { image: '/mp4.jpg', pos: 3, typ: 'video', vid: { url: '/media/fit.mp4', title: 'Close-up' } },
        { image: '/bad.jpg', pos: 4, typ: 'video', vid: { url: 'http://example.com/x.mp4', title: 'Insecure' } },
        { image: '/none.jpg', pos: 5, typ: 'video', vid: null },
      ],
    });
    expect(media).toEqual([
      { kind: 'image', path: '/a.jpg' },
      { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'How to fit', poster: '/yt.jpg' },
      { kind: 'video', url: '/media/fit.mp4', title: 'Close-up', poster: '/mp4.jpg' },
      // A video entry without a video shows its image.
      { kind: 'image', path: '/none.jpg' },
    ]);
  });
});

describe('embedUrl', () => {
  it('knows YouTube and Vimeo pages and refuses the rest', () => {
    expect(embedUrl('https://youtu.be/abc_123')).toBe('https://www.youtube-nocookie.com/embed/abc_123');
    expect(embedUrl('https://www.youtube.com/shorts/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz');
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrl('http://www.youtube.com/watch?v=abc')).toBeUndefined();
    expect(embedUrl('https://example.com/watch?v=abc')).toBeUndefined();
    expect(embedUrl('https://www.youtube.com/watch?v=<script>')).toBeUndefined();
    expect(embedUrl('not a url')).toBeUndefined();
  });
});

describe('categoryTrail', () => {
  it('follows the deepest category up through the categories the product names', () => {
    expect(
      categoryTrail([
        { category_id: 10, name: 'Pidurid', slug: 'pidurid', path: 'pidurid' },
        { category_id: 11, name: 'Piduriklotsid', slug: 'piduriklotsid', path: 'pidurid/piduriklotsid' },
        { category_id: 43, name: 'Teenused', slug: 'teenused', path: 'teenused' },
      ]),
    ).toEqual([
      { name: 'Pidurid', slug: 'pidurid' },
      { name: 'Piduriklotsid', slug: 'piduriklotsid' },
    ]);
  });

  it('gives the deepest category alone when its ancestors are not listed, and nothing without categories', () => {
    expect(categoryTrail([{ category_id: 11, name: 'Brake pads', slug: 'brake-pads', path: 'brakes/brake-pads' }])).toEqual([{ name: 'Brake pads', slug: 'brake-pads' }]);
    expect(categoryTrail([{ category_id: 11, name: 'Brake pads', slug: 'brake-pads' }])).toEqual([{ name: 'Brake pads', slug: 'brake-pads' }]);
    expect(categoryTrail(undefined)).toEqual([]);
  });
});

describe('specifications', () => {
  const attributes = [{ attribute_code: 'item_class', frontend_label: 'Quality class', options: [{ value: '2', label: 'Premium' }] }];
  it('labels the values by the attribute documents, the variant before the product', () => {
    const product: CatalogProduct = { sku: 'P', type_id: 'simple', item_class: 2, item_class_2: 1 };
    expect(specifications(product, undefined, attributes)).toEqual([
      { code: 'item_class', label: 'Quality class', value: 'Premium' },
      { code: 'item_class_2', label: 'item_class_2', value: '1' },
    ]);
    expect(specifications(product, { sku: 'V', item_class: 3 }, attributes, ['item_class'])).toEqual([{ code: 'item_class', label: 'Quality class', value: '3' }]);
    expect(specifications({ sku: 'P', type_id: 'simple' }, undefined, attributes)).toEqual([]);
  });
});

describe('quantity', () => {
  it('steps by quantity_step, else the stock increments, else 1', () => {
    expect(quantityStep({ quantity_step: 4 })).toBe(4);
    expect(quantityStep({ stock: { qty_increments: 2 } })).toBe(2);
    expect(quantityStep({ quantity_step: 0, stock: { qty_increments: null } })).toBe(1);
    expect(quantityStep({})).toBe(1);
    // Whole units only: the cart refuses fractional quantities, so a fractional step is no step.
    expect(quantityStep({ quantity_step: 0.5 })).toBe(1);
    expect(quantityStep({ quantity_step: 2.5, stock: { qty_increments: 3 } })).toBe(3);
  });

  it('accepts positive multiples of the step only', () => {
    expect(isValidQuantity(8, 4)).toBe(true);
    expect(isValidQuantity(6, 4)).toBe(false);
    expect(isValidQuantity(0.3, 0.1)).toBe(true);
    expect(isValidQuantity(0, 1)).toBe(false);
    expect(isValidQuantity(Number.NaN, 1)).toBe(false);
  });
});

describe('bundle choices', () => {
  const options: BundleOption[] = [
    { option_id: 221, title: 'Oil', required: true, product_links: [{ id: 8, sku: 'OIL-A', qty: 1, is_default: true }, { id: 9, sku: 'OIL-B', qty: 1 }] },
    { option_id: 222, title: 'Filter', required: true, product_links: [{ id: 1, sku: 'FLT-A', qty: 2 }, { id: 2, sku: 'FLT-B', qty: 2 }] },
    { option_id: 223, title: 'Extras', required: false, product_links: [{ id: 3, sku: 'X', qty: 1 }] },
  ];
  const parts = [
    { sku: 'OIL-A', price: 40, price_incl_tax: 49.6 },
    { sku: 'OIL-B', price: 30, price_incl_tax: 37.2 },
    { sku: 'FLT-A', price: 10, price_incl_tax: 12.4 },
  ];
  const now = new Date('2026-06-01T00:00:00Z');

  it('lists the required options without a choice', () => {
    expect(missingBundleOptions(options, defaultBundleChoice(options)).map((o) => o.option_id)).toEqual([222]);
    expect(missingBundleOptions(options, { '221': { linkId: 9 }, '222': { linkId: 1 } })).toEqual([]);
  });

  it('prices the chosen parts incl. or excl. tax: the sum of price x qty', () => {
    const choice = { '221': { linkId: 9 }, '222': { linkId: 1 } };
    expect(bundlePrice(bundleSelection(options, choice, partPriceOf(parts, { showTax: true, now })))).toBe(62);
    expect(bundlePrice(bundleSelection(options, choice, partPriceOf(parts, { showTax: false, now })))).toBe(50);
    expect(partPriceOf(parts, { showTax: true, now })('MISSING')).toBeUndefined();
  });

  it('clears an optional option with "None" (priced 0: the price drops by its part) but never a required one', () => {
    const [oil, , extras] = options as [BundleOption, BundleOption, BundleOption];
    const priced = [...parts, { sku: 'X', price: 5, price_incl_tax: 6.2 }];
    const price = (choice: BundleChoice) => bundlePrice(bundleSelection(options, choice, partPriceOf(priced, { showTax: true, now })));
    const withExtras = chooseBundleLink({ '221': { linkId: 9 }, '222': { linkId: 1 } }, extras, '3');
    expect(price(withExtras)).toBe(68.2);
    expect(chosenBundleValue(withExtras, extras)).toBe('3');

    const cleared = chooseBundleLink(withExtras, extras, NO_BUNDLE_LINK);
    expect(cleared).toEqual({ '221': { linkId: 9 }, '222': { linkId: 1 } });
    expect(price(cleared)).toBe(62);
    expect(chosenBundleValue(cleared, extras)).toBe(NO_BUNDLE_LINK);
    expect(missingBundleOptions(options, cleared)).toEqual([]);

    expect(chooseBundleLink(cleared, oil, NO_BUNDLE_LINK)).toBe(cleared);
    expect(chosenBundleValue({}, oil)).toBeNull();
    expect([oil, extras].map(isOptionalBundleOption)).toEqual([false, true]);
    expect(isOptionalBundleOption({ option_id: 1, product_links: [] })).toBe(false);
  });
});

describe('missingCustomOptions', () => {
  it('lists required options left empty', () => {
    const options = [
      { option_id: 1, title: 'Engraving', type: 'field', is_require: true },
      { option_id: 2, title: 'Colour', type: 'drop_down', is_require: 1, values: [{ option_type_id: 5 }] },
      { option_id: 3, title: 'Gift wrap', type: 'checkbox', is_require: false, values: [{ option_type_id: 6 }] },
    ];
    expect(missingCustomOptions(options, {}).map((o) => o.option_id)).toEqual([1, 2]);
    expect(missingCustomOptions(options, { '1': '  ', '2': ['5'] }).map((o) => o.option_id)).toEqual([1]);
    expect(missingCustomOptions(options, { '1': 'AB', '2': '5' })).toEqual([]);
    expect(missingCustomOptions(undefined, {})).toEqual([]);
  });
});

describe('addToCartBlock', () => {
  const ready: AddToCartState = { typeId: 'simple', stock: 'ok', variantChosen: false, missingBundleOptions: 0, missingCustomOptions: 0, groupedParts: 0, qty: 1, step: 1 };
  it('allows a simple product in stock (volatile too)', () => {
    expect(addToCartBlock(ready)).toBeNull();
    expect(addToCartBlock({ ...ready, stock: 'volatile' })).toBeNull();
  });

  it('names the first thing missing', () => {
    expect(addToCartBlock({ ...ready, stock: 'out_of_stock', qty: 0 })).toBe('outOfStock');
    expect(addToCartBlock({ ...ready, typeId: 'configurable' })).toBe('chooseVariant');
    expect(addToCartBlock({ ...ready, typeId: 'configurable', variantChosen: true })).toBeNull();
    expect(addToCartBlock({ ...ready, typeId: 'bundle', missingBundleOptions: 1 })).toBe('chooseBundle');
    expect(addToCartBlock({ ...ready, typeId: 'grouped' })).toBe('noParts');
    expect(addToCartBlock({ ...ready, typeId: 'grouped', groupedParts: 2 })).toBeNull();
    expect(addToCartBlock({ ...ready, missingCustomOptions: 1 })).toBe('requiredOptions');
    expect(addToCartBlock({ ...ready, qty: 3, step: 2 })).toBe('quantity');
  });
});
