import type { RouteContribution } from '../../../kernel/module';

/** The account pages of this folder (spread into the user module's routes). */
export const accountRoutes: RouteContribution[] = [
  { name: 'my-orders', path: '/my-account/orders', cacheTag: 'my-account', component: () => import('./orders-page') },
  { name: 'my-order', path: '/my-account/orders/:orderId', cacheTag: 'my-account', component: () => import('./order-page') },
  { name: 'my-car', path: '/my-account/car', cacheTag: 'my-account', component: () => import('./car-page') },
];
