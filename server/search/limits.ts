import { badRequest } from '../api/errors';
import type { Aggregation, Condition, SearchAst } from './ast';
import { textTerms } from './product-text';

/**
 * What one catalogue search may ask for (issue 18 item 11): a request of a few KB could otherwise hold the
 * database for seconds (thousands of should clauses, ranges or words). The storefront's largest requests
 * (a category with every facet chosen, a search term) stay far below each limit. Over a limit the search
 * answers 400 naming it, before any SQL runs.
 */
export const SEARCH_LIMITS = {
  /** Bytes of the `?request=` parameter or of the body. */
  requestBytes: 64 * 1024,
  /** Conditions in the query, post_filter and filter aggregations together (every bool, terms, range, ...). */
  clauses: 256,
  /** Values of all terms filters together. */
  termsValues: 2_000,
  /** Characters of one text query. */
  textCharacters: 256,
  /** Words of one text query. */
  words: 16,
  /** Aggregations, sub-aggregations included. */
  aggregations: 64,
  /** Ranges of one range aggregation. */
  ranges: 32,
} as const;

/** The spec's server timeout of a search (ms): PostgreSQL cancels a statement that runs longer. */
export const SEARCH_TIMEOUT_MS = 1000;
/** The answer (503) of a search stopped at SEARCH_TIMEOUT_MS. */
export const SEARCH_TIMED_OUT = `The search took longer than ${SEARCH_TIMEOUT_MS} ms and was stopped. Narrow it down and try again.`;

/** True for PostgreSQL's "canceling statement due to statement timeout" (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === '57014';
}

const over = (what: string, count: number, limit: number) => badRequest(`The search request has ${count} ${what}; at most ${limit} are allowed`);

/** Refuses a request body over SEARCH_LIMITS.requestBytes (UTF-8 bytes). */
export function checkRequestBytes(raw: string): void {
  const bytes = Buffer.byteLength(raw, 'utf8');
  if (bytes > SEARCH_LIMITS.requestBytes) throw badRequest(`The search request is ${bytes} bytes; at most ${SEARCH_LIMITS.requestBytes} are allowed`);
}

/** Refuses a parsed search over any of SEARCH_LIMITS, with a 400 naming the limit. */
export function checkSearchLimits(ast: SearchAst): void {
  let clauses = 0;
  let values = 0;
  const visit = (condition: Condition): void => {
    clauses += 1;
    if (clauses > SEARCH_LIMITS.clauses) throw over('clauses', clauses, SEARCH_LIMITS.clauses);
    switch (condition.kind) {
      case 'terms':
        values += condition.values.length;
        if (values > SEARCH_LIMITS.termsValues) throw over('terms values', values, SEARCH_LIMITS.termsValues);
        return;
      case 'text': {
        const length = [...condition.text].length;
        if (length > SEARCH_LIMITS.textCharacters) throw over('characters of text', length, SEARCH_LIMITS.textCharacters);
        const words = textTerms(condition.text).words.length;
        if (words > SEARCH_LIMITS.words) throw over('words of text', words, SEARCH_LIMITS.words);
        return;
      }
      case 'bool':
        for (const child of [...condition.must, ...condition.filter, ...condition.should, ...condition.mustNot]) visit(child);
        return;
      default:
        return;
    }
  };
  visit(ast.query);
  if (ast.postFilter) visit(ast.postFilter);
  const aggregations = ast.aggs.flatMap((agg): Aggregation[] => (agg.kind === 'filter' ? [agg, ...agg.aggs] : [agg]));
  if (aggregations.length > SEARCH_LIMITS.aggregations) throw over('aggregations', aggregations.length, SEARCH_LIMITS.aggregations);
  for (const agg of ast.aggs) if (agg.kind === 'filter') visit(agg.filter);
  for (const agg of aggregations) {
    if (agg.kind === 'range' && agg.ranges.length > SEARCH_LIMITS.ranges) throw over(`ranges in aggregation '${agg.name}'`, agg.ranges.length, SEARCH_LIMITS.ranges);
  }
}
