/**
 * CMS data extension of vue-storefront-api (`/api/ext/cms-data`, the Snowdog CMS API paths): pages and
 * blocks by id or by identifier and store id, in the store view's language.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { StoreView } from '../../src/kernel/store-view/types';
import { loadDocuments } from '../catalogue/documents/index';
import type { ApiDeps } from './deps';
import { badRequest, notFound } from './errors';
import { viewForRequest, viewForStoreId } from './store-view';

const KINDS = { cmsPage: { table: 'cms_page', noun: 'page' }, cmsBlock: { table: 'cms_block', noun: 'block' } } as const;

/** Largest id of the cms tables (PostgreSQL `integer`): a larger one would fail in SQL with a 500. */
const MAX_ID = 2147483647;

const storeIdOf = (value: string): number => {
  if (!/^\d+$/.test(value)) throw badRequest('storeId must be a number');
  return Number(value);
};

/**
 * GET /api/ext/cms-data/cmsPage/:id and /cmsBlock/:id (view from `?storeId` or `?storeCode`, else the
 * default view), /cmsPageIdentifier/:identifier/storeId/:storeId and /cmsBlockIdentifier/...: the active
 * page or block `{id, identifier, title, content, ...}`; an unknown or inactive one is a 404 naming it.
 */
export async function cmsRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const answer = async (kind: keyof typeof KINDS, view: StoreView, where: { id: number } | { identifier: string }) => {
    const { table, noun } = KINDS[kind];
    const byId = 'id' in where;
    const { rows } = await deps.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE ${byId ? 'id = $1' : 'identifier = $1'} AND language = $2 AND active`,
      [byId ? where.id : where.identifier, view.language],
    );
    const [doc] = rows[0] ? await loadDocuments(deps.db, table, [rows[0].id], view, { now: deps.now() }) : [];
    if (!doc) throw notFound(`No CMS ${noun} with ${byId ? `id ${where.id}` : `identifier '${where.identifier}'`} in store ${view.storeCode}`);
    return envelope(200, doc);
  };

  for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
    app.get<{ Params: { id: string }; Querystring: { storeId?: string; storeCode?: string } }>(`/api/ext/cms-data/${kind}/:id`, async (request) => {
      if (!/^\d+$/.test(request.params.id)) throw badRequest('id must be a number');
      if (Number(request.params.id) > MAX_ID) throw badRequest(`id must be at most ${MAX_ID}`);
      const { storeId, storeCode } = request.query;
      const view = storeId ? viewForStoreId(deps.storeViews, storeIdOf(storeId)) : viewForRequest(deps.storeViews, { storeCode });
      return answer(kind, view, { id: Number(request.params.id) });
    });
    app.get<{ Params: { identifier: string; storeId: string } }>(`/api/ext/cms-data/${kind}Identifier/:identifier/storeId/:storeId`, async (request) => {
      const view = viewForStoreId(deps.storeViews, storeIdOf(request.params.storeId));
      return answer(kind, view, { identifier: request.params.identifier });
    });
  }
}
