import type { Container } from 'inversify';
import { ApiRequestError, searchCatalogue } from '../../kernel/api';
import type { CacheStore } from '../../kernel/event-log';
import type { KernelLogger } from '../../kernel/logger';
import type { DispatchedRoute, UrlDispatcher } from '../../kernel/router';
import { normalizePath } from '../../kernel/store-view';
import type { StoreView } from '../../kernel/store-view/types';
import {
  categoryByUrlPathRequest,
  categoryDispatch,
  mayBeUrlPath,
  productByUrlPathRequest,
  productDispatch,
  type UrlCategoryDoc,
  type UrlProductDoc,
  type UrlSettings,
} from './logic';

export interface UrlDispatcherOptions {
  /** The local cache (browser); null on the server, where only the memory layer is used. */
  cache: CacheStore | null;
  settings: UrlSettings;
  logger: KernelLogger;
  /** Whether the browser is online; a failed lookup offline is reported as an empty result (spec section 8). */
  isOnline: () => boolean;
}

/**
 * The URL dispatcher of spec section 2: a path is looked up in memory, then in the local cache, then
 * as a product's (or a configurable child's) url_path, then as a category's. Found routes are
 * remembered per store view; misses are not, so a product added later is found on the next visit.
 */
export function createUrlDispatcher(options: UrlDispatcherOptions): UrlDispatcher {
  const { cache, settings, logger, isOnline } = options;
  const memory = new Map<string, DispatchedRoute>();

  const lookup = async (path: string, view: StoreView, services: Container): Promise<DispatchedRoute | null> => {
    const products = await searchCatalogue<UrlProductDoc>(services, view, 'product', productByUrlPathRequest(path));
    const product = products.hits.hits[0]?._source;
    if (product) return productDispatch(product, path, settings);
    const categories = await searchCatalogue<UrlCategoryDoc>(services, view, 'category', categoryByUrlPathRequest(path));
    const category = categories.hits.hits[0]?._source;
    return category ? categoryDispatch(category) : null;
  };

  return {
    async resolve(pathname, view, services) {
      const path = normalizePath(pathname);
      if (!mayBeUrlPath(path)) return null;
      const key = `${view.storeCode}:${path}`;
      const remembered = memory.get(key);
      if (remembered) return remembered;
      const cached = await cache?.get<DispatchedRoute>(key);
      if (cached) {
        memory.set(key, cached);
        return cached;
      }
      let found: DispatchedRoute | null;
      try {
        found = await lookup(path, view, services);
      } catch (error) {
        // Offline a failed search counts as an empty result: the shopper is told and sent home.
        if (!isOnline()) throw new Error(`Product query returned empty result url_path = ${path}`, { cause: error });
        // A view without a catalogue index (404) has nothing at any url_path; other failures are the 500 page.
        if (!(error instanceof ApiRequestError && error.code === 404)) throw error;
        found = null;
      }
      if (!found) {
        logger.warn(`No route or url_path mapping for ${path} in store view ${view.storeCode}`);
        return null;
      }
      memory.set(key, found);
      void cache?.set(key, found);
      return found;
    },
  };
}
