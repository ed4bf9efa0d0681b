/** Stock API of the vue-storefront-api contract: `/api/stock/check` and `/api/stock/list` (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { stockOf } from '../catalogue/product-document';
import type { ProductRow } from '../catalogue/documents/rows';
import type { Queryable } from '../storage/port';
import type { ApiDeps } from './deps';
import { badRequest, notFound } from './errors';

/** Most skus one list request may ask for (the storefront sends chunks of 15). */
export const MAX_STOCK_SKUS = 100;

type StockRow = Pick<ProductRow, 'id' | 'sku' | 'qty' | 'is_in_stock' | 'manage_stock' | 'min_sale_qty' | 'max_sale_qty' | 'qty_increments'>;

/** Stock entries `{product_id, sku, qty, is_in_stock, ...}` of the known skus, in the order asked. */
export async function stockForSkus(db: Queryable, skus: readonly string[]): Promise<Record<string, unknown>[]> {
  if (!skus.length) return [];
  const { rows } = await db.query<StockRow>(
    `SELECT p.id, p.sku, s.qty, s.is_in_stock, s.manage_stock, s.min_sale_qty, s.max_sale_qty, s.qty_increments
       FROM product p LEFT JOIN stock s ON s.product_id = p.id WHERE p.sku = ANY($1::text[])`,
    [skus],
  );
  const bySku = new Map(rows.map((row) => [row.sku, { ...stockOf(row), sku: row.sku }]));
  return [...new Set(skus)].flatMap((sku) => bySku.get(sku) ?? []);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A stock answer: the envelope plus `resultCode: 200` (spec section 7 "Stock": answers carry resultCode; VSF 1's
 * stock module reads `resultCode === 200` before it fills its stock cache).
 */
export const stockAnswer = <T>(result: T): { code: 200; resultCode: 200; result: T } => ({ code: 200, resultCode: 200, result });

/**
 * GET /api/stock/check?sku (also /api/stock/check/:sku as vue-storefront-api has it): one entry, 400
 * 'sku is required' without a sku, 404 naming an unknown sku. GET /api/stock/list?skus=a,b,c: the
 * entries of the known skus in the order asked; unknown skus are left out (not an error, as in
 * vue-storefront-api); 400 without skus or with more than MAX_STOCK_SKUS. Successful answers carry `resultCode: 200`.
 */
export async function stockRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const check = async (sku: string) => {
    if (!sku) throw badRequest('sku is required');
    const [entry] = await stockForSkus(deps.db, [sku]);
    if (!entry) throw notFound(`No product with sku '${sku}'`);
    return stockAnswer(entry);
  };
  app.get<{ Querystring: { sku?: unknown } }>('/api/stock/check', async (request) => check(text(request.query.sku)));
  app.get<{ Params: { sku: string } }>('/api/stock/check/:sku', async (request) => check(text(request.params.sku)));
  app.get<{ Querystring: { skus?: unknown } }>('/api/stock/list', async (request) => {
    const skus = text(request.query.skus).split(',').map((s) => s.trim()).filter(Boolean);
    if (!skus.length) throw badRequest('skus is required');
    if (skus.length > MAX_STOCK_SKUS) throw badRequest(`At most ${MAX_STOCK_SKUS} skus per request`);
    return stockAnswer(await stockForSkus(deps.db, skus));
  });
}
