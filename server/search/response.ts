import type { SearchResponse } from './search';

/** The `response_format=compact` answer of vue-storefront-api: no took/timed_out/_shards/max_score, `total` on top, hits as their `_source` plus `_score`. */
export interface CompactResponse {
  total: SearchResponse['hits']['total'];
  hits: Record<string, unknown>[];
  aggregations?: SearchResponse['aggregations'];
  suggest?: SearchResponse['suggest'];
}

/** Formats an answer as the contract's compact response. */
export function toCompact(response: SearchResponse): CompactResponse {
  return {
    total: response.hits.total,
    hits: response.hits.hits.map((hit) => ({ ...hit._source, _score: hit._score })),
    ...(response.aggregations ? { aggregations: response.aggregations } : {}),
    ...(response.suggest ? { suggest: response.suggest } : {}),
  };
}
