/**
 * Support endpoint that changes a product's price and stock in place: `POST /api/ext/ops/product-update` with
 * the header `x-ops-key: <OPS_KEY>` and `{sku, price?, qty?}` (price excl. tax, the catalogue's base price;
 * qty the units in stock, in stock while above 0). It stands for a price or stock import from the ERP: like one
 * that has not yet called `/api/invalidate`, it leaves the output cache alone, so cached pages keep the old
 * values until the storefront's live price and stock sync (ADR 0051) shows the new ones. On PostgreSQL (DATABASE_URL)
 * the product row's trigger (migration 0011) tells every instance listening to drop what shows the product (ADR 0072).
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { ApiDeps } from './deps';
import { notFound } from './errors';
import { requireOpsKey } from './ops-key';
import { stockForSkus } from './stock';

interface ProductUpdate {
  sku: string;
  price?: number;
  qty?: number;
}

const MAX_AMOUNT = 1_000_000_000;

/** The product update route (exists only where OPS_KEY is configured). */
export async function opsCatalogueRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.post<{ Body: ProductUpdate }>(
    '/api/ext/ops/product-update',
    {
      // The key first: without it nobody learns what the body should look like.
      preValidation: async (request) => requireOpsKey(request, deps),
      schema: {
        body: {
          type: 'object',
          required: ['sku'],
          anyOf: [{ required: ['price'] }, { required: ['qty'] }],
          properties: {
            sku: { type: 'string', minLength: 1, maxLength: 64 },
            price: { type: 'number', minimum: 0, maximum: MAX_AMOUNT },
            qty: { type: 'number', minimum: 0, maximum: MAX_AMOUNT },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { sku, price, qty } = request.body;
      const { rows } = await deps.db.query<{ id: number; price: string | number }>(
        'UPDATE product SET price = COALESCE($2::numeric, price) WHERE sku = $1 RETURNING id, price',
        [sku, price ?? null],
      );
      const product = rows[0];
      if (!product) throw notFound(`No product with sku '${sku}'`);
      if (qty !== undefined) {
        await deps.db.query(
          `INSERT INTO stock (product_id, qty, is_in_stock) VALUES ($1, $2::numeric, $2::numeric > 0)
             ON CONFLICT (product_id) DO UPDATE SET qty = EXCLUDED.qty, is_in_stock = EXCLUDED.is_in_stock`,
          [product.id, qty],
        );
      }
      const [stock] = await stockForSkus(deps.db, [sku]);
      return envelope(200, { sku, price: Number(product.price), stock });
    },
  );
}
