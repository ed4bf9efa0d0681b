export { ApiFetchToken, ApiRequestError, apiGet, apiGetJson } from './api-client';
export type { ApiFetch } from './api-client';
export { searchCatalogue, totalOf } from './catalogue';
export type { CatalogueSearchBody, SearchAnswer } from './catalogue';
export { cmsContent, type CmsKind } from './cms';
