export { ApiFetchToken, ApiRequestError, apiGet } from './api-client';
export type { ApiFetch } from './api-client';
