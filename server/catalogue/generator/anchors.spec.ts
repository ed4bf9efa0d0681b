import { describe, expect, it } from 'vitest';
import { ANCHORS, ANCHOR_ROWS } from './anchors';
import { buildCategoryTree } from './categories';
import { createContext } from './context';
import { productStream, MIN_PRODUCTS_FOR_ANCHORS } from './stream';

const tree = buildCategoryTree();
const products = (seed: number, n = MIN_PRODUCTS_FOR_ANCHORS) => [...productStream(createContext(seed, tree), n)];

describe('anchors', () => {
  it.each([1, 7, 123456])('are present with their documented ids, skus and English url_paths (seed %i)', (seed) => {
    const catalogue = products(seed);
    for (const anchor of Object.values(ANCHORS)) {
      const found = catalogue.find((b) => b.product.sku === anchor.sku);
      expect(found?.product.id, anchor.sku).toBe(anchor.id);
      expect(found?.i18n.find((row) => row.language === 'en')?.url_path, anchor.sku).toBe(anchor.urlPath);
    }
    expect(Math.max(...Object.values(ANCHORS).map((a) => a.id))).toBe(ANCHOR_ROWS);
  });

  it('are left out below 50 products', () => {
    expect(products(1, 49).some((b) => b.product.sku === ANCHORS.oilFilter.sku)).toBe(false);
  });

  const catalogue = products(1);
  const get = (id: number) => {
    const found = catalogue.find((b) => b.product.id === id);
    if (!found) throw new Error(`no product ${id}`);
    return found;
  };

  it('has the MANN-FILTER HU 7020 z oil filter with its OE numbers, fitting VW, Audi and Skoda', () => {
    const { product, i18n } = get(ANCHORS.oilFilter.id);
    expect(product.oe_numbers).toEqual(['04E 115 561 H', '04E 115 561 T']);
    expect(product.oe_norm).toEqual(['04E115561H', '04E115561T']);
    expect(i18n.find((r) => r.language === 'en')?.name).toBe('Oil filter — MANN-FILTER HU 7020 z');
    const makes = tree.engines.filter((e) => product.category_ids.includes(e.id)).map((e) => e.make);
    expect(new Set(makes)).toEqual(new Set(['VW', 'Audi', 'Skoda']));
    expect(get(ANCHORS.otherOilFilter.id).product.oe_norm).toEqual(['04E115561B']);
  });

  it('keeps the anchor OE numbers unique: no generated part prints 04E 115 561 ...', () => {
    const many = products(1, 5000);
    const holders = many.filter((b) => b.product.oe_norm.some((oe) => oe.startsWith('04E115561')));
    expect(holders.map((b) => b.product.id).sort((x, y) => x - y)).toEqual([1, 2]);
  });

  it('has front brake pads named "Brake pads, front — ..." in English', () => {
    expect(get(ANCHORS.brakePads.id).i18n.find((r) => r.language === 'en')?.name).toBe('Brake pads, front — ATE 13.0460-7184.2');
  });

  it('has one product of each type, an out-of-stock part, a current and an expired special price', () => {
    expect(new Set(catalogue.slice(0, ANCHOR_ROWS).map((b) => b.product.type_id))).toEqual(new Set(['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable']));
    expect(get(ANCHORS.outOfStock.id).stock).toMatchObject({ qty: 0, is_in_stock: false });
    const ctx = createContext(1, tree);
    const current = get(ANCHORS.currentSpecial.id).product;
    expect(current).toMatchObject({ price: 54.9, special_price: 39.9 });
    expect(Date.parse(current.special_from_date ?? '')).toBeLessThan(ctx.generatedAt);
    expect(Date.parse(current.special_to_date ?? '')).toBeGreaterThan(ctx.generatedAt);
    const expired = get(ANCHORS.expiredSpecial.id).product;
    expect(Date.parse(expired.special_to_date ?? '')).toBeLessThan(ctx.generatedAt);
    expect(get(ANCHORS.disabled.id).product.status).toBe(2);
  });

  it('builds the configurable, grouped and bundle anchors from the documented skus', () => {
    const children = catalogue.filter((b) => b.product.parent_id === ANCHORS.wiperBlades.id).map((b) => b.product.sku);
    expect(children).toEqual(ANCHORS.wiperBlades.childSkus);
    expect(catalogue.filter((b) => b.product.parent_id === ANCHORS.floorMats.id).map((b) => b.product.sku)).toEqual(ANCHORS.floorMats.childSkus);
    const links = get(ANCHORS.brakeKit.id).product.attrs.product_links as { linked_product_sku: string }[];
    expect(links.map((l) => l.linked_product_sku)).toEqual([ANCHORS.brakePads.sku, ANCHORS.brakeDisc.sku]);
    const options = get(ANCHORS.serviceKit.id).product.attrs.bundle_options as { product_links: { sku: string }[] }[];
    expect(options.map((o) => o.product_links.map((l) => l.sku))).toEqual([[ANCHORS.engineOil.sku, ANCHORS.otherEngineOil.sku], [ANCHORS.oilFilter.sku, ANCHORS.dieselOilFilter.sku]]);
  });
});
