import { badRequest } from '../api/errors';
import { DEFAULT_AGG_SIZE, MAX_AGG_SIZE, emptyBool } from './ast';
import type { Aggregation, BucketAggregation, Condition, RangeBounds, Scalar, SearchAst, SortKey } from './ast';

/**
 * The Elasticsearch query subset Vue Storefront 1 sends (`?request=` or the body): bool
 * filter/must/should/must_not, term(s), match, match_phrase, range, exists, multi_match, function_score,
 * constant_score, match_all, and terms/range aggregations. Anything else is a 400 naming the clause.
 */
export function parseEsRequest(body: unknown): SearchAst {
  if (body === undefined || body === null || body === '') return { query: { kind: 'all' }, sort: [], aggs: [] };
  const root = asObject(body, 'request body');
  const ast: SearchAst = { query: { kind: 'all' }, sort: [], aggs: [] };
  const bool = emptyBool();
  if (root.query !== undefined) bool.must.push(parseCondition(root.query));
  // post_filter narrows the hits but not the aggregations, as in Elasticsearch (facets of a filtered listing).
  if (root.post_filter !== undefined) ast.postFilter = parseCondition(root.post_filter);
  ast.query = bool.must.length + bool.filter.length === 0 ? { kind: 'all' } : bool;
  if (root.sort !== undefined) ast.sort = parseEsSort(root.sort);
  const aggs = root.aggs ?? root.aggregations;
  if (aggs !== undefined) ast.aggs = parseAggregations(aggs);
  if (root.size !== undefined) ast.size = toInteger(root.size, 'size');
  if (root.from !== undefined) ast.from = toInteger(root.from, 'from');
  if (root._source !== undefined) parseSource(root._source, ast);
  return ast;
}

// Fields whose `match` is a text search; on every other field `match` compares the whole value.
const TEXT_FIELDS = new Set(['name', 'description', 'short_description', 'category.name', 'title', 'content', '_all', 'search']);

function parseCondition(node: unknown): Condition {
  const clause = asObject(node, 'query clause');
  const keys = Object.keys(clause);
  if (keys.length !== 1) throw badRequest(`A query clause must have exactly one key, got ${keys.length === 0 ? 'none' : keys.join(', ')}`);
  const type = keys[0] as string;
  const value = clause[type];
  switch (type) {
    case 'match_all':
      return { kind: 'all' };
    case 'match_none':
      return { kind: 'none' };
    case 'bool':
      return parseBool(asObject(value, 'bool'));
    case 'constant_score':
      return parseCondition(asObject(value, 'constant_score').filter);
    case 'function_score': {
      // Scoring functions are ours (field boosts); only the inner query selects documents.
      const inner = asObject(value, 'function_score').query;
      return inner === undefined ? { kind: 'all' } : parseCondition(inner);
    }
    case 'term':
    case 'terms': {
      const [field, raw] = singleField(value, type);
      const v = type === 'term' && isObject(raw) ? raw.value : raw;
      const values = Array.isArray(v) ? v.map((x) => toScalar(x, field)) : [toScalar(v, field)];
      return { kind: 'terms', field, values };
    }
    case 'match':
    case 'match_phrase':
    case 'match_phrase_prefix': {
      const [field, raw] = singleField(value, type);
      const text = isObject(raw) ? raw.query : raw;
      if (TEXT_FIELDS.has(field)) return { kind: 'text', text: String(text ?? ''), fields: [field] };
      return { kind: 'terms', field, values: [toScalar(text, field)] };
    }
    case 'multi_match': {
      const mm = asObject(value, 'multi_match');
      const fields = Array.isArray(mm.fields) ? mm.fields.map((f) => String(f).replace(/\^.*$/, '')) : [];
      return { kind: 'text', text: String(mm.query ?? ''), fields };
    }
    case 'range': {
      const [field, raw] = singleField(value, 'range');
      return { kind: 'range', field, bounds: parseBounds(asObject(raw, `range of ${field}`), field) };
    }
    case 'exists':
      return { kind: 'exists', field: String(asObject(value, 'exists').field ?? '') };
    default:
      throw badRequest(`Unsupported query clause '${type}'`);
  }
}

function parseBool(node: Record<string, unknown>): Condition {
  const bool = emptyBool();
  for (const [key, value] of Object.entries(node)) {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (key === 'must') bool.must.push(...list.map(parseCondition));
    else if (key === 'filter') bool.filter.push(...list.map(parseCondition));
    else if (key === 'should') bool.should.push(...list.map(parseCondition));
    else if (key === 'must_not') bool.mustNot.push(...list.map(parseCondition));
    else if (key === 'minimum_should_match') bool.minimumShouldMatch = parseMinimumShouldMatch(value);
    else if (key !== 'boost' && key !== '_name') throw badRequest(`Unsupported bool option '${key}'`);
  }
  return bool;
}

/** A count (negative: all but that many), or a percentage kept as a fraction, resolved by the compiler. */
function parseMinimumShouldMatch(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  const match = /^(-?\d+)(%?)$/.exec(String(value).trim());
  if (!match) throw badRequest(`Unsupported minimum_should_match '${String(value)}'`);
  // Percentages are encoded as fractions between 0 and 1 (exclusive of whole counts).
  return match[2] ? Number(match[1]) / 100 : Number(match[1]);
}

function parseBounds(raw: Record<string, unknown>, field: string): RangeBounds {
  const bounds: RangeBounds = {};
  for (const [op, v] of Object.entries(raw)) {
    if (op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte') bounds[op] = toScalar(v, field);
    else if (op === 'from') bounds.gte = toScalar(v, field);
    else if (op === 'to') bounds.lte = toScalar(v, field);
    else if (op !== 'boost' && op !== 'format') throw badRequest(`Unsupported range operator '${op}' on '${field}'`);
  }
  return bounds;
}

/** ES sort: 'field', {field: 'asc'}, {field: {order}} or a list of those. */
export function parseEsSort(raw: unknown): SortKey[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((item): SortKey => {
    if (typeof item === 'string') return { field: item, order: item === '_score' ? 'desc' : 'asc' };
    const [field, spec] = singleField(item, 'sort');
    const order = isObject(spec) ? spec.order : spec;
    return { field, order: toOrder(order ?? (field === '_score' ? 'desc' : 'asc')) };
  });
}

function parseAggregations(raw: unknown): Aggregation[] {
  return Object.entries(asObject(raw, 'aggs')).map(([name, spec]): Aggregation => {
    const agg = asObject(spec, `aggregation ${name}`);
    if (agg.filter !== undefined) {
      const inner = agg.aggs ?? agg.aggregations;
      const aggs = inner === undefined ? [] : parseAggregations(inner);
      if (aggs.some((a) => a.kind === 'filter')) throw badRequest(`Unsupported aggregation '${name}' (a filter aggregation holds terms and range aggregations only)`);
      return { kind: 'filter', name, filter: parseCondition(agg.filter), aggs: aggs as BucketAggregation[] };
    }
    return parseBucketAggregation(name, agg);
  });
}

function parseBucketAggregation(name: string, agg: Record<string, unknown>): BucketAggregation {
  if (isObject(agg.terms)) {
    const size = agg.terms.size === undefined ? DEFAULT_AGG_SIZE : toInteger(agg.terms.size, `size of ${name}`);
    return { kind: 'terms', name, field: String(agg.terms.field ?? ''), size: Math.min(Math.max(size, 1), MAX_AGG_SIZE) };
  }
  if (isObject(agg.range)) {
    const ranges = Array.isArray(agg.range.ranges) ? agg.range.ranges : [];
    return {
      kind: 'range',
      name,
      field: String(agg.range.field ?? ''),
      ranges: ranges.map((r) => {
        const range = asObject(r, `range of ${name}`);
        return {
          ...(range.key !== undefined ? { key: String(range.key) } : {}),
          ...(range.from !== undefined && range.from !== null ? { from: Number(range.from) } : {}),
          ...(range.to !== undefined && range.to !== null ? { to: Number(range.to) } : {}),
        };
      }),
    };
  }
  throw badRequest(`Unsupported aggregation '${name}' (only terms, range and filter are supported)`);
}

function parseSource(raw: unknown, ast: SearchAst): void {
  if (raw === true || raw === false) return;
  if (typeof raw === 'string' || Array.isArray(raw)) {
    ast.sourceIncludes = (Array.isArray(raw) ? raw : [raw]).map(String);
    return;
  }
  const source = asObject(raw, '_source');
  const list = (v: unknown) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).map(String));
  const includes = list(source.includes ?? source.include);
  const excludes = list(source.excludes ?? source.exclude);
  if (includes) ast.sourceIncludes = includes;
  if (excludes) ast.sourceExcludes = excludes;
}

/** 'asc' or 'desc', else 400. */
export function toOrder(value: unknown): 'asc' | 'desc' {
  const order = String(value).toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest(`Sort order must be asc or desc, got '${String(value)}'`);
  return order;
}

function singleField(value: unknown, clause: string): [string, unknown] {
  const entries = Object.entries(asObject(value, clause)).filter(([k]) => k !== 'boost' && k !== '_name');
  if (entries.length !== 1) throw badRequest(`'${clause}' must name exactly one field`);
  return entries[0] as [string, unknown];
}

function toScalar(value: unknown, field: string): Scalar {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw badRequest(`Filter value for '${field}' must be a string, number or boolean`);
}

function toInteger(value: unknown, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw badRequest(`${name} must be an integer`);
  return n;
}

/** Is a plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a plain object, else 400 naming what was expected. */
export function asObject(value: unknown, what: string): Record<string, unknown> {
  if (!isObject(value)) throw badRequest(`Malformed ${what}: expected a JSON object`);
  return value;
}
