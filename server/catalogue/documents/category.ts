/** Loads category documents with their subtree (children_data) and product counts, in batches. */
import type { Queryable } from '../../storage/port';
import type { StoreView } from '../../../src/kernel/store-view/types';
import { inIdOrder, type CategoryRow } from './rows';

type Doc = Record<string, unknown>;

// Counting products per category touches every product (about 3 s at 100,000), and the menu asks for all
// categories on every render: counts are kept per database and recomputed when the catalogue changes.
const countCache = new WeakMap<Queryable, { marker: string; counts: Map<number, number> }>();

/**
 * Visible products (visibility 2-4, status 0/1, the search base filter) per category id. The catalogue
 * counts as changed when its seed record, newest updated_at, highest product id or product count moves.
 */
export async function productCounts(db: Queryable): Promise<ReadonlyMap<number, number>> {
  const { rows: marks } = await db.query<{ seed: unknown; updated: unknown; top: unknown; n: unknown }>(
    `SELECT (SELECT value FROM catalogue_meta WHERE key = 'seed') AS seed, (SELECT max(updated_at) FROM product) AS updated,
            (SELECT max(id) FROM product) AS top, (SELECT count(*) FROM product) AS n`,
  );
  const marker = JSON.stringify(marks[0] ?? null);
  const cached = countCache.get(db);
  if (cached?.marker === marker) return cached.counts;
  const { rows } = await db.query<{ id: number; n: number | string }>(
    `SELECT cid AS id, count(*) AS n FROM product p CROSS JOIN LATERAL unnest(p.category_ids) AS cid
      WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1) GROUP BY cid`,
  );
  const counts = new Map(rows.map((r) => [r.id, Number(r.n)]));
  countCache.set(db, { marker, counts });
  return counts;
}

function node(row: CategoryRow): Doc {
  return {
    ...row.attrs,
    id: row.id,
    parent_id: row.parent_id,
    name: row.name ?? String(row.id),
    slug: row.slug ?? '',
    url_key: row.url_key ?? '',
    url_path: row.url_path ?? '',
    path: row.path,
    level: row.level,
    position: row.position,
    is_active: row.is_active,
    include_in_menu: row.include_in_menu,
  };
}

/**
 * Category documents for `ids`: columns, attrs and the view language's texts, `children_data` as the
 * nested subtree (by position), `children_count` = number of descendants, and `product_count` = visible
 * products (visibility 2-4, status 0/1, the search base filter) listing the category.
 */
export async function loadCategories(db: Queryable, ids: readonly number[], view: StoreView): Promise<Doc[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<CategoryRow>(
    `SELECT c.id, c.parent_id, c.kind, c.level, c.position, c.path, c.is_active, c.include_in_menu, c.attrs,
            i.name, i.slug, i.url_key, i.url_path
       FROM category c LEFT JOIN category_i18n i ON i.category_id = c.id AND i.language = $2
      WHERE c.id = ANY($1::int[])
         OR string_to_array(c.path, '/')::int[] && $1::int[]
      ORDER BY c.level, c.position, c.id`,
    [ids, view.language],
  );
  if (!rows.length) return [];
  const productCount = await productCounts(db);
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of rows) if (row.parent_id !== null) childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);

  // Memoised: a category requested with its ancestors is built once and shared by their trees.
  const built = new Map<number, { data: Doc[]; count: number }>();
  const subtree = (row: CategoryRow): { data: Doc[]; count: number } => {
    const known = built.get(row.id);
    if (known) return known;
    let count = 0;
    const data = (childrenOf.get(row.id) ?? []).map((child) => {
      const inner = subtree(child);
      count += 1 + inner.count;
      return { ...node(child), children_count: inner.count, children_data: inner.data };
    });
    built.set(row.id, { data, count });
    return { data, count };
  };
  const requested = new Set(ids);
  const byId = new Map<number, Doc>();
  for (const row of rows) {
    if (!requested.has(row.id)) continue;
    const tree = subtree(row);
    byId.set(row.id, { ...node(row), children_count: tree.count, children_data: tree.data, product_count: productCount.get(row.id) ?? 0 });
  }
  return inIdOrder(ids, byId);
}
