import type { RouteContribution } from '../../kernel/module';

/** The checkout page (spec section 2); it replaces the app's placeholder of the same name. Its code loads with the route. */
export const checkoutRoute: RouteContribution = {
  name: 'checkout',
  path: '/checkout',
  cacheTag: 'checkout',
  component: () => import('./checkout-page'),
};
