import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { stockRoutes } from './stock';

forEachDatabase('stock API', ({ db }) => {
  const app = useFixtureApp(db, [stockRoutes]);

  const get = async (url: string) => {
    const res = await app().inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as { code: number; result: unknown } };
  };

  describe('GET /api/stock/check', () => {
    it('answers the stock entry of a sku, with resultCode 200', async () => {
      const { status, body } = await get('/api/stock/check?sku=BP-1');
      expect(status).toBe(200);
      expect(body).toEqual({ code: 200, resultCode: 200, result: { product_id: 1, item_id: 1, stock_id: 1, sku: 'BP-1', qty: 5, is_in_stock: true, manage_stock: true, min_sale_qty: 1, max_sale_qty: 10000, qty_increments: 1 } });
      expect((await get('/api/stock/check/BP-2')).body.result).toMatchObject({ product_id: 2, qty: 0, is_in_stock: false });
    });

    it('treats a product without a stock row as unmanaged and in stock', async () => {
      expect((await get('/api/stock/check?sku=HIDDEN')).body.result).toMatchObject({ product_id: 9, is_in_stock: true, manage_stock: false, qty: 0 });
    });

    it('refuses a missing sku and names an unknown one', async () => {
      expect(await get('/api/stock/check')).toEqual({ status: 400, body: { code: 400, result: 'sku is required' } });
      expect(await get('/api/stock/check?sku=%20')).toEqual({ status: 400, body: { code: 400, result: 'sku is required' } });
      expect(await get('/api/stock/check?sku=NOPE')).toEqual({ status: 404, body: { code: 404, result: "No product with sku 'NOPE'" } });
    });
  });

  describe('GET /api/stock/list', () => {
    it('answers the known skus in the order asked, once each, leaving unknown ones out, with resultCode 200', async () => {
      const { status, body } = await get('/api/stock/list?skus=WB-500,NOPE,BP-1,WB-500');
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 200, resultCode: 200 });
      expect((body.result as { sku: string; is_in_stock: boolean }[]).map((r) => [r.sku, r.is_in_stock])).toEqual([['WB-500', false], ['BP-1', true]]);
      expect((await get('/api/stock/list?skus=NOPE')).body).toEqual({ code: 200, resultCode: 200, result: [] });
    });

    it('refuses no skus and too many', async () => {
      expect(await get('/api/stock/list?skus=,')).toEqual({ status: 400, body: { code: 400, result: 'skus is required' } });
      const many = Array.from({ length: 101 }, (_, i) => `S${i}`).join(',');
      expect(await get(`/api/stock/list?skus=${many}`)).toEqual({ status: 400, body: { code: 400, result: 'At most 100 skus per request' } });
    });
  });
}, FIXTURE_DATABASE);
