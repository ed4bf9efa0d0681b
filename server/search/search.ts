import type { Database } from '../storage/port';
import type { StoreView } from '../../src/kernel/store-view/types';
import { textConditions } from './ast';
import type { Condition, SearchAst, SortKey } from './ast';
import { runAggregations, runAggregationsAndPage } from './aggregations';
import type { AggregationResult, FilterResult } from './aggregations';
import { compileQuery, compileSort, compileSortKeys } from './compile';
import type { CompiledQuery } from './compile';
import type { DocumentLoader } from './documents';
import { entityFor } from './entities';
import type { CompileContext, EntityDef } from './entities';
import { pageOf } from './params';
import { loadTaxFactors, priceSql } from './pricing-sql';
import { filterSource } from './source-filter';
import { freshListing, listingCovers, listingEntity } from './listing';
import { findTypos } from './suggest';
import { isPartNumber } from './product-text';
import { checkSearchLimits } from './limits';
import type { SuggestEntry } from './suggest';

/** Product text searches finding fewer hits than this retry with typo corrections and offer suggestions. */
export const FEW_HITS = 3;

/** One catalogue search. */
export interface SearchRequest {
  db: Database;
  /**
   * A read replica (DATABASE_READ_URL, ADR 0072): the search's SELECTs go there; refreshing listing rows
   * (a write) stays on `db`, the primary. Default: `db`.
   */
  readDb?: Database | undefined;
  view: StoreView;
  index: string;
  type: string;
  ast: SearchAst;
  /** URL parameters; they win over the body's. */
  size?: number | undefined;
  from?: number | undefined;
  sort?: SortKey[] | undefined;
  sourceIncludes?: string[] | undefined;
  sourceExcludes?: string[] | undefined;
  now: Date;
  loadDocuments: DocumentLoader;
  /** False: never read the listing rows (tests compare both ways); default true. */
  listing?: boolean;
  /** Told when the listing rows could not be refreshed (the search then reads the full tables). */
  onListingError?: (error: unknown) => void;
  /**
   * Reads are cancelled by the database after this many ms (the spec's server timeout, on PostgreSQL's own
   * bounded pool; PGlite cannot interrupt a statement). The listing refresh, a write, is not bounded.
   */
  timeoutMs?: number;
}

/** Listing rows carry their prices; the full tables' price SQL is never asked for. */
const noPriceSql = (): string => {
  throw new Error('listing rows carry their own prices');
};

/** A hit in Elasticsearch's shape. */
export interface SearchHit {
  _index: string;
  _type: string;
  _id: string;
  _score: number;
  _source: Record<string, unknown>;
}

/** The answer in Elasticsearch's shape (`hits.total` as ES 7 `{value, relation}`). */
export interface SearchResponse {
  took: number;
  timed_out: false;
  _shards: { total: 1; successful: 1; skipped: 0; failed: 0 };
  hits: { total: { value: number; relation: 'eq' }; max_score: number | null; hits: SearchHit[] };
  aggregations?: Record<string, AggregationResult | FilterResult>;
  suggest?: { did_you_mean: SuggestEntry[] };
}

/** Runs a parsed search against the catalogue and answers in Elasticsearch's shape. */
export async function runSearch(request: SearchRequest): Promise<SearchResponse> {
  const started = Date.now();
  let def = entityFor(request.type);
  const { ast, view } = request;
  const reader = request.readDb ?? request.db;
  const db = request.timeoutMs !== undefined && reader.bounded ? reader.bounded(request.timeoutMs) : reader;
  checkSearchLimits(ast);
  const page = pageOf(request.size ?? ast.size, request.from ?? ast.from);
  const sort = request.sort ?? ast.sort;
  // Listings (no text; fields the listing rows hold) read the narrow listing rows with their own prices.
  // A listing that cannot be refreshed (whatever the reason) must not take the catalogue down: the full
  // tables answer the same.
  const listing =
    def.type === 'product' && request.listing !== false && listingCovers(ast, sort)
      ? await freshListing(request.db, view.tax.defaultCountry, request.now).catch((error: unknown) => {
          request.onListingError?.(error);
          return null;
        })
      : null;
  if (listing) def = listingEntity(listing);
  const ctx = listing ? { language: view.language, storeId: view.storeId, finalPriceSql: noPriceSql, originalPriceSql: noPriceSql } : await contextFor(db, def, view, request.now);

  // The hits answer the query and the post_filter; the aggregations the query alone.
  const hitsCondition: Condition = ast.postFilter ? { kind: 'bool', must: [ast.query], filter: [ast.postFilter], should: [], mustNot: [] } : ast.query;
  let corrections: Map<string, readonly string[]> | undefined;
  let result: Page;
  let aggregations: SearchResponse['aggregations'];
  let suggest: SuggestEntry[] | undefined;
  if (listing && ast.aggs.length) {
    // A listing with facets: one read of the matching rows answers the facets, the total and the page.
    const query = compileQuery(def, ast.query, ctx);
    const order = compileSortKeys(def, sort, ctx, query.params, false);
    const both = await runAggregationsAndPage(db, def, query, ast.aggs, ctx, {}, { order, postFilter: ast.postFilter, ...page });
    aggregations = both.aggregations;
    result = { rows: (both.page?.ids ?? []).map((id) => ({ id, score: 1 })), total: both.page?.total ?? 0 };
  } else {
    const texts = def.type === 'product' ? textConditions(ast.query).map((t) => t.text) : [];
    // A part number answers with the parts that carry it; the number's fragments ("698" of "1K0 698 151")
    // would otherwise match the words of thousands of names, and rank below it anyway.
    let identifiersOnly = texts.length > 0 && texts.every(isPartNumber);
    let query = compileQuery(def, hitsCondition, ctx, { identifiersOnly });
    result = await fetchPage(db, def, query, sort, ctx, page);
    if (identifiersOnly && result.total === 0) {
      identifiersOnly = false;
      query = compileQuery(def, hitsCondition, ctx);
      result = await fetchPage(db, def, query, sort, ctx, page);
    }
    if (query.hasText && texts.length && result.total < FEW_HITS && !identifiersOnly) {
      // Full text found too little: correct words within 2 edits against the catalogue's words, search again.
      const typos = await Promise.all(texts.map((text) => findTypos(db, text, view.language)));
      const found = new Map(typos.flatMap((t) => [...t.corrections]));
      suggest = typos.flatMap((t) => t.suggest);
      if (found.size) {
        corrections = found;
        query = compileQuery(def, hitsCondition, ctx, { corrections });
        result = await fetchPage(db, def, query, sort, ctx, page);
      }
    }
    const options = { identifiersOnly, ...(corrections ? { corrections } : {}) };
    const aggregationQuery = ast.postFilter ? compileQuery(def, ast.query, ctx, options) : query;
    aggregations = ast.aggs.length ? await runAggregations(db, def, aggregationQuery, ast.aggs, ctx, options) : undefined;
  }

  const ids = result.rows.map((r) => Number(r.id));
  const documents = await request.loadDocuments(db, def.type, ids, view, { now: request.now });
  const byId = new Map(documents.map((doc) => [Number(doc.id), doc]));
  const includes = request.sourceIncludes ?? ast.sourceIncludes ?? [];
  const excludes = request.sourceExcludes ?? ast.sourceExcludes ?? [];
  const hits = result.rows.flatMap((row): SearchHit[] => {
    const doc = byId.get(Number(row.id));
    if (!doc) return [];
    return [{ _index: request.index, _type: def.type, _id: String(row.id), _score: Number(row.score), _source: filterSource(doc, includes, excludes) }];
  });
  return {
    took: Date.now() - started,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { total: { value: result.total, relation: 'eq' }, max_score: hits.length ? Math.max(...hits.map((h) => h._score)) : null, hits },
    ...(aggregations ? { aggregations } : {}),
    ...(suggest?.length ? { suggest: { did_you_mean: suggest } } : {}),
  };
}

async function contextFor(db: Database, def: EntityDef, view: StoreView, now: Date): Promise<CompileContext> {
  const factors = def.type === 'product' ? await loadTaxFactors(db, view.tax.defaultCountry) : new Map<number, number>();
  const prices = priceSql(factors, now);
  return { language: view.language, storeId: view.storeId, finalPriceSql: prices.final, originalPriceSql: prices.original };
}

interface Page {
  rows: { id: number; score: number }[];
  total: number;
}

async function fetchPage(db: Pick<Database, 'query'>, def: EntityDef, query: CompiledQuery, sort: readonly SortKey[], ctx: CompileContext, page: { size: number; from: number }): Promise<Page> {
  const params = query.params.fork();
  const order = compileSort(def, sort, ctx, params, query.hasText);
  const sql =
    `SELECT ${def.id} AS id, ${query.score}::float8 AS score, count(*) OVER ()::int AS total FROM ${query.from} WHERE ${query.where} ` +
    `ORDER BY ${order} LIMIT ${params.p(page.size)}::int OFFSET ${params.p(page.from)}::int`;
  const { rows } = await db.query<{ id: number; score: number; total: number }>(sql, params.values);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.from > 0) {
    const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${query.from} WHERE ${query.where}`, query.params.values);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { rows: rows.map((r) => ({ id: Number(r.id), score: Number(r.score) })), total: Number(total) };
}
