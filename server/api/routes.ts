import type { ApiRoutes } from '../app';
import { bannerRoutes } from './banners';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { cmsRoutes } from './cms';
import { graphqlRoutes } from '../graphql/routes';
import { imageRoutes } from './images';
import { mailServiceRoutes } from './mail-service';
import { newsletterRoutes } from './newsletter';
import { createOrderRoutes } from './order';
import { orderStatusRoutes } from './order-status';
import { paymentRoutes } from './payments';
import { orderPayments } from '../commerce/payments';
import { seoRoutes } from '../seo';
import { productRoutes } from './product';
import { reviewRoutes } from './review';
import { stockRoutes } from './stock';
import { opsCatalogueRoutes } from './ops-catalogue';
import { userRoutes } from './user';
import { supportLogRoutes } from '../support/shared-logs';
import { vehicleRoutes } from './vehicle';

/**
 * The commerce API's route groups, in registration order, as `npm start` serves them: catalogue
 * search (REST and GraphQL), stock, product prices, CMS content, reviews, product images, the home banners, customers, carts, orders, the guest's order status, payments, the newsletter, vehicle lookup, the outbox viewer and the product update of support (OPS_KEY), the logs shoppers share with support, and robots.txt and the sitemaps.
 */
export const apiRoutes: readonly ApiRoutes[] = [catalogRoutes, graphqlRoutes, stockRoutes, productRoutes, cmsRoutes, reviewRoutes, imageRoutes, bannerRoutes, userRoutes, cartRoutes, createOrderRoutes(orderPayments), orderStatusRoutes, paymentRoutes, newsletterRoutes, vehicleRoutes, mailServiceRoutes, opsCatalogueRoutes, supportLogRoutes, seoRoutes];
