import type { Queryable } from '../storage/port';
import { badRequest } from '../api/errors';
import type { Aggregation, BucketAggregation, Condition } from './ast';
import type { CompileContext, EntityDef } from './entities';
import { compileFilter } from './compile';
import type { CompileOptions, CompiledQuery, OrderKey } from './compile';

/** A terms bucket or a range bucket, in Elasticsearch's shape. */
export type Bucket = { key: unknown; doc_count: number } | { key: string; from?: number; to?: number; doc_count: number };

/** One aggregation answer. */
export interface AggregationResult {
  doc_count_error_upper_bound?: number;
  sum_other_doc_count?: number;
  buckets: Bucket[];
}

/** Elasticsearch's bucket key: '0.0-50.0', '150.0-*'. */
export function rangeKey(from: number | undefined, to: number | undefined): string {
  const f = (n: number | undefined) => (n === undefined ? '*' : Number.isInteger(n) ? n.toFixed(1) : String(n));
  return `${f(from)}-${f(to)}`;
}

/** A filter aggregation's answer: the documents it keeps and its sub-aggregations by name. */
export type FilterResult = { doc_count: number } & { [name: string]: AggregationResult | number };

/** A terms or range aggregation to run, with the filter column it is narrowed by. */
interface Leaf {
  agg: BucketAggregation;
  /** A boolean column of m (the filter of the enclosing filter aggregation). */
  filter?: string;
}

/**
 * Runs the aggregations over the documents a compiled query matches (the whole result, not the page) in
 * one statement: the matching rows, the aggregated values and each filter aggregation's condition (a
 * boolean column) are computed once (a materialised CTE), then each aggregation groups them, a filtered
 * one only the rows its filter keeps. Terms: most frequent first, then by key; ranges include `from`,
 * exclude `to`. A filter aggregation answers `{doc_count, [sub name]: buckets}` as Elasticsearch does.
 */
export async function runAggregations(db: Queryable, def: EntityDef, query: CompiledQuery, aggs: readonly Aggregation[], ctx: CompileContext, options: CompileOptions = {}): Promise<Record<string, AggregationResult | FilterResult>> {
  if (!aggs.length) return {};
  return (await runAggregationsAndPage(db, def, query, aggs, ctx, options)).aggregations;
}

/** The page of hits to take from the aggregated rows: its order, the post_filter and the window. */
export interface PageRequest {
  order: readonly OrderKey[];
  postFilter?: Condition | undefined;
  size: number;
  from: number;
}

/**
 * The aggregations and, with `page`, the hits' page and total from the same rows in the same statement:
 * the matching rows are read once for the facets, the count and the page (a listing of 86,000 parts
 * read twice took twice as long). Hits are the page's ids in order, each scoring `query.score`.
 */
export async function runAggregationsAndPage(
  db: Queryable, def: EntityDef, query: CompiledQuery, aggs: readonly Aggregation[], ctx: CompileContext, options: CompileOptions = {}, page?: PageRequest,
): Promise<{ aggregations: Record<string, AggregationResult | FilterResult>; page?: { ids: number[]; total: number } }> {
  const params = query.params.fork();
  const columns: string[] = [];
  const parts: string[] = [];
  // One pass over the matching rows answers the counts (the total, each filter aggregation's, each price
  // bucket's: conditions in `totals`, counted in the grouping set ()) and every terms facet over a plain or
  // JSON scalar value (one grouping set per facet, keys in `keys`); JSON arrays' elements are counted in one
  // more pass for all facets together (ADR 0079: a 1M-product category read its 86,000 rows once per facet).
  const totals: string[] = [];
  const keys: string[] = [];
  const arrays: { n: number; values: string; isArray: string }[] = [];
  const total = (condition: string): number => totals.push(condition) - 1;
  const totalsRow = (): string => (keys.length ? keys.map((_, i) => `g.g${i} = 1`).join(' AND ') : 'TRUE');
  const countsOf = (agg: number | string, indexes: readonly number[]): string =>
    `(SELECT ${agg} AS agg, to_jsonb(x.i) AS key, x.c::int AS doc_count FROM (SELECT ARRAY[${indexes.map((i) => `g.t${i}`).join(', ') || '0'}]::bigint[] AS cs FROM g WHERE ${totalsRow()}) AS y CROSS JOIN LATERAL unnest(y.cs) WITH ORDINALITY AS x(c, i))`;
  const deferred: (() => string)[] = [];
  if (page) {
    page.order.forEach((key, n) => columns.push(`${key.expr === 'score' ? query.score : key.expr} AS o${n}`));
    columns.push(`${page.postFilter ? `COALESCE(${compileFilter(def, page.postFilter, ctx, params, options)}, FALSE)` : 'TRUE'} AS pf`);
    const order = page.order.map((key, n) => `q.o${n} ${key.direction}`).join(', ');
    const hits = total('m.pf');
    deferred.push(() => `(SELECT -2 AS agg, NULL::jsonb AS key, g.t${hits} AS doc_count FROM g WHERE ${totalsRow()})`);
    parts.push(
      `(SELECT -3 AS agg, COALESCE(jsonb_agg(q.id ORDER BY ${order}), '[]'::jsonb) AS key, 0 AS doc_count FROM ` +
        `(SELECT m.* FROM m WHERE m.pf ORDER BY ${page.order.map((key, n) => `m.o${n} ${key.direction}`).join(', ')} LIMIT ${params.p(page.size)}::int OFFSET ${params.p(page.from)}::int) AS q)`,
    );
  }
  const leaves: Leaf[] = [];
  const filters = new Map<Aggregation, string>();
  for (const agg of aggs) {
    if (agg.kind !== 'filter') {
      leaves.push({ agg });
      continue;
    }
    const column = `f${filters.size}`;
    filters.set(agg, column);
    columns.push(`COALESCE(${compileFilter(def, agg.filter, ctx, params, options)}, FALSE) AS ${column}`);
    for (const inner of agg.aggs) leaves.push({ agg: inner, filter: column });
  }
  const filterTotals = [...filters.values()].map((column) => total(`m.${column}`));
  if (filterTotals.length) deferred.push(() => countsOf(-1, filterTotals));
  leaves.forEach(({ agg, filter }, n) => {
    const field = def.field(agg.field.replace(/\.keyword$/, ''), ctx, params);
    if (!field) throw badRequest(`Unknown aggregation field '${agg.field}' for entity type ${def.type}`);
    const column = `a${n}`;
    const kept = filter ? `m.${filter}` : 'TRUE';
    if (agg.kind === 'range') {
      if (field.type !== 'num' && field.type !== 'int') throw badRequest(`Range aggregation needs a numeric field, got '${agg.field}'`);
      columns.push(`${field.expr} AS ${column}`);
      const buckets = agg.ranges.map((r) =>
        total([kept, r.from === undefined ? null : `m.${column} >= ${params.p(r.from)}::numeric`, r.to === undefined ? null : `m.${column} < ${params.p(r.to)}::numeric`].filter(Boolean).join(' AND ')),
      );
      // One row per range: the bucket index as key.
      deferred.push(() => countsOf(n, buckets));
      return;
    }
    const limit = `${params.p(agg.size)}::int`;
    if (field.childKey) {
      const key = params.p(field.childKey);
      parts.push(
        `(SELECT ${n} AS agg, c.attrs->${key}::text AS key, count(DISTINCT m.id)::int AS doc_count FROM m JOIN product c ON c.parent_id = m.id ` +
          `WHERE ${kept} AND jsonb_typeof(c.attrs->${key}::text) IS NOT NULL AND jsonb_typeof(c.attrs->${key}::text) <> 'null' GROUP BY 2 ORDER BY 3 DESC, 2 ASC LIMIT ${limit})`,
      );
      return;
    }
    columns.push(`${field.expr} AS ${column}`);
    if (field.type.endsWith('[]')) {
      parts.push(`(SELECT ${n} AS agg, x.v AS key, count(*)::int AS doc_count FROM (SELECT to_jsonb(u) AS v FROM m CROSS JOIN LATERAL unnest(m.${column}) AS u WHERE ${kept} AND u IS NOT NULL) AS x GROUP BY 2 ORDER BY 3 DESC, 2 ASC LIMIT ${limit})`);
      return;
    }
    // Scalars are counted as they are (JSON ones by their JSON value); a JSON array's elements each count.
    const json = field.type === 'json';
    const k = keys.push(json ? `CASE WHEN ${kept} AND jsonb_typeof(m.${column}) NOT IN ('array', 'null') THEN m.${column} END` : `CASE WHEN ${kept} THEN m.${column} END`) - 1;
    if (json) arrays.push({ n, values: `CASE WHEN ${kept} AND jsonb_typeof(m.${column}) = 'array' THEN m.${column} END`, isArray: `jsonb_typeof(m.${column}) = 'array'` });
    const fromArrays = json ? ` UNION ALL SELECT a.v, a.c FROM arr a WHERE a.agg = ${n}` : '';
    deferred.push(
      () =>
        `(SELECT ${n} AS agg, u.key, sum(u.c)::int AS doc_count FROM (SELECT to_jsonb(g.k${k}) AS key, g.c FROM g WHERE g.g${k} = 0 AND g.k${k} IS NOT NULL${fromArrays}) AS u ` +
        `GROUP BY u.key ORDER BY 3 DESC, 2 ASC LIMIT ${limit})`,
    );
  });
  const ctes = [`m AS MATERIALIZED (SELECT ${[`${def.id} AS id`, ...columns].join(', ')} FROM ${query.from} WHERE ${query.where})`];
  if (keys.length || totals.length) {
    const inner = [...keys.map((key, i) => `${key} AS k${i}`), ...totals.map((condition, i) => `(${condition}) AS t${i}`)];
    const outer = [
      ...keys.map((_, i) => `q.k${i}, GROUPING(q.k${i}) AS g${i}`),
      'count(*)::int AS c',
      ...totals.map((_, i) => `count(*) FILTER (WHERE q.t${i})::int AS t${i}`),
    ];
    ctes.push(`g AS MATERIALIZED (SELECT ${outer.join(', ')} FROM (SELECT ${inner.join(', ')} FROM m) AS q GROUP BY GROUPING SETS (${[...keys.map((_, i) => `(q.k${i})`), '()'].join(', ')}))`);
  }
  if (arrays.length) {
    ctes.push(
      `arr AS MATERIALIZED (SELECT j.agg, e.v, count(*)::int AS c FROM m CROSS JOIN LATERAL (VALUES ${arrays.map((a) => `(${a.n}, ${a.values})`).join(', ')}) AS j(agg, list) ` +
        `CROSS JOIN LATERAL jsonb_array_elements(j.list) AS e(v) WHERE (${arrays.map((a) => a.isArray).join(' OR ')}) AND jsonb_typeof(e.v) <> 'null' GROUP BY 1, 2)`,
    );
  }
  parts.push(...deferred.map((part) => part()));
  const sql = `WITH ${ctes.join(', ')} ${parts.join(' UNION ALL ')}`;
  const { rows } = await db.query<{ agg: number; key: unknown; doc_count: number }>(sql, params.values);
  const answer = (agg: BucketAggregation): AggregationResult => {
    const n = leaves.findIndex((leaf) => leaf.agg === agg);
    const mine = rows.filter((r) => Number(r.agg) === n);
    if (agg.kind === 'range') {
      const counts = new Map(mine.map((r) => [Number(r.key), Number(r.doc_count)]));
      const buckets = agg.ranges.map((r, i) => ({
        key: r.key ?? rangeKey(r.from, r.to),
        ...(r.from !== undefined ? { from: r.from } : {}),
        ...(r.to !== undefined ? { to: r.to } : {}),
        doc_count: counts.get(i + 1) ?? 0,
      }));
      return { buckets };
    }
    return { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: mine.map((r) => ({ key: r.key, doc_count: Number(r.doc_count) })) };
  };
  const filterCounts = new Map(rows.filter((r) => Number(r.agg) === -1).map((r) => [Number(r.key), Number(r.doc_count)]));
  const aggregations = Object.fromEntries(
    aggs.map((agg) => {
      if (agg.kind !== 'filter') return [agg.name, answer(agg)];
      const index = [...filters.keys()].indexOf(agg) + 1;
      return [agg.name, { doc_count: filterCounts.get(index) ?? 0, ...Object.fromEntries(agg.aggs.map((inner) => [inner.name, answer(inner)])) } as FilterResult];
    }),
  );
  if (!page) return { aggregations };
  const ids = (rows.find((r) => Number(r.agg) === -3)?.key as number[] | undefined) ?? [];
  return { aggregations, page: { ids: ids.map(Number), total: Number(rows.find((r) => Number(r.agg) === -2)?.doc_count ?? 0) } };
}
