import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { storeViews } from '../../src/app/store-views';
import { testCommerceConfig } from '../commerce/config';
import { installApiErrors } from './errors';
import { opsCatalogueRoutes } from './ops-catalogue';
import { productRoutes } from './product';
import { stockRoutes } from './stock';

const KEY = 'ops-key-0123456789';

forEachDatabase('support product update', ({ db }) => {
  const appWith = async (opsKey: string | null) => {
    const app = Fastify();
    installApiErrors(app);
    const deps = { db: db(), storeViews, now: () => FIXTURE_NOW, commerce: testCommerceConfig({ opsKey }) };
    for (const routes of [opsCatalogueRoutes, stockRoutes, productRoutes]) await routes(app, deps);
    return app;
  };
  const update = (app: Awaited<ReturnType<typeof appWith>>, payload: Record<string, unknown>, key: string | null = KEY) =>
    app.inject({ method: 'POST', url: '/api/ext/ops/product-update', payload, headers: key === null ? {} : { 'x-ops-key': key } });

  describe('POST /api/ext/ops/product-update', () => {
    it('changes the price and the stock that render-list and stock/list answer', async () => {
      const app = await appWith(KEY);
      const res = await update(app, { sku: 'WB-450', price: 20, qty: 0 });
      expect(res.json()).toMatchObject({ code: 200, result: { sku: 'WB-450', price: 20, stock: { qty: 0, is_in_stock: false } } });
      const render = (await app.inject({ url: '/api/product/render-list?skus=WB-450&currencyCode=EUR&storeId=4' })).json() as { result: { items: { price_info: { final_price: number; extension_attributes: { tax_adjustments: { final_price: number } } } }[] } };
      expect(render.result.items[0]?.price_info.final_price).toBe(20);
      expect(render.result.items[0]?.price_info.extension_attributes.tax_adjustments.final_price).toBe(24.8);
      expect((await app.inject({ url: '/api/stock/list?skus=WB-450' })).json()).toMatchObject({ code: 200, resultCode: 200, result: [{ sku: 'WB-450', qty: 0, is_in_stock: false }] });

      expect((await update(app, { sku: 'WB-450', qty: 7 })).json()).toMatchObject({ result: { price: 20, stock: { qty: 7, is_in_stock: true } } });
    });

    it('refuses without the key, names an unknown sku and bad bodies, and does not exist without OPS_KEY', async () => {
      const app = await appWith(KEY);
      expect((await update(app, { sku: 'BP-1', price: 1 }, null)).json()).toEqual({ code: 403, result: 'A valid x-ops-key header is required' });
      expect((await update(app, { sku: 'BP-1', price: 1 }, 'guess')).statusCode).toBe(403);
      expect((await update(app, { sku: 'NOPE', qty: 1 })).json()).toEqual({ code: 404, result: "No product with sku 'NOPE'" });
      for (const body of [{ sku: 'BP-1' }, { sku: 'BP-1', price: -1 }, { sku: 'BP-1', qty: 'many' }, { sku: '', qty: 1 }]) {
        const res = await update(app, body);
        expect(res.statusCode).toBe(400);
        expect((res.json() as { code: number }).code).toBe(400);
      }
      expect((await update(await appWith(null), { sku: 'BP-1', price: 1 })).json()).toEqual({ code: 404, result: 'Not found' });
    });
  });
}, FIXTURE_DATABASE);
