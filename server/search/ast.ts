/**
 * The one internal form of a catalogue search, whichever request format it came in (the structured
 * search-query format or the Elasticsearch subset Vue Storefront 1 sends). Compiled to SQL per entity type.
 */

/** A value a filter compares with. */
export type Scalar = string | number | boolean;

/** Range bounds (ES semantics: gt/gte/lt/lte). */
export interface RangeBounds {
  gt?: Scalar;
  gte?: Scalar;
  lt?: Scalar;
  lte?: Scalar;
}

/** A condition on documents. */
export type Condition =
  | { kind: 'all' }
  | { kind: 'none' }
  /** The field equals one of the values (ES term/terms, search-query eq/in). */
  | { kind: 'terms'; field: string; values: Scalar[] }
  | { kind: 'range'; field: string; bounds: RangeBounds }
  | { kind: 'exists'; field: string }
  /** Free text: products use full text, identifiers and typo tolerance; other types a contains match. */
  | { kind: 'text'; text: string; fields: string[] }
  | { kind: 'bool'; must: Condition[]; filter: Condition[]; should: Condition[]; mustNot: Condition[]; minimumShouldMatch?: number };

/** One sort key; `_score` sorts by relevance. */
export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

/** A terms or range aggregation: buckets of a field. */
export type BucketAggregation =
  | { kind: 'terms'; name: string; field: string; size: number }
  | { kind: 'range'; name: string; field: string; ranges: { key?: string; from?: number; to?: number }[] };

/**
 * A requested aggregation, answered under `name`. ES `filter` narrows its sub-aggregations to the documents
 * matching a condition (a facet counted with every other chosen filter but its own: disjunctive facets);
 * it answers `{doc_count, [sub name]: ...}`.
 */
export type Aggregation = BucketAggregation | { kind: 'filter'; name: string; filter: Condition; aggs: BucketAggregation[] };

/** A parsed search. */
export interface SearchAst {
  query: Condition;
  /** ES `post_filter`: narrows the hits but not the aggregations (facets count the unfiltered query). */
  postFilter?: Condition;
  sort: SortKey[];
  aggs: Aggregation[];
  /** From the request body (ES `size`/`from`); URL parameters win. */
  size?: number;
  from?: number;
  /** From the request body `_source` (ES); URL parameters win. */
  sourceIncludes?: string[];
  sourceExcludes?: string[];
}

/** Default terms aggregation size (spec: filter aggregation size 10). */
export const DEFAULT_AGG_SIZE = 10;
/** Terms aggregation sizes are capped here (spec: maximum filter query size 999). */
export const MAX_AGG_SIZE = 999;
/** The spec's price buckets: 0-50, 50-100, 100-150, 150 and up. */
export const PRICE_RANGES: readonly { from?: number; to?: number }[] = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

/** An empty bool condition, to push clauses into. */
export function emptyBool(): Extract<Condition, { kind: 'bool' }> {
  return { kind: 'bool', must: [], filter: [], should: [], mustNot: [] };
}

/** Every text condition in a query (scoring, suggestions), except those under must_not. */
export function textConditions(condition: Condition): Extract<Condition, { kind: 'text' }>[] {
  if (condition.kind === 'text') return [condition];
  if (condition.kind !== 'bool') return [];
  return [...condition.must, ...condition.filter, ...condition.should].flatMap(textConditions);
}
