/**
 * What the sitemap lists: the pages every view has (home, store locator, sitemap page), then, read from the
 * catalogue in id order, active CMS pages, active parts categories and visible enabled top-level products,
 * each in one language (its i18n row gives the slug). Reads are counts, one id lookup by offset and keyset
 * batches (`id >= n ORDER BY id LIMIT k`), never whole tables.
 */
import type { Queryable } from '../storage/port';
import type { LinkTarget } from '../../src/kernel/store-view';
import { isoTime } from '../catalogue/documents/rows';
import { categoryTarget, cmsTarget, homeTarget, productTarget, sitemapPageTarget, storeLocatorTarget } from './links';

/** One listed item in one language. Products also carry sku, type and updated_at. */
export interface SourceRow {
  id: number;
  language: string;
  slug: string;
  sku?: string;
  type_id?: string;
  updated_at?: Date | string;
}

/** A kind of sitemap item and how it is read and linked. */
export interface SitemapSource {
  readonly kind: 'cms' | 'category' | 'product';
  /** `FROM ... WHERE ...` of the listed rows (alias `x`) whose language matches `languageSql` (`= $1`). */
  from(languageSql: string): string;
  /** Selected columns, named as in SourceRow. */
  readonly columns: string;
  /**
   * `SELECT id, language, slug` of the items `$1` (int[]) in the languages `$2` (text[]), from the
   * per-language table alone: one (id, language) key lookup per row, whatever the planner's statistics.
   */
  readonly translations: string;
  target(row: SourceRow): LinkTarget;
  lastmod(row: SourceRow): string | null;
}

/**
 * Pages every store view has, with the same path in each (so every listed view is an alternate), listed
 * before the catalogue's items: the home page and the navigation module's store locator and sitemap pages.
 */
export const STATIC_TARGETS: readonly LinkTarget[] = [homeTarget, storeLocatorTarget, sitemapPageTarget];

/** Active CMS pages, linked as `/i/{identifier}`. */
export const cmsSource: SitemapSource = {
  kind: 'cms',
  from: (lang) => `cms_page x WHERE x.language ${lang} AND x.active AND x.identifier <> ''`,
  columns: 'x.id, x.language, x.identifier AS slug',
  translations: `SELECT id, language, identifier AS slug FROM cms_page
    WHERE id = ANY($1::int[]) AND language = ANY($2::text[]) AND active AND identifier <> ''`,
  target: (row) => cmsTarget(row.slug),
  lastmod: () => null,
};

/** Active parts categories (not root or vehicle categories), linked as `/c/{slug}`. */
export const categorySource: SitemapSource = {
  kind: 'category',
  from: (lang) => `category x JOIN category_i18n i ON i.category_id = x.id AND i.language ${lang}
    WHERE x.kind = 'part' AND x.is_active AND i.slug <> ''`,
  columns: 'x.id, i.language, i.slug',
  translations: `SELECT category_id AS id, language, slug FROM category_i18n
    WHERE category_id = ANY($1::int[]) AND language = ANY($2::text[]) AND slug <> ''`,
  target: (row) => categoryTarget(row.slug),
  lastmod: () => null,
};

/**
 * Products with a page of their own: visibility 2-4 (catalogue, search or both), status 1 (enabled) and
 * no parent (configurable children are reached through their parent), linked by their type's route.
 */
export const productSource: SitemapSource = {
  kind: 'product',
  from: (lang) => `product x JOIN product_i18n i ON i.product_id = x.id AND i.language ${lang}
    WHERE x.visibility IN (2, 3, 4) AND x.status = 1 AND x.parent_id IS NULL AND i.slug <> ''`,
  columns: 'x.id, i.language, i.slug, x.sku, x.type_id, x.updated_at',
  translations: `SELECT product_id AS id, language, slug FROM product_i18n
    WHERE product_id = ANY($1::int[]) AND language = ANY($2::text[]) AND slug <> ''`,
  target: (row) => productTarget({ sku: row.sku ?? '', type_id: row.type_id ?? 'simple', slug: row.slug }),
  lastmod: (row) => isoTime(row.updated_at),
};

/** The sources in the order the sitemap lists them (after `STATIC_TARGETS`). */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [cmsSource, categorySource, productSource];

/** How many rows `source` lists in `language`. */
export async function countRows(db: Queryable, source: SitemapSource, language: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${source.from('= $1')}`, [language]);
  return Number(rows[0]?.n ?? 0);
}

/** The id of the row at `offset` (0-based, id order), or null past the end. */
export async function idAtOffset(db: Queryable, source: SitemapSource, language: string, offset: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(`SELECT x.id FROM ${source.from('= $1')} ORDER BY x.id OFFSET $2 LIMIT 1`, [language, offset]);
  return rows[0]?.id ?? null;
}

/** Up to `limit` rows from id `fromId` on (inclusive), in id order, read `batchSize` at a time. */
export async function* rowBatches(
  db: Queryable,
  source: SitemapSource,
  language: string,
  fromId: number,
  limit: number,
  batchSize: number,
): AsyncGenerator<SourceRow[]> {
  let left = limit;
  let next = fromId;
  while (left > 0) {
    const wanted = Math.min(batchSize, left);
    const { rows } = await db.query<SourceRow>(
      `SELECT ${source.columns} FROM ${source.from('= $1')} AND x.id >= $2 ORDER BY x.id LIMIT $3`,
      [language, next, wanted],
    );
    const last = rows[rows.length - 1];
    if (!last) return;
    yield rows;
    if (rows.length < wanted) return;
    left -= rows.length;
    next = last.id + 1;
  }
}

/**
 * The slugs of `rows` (read in one language) in `languages`: id → language → the row with that language's
 * slug (an item missing in a language has no entry). The item itself was already checked as listed.
 */
export async function rowsInLanguages(
  db: Queryable,
  source: SitemapSource,
  rows: readonly SourceRow[],
  languages: readonly string[],
): Promise<Map<number, Map<string, SourceRow>>> {
  const byId = new Map<number, Map<string, SourceRow>>();
  if (!rows.length || !languages.length) return byId;
  const base = new Map(rows.map((row) => [row.id, row]));
  const { rows: found } = await db.query<{ id: number; language: string; slug: string }>(source.translations, [[...base.keys()], languages]);
  for (const { id, language, slug } of found) {
    const row = base.get(id);
    if (!row) continue;
    let languagesOf = byId.get(id);
    if (!languagesOf) byId.set(id, (languagesOf = new Map()));
    languagesOf.set(language, { ...row, language, slug });
  }
  return byId;
}
