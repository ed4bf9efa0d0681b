import { data } from 'react-router-dom';
import type { RouteLoaderArgs } from '../../kernel/module';
import { ApiRequestError } from '../../kernel/api';
import { listingNarrowing } from '../../kernel/listing-narrowing';
import { categorySlugs } from './alternates';
import { offlineAsEmpty, searchCatalogue, totalOf } from './catalogue-api';
import type { LanguageSlugs } from './logic/seo';
import { listed, type ListedProduct, type ListedProductDoc } from './listed-product';
import { loadListing } from './two-stage';
import {
  attributesRequest,
  FACET_ATTRIBUTES,
  FITMENT_FACETS,
  filtersFromAggregations,
  fitmentCountsRequest,
  listingRequest,
  optionLabels,
  pageNumber,
  PAGE_SIZE,
  sortOption,
  type AttributeDoc,
  type AvailableFilters,
  type CategoryNode,
  type RouteQuery,
} from './logic';

/** A category document as the page reads it. */
interface CategoryDoc extends CategoryNode {
  name: string;
  slug: string;
  path: string;
  level: number;
}

/** Loader data of the category route. */
export interface CategoryData {
  category: { id: number; name: string; slug: string };
  /** Ancestors below the root, top first. */
  trail: { name: string; slug: string }[];
  products: ListedProduct[];
  total: number;
  page: number;
  pages: number;
  sort: string;
  /** The route query as the listing understood it (filters, sort, page). */
  query: Record<string, string | string[]>;
  filters: AvailableFilters;
  /** The category's slug in the other languages (hreflang links). */
  slugs: LanguageSlugs;
  /** The engine category the listing is narrowed to (the applied car), or null. */
  narrowedTo: number | null;
  /** The product list could not be loaded (no connection, nothing cached): the page shows it empty with a warning. */
  listingFailed: boolean;
}

const EMPTY_LISTING = { hits: { total: 0, hits: [] }, aggregations: {} } as const;

/** With a car, the part types offered count only the enabled parts that fit it; a type with none is not offered. */
function withFitmentCounts(all: AvailableFilters, counted: AvailableFilters | null): AvailableFilters {
  if (!counted) return all;
  const result: Record<string, AvailableFilters[string]> = { ...all };
  for (const facet of FITMENT_FACETS) {
    delete result[facet];
    const options = counted[facet];
    if (options?.length) result[facet] = options;
  }
  return result;
}

/** The categories below this id are roots (spec: root category 2). */
const ROOT_CATEGORY_ID = 2;

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((v) => v !== '');
    if (values.length) query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/**
 * The loader of `/c/:slug`: the category by slug in the view's language (404 when there is none), its
 * breadcrumb trail, one page (50) of its and its descendants' products with the route query's filters and
 * sort, and the available filters from the listing's aggregations, labelled by the attribute documents. The
 * products come in two stages in the browser (`loadListing`: the listing's fields, then whole documents cached).
 */
export async function categoryLoader({ params, request, storeView, storeViews, services }: RouteLoaderArgs): Promise<CategoryData> {
  const slug = params.slug ?? '';
  const found = await searchCatalogue<CategoryDoc>(services, storeView, 'category', { query: { bool: { filter: [{ terms: { slug: [slug] } }] } }, size: 1 }).catch(
    offlineAsEmpty(`Category query returned empty result slug = ${slug}`),
  );
  const category = found.hits.hits[0]?._source;
  if (!category) throw data({ notFound: true }, { status: 404 });

  const ancestorIds = category.path.split('/').map(Number).filter((id) => id > ROOT_CATEGORY_ID && id !== category.id);
  const routeQuery = queryOf(new URL(request.url));
  const query = routeQuery as RouteQuery;
  const narrowedTo = listingNarrowing(services, request)?.categoryId ?? null;
  const input = { categoryId: category.id, tree: category, query, narrowTo: narrowedTo };
  const [ancestors, loaded, attributes, slugs, fitment] = await Promise.all([
    ancestorIds.length
      ? searchCatalogue<CategoryDoc>(services, storeView, 'category', { query: { bool: { filter: [{ terms: { id: ancestorIds } }] } }, size: ancestorIds.length })
      : Promise.resolve(null),
    // A listing that cannot be fetched (offline, nothing cached; not an HTTP answer) leaves the category page up,
    // empty, with the spec's warning (section 8) instead of failing the whole page.
    loadListing<ListedProductDoc>(services, storeView, listingRequest(input)).then(
      (loaded) => loaded.answer,
      (error: unknown) => {
        if (error instanceof ApiRequestError || request.signal.aborted) throw error;
        return null;
      },
    ),
    searchCatalogue<AttributeDoc>(services, storeView, 'attribute', attributesRequest(FACET_ATTRIBUTES)).catch((error: unknown) => {
      // Without labels the filters show their values; the listing itself still works.
      if (error instanceof ApiRequestError) return null;
      throw error;
    }),
    categorySlugs({ storeView, storeViews, services }, category.id),
    narrowedTo ? searchCatalogue<ListedProductDoc>(services, storeView, 'product', fitmentCountsRequest({ ...input, narrowTo: narrowedTo })) : Promise.resolve(null),
  ]);
  const byId = new Map((ancestors?.hits.hits ?? []).map((h) => [h._source.id, h._source]));
  const listingFailed = loaded === null;
  const listing = loaded ?? (EMPTY_LISTING as unknown as NonNullable<typeof loaded>);
  const total = totalOf(listing);
  const labels = attributes ? optionLabels(attributes.hits.hits.map((h) => h._source)) : {};
  const now = new Date();
  return {
    category: { id: category.id, name: category.name, slug: category.slug },
    trail: ancestorIds.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [{ name: doc.name, slug: doc.slug }] : [];
    }),
    products: listing.hits.hits.map((h) => listed(h._source, now)),
    total,
    page: pageNumber(query.page),
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    sort: sortOption(query.sort).value,
    query: routeQuery,
    filters: withFitmentCounts(
      filtersFromAggregations(listing.aggregations ?? {}, { view: storeView, labels }),
      fitment ? filtersFromAggregations(fitment.aggregations ?? {}, { view: storeView, labels, facets: FITMENT_FACETS }) : null,
    ),
    slugs,
    narrowedTo,
    listingFailed,
  };
}
