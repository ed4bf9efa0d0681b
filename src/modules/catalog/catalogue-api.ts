import type { Container } from 'inversify';
import { ApiRequestError, searchCatalogue as searchIndex, type SearchAnswer } from '../../kernel/api';
import { browserOnline } from '../../kernel/sync';
import type { StoreView } from '../../kernel/store-view/types';
import type { CatalogSearchRequest } from './logic';

export { totalOf, type SearchAnswer } from '../../kernel/api';

/** The kernel's catalogue search, typed with the catalog's own request shape (`init.signal` cancels it). */
export function searchCatalogue<T>(
  services: Container,
  view: StoreView,
  type: string,
  request: Partial<CatalogSearchRequest> & { size: number; from?: number },
  init?: { signal?: AbortSignal },
): Promise<SearchAnswer<T>> {
  return searchIndex<T>(services, view, type, request as Record<string, unknown> & { size: number; from?: number }, init);
}

/**
 * A catch handler for a page's own lookup (the category by slug, the product by sku): offline, a search that could not
 * reach the server (nothing cached) counts as an empty result, so the router shows the spec's "not available in
 * Offline mode" notice and sends the shopper home (section 8; the URL dispatcher does the same) instead of the 500
 * page. An HTTP answer, or any failure online, stays what it is.
 */
export function offlineAsEmpty(message: string): (error: unknown) => never {
  return (error) => {
    if (!(error instanceof ApiRequestError) && !browserOnline()) throw new Error(message, { cause: error });
    throw error;
  };
}
