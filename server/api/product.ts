/**
 * Price sync of the vue-storefront-api contract: `/api/product/render-list` answering Magento's
 * products-render-info shape (spec section 7 "Price sync"), prices computed like the catalogue documents.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { StoreView } from '../../src/kernel/store-view/types';
import { loadDocuments } from '../catalogue/documents/index';
import type { ApiDeps } from './deps';
import { badRequest } from './errors';
import { defaultView, viewForStoreId } from './store-view';

/** Most skus one render-list request may ask for. */
export const MAX_RENDER_SKUS = 100;

type Doc = Record<string, unknown>;

/** The price keys of Magento's PriceInfo (values excl. tax; `tax_adjustments` carries them incl. tax). */
export interface RenderPrices {
  final_price: number;
  max_price: number;
  max_regular_price: number;
  minimal_regular_price: number;
  minimal_price: number;
  regular_price: number;
  special_price?: number;
}

const numberOf = (doc: Doc, key: string): number => (typeof doc[key] === 'number' ? (doc[key] as number) : 0);

function renderPrices(doc: Doc, inclTax: boolean): RenderPrices {
  const key = (name: string) => (inclTax ? `${name}_incl_tax` : name);
  const children = Array.isArray(doc.configurable_children) && doc.configurable_children.length ? (doc.configurable_children as Doc[]) : [doc];
  const finals = children.map((c) => numberOf(c, key('final_price')));
  const regulars = children.map((c) => numberOf(c, key('original_price')));
  const prices: RenderPrices = {
    final_price: numberOf(doc, key('final_price')),
    max_price: Math.max(...finals),
    max_regular_price: Math.max(...regulars),
    minimal_regular_price: Math.min(...regulars),
    minimal_price: Math.min(...finals),
    regular_price: numberOf(doc, key('original_price')),
  };
  if (typeof doc.special_price === 'number') prices.special_price = numberOf(doc, key('special_price'));
  return prices;
}

/** One render-list item of a product document. */
export function renderItem(doc: Doc, view: StoreView): Doc {
  const stock = doc.stock as { is_in_stock?: boolean } | undefined;
  const path = typeof doc.url_path === 'string' ? doc.url_path : '';
  return {
    id: doc.id,
    sku: doc.sku,
    name: doc.name,
    type: doc.type_id,
    url: view.appendStoreCode ? `/${view.storeCode}/${path}` : `/${path}`,
    store_id: view.storeId,
    currency_code: view.currency.code,
    is_salable: stock?.is_in_stock === false ? '0' : '1',
    price_info: {
      ...renderPrices(doc, false),
      extension_attributes: { tax_adjustments: renderPrices(doc, true), weee_attributes: [], weee_adjustment: '0' },
    },
    extension_attributes: {},
  };
}

interface RenderQuery {
  skus?: unknown;
  currencyCode?: unknown;
  storeId?: unknown;
  userGroupId?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * GET /api/product/render-list?skus&currencyCode&storeId[&userGroupId]: `{items}` for the known skus in
 * the order asked (unknown ones left out). storeId picks the view (tax country, language; default view
 * without it), currencyCode must be EUR when given. userGroupId is validated but no group has own prices.
 */
export async function productRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get<{ Querystring: RenderQuery }>('/api/product/render-list', async (request) => {
    const skus = [...new Set(text(request.query.skus).split(',').map((s) => s.trim()).filter(Boolean))];
    if (!skus.length) throw badRequest('skus is required');
    if (skus.length > MAX_RENDER_SKUS) throw badRequest(`At most ${MAX_RENDER_SKUS} skus per request`);
    const currency = text(request.query.currencyCode);
    const storeId = text(request.query.storeId);
    const group = text(request.query.userGroupId);
    if (storeId && !/^\d+$/.test(storeId)) throw badRequest('storeId must be a number');
    if (group && !/^\d+$/.test(group)) throw badRequest('userGroupId must be a number');
    const view = storeId ? viewForStoreId(deps.storeViews, Number(storeId)) : defaultView(deps.storeViews);
    if (currency && currency.toUpperCase() !== view.currency.code) throw badRequest(`Unsupported currency '${currency}', only ${view.currency.code} is available`);

    const { rows } = await deps.db.query<{ id: number; sku: string }>('SELECT id, sku FROM product WHERE sku = ANY($1::text[])', [skus]);
    const idOf = new Map(rows.map((r) => [r.sku, r.id]));
    const ids = skus.flatMap((sku) => idOf.get(sku) ?? []);
    const docs = await loadDocuments(deps.db, 'product', ids, view, { now: deps.now() });
    return envelope(200, { items: docs.map((doc) => renderItem(doc, view)) });
  });
}
