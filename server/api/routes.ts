import type { ApiRoutes } from '../app';
import { catalogRoutes } from './catalog';
import { cmsRoutes } from './cms';
import { imageRoutes } from './images';
import { productRoutes } from './product';
import { reviewRoutes } from './review';
import { stockRoutes } from './stock';

/**
 * The commerce API's route groups, in registration order, as `npm start` serves them: catalogue
 * search, stock, product prices, CMS content, reviews and product images.
 */
export const apiRoutes: readonly ApiRoutes[] = [catalogRoutes, stockRoutes, productRoutes, cmsRoutes, reviewRoutes, imageRoutes];
