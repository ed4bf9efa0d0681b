import type { Database } from '../server/storage/port';
import { PRICE_RANGES } from '../server/search/ast';

/** One benchmarked request: a name for the table and the URL it sends. */
export interface Scenario {
  name: string;
  url: string;
}

/** Catalogue rows the scenarios query, picked from the seeded data rather than hard-coded. */
export interface ScenarioTargets {
  categoryId: number;
  categoryName: string;
  oeNumber: string;
  urlPath: string;
}

// The English view: its texts make "brake pads" a meaningful query.
const INDEX = 'vue_storefront_catalog_eng';
const LANGUAGE = 'en';

/** Picks a busy level-3 parts category, an OE number (the oil filter anchor if present) and a product url_path. */
export async function pickTargets(db: Database): Promise<ScenarioTargets> {
  const category = await db.query<{ id: number; name: string }>(
    `SELECT c.id, i.name FROM category c JOIN category_i18n i ON i.category_id = c.id AND i.language = $1
      WHERE c.kind = 'part' AND c.level = 3
      ORDER BY (SELECT count(*) FROM product p WHERE p.category_ids @> ARRAY[c.id]) DESC, c.id LIMIT 1`,
    [LANGUAGE],
  );
  const oe = await db.query<{ oe: string }>(
    `SELECT oe_numbers[1] AS oe FROM product WHERE cardinality(oe_numbers) > 0
      ORDER BY ('04E115561H' = ANY(oe_norm)) DESC, id LIMIT 1`,
  );
  // A product from the middle of the id range, so the lookup is not the first row of any index.
  const product = await db.query<{ url_path: string }>(
    `SELECT i.url_path FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = $1
      WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1)
      ORDER BY abs(p.id - (SELECT (min(id) + max(id)) / 2 FROM product)), p.id LIMIT 1`,
    [LANGUAGE],
  );
  const [c, o, p] = [category.rows[0], oe.rows[0], product.rows[0]];
  if (!c || !o || !p) throw new Error('The seeded catalogue has no level-3 parts category, OE number or visible product');
  return { categoryId: c.id, categoryName: c.name, oeNumber: o.oe, urlPath: p.url_path };
}

const VISIBLE = [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }];

function searchUrl(request: unknown, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, request: JSON.stringify(request) });
  return `/api/catalog/${INDEX}/product/_search?${params.toString()}`;
}

// The Elasticsearch bodies Vue Storefront 1 sends for these pages (facets as agg_terms_*, price buckets).
function categoryPage(categoryId: number): unknown {
  const terms = (field: string) => ({ terms: { field, size: 10 } });
  return {
    query: { bool: { filter: { bool: { must: [{ terms: { category_ids: [categoryId] } }, ...VISIBLE] } } } },
    sort: [{ price: { order: 'asc' } }],
    aggs: {
      agg_terms_brand: terms('brand'),
      agg_terms_item_class: terms('item_class'),
      agg_terms_item_class_2: terms('item_class_2'),
      agg_terms_color: terms('color'),
      agg_terms_color_options: terms('color_options'),
      agg_range_price: { range: { field: 'price', ranges: PRICE_RANGES } },
    },
  };
}

function textSearch(text: string): unknown {
  return {
    query: {
      function_score: {
        query: {
          bool: {
            must: [{ multi_match: { query: text, fields: ['name^4', 'ean^4', 'oe_numbers^3', 'oem_numbers^3', 'sku^2', 'category.name^1'] } }],
            filter: VISIBLE,
          },
        },
      },
    },
  };
}

/** The benchmarked requests: category page with facets, text search (and a typo), identifier search, product by url_path. */
export function scenarios(targets: ScenarioTargets): Scenario[] {
  const page = { size: '50', from: '0' };
  return [
    { name: `category page with facets (C${targets.categoryId} ${targets.categoryName})`, url: searchUrl(categoryPage(targets.categoryId), page) },
    { name: 'text search "brake pads"', url: searchUrl(textSearch('brake pads'), page) },
    { name: 'text search with a typo "brak pads"', url: searchUrl(textSearch('brak pads'), page) },
    { name: `identifier search (OE "${targets.oeNumber}")`, url: searchUrl(textSearch(targets.oeNumber), page) },
    { name: 'single product by url_path', url: searchUrl({ query: { bool: { filter: [{ terms: { url_path: [targets.urlPath] } }, ...VISIBLE] } } }, { size: '1' }) },
  ];
}
