import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { productRoutes } from './product';

forEachDatabase('product render-list API', ({ db }) => {
  const app = useFixtureApp(db, [productRoutes]);

  interface Item {
    id: number;
    sku: string;
    url: string;
    store_id: number;
    is_salable: string;
    price_info: Record<string, unknown> & { extension_attributes: { tax_adjustments: Record<string, number> } };
  }
  const get = async (url: string) => {
    const res = await app().inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as { code: number; result: { items: Item[] } | string } };
  };
  const items = async (url: string): Promise<Item[]> => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    return (body.result as { items: Item[] }).items;
  };

  describe('GET /api/product/render-list', () => {
    it('answers price_info excl. tax with the view country tax adjustments, special price while active', async () => {
      const [item] = await items('/api/product/render-list?skus=BP-1&currencyCode=EUR&storeId=4');
      expect(item).toMatchObject({ id: 1, sku: 'BP-1', url: '/eng/brakes/brake-pads/brake-pads-front-ate-1', store_id: 4, is_salable: '1' });
      expect(item?.price_info).toEqual({
        final_price: 30, max_price: 30, max_regular_price: 40, minimal_regular_price: 40, minimal_price: 30, regular_price: 40, special_price: 30,
        extension_attributes: {
          tax_adjustments: { final_price: 37.2, max_price: 37.2, max_regular_price: 49.6, minimal_regular_price: 49.6, minimal_price: 37.2, regular_price: 49.6, special_price: 37.2 },
          weee_attributes: [],
          weee_adjustment: '0',
        },
      });
    });

    it('uses the tax country of the store id and keeps the order of the skus, skipping unknown ones', async () => {
      const list = await items('/api/product/render-list?skus=BP-2,NOPE,BP-1&currencyCode=EUR&storeId=6&userGroupId=0');
      expect(list.map((i) => i.sku)).toEqual(['BP-2', 'BP-1']);
      expect(list[0]?.price_info).not.toHaveProperty('special_price');
      expect(list[0]).toMatchObject({ is_salable: '0', store_id: 6 });
      expect(list[1]?.price_info.extension_attributes.tax_adjustments.final_price).toBe(37.65);
    });

    it('gives a configurable the range of its children and the default view without storeId', async () => {
      const [item] = await items('/api/product/render-list?skus=WB');
      expect(item?.price_info).toMatchObject({ final_price: 12, minimal_price: 10, max_price: 12, regular_price: 12 });
      expect(item?.store_id).toBe(2);
    });

    it('refuses other currencies, bad parameters and unknown store ids', async () => {
      expect(await get('/api/product/render-list?skus=BP-1&currencyCode=USD&storeId=4')).toEqual({ status: 400, body: { code: 400, result: "Unsupported currency 'USD', only EUR is available" } });
      expect(await get('/api/product/render-list?currencyCode=EUR')).toEqual({ status: 400, body: { code: 400, result: 'skus is required' } });
      expect(await get('/api/product/render-list?skus=BP-1&storeId=x')).toEqual({ status: 400, body: { code: 400, result: 'storeId must be a number' } });
      expect(await get('/api/product/render-list?skus=BP-1&userGroupId=a')).toEqual({ status: 400, body: { code: 400, result: 'userGroupId must be a number' } });
      expect(await get('/api/product/render-list?skus=BP-1&storeId=99')).toEqual({ status: 404, body: { code: 404, result: 'Unknown store id 99' } });
    });
  });
}, FIXTURE_DATABASE);
