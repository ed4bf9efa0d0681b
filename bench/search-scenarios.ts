import type { Database } from '../server/storage/port';
import { PRICE_RANGES } from '../server/search/ast';
import { normId } from '../server/search/sql';

/**
 * One benchmarked request kind: a name for the table and distinct URLs, sent in turn, so no two
 * consecutive requests ask the same question (issue 17: "distinct queries").
 */
export interface Scenario {
  name: string;
  urls: string[];
}

/** Catalogue rows the scenarios query, picked from the seeded data rather than hard-coded. */
export interface ScenarioTargets {
  /** Busy level-3 parts categories, busiest first. */
  categories: { id: number; name: string }[];
  /** A parts category and an engine (vehicle level 4) that a product of that category fits. */
  cars: { categoryId: number; engineId: number }[];
  /** Parts category names in the view's language: what shoppers type. */
  words: string[];
  /** Part numbers as printed on parts and catalogues: OE, OEM and EAN. */
  identifiers: string[];
  urlPaths: string[];
}

// The English view: its texts make "brake pads" a meaningful query.
const INDEX = 'vue_storefront_catalog_eng';
const LANGUAGE = 'en';
/** How many distinct values each scenario cycles through. */
export const DISTINCT = 24;

/**
 * Picks the targets with bounded queries only (primary-key lookups of evenly spread ids, the category
 * table), so picking costs the same at 10k and at 1M products.
 */
export async function pickTargets(db: Database): Promise<ScenarioTargets> {
  const range = await db.query<{ lo: number; hi: number }>('SELECT min(id) AS lo, max(id) AS hi FROM product');
  const lo = Number(range.rows[0]?.lo ?? 0);
  const hi = Number(range.rows[0]?.hi ?? 0);
  const ids = Array.from({ length: DISTINCT * 8 }, (_, n) => Math.round(lo + ((hi - lo) * (n + 0.5)) / (DISTINCT * 8)));
  const sample = await db.query<{ id: number; category_ids: number[]; oe_numbers: string[]; oem_numbers: string[]; ean: string | null; url_path: string }>(
    `SELECT p.id, p.category_ids, p.oe_numbers, p.oem_numbers, p.ean, i.url_path FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = $2
      WHERE p.id = ANY($1::int[]) AND p.visibility IN (2, 3, 4) AND p.status IN (0, 1) ORDER BY p.id`,
    [ids, LANGUAGE],
  );
  const categories = await db.query<{ id: number; kind: string; level: number; name: string }>(
    `SELECT c.id, c.kind, c.level, i.name FROM category c JOIN category_i18n i ON i.category_id = c.id AND i.language = $1 ORDER BY c.id`,
    [LANGUAGE],
  );
  const byId = new Map(categories.rows.map((c) => [c.id, c]));
  const partOf = (list: readonly number[]) => list.map((id) => byId.get(id)).find((c) => c?.kind === 'part' && c.level === 3);
  const engineOf = (list: readonly number[]) => list.map((id) => byId.get(id)).find((c) => c?.kind === 'vehicle' && c.level === 4);
  // The busiest categories: how often the sampled products are in them.
  const seen = new Map<number, number>();
  for (const row of sample.rows) {
    const part = partOf(row.category_ids);
    if (part) seen.set(part.id, (seen.get(part.id) ?? 0) + 1);
  }
  const busiest = [...seen].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => byId.get(id)).filter((c) => c !== undefined);
  const cars = sample.rows.flatMap((row) => {
    const part = partOf(row.category_ids);
    const engine = engineOf(row.category_ids);
    return part && engine ? [{ categoryId: part.id, engineId: engine.id }] : [];
  });
  const identifiers = sample.rows.flatMap((row, n) => {
    const oe = row.oe_numbers[0];
    const oem = row.oem_numbers[0];
    // Alternate the printed form (with spaces, dots, dashes) and the bare one, and the kinds of number.
    const options = [oe, oem && normId(oem), row.ean, oe && normId(oe), oem].filter((v): v is string => Boolean(v));
    return options.length ? [options[n % options.length] as string] : [];
  });
  const words = [...new Set(categories.rows.filter((c) => c.kind === 'part' && c.level === 3).map((c) => c.name.toLowerCase()))];
  if (!busiest.length || !cars.length || !identifiers.length || !words.length || !sample.rows.length) {
    throw new Error('The seeded catalogue has no visible products with parts categories, fitment and part numbers to benchmark');
  }
  return {
    categories: busiest.slice(0, DISTINCT).map((c) => ({ id: c.id, name: c.name })),
    cars: cars.slice(0, DISTINCT),
    words: words.slice(0, DISTINCT),
    identifiers: identifiers.slice(0, DISTINCT),
    urlPaths: sample.rows.slice(0, DISTINCT).map((row) => row.url_path),
  };
}

const VISIBLE = [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }];

function searchUrl(request: unknown, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, request: JSON.stringify(request) });
  return `/api/catalog/${INDEX}/product/_search?${params.toString()}`;
}

const SORTS = [{ price: { order: 'asc' } }, { price: { order: 'desc' } }, { created_at: { order: 'desc' } }];

// The Elasticsearch bodies the storefront sends for these pages: facets as agg_terms_* (brand, item
// class, fitting position, colour with the children's values), the price buckets.
function categoryPage(categoryId: number, n: number, engineId?: number): unknown {
  const terms = (field: string) => ({ terms: { field, size: 10 } });
  return {
    query: { bool: { filter: { bool: { must: [{ terms: { category_ids: [categoryId] } }, ...(engineId ? [{ terms: { category_ids: [engineId] } }] : []), ...VISIBLE] } } } },
    sort: [SORTS[n % SORTS.length]],
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

/** One typing mistake: the longest word loses a letter from its middle ("brake pads" → "brake pds"). */
export function typo(text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const cut = Math.floor(longest.length / 2);
  return words.map((w) => (w === longest ? w.slice(0, cut) + w.slice(cut + 1) : w)).join(' ');
}

/** The benchmarked requests: category page with facets (alone and narrowed to a car), text search (and a typo), part number, product by url_path. */
export function scenarios(targets: ScenarioTargets): Scenario[] {
  const page = { size: '50', from: '0' };
  return [
    { name: 'category page with facets', urls: targets.categories.map((c, n) => searchUrl(categoryPage(c.id, n), page)) },
    // Issue 17 item 4: the last pages Elasticsearch's result window allows (from + size = 10,000), cheapest first.
    { name: 'category page 200 (from 9,950)', urls: targets.categories.map((c, n) => searchUrl(categoryPage(c.id, n), { size: '50', from: '9950' })) },
    { name: 'category page narrowed to a car', urls: targets.cars.map((c, n) => searchUrl(categoryPage(c.categoryId, n, c.engineId), page)) },
    { name: 'text search', urls: targets.words.map((w) => searchUrl(textSearch(w), page)) },
    { name: 'text search with a typo', urls: targets.words.map((w) => searchUrl(textSearch(typo(w)), page)) },
    { name: 'part number (OE, OEM, EAN)', urls: targets.identifiers.map((id) => searchUrl(textSearch(id), page)) },
    { name: 'product by url_path', urls: targets.urlPaths.map((path) => searchUrl({ query: { bool: { filter: [{ terms: { url_path: [path] } }, ...VISIBLE] } } }, { size: '1' })) },
  ];
}
