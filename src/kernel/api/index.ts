export { ApiFetchToken, ApiRequestError, apiGet, apiGetJson } from './api-client';
export type { ApiFetch } from './api-client';
export { CatalogueSearchToken, searchCatalogue, totalOf } from './catalogue';
export type { CatalogueSearch, CatalogueSearchBody, SearchAnswer } from './catalogue';
export { cmsContent, type CmsKind } from './cms';
