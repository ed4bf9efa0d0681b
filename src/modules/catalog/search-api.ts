import type { Container } from 'inversify';
import { ApiRequestError } from '../../kernel/api';
import type { CacheStore } from '../../kernel/event-log/cache-store';
import type { StoreView } from '../../kernel/store-view/types';
import { searchCatalogue, totalOf } from './catalogue-api';
import { listed, type ListedProduct, type ListedProductDoc } from './listed-product';
import { cleanTerm, didYouMean, offlineOutcome, PAGE_SIZE, searchCacheKey, searchRequest, type SearchOutcome } from './logic';

/** Service token of the cache of search answers (the browser binds the 'search' local cache). */
export const SearchCacheToken = Symbol.for('autoparts.catalog.searchCache');

/** Spec section 9: the client gives a search this long (ms) before it stops waiting (the server's own limit is 1000 ms). */
export const SEARCH_CLIENT_TIMEOUT_MS = 5000;

/** The caller's signal (if any) combined with the client timeout; `done` clears the timer. */
function withTimeout(signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`The search took longer than ${SEARCH_CLIENT_TIMEOUT_MS} ms`, 'TimeoutError')), SEARCH_CLIENT_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** A product search's answer as the panel and the results page show it. */
export type ProductSearchOutcome = SearchOutcome<ListedProduct>;

/** What a product search needs besides the term. */
export interface ProductSearchDeps {
  services: Container;
  view: StoreView;
  /** Answers by view, page and normalised term; null where there is no local storage (the server). */
  cache: CacheStore | null;
  /** Whether the browser says it is online (read when a request fails). */
  isOnline: () => boolean;
  now: () => Date;
}

/** The search cache bound in a kernel's container, if any. */
export function searchCacheOf(services: Container): CacheStore | null {
  return services.isBound(SearchCacheToken) ? services.get<CacheStore>(SearchCacheToken) : null;
}

/**
 * Searches listed products by name, sku, EAN, OE and OEM number (the term needs 3 characters: callers check
 * `isSearchable` first). Each answer is cached by view, page and normalised term. When the request cannot
 * reach the API (a transport failure, not an HTTP answer), the cached answer is shown flagged offline;
 * without one an offline browser gets an empty result flagged offline, while an online one is rejected
 * (spec section 8: "A search network failure while online is rejected. Offline it returns an empty set.").
 * An aborted (superseded) search rejects with the abort. A search still unanswered after SEARCH_CLIENT_TIMEOUT_MS
 * is stopped and counts as a transport failure (the cached answer, or empty offline, or rejected online).
 */
export async function searchProducts(
  deps: ProductSearchDeps,
  term: string,
  options: { page?: number; size?: number; signal?: AbortSignal; narrowTo?: number | null } = {},
): Promise<ProductSearchOutcome> {
  const size = options.size ?? PAGE_SIZE;
  const page = options.page ?? 1;
  const narrowTo = options.narrowTo ?? null;
  const built = searchRequest(term, { page, size, narrowTo });
  if (!built.ok) throw new Error(built.error);
  const key = searchCacheKey(deps.view.storeCode, term, page, narrowTo);
  const limited = withTimeout(options.signal);
  try {
    const answer = await searchCatalogue<ListedProductDoc>(deps.services, deps.view, 'product', built.request, { signal: limited.signal }).finally(limited.done);
    const now = deps.now();
    const outcome: ProductSearchOutcome = {
      term: cleanTerm(term),
      products: answer.hits.hits.map((h) => listed(h._source, now)),
      total: totalOf(answer),
      suggestions: didYouMean(cleanTerm(term), answer.suggest?.did_you_mean),
      offline: false,
    };
    await deps.cache?.set(key, outcome);
    return outcome;
  } catch (error) {
    if (options.signal?.aborted || error instanceof ApiRequestError) throw error;
    const cached = await deps.cache?.get<ProductSearchOutcome>(key);
    if (cached) return { ...cached, offline: true };
    if (!deps.isOnline()) return offlineOutcome(term);
    throw error;
  }
}
