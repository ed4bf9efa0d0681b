/**
 * The GraphQL catalogue reader (server API type `graphql`): the catalogue searches modules send in the
 * Elasticsearch subset (`searchCatalogue`) become queries of vue-storefront-api's GraphQL schema, POSTed as
 * `{query, variables}` to the configured endpoint, and the answers come back in the shape `/api/catalog`
 * gives, so every page renders the same. A plain fetch: the queries are fixed strings, no client library.
 * Loaded only when the type is `graphql` (browser-runtime imports it on demand).
 */
import type { StoreView } from '../store-view/types';
import { ApiRequestError } from './api-client';
import type { CatalogueSearch, CatalogueSearchBody, SearchAnswer } from './catalogue';
import { SYNC_MESSAGES } from '../sync/messages';

type Filter = Record<string, unknown>;

/** One query of the schema per catalogue type: its field, filter argument and input types. */
const OPERATIONS: Readonly<Record<string, { field: string; filterArg: string; filterType: string; sortType?: string; required?: boolean }>> = {
  product: { field: 'products', filterArg: 'filter', filterType: 'ProductFilterInput', sortType: 'ProductSortInput' },
  category: { field: 'categories', filterArg: 'filter', filterType: 'CategoryFilterInput', sortType: 'CategorySortInput' },
  attribute: { field: 'customAttributeMetadata', filterArg: 'attributes', filterType: 'AttributeInput', required: true },
  review: { field: 'reviews', filterArg: 'filter', filterType: 'ReviewFilterInput', sortType: 'ReviewSortInput' },
  taxrule: { field: 'taxrule', filterArg: 'filter', filterType: 'TaxRuleInput' },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const unsupported = (what: string) => new Error(`The GraphQL catalogue reader cannot send ${what}`);

/** One field condition (`configurable_children.sku` nests as `{configurable_children: {sku: ...}}`). */
function fieldFilter(field: string, operators: Filter): Filter {
  return field
    .split('.')
    .reverse()
    .reduce<Filter>((inner, part) => ({ [part]: inner }), operators);
}

const all = (filters: Filter[]): Filter => (filters.length === 1 ? (filters[0] as Filter) : { and: filters });

/** `should: [{terms: {a: v}}, {terms: {a_options: v}}]`, own or variants' values: the filter scope `catalog`. */
function catalogScope(should: unknown[]): Filter | null {
  if (should.length !== 2) return null;
  const [own, options] = should.map((c) => (isObject(c) && isObject(c.terms) ? Object.entries(c.terms) : []));
  const [field, values] = own?.length === 1 ? (own[0] as [string, unknown]) : [];
  const [optionsField, optionValues] = options?.length === 1 ? (options[0] as [string, unknown]) : [];
  if (!field || optionsField !== `${field}_options` || JSON.stringify(values) !== JSON.stringify(optionValues)) return null;
  return fieldFilter(field, { in: values, scope: ['catalog'] });
}

/** An Elasticsearch clause as a filter input; text goes to `texts` (the query's `search`). */
function clauseFilter(clause: unknown, texts: string[]): Filter | null {
  if (!isObject(clause)) throw unsupported('a malformed clause');
  const [kind, body] = Object.entries(clause)[0] ?? [];
  if (kind === 'terms' || kind === 'term' || kind === 'range') {
    if (!isObject(body)) throw unsupported(`a malformed ${kind}`);
    return all(Object.entries(body).map(([field, value]) => fieldFilter(field, kind === 'terms' ? { in: value } : kind === 'term' ? { eq: isObject(value) ? value.value : value } : (value as Filter))));
  }
  if (kind === 'multi_match' || kind === 'match') {
    const query = isObject(body) ? (body.query ?? Object.values(body)[0]) : body;
    texts.push(String(isObject(query) ? query.query : query));
    return null;
  }
  if (kind === 'bool' && isObject(body)) {
    if (body.must_not) throw unsupported('must_not');
    const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
    const parts = filtersOf([...list(body.filter), ...list(body.must)], texts);
    const should = list(body.should);
    if (should.length) {
      const scoped = catalogScope(should);
      parts.push(scoped ?? { or: filtersOf(should, texts) });
    }
    return parts.length ? all(parts) : null;
  }
  throw unsupported(`the clause ${String(kind)}`);
}

/** The filters of a list of clauses (text clauses go to `texts`). */
function filtersOf(clauses: readonly unknown[], texts: string[]): Filter[] {
  return clauses.flatMap((clause): Filter[] => {
    const filter = clauseFilter(clause, texts);
    return filter ? [filter] : [];
  });
}

/** The query text of a search (one at most: `search` is one string). */
function searchText(texts: readonly string[]): string | undefined {
  if (texts.length > 1) throw unsupported('more than one text query');
  return texts[0];
}

function aggregations(aggs: unknown): Filter[] {
  if (!isObject(aggs)) return [];
  return Object.entries(aggs).map(([name, agg]) => {
    if (!isObject(agg)) throw unsupported(`the aggregation ${name}`);
    if (isObject(agg.terms)) return { name, field: agg.terms.field, ...(typeof agg.terms.size === 'number' ? { size: agg.terms.size } : {}) };
    if (isObject(agg.range)) return { name, field: agg.range.field, ranges: agg.range.ranges };
    if (agg.filter && isObject(agg.aggs)) {
      const inner = aggregations(agg.aggs);
      if (inner.length !== 1 || inner[0]?.name !== name) throw unsupported(`the filter aggregation ${name} (one sub-aggregation of the same name)`);
      return { ...inner[0], filter: clauseFilter(agg.filter, []) ?? {} };
    }
    throw unsupported(`the aggregation ${name}`);
  });
}

/** A GraphQL request (query text and variables) for a catalogue search of `type` in the Elasticsearch subset. */
export function graphqlRequest(type: string, request: CatalogueSearchBody & { size: number; from?: number }): { query: string; variables: Record<string, unknown> } {
  const op = OPERATIONS[type];
  if (!op) throw unsupported(`a search of type ${type}`);
  const { size, from = 0, query, post_filter: postFilter, sort, aggs, _source: source } = request;
  if (from % size !== 0) throw unsupported(`from ${from} with size ${size} (pages start at multiples of the size)`);
  const texts: string[] = [];
  const filter = query === undefined ? null : clauseFilter(query, texts);
  const variables: Record<string, unknown> = { pageSize: size, currentPage: from / size + 1 };
  const args: [string, string][] = [['pageSize', 'Int'], ['currentPage', 'Int']];
  const add = (name: string, graphqlType: string, value: unknown) => {
    if (value === undefined || value === null) return;
    variables[name] = value;
    args.push([name, graphqlType]);
  };
  add(op.filterArg, `${op.filterType}${op.required ? '!' : ''}`, filter ?? (op.required ? {} : null));
  if (type === 'product' || type === 'category' || type === 'review') add('search', 'String', searchText(texts));
  else if (texts.length) throw unsupported(`text in a ${type} search`);
  if (op.sortType && Array.isArray(sort)) {
    add('sort', `[${op.sortType}!]`, sort.flatMap((key) => (isObject(key) ? Object.entries(key).map(([field, order]) => ({ [field]: (isObject(order) ? order.order : order) === 'desc' ? 'DESC' : 'ASC' })) : [])));
  }
  if (type === 'product') {
    add('postFilter', 'ProductFilterInput', postFilter === undefined ? null : clauseFilter(postFilter, []));
    const aggregationList = aggregations(aggs);
    add('aggregations', '[AggregationInput!]', aggregationList.length ? aggregationList : null);
  } else if (postFilter || aggs) throw unsupported(`facets in a ${type} search`);
  const include = Array.isArray(source) ? source : isObject(source) ? source.includes : undefined;
  add('_sourceInclude', '[String]', include);
  const selection = type === 'product' ? 'items total_count aggregations suggest' : 'hits aggregations suggest';
  return {
    query: `query (${args.map(([name, t]) => `$${name}: ${t}`).join(', ')}) { ${op.field}(${args.map(([name]) => `${name}: $${name}`).join(', ')}) { ${selection} } }`,
    variables,
  };
}

interface GraphqlAnswer {
  data?: Record<string, Record<string, unknown> | null> | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
  extensions?: { code?: unknown };
}

/** The answer of a catalogue query in `/api/catalog`'s shape. */
function toSearchAnswer<T>(type: string, data: Record<string, unknown>): SearchAnswer<T> {
  if (type === 'product') {
    const items = (data.items as (T & { _score?: number })[] | null) ?? [];
    return {
      hits: { total: { value: Number(data.total_count ?? 0) }, hits: items.map(({ _score: _ignored, ...doc }) => ({ _source: doc as T })) },
      ...(data.aggregations ? { aggregations: data.aggregations as SearchAnswer<T>['aggregations'] } : {}),
      ...(data.suggest ? { suggest: data.suggest as SearchAnswer<T>['suggest'] } : {}),
    };
  }
  return {
    hits: data.hits as SearchAnswer<T>['hits'],
    ...(data.aggregations ? { aggregations: data.aggregations as SearchAnswer<T>['aggregations'] } : {}),
    ...(data.suggest ? { suggest: data.suggest as SearchAnswer<T>['suggest'] } : {}),
  };
}

/** POSTs catalogue searches as GraphQL queries to `endpoint` (the view as `?storeCode=`) through `post`. */
export function graphqlCatalogueSearch(post: (url: string, init: RequestInit) => Promise<Response>, endpoint: string): CatalogueSearch {
  return async <T>(view: StoreView, type: string, request: CatalogueSearchBody & { size: number; from?: number }, init?: { signal?: AbortSignal }): Promise<SearchAnswer<T>> => {
    const body = graphqlRequest(type, request);
    const url = `${endpoint}${endpoint.includes('?') ? '&' : '?'}storeCode=${encodeURIComponent(view.storeCode)}`;
    const response = await post(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), ...(init?.signal ? { signal: init.signal } : {}) });
    let answer: GraphqlAnswer;
    try {
      answer = (await response.json()) as GraphqlAnswer;
    } catch {
      throw new ApiRequestError(response.status >= 400 ? response.status : 502, SYNC_MESSAGES.badContentType);
    }
    const error = answer.errors?.[0];
    if (error) {
      const code = typeof answer.extensions?.code === 'number' ? answer.extensions.code : typeof error.extensions?.code === 'number' ? error.extensions.code : response.status >= 400 ? response.status : 500;
      throw new ApiRequestError(code, error.message);
    }
    const data = answer.data?.[OPERATIONS[type]?.field ?? ''];
    if (!response.ok || !data) throw new ApiRequestError(response.ok ? 502 : response.status, `API answered ${response.status}`);
    return toSearchAnswer<T>(type, data);
  };
}

/** Where the GraphQL API is: a host with a scheme as it is, otherwise protocol://host:port/graphql; no host: this origin. */
export function graphqlEndpoint(config: { host?: string | undefined; port?: number | string | undefined; protocol?: string | undefined }): string {
  const host = config.host?.trim();
  if (!host) return '/graphql';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host)) return host;
  const protocol = (config.protocol ?? 'http').replace(/:$/, '');
  return `${protocol}://${host}${config.port ? `:${config.port}` : ''}/graphql`;
}
