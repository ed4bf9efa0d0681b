export { ApiFetchToken, ApiRequestError, apiGet, apiGetJson } from './api-client';
export type { ApiFetch } from './api-client';
