import { badRequest } from '../api/errors';
import { bodyProblem } from '../api/security';
import type { SortKey } from './ast';
import { toOrder } from './parse-es';

/** Spec: default search size 50 (0 or less is corrected to 50). */
export const DEFAULT_SIZE = 50;
/** Elasticsearch's result window (index.max_result_window): from + size beyond it is refused. */
export const MAX_RESULT_WINDOW = 10000;

/** The query string of a catalogue search. */
export interface SearchParams {
  size?: number;
  from?: number;
  sort?: SortKey[];
  sourceIncludes?: string[];
  sourceExcludes?: string[];
  request?: string;
  requestFormat: 'es' | 'search-query';
  responseFormat: 'standard' | 'compact';
  storeCode?: string;
}

const first = (value: unknown): string | undefined => (Array.isArray(value) ? first(value[0]) : typeof value === 'string' ? value : undefined);
const list = (value: string | undefined) => value?.split(',').map((s) => s.trim()).filter(Boolean);

/** Reads and validates the query string (400 with a clear message for bad values). */
export function parseSearchParams(query: Record<string, unknown>): SearchParams {
  const integer = (name: string): number | undefined => {
    const raw = first(query[name]);
    if (raw === undefined || raw === '') return undefined;
    if (!/^-?\d+$/.test(raw.trim())) throw badRequest(`${name} must be an integer, got '${raw}'`);
    return Number(raw);
  };
  const requestFormat = first(query.request_format);
  if (requestFormat !== undefined && requestFormat !== 'search-query' && requestFormat !== 'elasticsearch' && requestFormat !== '') {
    throw badRequest(`Unknown request_format '${requestFormat}' (use search-query or leave it out)`);
  }
  const responseFormat = first(query.response_format);
  if (responseFormat !== undefined && responseFormat !== 'compact' && responseFormat !== 'standard' && responseFormat !== '') {
    throw badRequest(`Unknown response_format '${responseFormat}' (use compact or standard)`);
  }
  const params: SearchParams = { requestFormat: requestFormat === 'search-query' ? 'search-query' : 'es', responseFormat: responseFormat === 'compact' ? 'compact' : 'standard' };
  const size = integer('size');
  const from = integer('from');
  if (size !== undefined) params.size = size;
  if (from !== undefined) params.from = from;
  const sort = first(query.sort);
  if (sort) params.sort = parseSortParam(sort);
  const includes = list(first(query._source_include) ?? first(query._source_includes) ?? first(query._source));
  const excludes = list(first(query._source_exclude) ?? first(query._source_excludes));
  if (includes) params.sourceIncludes = includes;
  if (excludes) params.sourceExcludes = excludes;
  const request = first(query.request);
  if (request) params.request = request;
  const storeCode = first(query.storeCode);
  if (storeCode) params.storeCode = storeCode;
  return params;
}

/** `field:asc,other:desc` (ES URI sort); a field without order sorts ascending. */
export function parseSortParam(raw: string): SortKey[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const at = item.lastIndexOf(':');
      const field = at < 0 ? item : item.slice(0, at);
      if (!field) throw badRequest(`Malformed sort '${item}'`);
      return { field, order: at < 0 ? (field === '_score' ? 'desc' : 'asc') : toOrder(item.slice(at + 1)) };
    });
}

/** Size and start after the spec's corrections, within the result window. */
export function pageOf(size: number | undefined, from: number | undefined): { size: number; from: number } {
  const page = { size: size === undefined || size <= 0 ? DEFAULT_SIZE : size, from: from === undefined || from < 0 ? 0 : from };
  if (page.size + page.from > MAX_RESULT_WINDOW) throw badRequest(`Result window is too large: from + size must be at most ${MAX_RESULT_WINDOW}, got ${page.from + page.size}`);
  return page;
}

/**
 * The search body of the `request` query parameter (JSON, possibly URL-encoded once more), held to the rules
 * of a request body (no NUL, no lone surrogate, no number beyond double precision, bounded nesting).
 */
export function parseRequestParam(raw: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch (error) {
      throw badRequest(`Malformed request: ${(error as Error).message}`);
    }
  }
  const problem = bodyProblem(parsed);
  if (problem) throw badRequest(problem);
  return parsed;
}
