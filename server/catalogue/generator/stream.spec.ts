import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/kernel/store-view/types';
import { ANCHORS, ANCHOR_ROWS } from './anchors';
import { buildCategoryTree } from './categories';
import { createContext } from './context';
import type { ProductBundle } from './rows';
import { productStream } from './stream';
import { isValidEan13, normId } from './text';

const tree = buildCategoryTree();
const generate = (products: number, seed: number): ProductBundle[] => [...productStream(createContext(seed, tree), products)];
const catalogue = generate(3000, 1);
const bySku = new Map(catalogue.map((b) => [b.product.sku, b]));
const byId = new Map(catalogue.map((b) => [b.product.id, b]));

describe('product stream', () => {
  it('is deterministic: the same seed gives the same products, another seed different ones', () => {
    const again = generate(3000, 1);
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
    const other = generate(3000, 2);
    expect(other.slice(ANCHOR_ROWS).map((b) => b.product.sku)).not.toEqual(catalogue.slice(ANCHOR_ROWS).map((b) => b.product.sku));
  });

  it('yields exactly the requested number of products with ids 1..N', () => {
    expect(catalogue).toHaveLength(3000);
    expect(catalogue.map((b) => b.product.id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    expect(generate(7, 3)).toHaveLength(7);
    expect(generate(0, 3)).toHaveLength(0);
  });

  it('has products of all six types, mostly simple', () => {
    const counts = new Map<string, number>();
    for (const b of catalogue) counts.set(b.product.type_id, (counts.get(b.product.type_id) ?? 0) + 1);
    for (const type of ['configurable', 'grouped', 'bundle', 'virtual', 'downloadable']) expect(counts.get(type)).toBeGreaterThan(3);
    expect(counts.get('simple')).toBeGreaterThan(2500);
  });

  it('gives unique skus and valid, unique EAN-13 codes', () => {
    expect(bySku.size).toBe(catalogue.length);
    const eans = catalogue.map((b) => b.product.ean).filter((e): e is string => e !== null);
    expect(eans.length).toBeGreaterThan(2800);
    expect(eans.every(isValidEan13)).toBe(true);
    expect(new Set(eans).size).toBe(eans.length);
  });

  it('gives unique url_paths per language that start with the parts category path', () => {
    for (const language of LANGUAGES) {
      const paths = catalogue.map((b) => b.i18n.find((row) => row.language === language)?.url_path);
      expect(new Set(paths).size).toBe(catalogue.length);
      expect(paths.every((p) => p !== undefined && /^[a-z0-9-]+(\/[a-z0-9-]+)+$/.test(p))).toBe(true);
    }
  });

  it('stores OE and OEM numbers as printed with their normalised forms', () => {
    for (const { product } of catalogue.slice(0, 500)) {
      expect(product.oe_norm).toEqual(product.oe_numbers.map(normId));
      expect(product.oem_norm).toEqual(product.oem_numbers.map(normId));
    }
    const parts = catalogue.filter((b) => b.product.type_id === 'simple' && b.product.parent_id === null);
    expect(parts.every((b) => b.product.oem_numbers.length > 0 && b.product.brand !== null)).toBe(true);
  });

  it('puts the parts category, its ancestors and the fitted engines, models and makes in category_ids', () => {
    const pads = byId.get(ANCHORS.brakePads.id)?.product;
    const padsCategory = tree.partByKey.get('brake-pads');
    expect(pads?.category_ids.slice(0, 2)).toEqual(padsCategory?.lineage);
    const engines = tree.engines.filter((e) => pads?.category_ids.includes(e.id));
    expect(new Set(engines.map((e) => `${e.make} ${e.model}`))).toEqual(new Set(['VW Golf VII', 'Skoda Octavia III']));
    for (const engine of engines) expect(pads?.category_ids).toEqual(expect.arrayContaining([engine.modelId, engine.makeId]));
  });

  it('makes configurable children simple, invisible and linked to their parent', () => {
    const parents = catalogue.filter((b) => b.product.type_id === 'configurable');
    for (const parent of parents) {
      const children = catalogue.filter((b) => b.product.parent_id === parent.product.id);
      expect(children.length).toBeGreaterThan(1);
      expect(children.every((c) => c.product.type_id === 'simple' && c.product.visibility === 1)).toBe(true);
      expect(parent.product.attrs.configurable_children_ids).toEqual(children.map((c) => c.product.id));
      expect(parent.product.price).toBe(Math.min(...children.map((c) => c.product.price)));
    }
  });

  it('links grouped and bundle products to products that exist', () => {
    for (const b of catalogue.filter((x) => x.product.type_id === 'grouped')) {
      const links = b.product.attrs.product_links as { linked_product_sku: string }[];
      expect(links.length).toBe(2);
      for (const link of links) expect(bySku.get(link.linked_product_sku)?.product.status).toBe(1);
    }
    for (const b of catalogue.filter((x) => x.product.type_id === 'bundle')) {
      const options = b.product.attrs.bundle_options as { product_links: { sku: string; is_default: boolean }[] }[];
      expect(options).toHaveLength(2);
      for (const option of options) {
        expect(option.product_links.filter((l) => l.is_default)).toHaveLength(1);
        for (const link of option.product_links) expect(bySku.get(link.sku)?.product.status).toBe(1);
      }
    }
  });

  it('sets special price windows relative to the fixed generatedAt', () => {
    const ctx = createContext(1, tree);
    const specials = catalogue.filter((b) => b.product.special_price !== null);
    expect(specials.length).toBeGreaterThan(100);
    const at = ctx.generatedAt;
    const windows = specials.map(({ product: p }) => (p.special_to_date !== null && Date.parse(p.special_to_date) < at ? 'expired' : Date.parse(p.special_from_date ?? '') > at ? 'future' : 'current'));
    expect(new Set(windows)).toEqual(new Set(['current', 'expired', 'future']));
    expect(specials.every((b) => (b.product.special_price ?? 0) < b.product.price)).toBe(true);
  });

  it('keeps some parts out of stock', () => {
    const out = catalogue.filter((b) => !b.stock.is_in_stock && b.product.type_id === 'simple');
    expect(out.length / catalogue.length).toBeGreaterThan(0.03);
    expect(out.every((b) => b.stock.qty === 0)).toBe(true);
  });
});
