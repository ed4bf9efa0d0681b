import type { FastifyReply } from 'fastify';
import type { ApiDeps } from '../api/deps';
import { executeSearch } from '../api/catalog';
import { viewForRequest } from '../api/store-view';
import type { DocumentLoader } from '../search/documents';
import { emptyBool } from '../search/ast';
import type { Aggregation, Condition, SortKey } from '../search/ast';
import type { SearchResponse } from '../search/search';
import { aggregationsOf, filterToCondition, pageArgs, sortKeys } from './filters';

/** What a resolver gets from mercurius: the reply of the HTTP request (its `storeCode` picks the view). */
interface Context {
  reply: FastifyReply;
}

interface SearchArgs {
  search?: string | null;
  filter?: unknown;
  postFilter?: unknown;
  attributes?: unknown;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: unknown;
  aggregations?: unknown;
  _sourceInclude?: string[] | null;
  _sourceExclude?: string[] | null;
}

type Doc = Record<string, unknown>;

/** The store view of a request: `?storeCode=` on the endpoint's URL (as `/api/catalog` reads it), else the default. */
function viewOf(deps: ApiDeps, context: Context) {
  const query = context.reply.request.query as Record<string, unknown> | undefined;
  const storeCode = typeof query?.storeCode === 'string' && query.storeCode ? query.storeCode : undefined;
  return viewForRequest(deps.storeViews, { storeCode });
}

const strings = (list: readonly (string | null)[] | null | undefined): string[] | undefined => (list ? list.filter((s): s is string => typeof s === 'string') : undefined);

/** The resolvers: every query field runs the catalogue search of `/api/catalog` (executeSearch) for its type. */
export function createResolvers(deps: ApiDeps, loadDocuments: DocumentLoader) {
  const search = (type: string, filterType: string, defaultSize: number) => async (args: SearchArgs, context: Context, extra: { aggs?: Aggregation[]; postFilter?: Condition | null; sort?: SortKey[] | undefined } = {}): Promise<SearchResponse> => {
    const view = viewOf(deps, context);
    const bool = emptyBool();
    const filter = filterToCondition(args.filter ?? args.attributes, filterType);
    if (filter) bool.filter.push(filter);
    const text = typeof args.search === 'string' ? args.search.trim() : '';
    if (text) bool.must.push({ kind: 'text', text, fields: [] });
    const query: Condition = bool.filter.length + bool.must.length ? bool : { kind: 'all' };
    const page = pageArgs(args, defaultSize);
    return executeSearch(deps, loadDocuments, {
      view,
      index: view.searchIndex,
      type,
      ast: { query, sort: [], aggs: extra.aggs ?? [], ...(extra.postFilter ? { postFilter: extra.postFilter } : {}) },
      size: page.size,
      from: page.from,
      sort: extra.sort,
      sourceIncludes: strings(args._sourceInclude),
      sourceExcludes: strings(args._sourceExclude),
      log: context.reply.request.log,
    });
  };
  const products = search('product', 'ProductFilterInput', 20);
  const categories = search('category', 'CategoryFilterInput', 20);
  const attributes = search('attribute', 'AttributeInput', 150);
  const taxrules = search('taxrule', 'TaxRuleInput', 20);
  const reviews = search('review', 'ReviewFilterInput', 20);
  const cms = (type: string) => search(type, 'CmsInput', 20);
  const esResponse = (answer: SearchResponse) => ({ hits: answer.hits, suggest: answer.suggest ?? null, aggregations: answer.aggregations ?? null, attribute_metadata: null });
  const docs = (answer: SearchResponse): Doc[] => answer.hits.hits.map((hit) => hit._source);

  return {
    Query: {
      products: async (_root: unknown, args: SearchArgs, context: Context) => {
        const sort = sortKeys(args.sort);
        const answer = await products(args, context, { aggs: aggregationsOf(args.aggregations), postFilter: filterToCondition(args.postFilter, 'ProductFilterInput'), sort });
        const page = pageArgs(args, 20);
        return {
          items: answer.hits.hits.map((hit) => ({ ...hit._source, _score: hit._score })),
          total_count: answer.hits.total.value,
          page_info: { page_size: page.size, current_page: args.currentPage ?? 1 },
          aggregations: answer.aggregations ?? null,
          attribute_metadata: null,
          sort_fields: { default: sort?.[0]?.field ?? null, options: (sort ?? []).map((key) => ({ value: key.field, label: key.field })) },
          suggest: answer.suggest ?? null,
        };
      },
      categories: async (_root: unknown, args: SearchArgs, context: Context) => esResponse(await categories(args, context, { sort: sortKeys(args.sort) })),
      customAttributeMetadata: async (_root: unknown, args: SearchArgs, context: Context) => esResponse(await attributes(args, context)),
      taxrule: async (_root: unknown, args: SearchArgs, context: Context) => esResponse(await taxrules(args, context)),
      reviews: async (_root: unknown, args: SearchArgs, context: Context) => esResponse(await reviews(args, context, { sort: sortKeys(args.sort) })),
      cmsPages: async (_root: unknown, args: SearchArgs, context: Context) => ({ items: docs(await cms('cms_page')(args, context)) }),
      cmsBlocks: async (_root: unknown, args: SearchArgs, context: Context) => ({ items: docs(await cms('cms_block')(args, context)).map((doc) => ({ ...doc, id: doc.id ?? doc.block_id })) }),
      cmsHierarchies: async (_root: unknown, args: SearchArgs, context: Context) => ({
        items: docs(await cms('cms_hierarchy')(args, context)).map((doc) => ({ ...doc, node_id: doc.node_id ?? doc.id, parent_node_id: doc.parent_node_id ?? doc.parent_id })),
      }),
    },
  };
}
