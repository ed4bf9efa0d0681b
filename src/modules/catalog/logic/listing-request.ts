/**
 * Catalogue search requests (the Elasticsearch subset `/api/catalog/{index}/product/_search` accepts, see
 * server/search/parse-es.ts and docs/api.md "Catalogue search") for a category listing and for the search
 * panel. Pure: the caller sends the body (POST, or `?request=` as JSON) and reads the answer.
 */
import { PRICE_ATTRIBUTE, SYSTEM_QUERY_KEYS, categoryWithDescendants, priceRange } from './filters';
import type { PriceBounds, RouteQuery } from './filters';
import type { CategoryNode } from './types';

/** Product list page size (spec section 9). */
export const PAGE_SIZE = 50;
/** The server answers 400 past Elasticsearch's result window (from + size > 10,000). */
export const MAX_RESULT_WINDOW = 10_000;
/** The last page a listing can ask for. */
export const MAX_PAGE = MAX_RESULT_WINDOW / PAGE_SIZE;
/** Filter aggregation size (spec section 9). */
export const FACET_SIZE = 10;
/** Visibility of listed products: catalog, search, both (spec section 9; the server adds it too). */
export const LISTED_VISIBILITY = [2, 3, 4] as const;
/** Status of listed products (spec section 9; the server adds it too). */
export const LISTED_STATUS = [0, 1] as const;
/** Minimum search term length (spec section 5). */
export const MIN_SEARCH_LENGTH = 3;
/** The validation message of a too short search term (spec section 5). */
export const SEARCH_TOO_SHORT = 'The search term must have at least 3 characters';

/**
 * Attribute facets of a listing: the spec's default filters (color, size, erin_recommends; price is
 * separate) and the part attributes that matter: brand, item class and fitting position (axle), which the
 * catalogue stores as `item_class_2`.
 */
export const FACET_ATTRIBUTES = ['brand', 'item_class', 'item_class_2', 'color', 'size', 'erin_recommends'] as const;

/** The spec's price buckets (0-50, 50-100, 100-150, 150 and up), answered as `agg_range_price`. */
export const PRICE_BUCKETS: readonly { from: number; to?: number }[] = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

/** The field prices are filtered, sorted and bucketed on: the final price incl. the view's tax. */
export const PRICE_FIELD = 'final_price';

/** A sort option of the listing; `value` is what the route query's `sort` holds. */
export interface SortOption {
  /** English label, also the translation key. */
  label: string;
  value: string;
  field: string;
  order: 'asc' | 'desc';
}

/** Latest (the default), Price low to high, Price high to low (spec section 9). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { label: 'Latest', value: 'updated_at:desc', field: 'updated_at', order: 'desc' },
  { label: 'Price low to high', value: 'final_price', field: 'final_price', order: 'asc' },
  { label: 'Price high to low', value: 'final_price:desc', field: 'final_price', order: 'desc' },
];
/** The default sort: Latest, updated_at descending. */
export const DEFAULT_SORT = SORT_OPTIONS[0] as SortOption;

/** A query clause of the Elasticsearch subset the server accepts. */
export type EsClause =
  | { terms: Record<string, readonly (string | number)[]> }
  | { range: Record<string, PriceBounds> }
  | { multi_match: { query: string; fields: readonly string[] } }
  | { bool: EsBool };

/** An Elasticsearch bool clause. */
export interface EsBool {
  filter?: EsClause[];
  must?: EsClause[];
  should?: EsClause[];
  minimum_should_match?: number;
}

/** A bucket aggregation: terms of a field, or the price ranges. */
export type EsBucketAggregation =
  | { terms: { field: string; size: number } }
  | { range: { field: string; ranges: readonly { from?: number; to?: number }[] } };

/** An aggregation: buckets, or buckets of the documents a filter keeps (answered as `{doc_count, [name]: ...}`). */
export type EsAggregation = EsBucketAggregation | { filter: EsClause; aggs: Record<string, EsBucketAggregation> };

/** A catalogue search request body (its top bool always holds the base filters). */
export interface CatalogSearchRequest {
  query: { bool: EsBool & { filter: EsClause[] } };
  /** The shopper's filters: they narrow the hits, not the facets (so a second brand can be chosen). */
  post_filter?: { bool: { filter: EsClause[] } };
  sort?: Record<string, { order: 'asc' | 'desc' }>[];
  size: number;
  from: number;
  aggs?: Record<string, EsAggregation>;
  /** Only these fields of each product (the first stage of two-stage product caching). */
  _source?: { includes: readonly string[] };
}

/** What a category listing is built from. */
export interface ListingInput {
  /** The category shown. */
  categoryId: number;
  /** Its subtree (category documents' children_data), so the listing covers the descendants. */
  tree: CategoryNode | readonly CategoryNode[];
  /** The route query: attribute filters (by option id), `price` bucket ids, `sort`, `page`. */
  query: RouteQuery;
  /** Attribute codes to aggregate and accept as filters; default FACET_ATTRIBUTES. */
  facets?: readonly string[];
  /** Only products also in this category (the applied car's engine, ADR 0029). */
  narrowTo?: number | null;
}

const first = (value: string | readonly string[] | undefined): string | undefined => (value === undefined || typeof value === 'string' ? value : value[0]);
const all = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

/** The sort option a query value names; the default (Latest) for none or an unknown value. */
export function sortOption(value: string | readonly string[] | undefined): SortOption {
  const wanted = first(value);
  return SORT_OPTIONS.find((o) => o.value === wanted) ?? DEFAULT_SORT;
}

/** The page a query value names: a whole number from 1 to MAX_PAGE, else 1 (too high becomes MAX_PAGE). */
export function pageNumber(value: string | readonly string[] | undefined): number {
  const raw = first(value);
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/**
 * A filter on an attribute: the product's own value, or (for configurable products) one of its children's
 * values (`{attribute}_options`), as Vue Storefront's catalogue filters match variants.
 */
function attributeFilter(attribute: string, values: readonly string[]): EsClause {
  return { bool: { should: [{ terms: { [attribute]: values } }, { terms: { [`${attribute}_options`]: values } }], minimum_should_match: 1 } };
}

/** The price filter of the chosen buckets (several are OR-ed); undefined when none is valid. */
function priceFilter(ids: readonly string[]): EsClause | undefined {
  const ranges = ids.flatMap((id) => {
    const bounds = priceRange(id);
    return bounds ? [{ range: { [PRICE_FIELD]: bounds } }] : [];
  });
  if (ranges.length <= 1) return ranges[0];
  return { bool: { should: ranges, minimum_should_match: 1 } };
}

/**
 * Terms aggregations (own values and children's `_options`) of the facets, and the price buckets. With
 * chosen filters (by attribute code or `price`), each facet counts the products every other chosen filter
 * keeps, but not its own (disjunctive facets): a shopper sees how many parts a click will leave, and a
 * facet with a choice still offers its other options.
 */
export function listingAggregations(facets: readonly string[] = FACET_ATTRIBUTES, chosen: ReadonlyMap<string, EsClause> = new Map()): Record<string, EsAggregation> {
  const aggs: Record<string, EsAggregation> = {};
  const add = (attribute: string, own: Record<string, EsBucketAggregation>) => {
    const others = [...chosen].filter(([key]) => key !== attribute).map(([, clause]) => clause);
    for (const [name, agg] of Object.entries(own)) aggs[name] = others.length ? { filter: { bool: { filter: others } }, aggs: { [name]: agg } } : agg;
  };
  for (const attribute of facets) {
    add(attribute, {
      [`agg_terms_${attribute}`]: { terms: { field: attribute, size: FACET_SIZE } },
      [`agg_terms_${attribute}_options`]: { terms: { field: `${attribute}_options`, size: FACET_SIZE } },
    });
  }
  add(PRICE_ATTRIBUTE, { [`agg_range_${PRICE_ATTRIBUTE}`]: { range: { field: PRICE_FIELD, ranges: PRICE_BUCKETS } } });
  return aggs;
}

/**
 * The fields a listing reads of a product (`ListedProductDoc`): the first stage of two-stage product caching
 * loads only these (`_source.includes`), the second the whole documents (spec section 4, ADR 0051).
 */
export const LISTING_SOURCE_FIELDS = [
  'id', 'sku', 'name', 'slug', 'type_id', 'brand', 'image', 'stock',
  'price', 'price_incl_tax', 'original_price', 'original_price_incl_tax', 'special_price', 'special_price_incl_tax',
  'original_special_price', 'special_from_date', 'special_to_date', 'final_price', 'final_price_incl_tax',
  // Whether a card may put the product in the cart at once (no required choice) and by how many (its step).
  'custom_options', 'quantity_step',
] as const;

/**
 * The search request of a category listing: listed products (visibility 2, 3, 4; status 0, 1) in the
 * category or its descendants, the query's attribute filters (`terms`, own or children's values) and price
 * buckets (final price incl. tax) as `post_filter` (they narrow the hits), its sort (Latest by default)
 * and page (50 per page), with the facets' terms aggregations (size 10) and the price buckets, each
 * counted with every other chosen filter (listingAggregations). Query keys that are neither facets, price nor
 * system keys are ignored.
 */
export function listingRequest(input: ListingInput): CatalogSearchRequest {
  const facets = input.facets ?? FACET_ATTRIBUTES;
  const filter: EsClause[] = [
    { terms: { visibility: LISTED_VISIBILITY } },
    { terms: { status: LISTED_STATUS } },
    { terms: { category_ids: categoryWithDescendants(input.categoryId, input.tree) } },
    ...narrowing(input.narrowTo),
  ];
  const chosen = new Map<string, EsClause>();
  for (const [key, value] of Object.entries(input.query)) {
    if ((SYSTEM_QUERY_KEYS as readonly string[]).includes(key) || value === undefined) continue;
    const values = all(value).filter((v) => v !== '');
    if (!values.length) continue;
    if (key === PRICE_ATTRIBUTE) {
      const price = priceFilter(values);
      if (price) chosen.set(key, price);
    } else if (facets.includes(key)) {
      chosen.set(key, attributeFilter(key, values));
    }
  }
  const sort = sortOption(input.query.sort);
  const page = pageNumber(input.query.page);
  return {
    query: { bool: { filter } },
    ...(chosen.size ? { post_filter: { bool: { filter: [...chosen.values()] } } } : {}),
    sort: [{ [sort.field]: { order: sort.order } }],
    size: PAGE_SIZE,
    from: (page - 1) * PAGE_SIZE,
    aggs: listingAggregations(facets, chosen),
  };
}

/** The filter clause of a narrowing to one category (the applied car's engine); none without one. */
export function narrowing(categoryId: number | null | undefined): EsClause[] {
  return categoryId ? [{ terms: { category_ids: [categoryId] } }] : [];
}

/** The part-type facets counted for the applied car (spec section 3 "Vehicle state": item class and item class 2). */
export const FITMENT_FACETS = ['item_class', 'item_class_2'] as const;

/**
 * The counts of the item class filters of a listing narrowed to a car (spec sections 5 and 9: vehicle and item
 * class counts count only status-1 products, with size-1 queries): the listing's category and engine, enabled
 * products only, one hit, the item class aggregations.
 */
export function fitmentCountsRequest(input: ListingInput & { narrowTo: number }): CatalogSearchRequest {
  return {
    query: {
      bool: {
        filter: [
          { terms: { visibility: LISTED_VISIBILITY } },
          { terms: { status: [1] } },
          { terms: { category_ids: categoryWithDescendants(input.categoryId, input.tree) } },
          ...narrowing(input.narrowTo),
        ],
      },
    },
    size: 1,
    from: 0,
    aggs: Object.fromEntries(Object.entries(listingAggregations(FITMENT_FACETS)).filter(([name]) => !name.startsWith('agg_range_'))),
  };
}

/** Attribute list size (spec section 9). */
export const ATTRIBUTE_LIST_SIZE = 150;

/** The request (catalogue search type `attribute`) for the metadata and option labels of attributes by code. */
export function attributesRequest(codes: readonly string[]): { query: { bool: { filter: EsClause[] } }; size: number; from: number } {
  return { query: { bool: { filter: [{ terms: { attribute_code: [...new Set(codes)] } }] } }, size: ATTRIBUTE_LIST_SIZE, from: 0 };
}

/** The catalogue's limits on search text (server/search/limits.ts). */
export const MAX_SEARCH_WORDS = 16;
export const MAX_SEARCH_CHARACTERS = 256;

/** A search request, or the validation message of a too short term. */
export type SearchRequestResult = { ok: true; request: CatalogSearchRequest } | { ok: false; error: typeof SEARCH_TOO_SHORT };

/** Fields a search looks into, with the spec's boosts (the server applies its own boosts too). */
export const SEARCH_FIELDS = ['name^4', 'ean^4', 'oe_numbers^3', 'oem_numbers^3', 'sku^2', 'category.name^1'] as const;

/**
 * The search panel's request: the trimmed term needs at least 3 characters ('The search term must have at
 * least 3 characters'); listed products matching it by name, sku, EAN, OE or OEM number, by relevance.
 * @example searchRequest('brak pads') // {ok: true, request: {...}}; searchRequest('ab') // {ok: false, error}
 */
export function searchRequest(term: string, options: { page?: number; size?: number; narrowTo?: number | null } = {}): SearchRequestResult {
  // The catalogue refuses longer text (256 characters, 16 words: docs/api.md); a pasted paragraph searches its start.
  const query = [...term.trim().split(/\s+/).slice(0, MAX_SEARCH_WORDS).join(' ')].slice(0, MAX_SEARCH_CHARACTERS).join('').trim();
  if ([...query].length < MIN_SEARCH_LENGTH) return { ok: false, error: SEARCH_TOO_SHORT };
  const size = options.size !== undefined && Number.isInteger(options.size) && options.size > 0 ? Math.min(options.size, PAGE_SIZE) : PAGE_SIZE;
  const page = options.page !== undefined && Number.isInteger(options.page) && options.page > 0 ? Math.min(options.page, Math.floor(MAX_RESULT_WINDOW / size)) : 1;
  return {
    ok: true,
    request: {
      query: {
        bool: {
          filter: [{ terms: { visibility: LISTED_VISIBILITY } }, { terms: { status: LISTED_STATUS } }, ...narrowing(options.narrowTo)],
          must: [{ multi_match: { query, fields: SEARCH_FIELDS } }],
        },
      },
      size,
      from: (page - 1) * size,
    },
  };
}
