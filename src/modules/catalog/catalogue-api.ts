import type { Container } from 'inversify';
import { searchCatalogue as searchIndex, type SearchAnswer } from '../../kernel/api';
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
