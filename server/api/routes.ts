import type { ApiRoutes } from '../app';

/**
 * The commerce API's route groups, in registration order, as `npm start` serves them. The lead owns
 * this list: each area (catalogue search, stock, products, content, cache) adds its plugin here.
 */
export const apiRoutes: readonly ApiRoutes[] = [];
