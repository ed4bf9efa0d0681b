import { listingNarrowing } from '../../kernel/listing-narrowing';
import type { RouteLoaderArgs } from '../../kernel/module';
import { pageNumber, PAGE_SIZE } from './logic';
import { cleanTerm, isSearchable } from './logic/search';
import { searchProducts, type ProductSearchOutcome } from './search-api';

/** Loader data of the search results page. */
export interface SearchPageData {
  /** The term of `?q=`, cleaned. */
  term: string;
  /** False when the term is shorter than 3 characters (nothing was searched). */
  searched: boolean;
  outcome: ProductSearchOutcome | null;
  page: number;
  pages: number;
  /** The engine category the results are narrowed to (the applied car), or null. */
  narrowedTo: number | null;
}

/**
 * The loader of `/search?q=...&page=...`: one page (50) of listed products matching the term, with the
 * "did you mean" phrases. A term shorter than 3 characters is not searched (the page shows the rule).
 * Server-rendered like the category page; no local cache here, the panel owns the offline answers.
 */
export async function searchLoader({ request, storeView, services }: RouteLoaderArgs): Promise<SearchPageData> {
  const url = new URL(request.url);
  const term = cleanTerm(url.searchParams.get('q') ?? '');
  const page = pageNumber(url.searchParams.get('page') ?? undefined);
  const narrowedTo = listingNarrowing(services, request)?.categoryId ?? null;
  if (!isSearchable(term)) return { term, searched: false, outcome: null, page: 1, pages: 1, narrowedTo };
  const outcome = await searchProducts({ services, view: storeView, cache: null, isOnline: () => true, now: () => new Date() }, term, { page, size: PAGE_SIZE, narrowTo: narrowedTo });
  return { term, searched: true, outcome, page, pages: Math.max(1, Math.ceil(outcome.total / PAGE_SIZE)), narrowedTo };
}
