import type { Container } from 'inversify';
import { apiGetJson } from '../../kernel/api';
import type { StoreView } from '../../kernel/store-view/types';
import type { CatalogSearchRequest } from './logic';

/** The Elasticsearch-shaped answer of `/api/catalog/{index}/{type}/_search`. */
export interface SearchAnswer<T> {
  hits: { total: { value: number } | number; hits: { _source: T }[] };
  aggregations?: Record<string, { buckets: { key: string | number; doc_count: number; from?: number; to?: number }[] } | undefined>;
}

/** Searches one document type of the view's index with a request body (sent as `?request=`, so answers are cacheable). */
export function searchCatalogue<T>(services: Container, view: StoreView, type: string, request: Partial<CatalogSearchRequest> & { size: number; from?: number }): Promise<SearchAnswer<T>> {
  const { size, from = 0, ...body } = request;
  const query = new URLSearchParams({ request: JSON.stringify(body), size: String(size), from: String(from) });
  return apiGetJson<SearchAnswer<T>>(services, `/api/catalog/${view.searchIndex}/${type}/_search?${query.toString()}`);
}

/** The total of an answer (a number or `{value}`, as VSF 1 reads it). */
export function totalOf(answer: SearchAnswer<unknown>): number {
  const total = answer.hits.total;
  return typeof total === 'number' ? total : total.value;
}
