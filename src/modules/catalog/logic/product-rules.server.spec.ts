// The product rules on real product documents: the fixture catalogue's products as the catalogue search
// answers them (server/catalogue/product-document.ts), on both databases, at the fixture's clock.
import { expect, it } from 'vitest';
import { FIXTURE_DATABASE, FIXTURE_NOW, useFixtureApp } from '../../../../server/catalogue/documents/test-fixture';
import { catalogRoutes } from '../../../../server/api/catalog';
import { forEachDatabase } from '../../../../server/testing';
import { bundlePrice, bundleSelection, defaultBundleChoice, displayPrices, specialPriceApplies } from './prices';
import { groupedItems, productLoadError, selectVariant, stockStatus, variantByChildSku, variantsError } from './product-rules';
import type { CatalogProduct } from './types';

const ENG = '/api/catalog/vue_storefront_catalog_eng/product/_search';

forEachDatabase(
  'catalog product rules on product documents',
  ({ db }) => {
    const app = useFixtureApp(db, [catalogRoutes]);
    const products = async (skus: string[]): Promise<Map<string, CatalogProduct>> => {
      const request = { query: { bool: { filter: [{ terms: { sku: skus } }] } } };
      const response = await app().inject({ method: 'POST', url: ENG, payload: request });
      expect(response.statusCode, response.body).toBe(200);
      const hits = (response.json() as { hits: { hits: { _source: CatalogProduct }[] } }).hits.hits;
      return new Map(hits.map((h) => [h._source.sku, h._source]));
    };

    it('shows a simple product on special with prices incl. and excl. tax, and its stock', async () => {
      const pads = (await products(['BP-1'])).get('BP-1') as CatalogProduct;
      expect(productLoadError(pads)).toBeNull();
      expect(specialPriceApplies(pads, FIXTURE_NOW)).toBe(true);
      expect(displayPrices(pads, { showTax: true, now: FIXTURE_NOW })).toEqual({ final: 37.2, original: 49.6, special: true, tierPrices: [{ qty: 4, value: 34.72 }] });
      expect(displayPrices(pads, { showTax: false, now: FIXTURE_NOW })).toMatchObject({ final: 30, original: 40, special: true });
      expect(stockStatus(pads, { stockSync: false })).toBe('ok');
      const disc = (await products(['BP-2'])).get('BP-2') as CatalogProduct;
      // BP-2's special price window ended in February.
      expect(displayPrices(disc, { showTax: true, now: FIXTURE_NOW })).toMatchObject({ final: 62, original: 62, special: false });
      expect(stockStatus(disc, { stockSync: false })).toBe('out_of_stock');
    });

    it('configures the wiper blade by its variants: childSku preselects, a sold-out length still shows as out of stock', async () => {
      const blade = (await products(['WB'])).get('WB') as CatalogProduct;
      expect(productLoadError(blade)).toBeNull();
      expect(variantsError(blade)).toBeNull();
      const preselected = variantByChildSku(blade, 'WB-450');
      expect(preselected?.selection).toEqual({ wiper_length: '450' });
      // A configurable child on its own is not visible individually.
      expect(productLoadError(preselected?.variant as CatalogProduct)?.message).toBe('Product query returned empty result product visibility = 1');
      const choice = selectVariant(blade, { wiper_length: '450' }, { attribute: 'wiper_length', value: '500' });
      expect(choice.variant?.sku).toBe('WB-500');
      expect(stockStatus(choice.variant ?? {}, { stockSync: false })).toBe('out_of_stock');
      expect(displayPrices(choice.variant ?? {}, { showTax: true, now: FIXTURE_NOW }).final).toBe(12.4);
      expect(selectVariant(blade, { wiper_length: '450' }, { attribute: 'wiper_length', value: '600' })).toMatchObject({ selection: { wiper_length: '450' }, matched: false });
    });

    it('prices the bundle from its chosen parts and lists the grouped parts', async () => {
      const docs = await products(['KIT', 'GRP', 'BP-1', 'BP-2']);
      const kit = docs.get('KIT') as CatalogProduct;
      const priceOf = (sku: string) => docs.get(sku)?.price_incl_tax;
      const choice = defaultBundleChoice(kit.bundle_options ?? []);
      // The default: two BP-1 at 37.20, as the server prices the bundle.
      expect(bundlePrice(bundleSelection(kit.bundle_options ?? [], choice, priceOf))).toBe(kit.price_incl_tax);
      expect(bundlePrice(bundleSelection(kit.bundle_options ?? [], { '1': { linkId: 2 } }, priceOf))).toBe(62);
      expect(groupedItems(docs.get('GRP') as CatalogProduct)).toEqual([
        { sku: 'BP-1', qty: 1 },
        { sku: 'BP-2', qty: 2 },
      ]);
    });
  },
  FIXTURE_DATABASE,
);
