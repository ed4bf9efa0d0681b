import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../../catalogue/documents/test-fixture';
import { loadDocuments } from '../../catalogue/documents';
import { forEachDatabase } from '../../testing';
import { storeViews } from '../../../src/app/store-views';
import { LINE_MESSAGES, priceQuote } from '.';
import type { QuoteAddress, QuoteContext, QuoteLineInput } from './types';

const view = (code: string) => {
  const found = storeViews.find((v) => v.storeCode === code);
  if (!found) throw new Error(code);
  return found;
};
const EE_TALLINN: QuoteAddress = { country_id: 'EE', city: 'Tallinn', postcode: '10115', street: ['Narva mnt 1'] };
const FI_HELSINKI: QuoteAddress = { country_id: 'FI', city: 'Helsinki', postcode: '00100' };
const ctx = (overrides: Partial<QuoteContext> = {}): QuoteContext => ({ view: view('est'), now: FIXTURE_NOW, customer: null, ...overrides });

/** Products the fixture lacks: custom options, quantity steps and a sale limit. */
const EXTRA_SQL = `
INSERT INTO product (id, sku, type_id, status, visibility, price, tax_class_id, attrs) VALUES
  (50, 'CUSTOM', 'simple', 1, 4, 100, 2, '{"custom_options":[{"option_id":1,"title":"Engraving","type":"field","price":5,"price_type":"fixed"},{"option_id":2,"title":"Finish","type":"drop_down","values":[{"option_type_id":10,"title":"Gold","price":10,"price_type":"percent"},{"option_type_id":11,"title":"Plain","price":0,"price_type":"fixed"}]}]}'),
  (51, 'STEP', 'simple', 1, 4, 10, 2, '{}'),
  (52, 'FREE-STOCK', 'simple', 1, 4, 10, 2, '{"tier_prices":[{"customer_group_id":32000,"qty":2,"value":8}]}'),
  (53, 'KIT-FLEX', 'bundle', 1, 4, 0, 2, '{"bundle_options":[{"option_id":1,"required":true,"product_links":[{"id":52,"sku":"FREE-STOCK","qty":1,"can_change_quantity":1,"is_default":true}]},{"option_id":2,"required":true,"product_links":[{"id":50,"sku":"CUSTOM","qty":1,"can_change_quantity":0,"is_default":true}]}]}');
INSERT INTO stock (product_id, qty, is_in_stock, manage_stock, max_sale_qty, qty_increments) VALUES
  (50, 100, true, true, 10000, 1), (51, 100, true, true, 20, 4), (52, 0, true, false, 10000, 1), (53, 0, true, false, 10000, 1);`;

forEachDatabase('quote engine', ({ db }) => {
  beforeAll(async () => {
    await db().exec(EXTRA_SQL);
  });
  const quote = (lines: QuoteLineInput[], overrides: Partial<QuoteContext> = {}) => priceQuote(db(), lines, ctx(overrides));
  const problemOf = async (line: QuoteLineInput) => (await quote([line])).problems.map((p) => p.message);

  describe('line prices', () => {
    it('agree with the product page (loadDocuments) in the view tax country', async () => {
      for (const code of ['est', 'fin']) {
        const docs = await loadDocuments(db(), 'product', [1, 8], view(code), { now: FIXTURE_NOW });
        const { lines } = await quote([{ sku: 'BP-1', qty: 1 }, { sku: 'MANUAL', qty: 1 }, { sku: 'WB-450', qty: 1 }], { view: view(code) });
        expect(lines.map((l) => l.price_incl_tax).slice(0, 2)).toEqual(docs.map((d) => d.final_price_incl_tax));
        const wb = (await loadDocuments(db(), 'product', [3], view(code), { now: FIXTURE_NOW }))[0] as { configurable_children: { sku: string; final_price_incl_tax: number }[] };
        expect(lines[2]?.price_incl_tax).toBe(wb.configurable_children.find((c) => c.sku === 'WB-450')?.final_price_incl_tax);
      }
      const { lines } = await quote([{ sku: 'BP-1', qty: 1 }, { sku: 'MANUAL', qty: 1 }]);
      expect(lines.map((l) => [l.price, l.price_incl_tax, l.tax_percent])).toEqual([[30, 37.2, 24], [9.99, 10.89, 9]]);
    });

    it('uses the special price only inside its window and a lower tier price for the quantity and group', async () => {
      expect((await quote([{ sku: 'BP-1', qty: 1 }], { now: new Date('2026-04-30T23:59:59Z') })).lines[0]?.price_incl_tax).toBe(49.6);
      const tier = (await quote([{ sku: 'BP-1', qty: 4 }])).lines[0];
      expect([tier?.price, tier?.price_incl_tax, tier?.row_total_incl_tax]).toEqual([28, 34.72, 138.88]);
      const customer = (await quote([{ sku: 'BP-1', qty: 4 }], { customer: { id: 1, email: 'a@b.ee', group_id: 1 } })).lines[0];
      expect(customer?.price_incl_tax).toBe(37.2);
      expect((await quote([{ sku: 'FREE-STOCK', qty: 2 }], { customer: { id: 1, email: 'a@b.ee', group_id: 1 } })).lines[0]?.price).toBe(8);
    });

    it('prices configurable children, bundles by selection and custom options', async () => {
      const child = await quote([{ sku: 'WB-450', qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: '1', option_value: '450' }] } } }]);
      expect(child.lines[0]).toMatchObject({ sku: 'WB-450', product_type: 'configurable', price: 12, price_incl_tax: 14.88 });
      const kit = await quote([{ sku: 'KIT', qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [1] }] } } }]);
      expect(kit.lines[0]).toMatchObject({ sku: 'KIT', product_type: 'bundle', price: 60, price_incl_tax: 74.4 });
      expect((await quote([{ sku: 'KIT', qty: 1 }])).lines[0]?.price).toBe(60);
      const custom = await quote([{ sku: 'CUSTOM', qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'AB' }, { option_id: '2', option_value: '10' }] } } }]);
      expect(custom.lines[0]).toMatchObject({ price: 115, price_incl_tax: 142.6 });
    });

    it('takes a bundle option quantity only as a whole number, and only where the link lets the shopper change it', async () => {
      const flex = (oil: unknown, filter: unknown) => ({
        sku: 'KIT-FLEX',
        qty: 1,
        product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: oil as number, option_selections: [52] }, { option_id: 2, option_qty: filter as number, option_selections: [50] }] } },
      });
      // FREE-STOCK 10 x 3 (its link lets the quantity change) + CUSTOM 100 x 1 (fixed: the sent 5 is ignored).
      expect((await quote([flex(3, 5)])).lines[0]?.price).toBe(130);
      for (const bad of [0.01, 0.000001, 0, -1, 1.5, '2', Number.NaN]) {
        expect(await problemOf(flex(bad, 1)), String(bad)).toEqual([LINE_MESSAGES.positiveInteger]);
        expect(await problemOf(flex(1, bad)), String(bad)).toEqual([LINE_MESSAGES.positiveInteger]);
      }
      // The fixture's KIT link has no can_change_quantity: its own qty 2 counts whatever is sent.
      const kit = (optionQty: number) => quote([{ sku: 'KIT', qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: optionQty, option_selections: [1] }] } } }]);
      expect((await kit(1)).lines[0]?.price).toBe(60);
      expect((await kit(7)).lines[0]?.price).toBe(60);
    });

    it('refuses configurations that do not exist', async () => {
      const none = [LINE_MESSAGES.noSuchConfiguration];
      expect(await problemOf({ sku: 'WB', qty: 1 })).toEqual(none);
      expect(await problemOf({ sku: 'GRP', qty: 1 })).toEqual(none);
      expect(await problemOf({ sku: 'WB-450', qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: 1, option_value: '500' }] } } })).toEqual(none);
      expect(await problemOf({ sku: 'KIT', qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: 9, option_qty: 1, option_selections: [1] }] } } })).toEqual(none);
      expect(await problemOf({ sku: 'KIT', qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [99] }] } } })).toEqual(none);
      expect(await problemOf({ sku: 'CUSTOM', qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 7, option_value: 'x' }] } } })).toEqual(none);
      expect(await problemOf({ sku: 'CUSTOM', qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 2, option_value: '12' }] } } })).toEqual(none);
    });

    it('names every stock and quantity problem', async () => {
      expect(await problemOf({ sku: 'NOPE', qty: 1 })).toEqual(['Product query returned empty result']);
      expect(await problemOf({ sku: 'HIDDEN', qty: 1 })).toEqual(['Product query returned empty result']);
      expect(await problemOf({ sku: 'BP-2', qty: 1 })).toEqual(['This product is out of stock.']);
      expect(await problemOf({ sku: 'WB-500', qty: 1 })).toEqual(['This product is out of stock.']);
      expect(await problemOf({ sku: 'BP-1', qty: 6 })).toEqual(['Only 5 products of this type are available.']);
      expect(await problemOf({ sku: 'BP-1', qty: 5 })).toEqual([]);
      expect(await problemOf({ sku: 'KIT', qty: 3 })).toEqual(['Only 2 products of this type are available.']);
      expect(await problemOf({ sku: 'KIT', qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [2] }] } } })).toEqual(['This product is out of stock.']);
      expect(await problemOf({ sku: 'BP-1', qty: 0 })).toEqual(['Quantity must be above 0']);
      expect(await problemOf({ sku: 'BP-1', qty: -2 })).toEqual(['Quantity must be above 0']);
      expect(await problemOf({ sku: 'BP-1', qty: 1.5 })).toEqual(['Quantity must be a positive integer']);
      expect(await problemOf({ sku: 'BP-1', qty: Number.NaN })).toEqual(['Quantity must be a positive integer']);
      expect(await problemOf({ sku: 'STEP', qty: 24 })).toEqual(['Quantity must be below 20']);
      expect(await problemOf({ sku: 'STEP', qty: 6 })).toEqual(['Quantity must be a multiple of 4.']);
      expect(await problemOf({ sku: 'STEP', qty: 8 })).toEqual([]);
      // Not managed: no quantity limit; downloadable goods never run out.
      expect(await problemOf({ sku: 'FREE-STOCK', qty: 50 })).toEqual([]);
      expect(await problemOf({ sku: 'MANUAL', qty: 3 })).toEqual([]);
    });
  });

  describe('totals', () => {
    it('adds shipping with its tax and lists the segments in the spec order', async () => {
      const { totals, shipping } = await quote([{ sku: 'BP-1', qty: 2 }], { shipping: { carrierCode: 'flatrate', methodCode: 'flatrate', address: EE_TALLINN } });
      expect(shipping.available).toBe(true);
      expect(totals).toMatchObject({ subtotal: 60, subtotal_incl_tax: 74.4, tax_amount: 15.4, shipping_amount: 4, shipping_incl_tax: 5, shipping_tax_amount: 1, discount_amount: 0, grand_total: 79.4, items_qty: 2, coupon_code: null });
      expect(totals.total_segments).toEqual([
        { code: 'subtotal', title: 'Subtotal', value: 74.4 },
        { code: 'tax', title: 'Tax', value: 15.4 },
        { code: 'shipping', title: 'Shipping & Handling (DPD Courier)', value: 5 },
        { code: 'grand_total', title: 'Grand Total', value: 79.4 },
      ]);
      expect(totals.extension_attributes).toEqual({ grand_total_excl_discount: 79.4, saved_amount: 0 });
    });

    it('taxes by the shipping country (EE 24 %, FI 25.5 %)', async () => {
      const ee = await quote([{ sku: 'BP-1', qty: 1 }], { shipping: { carrierCode: 'flatrate', methodCode: 'flatrate', address: EE_TALLINN } });
      const fi = await quote([{ sku: 'BP-1', qty: 1 }], { shipping: { carrierCode: 'flatrate', methodCode: 'flatrate', address: FI_HELSINKI } });
      expect([ee.lines[0]?.price_incl_tax, ee.lines[0]?.tax_amount, ee.totals.grand_total]).toEqual([37.2, 7.2, 42.2]);
      expect([fi.lines[0]?.price_incl_tax, fi.lines[0]?.tax_amount, fi.lines[0]?.tax_percent, fi.totals.grand_total]).toEqual([37.65, 7.65, 25.5, 42.65]);
    });

    it('discounts each line incl. tax (not shipping) and recomputes its tax', async () => {
      const { totals, lines, coupon } = await quote([{ sku: 'BP-1', qty: 2 }, { sku: 'WB-450', qty: 1 }], {
        couponCode: 'summer2026',
        shipping: { carrierCode: 'flatrate', methodCode: 'flatrate', address: EE_TALLINN },
      });
      expect(coupon).toEqual({ code: 'SUMMER2026', kind: 'seasonal', percent: 10 });
      // 74.40 - 7.44 = 66.96 (tax 12.96); 14.88 - 1.49 = 13.39 (tax 2.59); shipping 5 (tax 1)
      expect(lines.map((l) => [l.discount_amount, l.tax_amount])).toEqual([[7.44, 12.96], [1.49, 2.59]]);
      expect(totals).toMatchObject({ subtotal_incl_tax: 89.28, discount_amount: -8.93, tax_amount: 16.55, grand_total: 85.35, coupon_code: 'SUMMER2026' });
      expect(totals.total_segments.map((s) => [s.code, s.title, s.value])).toEqual([
        ['subtotal', 'Subtotal', 89.28],
        ['tax', 'Tax', 16.55],
        ['shipping', 'Shipping & Handling (DPD Courier)', 5],
        ['discount', 'Discount (SUMMER2026)', -8.93],
        ['grand_total', 'Grand Total', 85.35],
      ]);
      expect(totals.extension_attributes).toEqual({ grand_total_excl_discount: 94.28, saved_amount: 8.93 });
      const refused = await quote([{ sku: 'BP-1', qty: 1 }], { couponCode: 'NOPE' });
      expect([refused.coupon, refused.totals.discount_amount]).toEqual([null, 0]);
    });

    it('needs no shipping for a virtual quote, and reports an unavailable method', async () => {
      const virtual = await quote([{ sku: 'MANUAL', qty: 1 }], { shipping: { carrierCode: 'flatrate', methodCode: 'flatrate', address: EE_TALLINN } });
      expect([virtual.isVirtual, virtual.shipping, virtual.totals.shipping_incl_tax, virtual.totals.grand_total]).toEqual([true, { method: null, available: true }, 0, 10.89]);
      const pickupInFinland = await quote([{ sku: 'BP-1', qty: 1 }], { shipping: { carrierCode: 'pickup', methodCode: 'tallinn', address: FI_HELSINKI } });
      expect(pickupInFinland.shipping).toEqual({ method: null, available: false });
      expect(pickupInFinland.totals.total_segments.map((s) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    });
  });
}, FIXTURE_DATABASE);
