import { badRequest } from '../api/errors';
import { DEFAULT_AGG_SIZE, MAX_AGG_SIZE, PRICE_RANGES, emptyBool } from './ast';
import type { Aggregation, Condition, RangeBounds, Scalar, SearchAst, SortKey } from './ast';
import { asObject, isObject, toOrder } from './parse-es';

const RANGE_OPS: Record<string, keyof RangeBounds> = { gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte', from: 'gte', to: 'lte', moreq: 'gte' };

/**
 * The structured search-query format (`request_format=search-query`, storefront-query-builder's
 * SearchQuery): `_appliedFilters` [{attribute, value: {eq|in|nin|neq|gt|gte|lt|lte|exists|or|nor: v}, scope}],
 * `_availableFilters` [{field, scope, options: {size}}] (aggregations), `_appliedSort` [{field, options}]
 * and `_searchText`. Filters with scope 'catalog' also match configurable products through their
 * children's `{attribute}_options`, as Vue Storefront 1 builds them.
 */
export function parseSearchQuery(body: unknown): SearchAst {
  if (body === undefined || body === null || body === '') return { query: { kind: 'all' }, sort: [], aggs: [] };
  const root = asObject(body, 'search query');
  const bool = emptyBool();
  const orGroup: Condition[] = [];
  for (const item of list(root._appliedFilters, '_appliedFilters')) {
    const filter = asObject(item, 'applied filter');
    const attribute = String(filter.attribute ?? '');
    if (!attribute) throw badRequest('An applied filter needs an attribute');
    const catalog = hasScope(filter.scope, 'catalog');
    const value = isObject(filter.value) ? filter.value : { in: filter.value };
    for (const [op, v] of Object.entries(value)) {
      const target = op === 'or' || op === 'nor' ? orGroup : op === 'nin' || op === 'neq' ? bool.mustNot : bool.filter;
      target.push(filterCondition(attribute, op, v, catalog));
    }
  }
  if (orGroup.length) bool.filter.push({ ...emptyBool(), should: orGroup, minimumShouldMatch: 1 });
  const text = typeof root._searchText === 'string' ? root._searchText.trim() : '';
  if (text) bool.must.push({ kind: 'text', text, fields: [] });
  const query: Condition = bool.filter.length + bool.must.length + bool.mustNot.length === 0 ? { kind: 'all' } : bool;
  return { query, sort: parseAppliedSort(root._appliedSort), aggs: parseAvailableFilters(root._availableFilters) };
}

export function filterCondition(attribute: string, op: string, value: unknown, catalog: boolean): Condition {
  const range = RANGE_OPS[op];
  if (range) return { kind: 'range', field: attribute, bounds: { [range]: scalar(value, attribute) } };
  if (op === 'exists') return value === false ? { ...emptyBool(), mustNot: [{ kind: 'exists', field: attribute }] } : { kind: 'exists', field: attribute };
  if (op !== 'eq' && op !== 'in' && op !== 'nin' && op !== 'neq' && op !== 'or' && op !== 'nor') throw badRequest(`Unsupported filter operator '${op}' on '${attribute}'`);
  // null means "has a value" for eq/in/nor and "has none" for or; nin/neq are negated by the caller.
  if (value === null) return op === 'or' ? { ...emptyBool(), mustNot: [{ kind: 'exists', field: attribute }] } : { kind: 'exists', field: attribute };
  const values = (Array.isArray(value) ? value : [value]).map((v) => scalar(v, attribute));
  const own: Condition = { kind: 'terms', field: attribute, values };
  const condition: Condition = catalog
    ? { ...emptyBool(), should: [own, { ...emptyBool(), filter: [{ kind: 'terms', field: 'type_id', values: ['configurable'] }, { kind: 'terms', field: `${attribute}_options`, values }] }], minimumShouldMatch: 1 }
    : own;
  return op === 'nor' ? { ...emptyBool(), mustNot: [condition] } : condition;
}

function parseAppliedSort(raw: unknown): SortKey[] {
  return list(raw, '_appliedSort').map((item) => {
    const sort = asObject(item, 'applied sort');
    const options = sort.options;
    const order = isObject(options) ? options.order : options;
    return { field: String(sort.field ?? ''), order: toOrder(order ?? 'asc') };
  });
}

function parseAvailableFilters(raw: unknown): Aggregation[] {
  return list(raw, '_availableFilters').flatMap((item): Aggregation[] => {
    const filter = asObject(item, 'available filter');
    const field = String(filter.field ?? '');
    if (!field) throw badRequest('An available filter needs a field');
    if (field === 'price') return [{ kind: 'range', name: 'agg_range_price', field: 'price', ranges: [...PRICE_RANGES] }];
    const options = isObject(filter.options) ? filter.options : {};
    const size = Math.min(Math.max(Number(options.size ?? DEFAULT_AGG_SIZE) || DEFAULT_AGG_SIZE, 1), MAX_AGG_SIZE);
    return [
      { kind: 'terms', name: `agg_terms_${field}`, field, size },
      { kind: 'terms', name: `agg_terms_${field}_options`, field: `${field}_options`, size },
    ];
  });
}

function hasScope(scope: unknown, wanted: string): boolean {
  return scope === wanted || (Array.isArray(scope) && scope.includes(wanted));
}

function list(raw: unknown, what: string): unknown[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badRequest(`Malformed ${what}: expected a list`);
  return raw;
}

function scalar(value: unknown, field: string): Scalar {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw badRequest(`Filter value for '${field}' must be a string, number or boolean`);
}
