import { badRequest } from '../api/errors';
import { DEFAULT_AGG_SIZE, MAX_AGG_SIZE, emptyBool } from '../search/ast';
import type { Aggregation, BucketAggregation, Condition, SortKey } from '../search/ast';
import { filterCondition } from '../search/parse-search-query';
import { FIELD_ALIASES, NESTED_FILTERS } from './schema';

/**
 * GraphQL arguments (vue-storefront-api's filter, sort and aggregation inputs) as the catalogue search's one
 * internal form (server/search/ast.ts), which `/api/catalog` parses its two request formats into as well.
 */

/** Operators named two ways in vue-storefront-api's FilterTypeInput, as the search-query format names them. */
const OPERATOR_ALIASES: Readonly<Record<string, string>> = { gteq: 'gte', lteq: 'lte', finset: 'in' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filter input (`{sku: {eq: 'x'}, or: [...], configurable_children: {sku: {in: [...]}}}`) as one condition; null for none. */
export function filterToCondition(filter: unknown, inputType: string, prefix = ''): Condition | null {
  if (filter === undefined || filter === null) return null;
  if (!isObject(filter)) throw badRequest(`Malformed ${inputType}: expected an object`);
  const bool = emptyBool();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || key === 'entity_type') continue;
    if (key === 'or' || key === 'and') {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => filterToCondition(item, inputType, prefix) ?? []);
      if (key === 'and') bool.filter.push(...parts);
      else if (parts.length) bool.filter.push({ ...emptyBool(), should: parts, minimumShouldMatch: 1 });
    } else if (NESTED_FILTERS[inputType]?.includes(key)) {
      const nested = filterToCondition(value, inputType, `${prefix}${key}.`);
      if (nested) bool.filter.push(nested);
    } else {
      fieldConditions(FIELD_ALIASES[prefix + key] ?? prefix + key, value, bool);
    }
  }
  return bool.filter.length + bool.mustNot.length === 0 ? null : bool;
}

/** The operators of one FilterTypeInput, all of which must hold. */
function fieldConditions(field: string, input: unknown, bool: ReturnType<typeof emptyBool>): void {
  if (!isObject(input)) throw badRequest(`Malformed filter on '${field}': expected operators such as {eq: value}`);
  const scope = input.scope;
  const catalog = scope === 'catalog' || (Array.isArray(scope) && scope.includes('catalog'));
  for (const [rawOp, value] of Object.entries(input)) {
    if (rawOp === 'scope' || value === undefined) continue;
    if (rawOp === 'null' || rawOp === 'notnull') {
      if (value === false) continue;
      const exists: Condition = { kind: 'exists', field };
      if (rawOp === 'null') bool.mustNot.push(exists);
      else bool.filter.push(exists);
      continue;
    }
    const op = OPERATOR_ALIASES[rawOp] ?? rawOp;
    const condition = filterCondition(field, op, value, catalog);
    if (op === 'nin' || op === 'neq') bool.mustNot.push(condition);
    else bool.filter.push(condition);
  }
}

/** Sort inputs (a list of `{field: ASC|DESC}`; keys of one object in the schema's order) as sort keys. */
export function sortKeys(sort: unknown): SortKey[] | undefined {
  if (sort === undefined || sort === null) return undefined;
  const items = Array.isArray(sort) ? sort : [sort];
  const keys = items.flatMap((item) =>
    isObject(item) ? Object.entries(item).flatMap(([field, order]): SortKey[] => (order === 'ASC' || order === 'DESC' ? [{ field, order: order === 'ASC' ? 'asc' : 'desc' }] : [])) : [],
  );
  return keys.length ? keys : undefined;
}

/** The products query's aggregation inputs as the search's aggregations. */
export function aggregationsOf(inputs: unknown): Aggregation[] {
  if (inputs === undefined || inputs === null) return [];
  return (Array.isArray(inputs) ? inputs : [inputs]).map((input): Aggregation => {
    if (!isObject(input) || typeof input.field !== 'string' || !input.field) throw badRequest('An aggregation needs a field');
    const field = input.field;
    const ranges = Array.isArray(input.ranges) ? input.ranges.filter(isObject).map((r) => ({ ...(typeof r.from === 'number' ? { from: r.from } : {}), ...(typeof r.to === 'number' ? { to: r.to } : {}) })) : null;
    const name = typeof input.name === 'string' && input.name ? input.name : ranges ? `agg_range_${field}` : `agg_terms_${field}`;
    const size = typeof input.size === 'number' ? Math.min(Math.max(Math.trunc(input.size), 1), MAX_AGG_SIZE) : DEFAULT_AGG_SIZE;
    const bucket: BucketAggregation = ranges ? { kind: 'range', name, field, ranges } : { kind: 'terms', name, field, size };
    const filter = filterToCondition(input.filter, 'ProductFilterInput');
    return input.filter === undefined || input.filter === null ? bucket : { kind: 'filter', name, filter: filter ?? { kind: 'all' }, aggs: [bucket] };
  });
}

/** Page size and start of `pageSize`/`currentPage` (the search corrects a size of 0 or less to 50). */
export function pageArgs(args: { pageSize?: number | null; currentPage?: number | null }, defaultSize: number): { size: number; from: number } {
  const size = args.pageSize ?? defaultSize;
  const page = args.currentPage ?? 1;
  if (page < 1) throw badRequest(`currentPage must be 1 or more, got ${page}`);
  const effective = size <= 0 ? 50 : size;
  return { size, from: (page - 1) * effective };
}
