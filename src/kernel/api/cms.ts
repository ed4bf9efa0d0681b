import type { Container } from 'inversify';
import type { StoreView } from '../store-view/types';
import { apiGet } from './api-client';

/** What the CMS kinds of `/api/ext/cms-data` are called in their identifier paths. */
export type CmsKind = 'cmsPage' | 'cmsBlock';

/**
 * A CMS page or block by identifier in the view's language (`/api/ext/cms-data/{kind}Identifier/...`); an
 * unknown or inactive one is an ApiRequestError with code 404.
 */
export function cmsContent<T>(services: Container, view: StoreView, kind: CmsKind, identifier: string): Promise<T> {
  return apiGet<T>(services, `/api/ext/cms-data/${kind}Identifier/${encodeURIComponent(identifier)}/storeId/${view.storeId}`);
}
