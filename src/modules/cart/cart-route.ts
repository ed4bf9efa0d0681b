import type { RouteContribution } from '../../kernel/module';

/** The cart page (spec section 2 "Cart and mini cart"); its code loads with the route. */
export const cartPageRoute: RouteContribution = {
  name: 'cart',
  path: '/cart',
  component: () => import('./cart-page'), source: 'src/modules/cart/cart-page.tsx',
};
