import { badRequest } from '../api/errors';
import type { Condition, RangeBounds, Scalar, SortKey } from './ast';
import type { CompileContext, EntityDef, FieldSql } from './entities';
import { filterDate } from './dates';
import { compileProductText } from './product-text';
import type { Corrections } from './product-text';
import { SqlParams, likeEscape } from './sql';

/** Options of one compilation. */
export interface CompileOptions {
  /** Products: known words within 2 edits of query words (the fallback when full text finds too little). */
  corrections?: Corrections;
  /** Products: text matches part numbers only (SKU, EAN, OE, OEM), never words. */
  identifiersOnly?: boolean;
}

/** A compiled query: FROM, WHERE (base filter and query), score, and their parameters. */
export interface CompiledQuery {
  from: string;
  where: string;
  /** Relevance: the sum of text scores, 1 when the query has no text. */
  score: string;
  params: SqlParams;
  /** True when the query holds product text (the caller may retry with typo tolerance). */
  hasText: boolean;
}

/** Compiles a condition for an entity type into parameterised SQL. */
export function compileQuery(def: EntityDef, condition: Condition, ctx: CompileContext, options: CompileOptions = {}): CompiledQuery {
  const params = new SqlParams();
  const from = def.from(ctx, params);
  const scores: string[] = [];
  const where = [...def.base(ctx, params), compileCondition(condition, { def, ctx, params, scores, corrections: options.corrections ?? new Map(), identifiersOnly: options.identifiersOnly ?? false })];
  return {
    from,
    where: where.filter((w) => w !== 'TRUE').join(' AND ') || 'TRUE',
    score: scores.length ? `(${scores.join(' + ')})` : '1',
    params,
    hasText: scores.length > 0,
  };
}

/**
 * Compiles a condition alone (no base filter) with the given parameters: the `filter` of a filter
 * aggregation, evaluated over rows the query already matched.
 */
export function compileFilter(def: EntityDef, condition: Condition, ctx: CompileContext, params: SqlParams, options: CompileOptions = {}): string {
  return compileCondition(condition, { def, ctx, params, scores: [], corrections: options.corrections ?? new Map(), identifiersOnly: options.identifiersOnly ?? false });
}

interface State {
  def: EntityDef;
  ctx: CompileContext;
  params: SqlParams;
  scores: string[];
  corrections: Corrections;
  identifiersOnly: boolean;
}

function compileCondition(c: Condition, s: State): string {
  switch (c.kind) {
    case 'all':
      return 'TRUE';
    case 'none':
      return 'FALSE';
    case 'terms':
      return compileTerms(resolve(c.field, s), c.field, c.values, s);
    case 'range':
      return compileRange(resolve(c.field, s), c.field, c.bounds, s);
    case 'exists':
      return compileExists(resolve(c.field, s), c.field, s);
    case 'text':
      return compileText(c.text, s);
    case 'bool':
      return compileBool(c, s);
  }
}

function compileBool(c: Extract<Condition, { kind: 'bool' }>, s: State): string {
  const parts = [...c.must, ...c.filter].map((x) => compileCondition(x, s));
  if (c.should.length) {
    const n = c.should.length;
    let needed = c.minimumShouldMatch ?? (parts.length ? 0 : 1);
    if (needed > 0 && needed < 1) needed = Math.floor(needed * n);
    if (needed < 0) needed = n + needed;
    needed = Math.min(Math.max(needed, 0), n);
    const should = c.should.map((x) => compileCondition(x, s));
    // Should clauses that need not match still score (text), and their placeholders must appear in the
    // SQL (PostgreSQL refuses unused ones: a 500 before); TRUE OR ... keeps every row.
    if (needed === 0) parts.push(`(TRUE OR ${should.join(' OR ')})`);
    else if (needed === 1) parts.push(`(${should.join(' OR ')})`);
    else if (needed > 1) parts.push(`((${should.map((x) => `COALESCE(${x}, FALSE)::int`).join(' + ')}) >= ${needed})`);
  }
  // NOT of an unknown (missing attribute) keeps the row, as a must_not does in Elasticsearch.
  for (const x of c.mustNot) parts.push(`NOT COALESCE(${compileCondition(x, s)}, FALSE)`);
  const real = parts.filter((p) => p !== 'TRUE');
  return real.length ? `(${real.join(' AND ')})` : 'TRUE';
}

function resolve(name: string, s: State): FieldSql {
  const field = s.def.field(name.replace(/\.keyword$/, ''), s.ctx, s.params);
  if (!field) throw badRequest(`Unknown field '${name}' for entity type ${s.def.type}`);
  return field;
}

const TRUE_VALUES = new Set(['true', '1']);
const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
/** A value an int column can hold; others (1.5, 2^53, 1e23, 'abc') can match no row. */
const isInt4 = (value: number) => Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;

function compileTerms(f: FieldSql, name: string, values: Scalar[], s: State): string {
  const p = s.params;
  if (f.terms) return f.terms(values.map(String), p);
  switch (f.type) {
    case 'int':
    case 'int[]': {
      // No value the column can hold: an empty list still names the field, so the field's own parameters stay typed.
      const ints = values.map(Number).filter(isInt4);
      const list = ints.length ? `${p.p(ints)}::int[]` : `'{}'::int[]`;
      return f.type === 'int' ? `${f.expr} = ANY(${list})` : `${f.expr} && ${list}`;
    }
    case 'num': {
      const nums = values.map(Number).filter(Number.isFinite);
      return `${f.expr} = ANY(${nums.length ? `${p.p(nums)}::numeric[]` : `'{}'::numeric[]`})`;
    }
    case 'bool':
      return `${f.expr} = ANY(${p.p(values.map((v) => TRUE_VALUES.has(String(v).toLowerCase())))}::boolean[])`;
    case 'text':
      return `${f.expr} = ANY(${p.p(values.map(String))}::text[])`;
    case 'text[]':
      return `${f.expr} && ${p.p(values.map(String))}::text[]`;
    case 'date':
      return `${f.expr} = ANY(${p.p(values.map((value) => filterDate(value, name)))}::timestamptz[])`;
    case 'json': {
      const list = p.p(values.map(String));
      return `((${f.expr} #>> '{}') = ANY(${list}::text[]) OR (jsonb_typeof(${f.expr}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(${f.expr}) AS e WHERE e = ANY(${list}::text[]))))`;
    }
  }
  throw badRequest(`Field '${name}' cannot be filtered by value`);
}

const RANGE_SQL: Record<keyof RangeBounds, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

function compileRange(f: FieldSql, name: string, bounds: RangeBounds, s: State): string {
  const cast = f.type === 'date' ? 'timestamptz' : f.type === 'text' ? 'text' : 'numeric';
  if (f.childKey || f.type === 'int[]' || f.type === 'text[]' || f.type === 'bool') throw badRequest(`Field '${name}' does not support range filters`);
  const expr = f.type === 'json' ? `(CASE WHEN jsonb_typeof(${f.expr}) = 'number' THEN (${f.expr} #>> '{}')::numeric END)` : f.expr;
  const parts = (Object.keys(bounds) as (keyof RangeBounds)[]).map((op) => {
    const value = bounds[op];
    if (value === undefined) throw badRequest(`Range bound '${op}' of '${name}' has no value`);
    if (cast === 'numeric' && !Number.isFinite(Number(value))) throw badRequest(`Range bound '${op}' of '${name}' must be a number`);
    const bound = cast === 'numeric' ? Number(value) : cast === 'timestamptz' ? filterDate(value, name, `Range bound '${op}'`) : String(value);
    return `${expr} ${RANGE_SQL[op]} ${s.params.p(bound)}::${cast}`;
  });
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
}

function compileExists(f: FieldSql, name: string, s: State): string {
  if (f.childKey) return `EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id AND c.attrs ? ${s.params.p(f.childKey)}::text)`;
  if (!name) throw badRequest('exists needs a field');
  if (f.type === 'int[]' || f.type === 'text[]') return `cardinality(${f.expr}) > 0`;
  if (f.type === 'json') return `(${f.expr} IS NOT NULL AND jsonb_typeof(${f.expr}) <> 'null')`;
  return `${f.expr} IS NOT NULL`;
}

function compileText(text: string, s: State): string {
  if (!text.trim()) return 'TRUE';
  if (s.def.type === 'product') {
    const sql = compileProductText(text, s.ctx.language, s.params, s.corrections, s.identifiersOnly);
    s.scores.push(sql.score);
    return sql.match;
  }
  const pattern = s.params.p(`%${likeEscape(text.trim())}%`);
  s.scores.push('1');
  return `(${s.def.textColumns.map((column) => `${column} ILIKE ${pattern}::text`).join(' OR ')})`;
}

/** One ORDER BY key: an expression and how it sorts. */
export interface OrderKey {
  expr: string;
  /** `ASC NULLS LAST`, `DESC`, ... */
  direction: string;
}

/** The ORDER BY keys for the sort keys (then the id, so pages are stable); 400 for fields that cannot be sorted. */
export function compileSortKeys(def: EntityDef, sort: readonly SortKey[], ctx: CompileContext, params: SqlParams, hasText: boolean): OrderKey[] {
  const keys = sort.map((key): OrderKey => {
    const direction = key.order === 'desc' ? 'DESC' : 'ASC';
    if (key.field === '_score') return { expr: 'score', direction };
    const field = def.field(key.field.replace(/\.keyword$/, ''), ctx, params);
    if (!field || field.open || field.type.endsWith('[]')) throw badRequest(`Unknown sort field '${key.field}' for entity type ${def.type}`);
    return { expr: field.expr, direction: `${direction} NULLS LAST` };
  });
  if (!sort.length && hasText) keys.push({ expr: 'score', direction: 'DESC' });
  keys.push({ expr: def.id, direction: 'ASC' });
  return keys;
}

/** ORDER BY for the sort keys (then the id, so pages are stable); 400 for fields that cannot be sorted. */
export function compileSort(def: EntityDef, sort: readonly SortKey[], ctx: CompileContext, params: SqlParams, hasText: boolean): string {
  return compileSortKeys(def, sort, ctx, params, hasText).map((key) => `${key.expr} ${key.direction}`).join(', ');
}
