import { expect, it } from 'vitest';
import { useFixtureApp } from '../catalogue/documents/test-fixture';
import { ANCHORS } from '../catalogue/generator/anchors';
import { demoCatalogue, forEachDatabase } from '../testing';
import { cmsRoutes } from './cms';
import { imageRoutes } from './images';
import { productRoutes } from './product';
import { reviewRoutes } from './review';
import { stockRoutes } from './stock';

// Three days after the generator's fixed generatedAt (2026-01-02): inside the current special's window.
const NOW = new Date('2026-01-05T12:00:00Z');

interface PriceInfo {
  final_price: number;
  regular_price: number;
  minimal_price: number;
  special_price?: number;
  extension_attributes: { tax_adjustments: { final_price: number; regular_price: number; special_price?: number } };
}

// The P APIs against the demo catalogue (anchors of server/catalogue/generator/anchors.ts) on both adapters.
forEachDatabase('P APIs on the seeded catalogue', ({ db }) => {
  const app = useFixtureApp(db, [stockRoutes, productRoutes, cmsRoutes, reviewRoutes, imageRoutes], NOW);

  const get = async <T>(url: string): Promise<{ status: number; result: T }> => {
    const res = await app().inject({ method: 'GET', url });
    return { status: res.statusCode, result: (res.json() as { result: T }).result };
  };
  const prices = async (skus: readonly string[], storeId = 2): Promise<Map<string, PriceInfo>> => {
    const { status, result } = await get<{ items: { sku: string; price_info: PriceInfo }[] }>(`/api/product/render-list?skus=${skus.join(',')}&currencyCode=EUR&storeId=${storeId}`);
    expect(status).toBe(200);
    return new Map(result.items.map((i) => [i.sku, i.price_info]));
  };

  it('answers stock of the anchors, out-of-stock ones included', async () => {
    expect((await get('/api/stock/check?sku=' + ANCHORS.outOfStock.sku)).result).toMatchObject({ product_id: ANCHORS.outOfStock.id, qty: 0, is_in_stock: false });
    const list = await get<{ sku: string; is_in_stock: boolean }[]>(`/api/stock/list?skus=${ANCHORS.wiperBlades.childSkus.join(',')}`);
    expect(list.result.map((r) => [r.sku, r.is_in_stock])).toEqual(ANCHORS.wiperBlades.childSkus.map((sku, i) => [sku, i < 3]));
  });

  it('prices specials by their window with the tax of the store country', async () => {
    const { currentSpecial, expiredSpecial } = ANCHORS;
    const est = await prices([currentSpecial.sku, expiredSpecial.sku]);
    expect(est.get(currentSpecial.sku)).toMatchObject({ final_price: 39.9, regular_price: 54.9, special_price: 39.9, extension_attributes: { tax_adjustments: { final_price: 49.48, regular_price: 68.08 } } });
    expect(est.get(expiredSpecial.sku)).toMatchObject({ final_price: 42.5, extension_attributes: { tax_adjustments: { final_price: 52.7 } } });
    expect(est.get(expiredSpecial.sku)).not.toHaveProperty('special_price');
    expect((await prices([currentSpecial.sku], 6)).get(currentSpecial.sku)?.extension_attributes.tax_adjustments.final_price).toBe(50.07);
    expect((await prices([currentSpecial.sku], 9)).get(currentSpecial.sku)?.extension_attributes.tax_adjustments.final_price).toBe(48.68);
  });

  it('sums bundle defaults and grouped parts, and prices a configurable by its cheapest child in stock', async () => {
    const { serviceKit, brakeKit, engineOil, oilFilter, brakePads, brakeDisc, wiperBlades } = ANCHORS;
    const p = await prices([serviceKit.sku, engineOil.sku, oilFilter.sku, brakeKit.sku, brakePads.sku, brakeDisc.sku, wiperBlades.sku, ...wiperBlades.childSkus]);
    const final = (sku: string) => p.get(sku)?.final_price ?? NaN;
    expect(final(serviceKit.sku)).toBeCloseTo(final(engineOil.sku) + final(oilFilter.sku), 2);
    expect(final(brakeKit.sku)).toBeCloseTo(final(brakePads.sku) + 2 * final(brakeDisc.sku), 2);
    const inStock = wiperBlades.childSkus.slice(0, 3).map(final);
    expect(final(wiperBlades.sku)).toBe(Math.min(...inStock));
    expect(p.get(wiperBlades.sku)?.minimal_price).toBe(Math.min(...wiperBlades.childSkus.map(final)));
  });

  it('serves CMS pages per store language', async () => {
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/2')).result).toMatchObject({ identifier: 'privacy', title: 'Privaatsuspoliitika' });
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/4')).result).toMatchObject({ identifier: 'privacy', title: 'Privacy policy' });
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/return-policy/storeId/9')).status).toBe(200);
  });

  it('stores a review of an anchor pending and draws its image', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/review/create', payload: { review: { product_id: ANCHORS.brakePads.id, title: 'Good', detail: 'Fine.', nickname: 'Ann' } } });
    expect(res.json()).toMatchObject({ code: 200, result: { review_status: 2 } });
    const { rows } = await db().query<{ image: string }>("SELECT attrs->>'image' AS image FROM product WHERE id = $1", [ANCHORS.oilFilter.id]);
    const image = await app().inject({ method: 'GET', url: `/img/310/300/resize${rows[0]?.image ?? ''}` });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain(ANCHORS.oilFilter.sku);
  });
}, demoCatalogue(120, 1));
