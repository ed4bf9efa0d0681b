import type { StoreView } from '../../src/kernel/store-view/types';
import { ApiError } from './errors';

/** The index Vue Storefront 1 queries for a store view: `vue_storefront_catalog[_<storeCode>]`. */
export function indexName(view: StoreView): string {
  return view.searchIndex;
}

/** The default view (Estonian). */
export function defaultView(views: readonly StoreView[]): StoreView {
  const view = views.find((v) => v.isDefault) ?? views[0];
  if (!view) throw new Error('No store views configured');
  return view;
}

/**
 * The store view an API request is for: the `storeCode` query parameter wins; otherwise the search index
 * name when there is one; otherwise the default view. Unknown codes and indexes are a 404 envelope.
 */
export function viewForRequest(views: readonly StoreView[], request: { storeCode?: string | undefined; index?: string | undefined }): StoreView {
  if (request.storeCode) {
    const view = views.find((v) => v.storeCode === request.storeCode);
    if (!view) throw new ApiError(404, `Unknown store code '${request.storeCode}'`);
    return view;
  }
  if (request.index) {
    const view = views.find((v) => v.searchIndex === request.index);
    if (!view) throw new ApiError(404, `Unknown index '${request.index}'`);
    return view;
  }
  return defaultView(views);
}

/** The view with the given Magento store id (`storeId` of render-list, reviews). */
export function viewForStoreId(views: readonly StoreView[], storeId: number): StoreView {
  const view = views.find((v) => v.storeId === storeId);
  if (!view) throw new ApiError(404, `Unknown store id ${storeId}`);
  return view;
}
