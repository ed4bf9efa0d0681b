/**
 * Category filters kept in the route query (spec section 2 "Category filters live in the route query"):
 * toggling rewrites the query, values are matched by id against the category's available filters, a fixed
 * list of system keys passes through, unknown keys are ignored.
 */
import { priceRangeLabel } from '../../../kernel/format';
import type { StoreView } from '../../../kernel';
import type { CategoryNode } from './types';

/** A route query: each key holds one value or several (repeated `?color=49&color=50`). */
export type RouteQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Query keys that are not attribute filters; they pass through unchanged (sort, paging). */
export const SYSTEM_QUERY_KEYS = ['sort', 'page', 'pagesize'] as const;
/** One of the system query keys. */
export type SystemQueryKey = (typeof SYSTEM_QUERY_KEYS)[number];

/** The price filter's attribute: its options are ranges ('0.0-50.0') and only one can be chosen. */
export const PRICE_ATTRIBUTE = 'price';

/** What a click on a filter option (or a sort option) changes. */
export interface FilterToggle {
  /** The query key: an attribute code, or a system key such as `sort`. */
  attribute: string;
  /** The option id (`'33'`, `'50.0-100.0'`, `'final_price'`). */
  id: string;
  /** Single-choice filter (price): choosing replaces the previous value. */
  single?: boolean;
}

/** An option of an available filter (spec section 3 "Filter option"). */
export interface FilterOption {
  id: string;
  label: string;
  /** The attribute code the option belongs to. */
  type: string;
  /** Products in the current listing with this value (from the aggregation). */
  count?: number;
  /** Price ranges: bounds of the bucket. */
  from?: number;
  to?: number;
  single?: boolean;
}

/** The filters a category offers, by attribute code. */
export type AvailableFilters = Readonly<Record<string, readonly FilterOption[]>>;

/** What a route query means for a listing: the chosen options per attribute, and the system keys. */
export interface QueryFilters {
  filters: Record<string, FilterOption[]>;
  system: Partial<Record<SystemQueryKey, string | string[]>>;
}

const isSystemKey = (key: string): key is SystemQueryKey => (SYSTEM_QUERY_KEYS as readonly string[]).includes(key);

const valuesOf = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

/**
 * The query after a click on a filter or sort option, as a new object (the input is never changed).
 * A system key (sort) is set, or removed when the same value is chosen again. An attribute option is added,
 * or removed when already chosen; a single-choice option replaces the previous one. An emptied key disappears.
 * @example toggleFilter({color: ['23', '33']}, {attribute: 'color', id: '33'}) // {color: ['23']}
 */
export function toggleFilter(query: RouteQuery, toggle: FilterToggle): Record<string, string | string[]> {
  const next: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) next[key] = typeof value === 'string' ? value : [...value];
  const { attribute, id } = toggle;
  if (isSystemKey(attribute)) {
    if (next[attribute] === id) delete next[attribute];
    else next[attribute] = id;
    return next;
  }
  const current = valuesOf(query[attribute]);
  const values = current.includes(id) ? current.filter((v) => v !== id) : toggle.single ? [id] : [...current, id];
  if (values.length) next[attribute] = values;
  else delete next[attribute];
  return next;
}

/**
 * Reads the listing's filters from the route query: each value is looked up by id among the available
 * options of its key (unknown ids and keys give no filter); system keys pass through unchanged.
 * @example filtersFromQuery({color: ['49', '50'], sort: 'final_price'}, available) // two colour filters, sort kept
 */
export function filtersFromQuery(query: RouteQuery, available: AvailableFilters): QueryFilters {
  const result: QueryFilters = { filters: {}, system: {} };
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (isSystemKey(key)) {
      result.system[key] = typeof value === 'string' ? value : [...value];
      continue;
    }
    const options = available[key];
    if (!options) continue;
    for (const id of valuesOf(value)) {
      const option = options.find((o) => o.id === id);
      if (!option) continue;
      (result.filters[key] ??= []).push(option);
    }
  }
  return result;
}

/**
 * The category and all its descendants, depth first (a listing shows the products of the whole subtree).
 * `tree` is the category (or categories) to search in, with nested `children_data`; an id not in the tree
 * gives just itself.
 * @example categoryWithDescendants(20, tree) // [20, 21, 23, 24, 25, 26, 22, 27, 28]
 */
export function categoryWithDescendants(id: number, tree: CategoryNode | readonly CategoryNode[]): number[] {
  const find = (nodes: readonly CategoryNode[]): CategoryNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inner = find(node.children_data ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  const collect = (node: CategoryNode): number[] => [node.id, ...(node.children_data ?? []).flatMap(collect)];
  const found = find(Array.isArray(tree) ? (tree as readonly CategoryNode[]) : [tree as CategoryNode]);
  return found ? collect(found) : [id];
}

/** Bounds of a price bucket id ('50.0-100.0' → from 50 to 100; '150.0-*' → from 150). */
export interface PriceBucket {
  from?: number;
  to?: number;
}

/** A price range filter in Elasticsearch's terms (`range: {final_price: bounds}`). */
export interface PriceBounds {
  gte?: number;
  lte?: number;
}

/** The bounds of a price bucket id ('0.0-50.0', '150.0-*'); undefined for anything else. */
export function priceBucket(id: string): PriceBucket | undefined {
  const match = /^\s*(\*|\d+(?:\.\d+)?)\s*-\s*(\*|\d+(?:\.\d+)?)\s*$/.exec(id);
  if (!match) return undefined;
  const [, rawFrom, rawTo] = match as unknown as [string, string, string];
  const bucket: PriceBucket = {};
  if (rawFrom !== '*') bucket.from = Number(rawFrom);
  if (rawTo !== '*') bucket.to = Number(rawTo);
  if (bucket.from === undefined && bucket.to === undefined) return undefined;
  if (bucket.from !== undefined && bucket.to !== undefined && bucket.from > bucket.to) return undefined;
  return bucket;
}

/**
 * The price filter of a bucket id, as Vue Storefront applies it: a zero or absent lower bound is dropped
 * ('0.0-50.0' → at most 50), the others are inclusive ('50.0-100.0' → from 50 to 100), '150.0-*' is open.
 * Undefined for a malformed id.
 */
export function priceRange(id: string): PriceBounds | undefined {
  const bucket = priceBucket(id);
  if (!bucket) return undefined;
  const bounds: PriceBounds = {};
  if (bucket.from) bounds.gte = bucket.from;
  if (bucket.to !== undefined) bounds.lte = bucket.to;
  return bounds;
}

/** The label of a price bucket in a view ('< €50', '€50-100', '> €150'), by the kernel's priceRangeLabel. */
export function priceBucketLabel(id: string, view: StoreView): string {
  const bucket = priceBucket(id);
  return bucket ? priceRangeLabel(bucket, view) : id;
}
