/**
 * The catalogue page's rules (`/catalog`, issue 19 item 2): the view's category tree with product counts, and
 * the few top parts shown under each top category. Pure: the loader sends the requests and folds the answers.
 */
import { LISTED_STATUS, LISTED_VISIBILITY, type CatalogSearchRequest } from './listing-request';

/** A category document as the catalogue page reads it. */
export interface OverviewCategoryDoc {
  id: number | string;
  parent_id: number | string | null;
  name: string;
  slug: string;
  level: number;
  position: number;
  is_active?: boolean;
  include_in_menu?: boolean;
  /** Listed products in the category or below it (the server counts products by `category_ids`). */
  product_count?: number;
}

/** One category of the page, with its subcategories. */
export interface OverviewCategory {
  id: number;
  name: string;
  slug: string;
  /** Listed products in it (0 when the document has no count). */
  count: number;
  children: OverviewCategory[];
}

/** Level of the page's top categories: the children of the shop's root category (the menu's top level). */
export const OVERVIEW_TOP_LEVEL = 2;

/** Spec section 9: category fetch size 4000, sorted by position ascending. */
export const OVERVIEW_CATEGORY_SIZE = 4000;

/** Top parts shown under each top category. */
export const TOP_PARTS = 3;

/** The search for the page's categories: active ones shown in the menu (the vehicle trees are not), the fields above only. */
export function overviewCategoryRequest(): Record<string, unknown> & { size: number; from: number } {
  return {
    query: { bool: { filter: [{ term: { is_active: true } }, { term: { include_in_menu: true } }] } },
    sort: [{ position: { order: 'asc' } }],
    _source: ['id', 'parent_id', 'name', 'slug', 'level', 'position', 'is_active', 'include_in_menu', 'product_count'],
    size: OVERVIEW_CATEGORY_SIZE,
    from: 0,
  };
}

const shown = (doc: OverviewCategoryDoc) => doc.is_active !== false && doc.include_in_menu !== false;
const ordered = (docs: readonly OverviewCategoryDoc[]) => [...docs].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));

/**
 * The page's tree from the top level down, each level in `position` order (then name). A hidden or inactive
 * category hides its branch; a category without products is left out (its link would list nothing).
 *
 * @example catalogTree([{id: 10, parent_id: 2, level: 2, name: 'Brakes', product_count: 3, ...}]) // [{id: 10, name: 'Brakes', count: 3, children: []}]
 */
export function catalogTree(docs: readonly OverviewCategoryDoc[]): OverviewCategory[] {
  const visible = docs.filter((doc) => shown(doc) && (doc.product_count ?? 0) > 0);
  const byParent = new Map<string, OverviewCategoryDoc[]>();
  for (const doc of visible) {
    const parent = doc.parent_id === null ? '' : String(doc.parent_id);
    byParent.set(parent, [...(byParent.get(parent) ?? []), doc]);
  }
  const node = (doc: OverviewCategoryDoc, seen: ReadonlySet<string>): OverviewCategory => {
    const id = String(doc.id);
    // Bad data with a cycle must not loop: a category never lists one of its ancestors.
    const children = seen.has(id) ? [] : ordered(byParent.get(id) ?? []).map((child) => node(child, new Set([...seen, id])));
    return { id: Number(doc.id), name: doc.name, slug: doc.slug, count: doc.product_count ?? 0, children };
  };
  return ordered(visible.filter((doc) => doc.level === OVERVIEW_TOP_LEVEL)).map((doc) => node(doc, new Set()));
}

/** The fields a top part is shown with (a link with its name). */
export const TOP_PART_FIELDS = ['id', 'sku', 'name', 'slug', 'type_id'] as const;

/**
 * The search for a category's top parts: listed products of the category (and below it), in stock first,
 * then newest. `recommended` keeps only the shop's recommended parts (`erin_recommends` = 1, its bestsellers,
 * ADR 0012); the loader asks for those first and tops up with the others.
 */
export function topPartsRequest(categoryId: number, options: { recommended: boolean; size?: number }): CatalogSearchRequest & { _source: { includes: readonly string[] } } {
  return {
    query: {
      bool: {
        filter: [
          { terms: { category_ids: [categoryId] } },
          { terms: { visibility: LISTED_VISIBILITY } },
          { terms: { status: LISTED_STATUS } },
          ...(options.recommended ? [{ terms: { erin_recommends: [1] } }] : []),
        ],
      },
    },
    sort: [{ 'stock.is_in_stock': { order: 'desc' } }, { created_at: { order: 'desc' } }],
    _source: { includes: TOP_PART_FIELDS },
    size: options.size ?? TOP_PARTS,
    from: 0,
  };
}

/** A top part as the page links it. */
export interface TopPart {
  sku: string;
  name: string;
  slug: string;
  typeId: string;
}

/** Recommended parts first, then the others, without repeats, at most `size`. */
export function mergeTopParts(recommended: readonly TopPart[], others: readonly TopPart[], size = TOP_PARTS): TopPart[] {
  const seen = new Set<string>();
  const merged: TopPart[] = [];
  for (const part of [...recommended, ...others]) {
    if (seen.has(part.sku) || merged.length >= size) continue;
    seen.add(part.sku);
    merged.push(part);
  }
  return merged;
}
