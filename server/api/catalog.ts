import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiDeps } from './deps';
import { viewForRequest } from './store-view';
import { parseEsRequest } from '../search/parse-es';
import { parseSearchQuery } from '../search/parse-search-query';
import { parseRequestParam, parseSearchParams } from '../search/params';
import { runSearch } from '../search/search';
import { toCompact } from '../search/response';
import { loadDocuments } from '../catalogue/documents';
import type { DocumentLoader } from '../search/documents';
import { entityFor } from '../search/entities';

interface SearchRoute {
  Params: { index: string; type: string };
  Querystring: Record<string, unknown>;
  Body: unknown;
}

/**
 * `GET|POST /api/catalog/{index}/{type}/_search`, the vue-storefront-api catalogue search: the query
 * in `?request=` or the body, Elasticsearch subset or (`request_format=search-query`) the structured
 * format; the answer in Elasticsearch's shape or `response_format=compact`.
 */
export function createCatalogRoutes(loadDocuments: DocumentLoader) {
  return async function catalogRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
    const handler = async (request: FastifyRequest<SearchRoute>) => {
      const { index, type } = request.params;
      const params = parseSearchParams(request.query);
      // The index must exist even when storeCode picks the view.
      let view = viewForRequest(deps.storeViews, { index });
      if (params.storeCode) view = viewForRequest(deps.storeViews, { storeCode: params.storeCode });
      entityFor(type);
      const raw = params.request !== undefined ? parseRequestParam(params.request) : request.body;
      const ast = params.requestFormat === 'search-query' ? parseSearchQuery(raw) : parseEsRequest(raw);
      const response = await runSearch({
        db: deps.db,
        view,
        index,
        type,
        ast,
        size: params.size,
        from: params.from,
        sort: params.sort,
        sourceIncludes: params.sourceIncludes,
        sourceExcludes: params.sourceExcludes,
        now: deps.now(),
        loadDocuments,
      });
      return params.responseFormat === 'compact' ? toCompact(response) : response;
    };
    app.get<SearchRoute>('/api/catalog/:index/:type/_search', handler);
    app.post<SearchRoute>('/api/catalog/:index/:type/_search', handler);
  };
}

/** The catalogue search routes with the full Vue Storefront documents (prices, stock, children, ...). */
export const catalogRoutes = createCatalogRoutes(loadDocuments);
