import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addCacheTags, categoryTag, productTag } from '../cache';
import type { ApiDeps } from './deps';
import { viewForRequest } from './store-view';
import { parseEsRequest } from '../search/parse-es';
import { parseSearchQuery } from '../search/parse-search-query';
import { parseRequestParam, parseSearchParams } from '../search/params';
import { runSearch } from '../search/search';
import type { SearchRequest, SearchResponse } from '../search/search';
import { toCompact } from '../search/response';
import { loadDocuments } from '../catalogue/documents';
import type { DocumentLoader } from '../search/documents';
import { entityFor } from '../search/entities';
import { checkRequestBytes, isStatementTimeout, SEARCH_TIMED_OUT, SEARCH_TIMEOUT_MS } from '../search/limits';
import { ApiError } from './errors';
import { REFRESH_LIMIT, listingBacklog, rebuildListing, registerListingCountries } from '../search/listing';

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
    // The listing rows carry prices for the views' tax countries; a large backlog (a new country, a bulk
    // load) is rebuilt in the background while searches read the full tables.
    await registerListingCountries(deps.db, deps.storeViews.map((view) => view.tax.defaultCountry));
    const rebuilding = listingBacklog(deps.db).then((backlog) =>
      backlog > REFRESH_LIMIT
        ? rebuildListing(deps.db, deps.now()).catch((error: unknown) => app.log.error({ err: error }, 'rebuilding the catalogue listing failed'))
        : undefined,
    );
    app.addHook('onClose', async () => {
      await rebuilding;
    });
    const handler = async (request: FastifyRequest<SearchRoute>, reply: FastifyReply) => {
      const { index, type } = request.params;
      const params = parseSearchParams(request.query);
      // The index must exist even when storeCode picks the view.
      let view = viewForRequest(deps.storeViews, { index });
      if (params.storeCode) view = viewForRequest(deps.storeViews, { storeCode: params.storeCode });
      entityFor(type);
      // Limits first: a request of a few KB could otherwise hold the database for seconds (issue 18).
      if (typeof params.request === 'string') checkRequestBytes(params.request);
      else if (request.body !== undefined && request.body !== null) checkRequestBytes(typeof request.body === 'string' ? request.body : JSON.stringify(request.body));
      const raw = params.request !== undefined ? parseRequestParam(params.request) : request.body;
      const ast = params.requestFormat === 'search-query' ? parseSearchQuery(raw) : parseEsRequest(raw);
      const response = await executeSearch(deps, loadDocuments, {
        view,
        index,
        type,
        ast,
        size: params.size,
        from: params.from,
        sort: params.sort,
        sourceIncludes: params.sourceIncludes,
        sourceExcludes: params.sourceExcludes,
        log: request.log,
      });
      // Entity tags (Vue Storefront's P<id>/C<id>) let an invalidation of one product or category drop
      // every cached answer that shows it, and a listing filtered by category drops with that category.
      const tagOf = type === 'product' ? productTag : type === 'category' ? categoryTag : null;
      if (tagOf) addCacheTags(reply, response.hits.hits.map((hit) => tagOf(hit._id)));
      addCacheTags(reply, categoryFilterIds(raw).map(categoryTag));
      return params.responseFormat === 'compact' ? toCompact(response) : response;
    };
    app.get<SearchRoute>('/api/catalog/:index/:type/_search', handler);
    app.post<SearchRoute>('/api/catalog/:index/:type/_search', handler);
  };
}

/** One parsed catalogue search of a view: what `/api/catalog` and the GraphQL resolvers (server/graphql) run. */
export type CatalogSearch = Pick<SearchRequest, 'view' | 'index' | 'type' | 'ast' | 'size' | 'from' | 'sort' | 'sourceIncludes' | 'sourceExcludes'> & { log: FastifyBaseLogger };

/**
 * Runs a parsed search with the server's timeout (a statement past SEARCH_TIMEOUT_MS answers 503
 * SEARCH_TIMED_OUT) and the catalogue's documents. The one execution path of every catalogue read.
 */
export function executeSearch(deps: ApiDeps, loadDocuments: DocumentLoader, search: CatalogSearch): Promise<SearchResponse> {
  const { log, ...request } = search;
  return runSearch({
    db: deps.db,
    readDb: deps.readDb,
    ...request,
    now: deps.now(),
    loadDocuments,
    onListingError: (error) => log.error({ err: error }, 'refreshing the catalogue listing failed; searched the full tables'),
    timeoutMs: SEARCH_TIMEOUT_MS,
  }).catch((error: unknown) => {
    if (isStatementTimeout(error)) throw new ApiError(503, SEARCH_TIMED_OUT);
    throw error;
  });
}

/** Category ids a request filters on (`category_ids` or `category.category_id` terms), for cache tags. */
function categoryFilterIds(raw: unknown): string[] {
  const ids = new Set<string>();
  const walk = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, key));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
    else if (key && /^(category_ids|category\.category_id)$/.test(key) && (typeof node === 'number' || typeof node === 'string')) ids.add(String(node));
  };
  walk(raw);
  return [...ids];
}

/** The catalogue search routes with the full Vue Storefront documents (prices, stock, children, ...). */
export const catalogRoutes = createCatalogRoutes(loadDocuments);
