import { describe, expect, it } from 'vitest';
import { findStoreView } from '../../../src/app/store-views';
import type { StoreView } from '../../../src/kernel/store-view/types';
import { forEachDatabase } from '../../testing';
import { loadDocuments } from './index';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './test-fixture';

const view = (code: string): StoreView => {
  const found = findStoreView(code);
  if (!found) throw new Error(code);
  return found;
};
const eng = view('eng');
const est = view('est');
const fin = view('fin');

forEachDatabase('document loaders', ({ db }) => {

  const one = async (type: Parameters<typeof loadDocuments>[1], id: number, v = eng) => {
    const [doc] = await loadDocuments(db(), type, [id], v, { now: FIXTURE_NOW });
    if (!doc) throw new Error(`no ${type} ${id}`);
    return doc;
  };

  describe('loadDocuments', () => {
    it('keeps the order of the ids, skips missing ones and accepts string ids', async () => {
      const docs = await loadDocuments(db(), 'product', [7, 999, '1', 3], eng, { now: FIXTURE_NOW });
      expect(docs.map((d) => d.sku)).toEqual(['GRP', 'BP-1', 'WB']);
      expect(await loadDocuments(db(), 'product', [], eng, { now: FIXTURE_NOW })).toEqual([]);
    });

    it('builds a product with translated texts, attrs, stock, parts categories and tax of the view country', async () => {
      const doc = await one('product', 1);
      expect(doc).toMatchObject({
        id: 1, sku: 'BP-1', type_id: 'simple', name: 'Brake pads, front — ATE', url_path: 'brakes/brake-pads/brake-pads-front-ate-1',
        short_description: 'Front', image: '/a/t/bp-1.jpg', item_class: '7', category_ids: [2, 10, 11, 100], oe_numbers: ['04E 115 561 H'],
        stock: { product_id: 1, qty: 5, is_in_stock: true },
        price: 30, price_incl_tax: 37.2, original_price: 40, original_price_incl_tax: 49.6, special_price: 30, special_price_incl_tax: 37.2,
        final_price: 30, final_price_incl_tax: 37.2, original_special_price: 30,
        tier_prices: [{ customer_group_id: 0, qty: 4, value: 28, value_incl_tax: 34.72 }],
      });
      // root and vehicle categories are not listed, only parts categories with the view's names and paths
      expect(doc.category).toEqual([
        { category_id: 10, name: 'Brakes', slug: 'brakes', path: 'brakes' },
        { category_id: 11, name: 'Brake pads', slug: 'brake-pads', path: 'brakes/brake-pads' },
      ]);
      const estDoc = await one('product', 1, est);
      expect(estDoc).toMatchObject({ name: 'Piduriklotsid, ees — ATE', category: [{ name: 'Pidurid' }, { name: 'Piduriklotsid' }] });
      expect((await one('product', 1, fin)).price_incl_tax).toBe(37.65);
    });

    it('leaves the special price out when its window is over', async () => {
      const doc = await one('product', 2);
      expect(doc).toMatchObject({ price: 50, price_incl_tax: 62, final_price: 50, original_special_price: 40, stock: { is_in_stock: false } });
      expect(doc).not.toHaveProperty('special_price');
    });

    it('prices a configurable by its cheapest child in stock and lists children and translated options', async () => {
      const doc = await one('product', 3);
      expect(doc).toMatchObject({ price: 12, price_incl_tax: 14.88 });
      const children = doc.configurable_children as Record<string, unknown>[];
      expect(children.map((c) => c.sku)).toEqual(['WB-450', 'WB-500']);
      expect(children[1]).toMatchObject({ price_incl_tax: 12.4, stock: { is_in_stock: false }, wiper_length: '500' });
      expect(children[0]?.custom_attributes).toContainEqual({ attribute_code: 'wiper_length', value: '450' });
      expect(doc.configurable_options).toEqual([
        { id: 1, attribute_id: 1, attribute_code: 'wiper_length', label: 'Wiper length', position: 0, product_id: 3, values: [{ value_index: '450', label: '450 mm' }, { value_index: '500', label: '500 mm' }] },
      ]);
      expect(((await one('product', 3, est)).configurable_options as { label: string }[])[0]?.label).toBe('Klaasipuhasti pikkus');
    });

    it('sums bundle default selections and grouped parts times their quantities', async () => {
      expect(await one('product', 6)).toMatchObject({ price: 60, price_incl_tax: 74.4, original_price: 80, original_price_incl_tax: 99.2, special_price_incl_tax: 74.4 });
      expect(await one('product', 7)).toMatchObject({ price: 130, price_incl_tax: 161.2, original_price_incl_tax: 173.6 });
    });

    it('uses the rate of the product tax class', async () => {
      expect(await one('product', 8)).toMatchObject({ price: 9.99, price_incl_tax: 10.89, price_tax: 0.9 });
    });

    it('builds categories with the subtree, counts and translated texts', async () => {
      const doc = await one('category', 10);
      expect(doc).toMatchObject({ id: 10, parent_id: 2, name: 'Brakes', url_path: 'brakes', path: '1/2/10', level: 2, children_count: 2, product_count: 2 });
      expect((doc.children_data as { id: number; name: string }[]).map((c) => [c.id, c.name])).toEqual([[11, 'Brake pads'], [12, 'Brake discs']]);
      const root = await one('category', 2);
      expect(root.children_count).toBe(3);
      // configurable children (visibility 1) and the disabled, invisible part are not counted
      expect(root.product_count).toBe(6);
      expect((await one('category', 11, est)).name).toBe('Piduriklotsid');
    });

    it('recounts products when the catalogue changes', async () => {
    expect((await one('category', 12)).product_count).toBe(1);
    await db().exec("INSERT INTO product (id, sku, type_id, price, category_ids) VALUES (60, 'NEW-1', 'simple', 1, '{2,10,12}')");
    expect((await one('category', 12)).product_count).toBe(2);
    await db().exec('DELETE FROM product WHERE id = 60');
    expect((await one('category', 12)).product_count).toBe(1);
  });

  it('builds attributes, tax rules, reviews and CMS documents', async () => {
      expect(await one('attribute', 1, est)).toMatchObject({ attribute_id: 1, attribute_code: 'wiper_length', frontend_label: 'Klaasipuhasti pikkus', is_filterable: true });
      expect(await one('taxrule', 1)).toMatchObject({ id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], tax_rates_ids: [1, 2], rates: [{ tax_country_id: 'EE', rate: 24 }, { tax_country_id: 'FI' }] });
      expect(await one('review', 1)).toMatchObject({ id: 1, product_id: 1, title: 'Good', review_status: 1 });
      expect(await one('cms_page', 1, est)).toMatchObject({ id: 1, identifier: 'privacy', title: 'Privaatsuspoliitika', store_id: 2 });
      expect(await one('cms_block', 1)).toMatchObject({ identifier: 'footer', title: 'Footer', store_id: 4 });
      expect(await one('cms_hierarchy', 1)).toMatchObject({ identifier: 'privacy', page_id: 1, request_url: 'privacy' });
      expect(await loadDocuments(db(), 'cms_page', [2], est, { now: FIXTURE_NOW })).toEqual([]);
    });
  });
}, FIXTURE_DATABASE);
