import type { Container } from 'inversify';
import type { StoreView } from '../store-view/types';
import { apiGetJson } from './api-client';

/** The Elasticsearch-shaped answer of `/api/catalog/{index}/{type}/_search`. */
export interface SearchAnswer<T> {
  hits: { total: { value: number } | number; hits: { _source: T }[] };
  aggregations?: Record<string, { buckets: { key: string | number; doc_count: number; from?: number; to?: number }[] } | undefined>;
  /** Typo corrections per query word ("did you mean"), when the text found few products. */
  suggest?: { did_you_mean: { text: string; offset: number; length: number; options: { text: string; score: number; freq: number }[] }[] };
}

/** A search body in the Elasticsearch subset the catalogue API reads (query, sort, aggs, post_filter, _source). */
export type CatalogueSearchBody = Record<string, unknown>;

/** A catalogue reader: one search of a document type of the view, answered in `/api/catalog`'s shape. */
export type CatalogueSearch = <T>(view: StoreView, type: string, request: CatalogueSearchBody & { size: number; from?: number }, init?: { signal?: AbortSignal }) => Promise<SearchAnswer<T>>;

/**
 * The catalogue reader of the server API type `graphql` (kernel/api/graphql.ts), bound by the app when it is
 * configured; without a binding catalogue reads go to `/api/catalog` (type `api`). A registered symbol, as ApiFetchToken.
 */
export const CatalogueSearchToken: unique symbol = Symbol.for('autoparts.kernel.CatalogueSearch') as never;

/**
 * Searches one document type (product, category, review, ...) of the view's index. The body goes in
 * `?request=`, so answers are cacheable by URL; any module may use it (loaders, panels, the URL dispatcher).
 * With the server API type `graphql` the bound CatalogueSearch sends it as a GraphQL query instead.
 */
export function searchCatalogue<T>(
  services: Container,
  view: StoreView,
  type: string,
  request: CatalogueSearchBody & { size: number; from?: number },
  init?: { signal?: AbortSignal },
): Promise<SearchAnswer<T>> {
  if (services.isBound(CatalogueSearchToken)) return services.get<CatalogueSearch>(CatalogueSearchToken)<T>(view, type, request, init);
  const { size, from = 0, ...body } = request;
  const query = new URLSearchParams({ request: JSON.stringify(body), size: String(size), from: String(from) });
  return apiGetJson<SearchAnswer<T>>(services, `/api/catalog/${view.searchIndex}/${type}/_search?${query.toString()}`, init);
}

/** The total of an answer (a number or `{value}`, as VSF 1 reads it). */
export function totalOf(answer: SearchAnswer<unknown>): number {
  const total = answer.hits.total;
  return typeof total === 'number' ? total : total.value;
}
