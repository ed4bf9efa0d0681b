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
  if (page) {
    page.order.forEach((key, n) => columns.push(`${key.expr === 'score' ? query.score : key.expr} AS o${n}`));
    columns.push(`${page.postFilter ? `COALESCE(${compileFilter(def, page.postFilter, ctx, params, options)}, FALSE)` : 'TRUE'} AS pf`);
    const order = page.order.map((key, n) => `q.o${n} ${key.direction}`).join(', ');
    parts.push(`(SELECT -2 AS agg, NULL::jsonb AS key, count(*)::int AS doc_count FROM m WHERE m.pf)`);
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
  const counts = [...filters.values()].map((column) => `count(*) FILTER (WHERE m.${column})`);
  if (counts.length) parts.push(`(SELECT -1 AS agg, to_jsonb(x.i) AS key, x.c::int AS doc_count FROM (SELECT ARRAY[${counts.join(', ')}]::bigint[] AS cs FROM m) AS y CROSS JOIN LATERAL unnest(y.cs) WITH ORDINALITY AS x(c, i))`);
  leaves.forEach(({ agg, filter }, n) => {
    const field = def.field(agg.field.replace(/\.keyword$/, ''), ctx, params);
    if (!field) throw badRequest(`Unknown aggregation field '${agg.field}' for entity type ${def.type}`);
    const column = `a${n}`;
    const kept = filter ? `m.${filter}` : 'TRUE';
    if (agg.kind === 'range') {
      if (field.type !== 'num' && field.type !== 'int') throw badRequest(`Range aggregation needs a numeric field, got '${agg.field}'`);
      columns.push(`${field.expr} AS ${column}`);
      const counts = agg.ranges.map((r) => {
        const bounds = [kept, r.from === undefined ? null : `${column} >= ${params.p(r.from)}::numeric`, r.to === undefined ? null : `${column} < ${params.p(r.to)}::numeric`].filter(Boolean);
        return `count(*) FILTER (WHERE ${bounds.join(' AND ')})`;
      });
      // One row per range: the bucket index as key.
      parts.push(`(SELECT ${n} AS agg, to_jsonb(b.i) AS key, b.c::int AS doc_count FROM (SELECT ARRAY[${counts.join(', ') || '0'}]::bigint[] AS cs FROM m) AS x CROSS JOIN LATERAL unnest(x.cs) WITH ORDINALITY AS b(c, i))`);
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
    const ranked = (values: string) => `(SELECT ${n} AS agg, x.v AS key, count(*)::int AS doc_count FROM (${values}) AS x GROUP BY 2 ORDER BY 3 DESC, 2 ASC LIMIT ${limit})`;
    if (field.type === 'json') {
      // Scalars are counted as they are; only arrays go through a set-returning function (one call per row
      // cost ~1 µs each: 100 ms over 86,000 rows).
      parts.push(
        ranked(
          `SELECT m.${column} AS v FROM m WHERE ${kept} AND jsonb_typeof(m.${column}) NOT IN ('array', 'null') ` +
            `UNION ALL SELECT e.v FROM m CROSS JOIN LATERAL jsonb_array_elements(m.${column}) AS e(v) WHERE ${kept} AND jsonb_typeof(m.${column}) = 'array' AND jsonb_typeof(e.v) <> 'null'`,
        ),
      );
    } else if (field.type.endsWith('[]')) {
      parts.push(ranked(`SELECT to_jsonb(u) AS v FROM m CROSS JOIN LATERAL unnest(m.${column}) AS u WHERE ${kept} AND u IS NOT NULL`));
    } else {
      // Grouped by the plain value; each group's key becomes JSON once.
      parts.push(`(SELECT ${n} AS agg, to_jsonb(x.v) AS key, x.c AS doc_count FROM (SELECT m.${column} AS v, count(*)::int AS c FROM m WHERE ${kept} AND m.${column} IS NOT NULL GROUP BY 1) AS x ORDER BY 3 DESC, 2 ASC LIMIT ${limit})`);
    }
  });
  const sql = `WITH m AS MATERIALIZED (SELECT ${[`${def.id} AS id`, ...columns].join(', ')} FROM ${query.from} WHERE ${query.where}) ${parts.join(' UNION ALL ')}`;
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
