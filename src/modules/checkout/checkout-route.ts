import type { RouteContribution } from '../../kernel/module';

/** The checkout page (spec section 2); it replaces the app's placeholder of the same name. Its code loads with the route. */
export const checkoutRoute: RouteContribution = {
  name: 'checkout',
  path: '/checkout',
  cacheTag: 'checkout',
  component: () => import('./checkout-page'), source: 'src/modules/checkout/checkout-page.tsx',
};

/** The thank-you page after an order (`/thank-you-page`, spec section 2; the bank link returns here with `?order=`). */
export const thankYouRoute: RouteContribution = {
  name: 'congrats',
  path: '/thank-you-page',
  component: () => import('./thank-you-page'), source: 'src/modules/checkout/thank-you-page.tsx',
};

/** The page a cancelled payment returns to (`/see-you-page`, spec section 2). */
export const seeYouRoute: RouteContribution = {
  name: 'see-you',
  path: '/see-you-page',
  component: () => import('./see-you-page'), source: 'src/modules/checkout/see-you-page.tsx',
};
