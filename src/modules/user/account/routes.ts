import type { RouteContribution } from '../../../kernel/module';

/** The account pages of this folder (spread into the user module's routes). */
export const accountRoutes: RouteContribution[] = [
  { name: 'my-orders', path: '/my-account/orders', cacheTag: 'my-account', component: () => import('./orders-page'), source: 'src/modules/user/account/orders-page.tsx' },
  { name: 'my-order', path: '/my-account/orders/:orderId', cacheTag: 'my-account', component: () => import('./order-page'), source: 'src/modules/user/account/order-page.tsx' },
  // A guest's way to an order (issue 20 item 5): no login; the answer is never cached (ADR 0058).
  {
    name: 'order-status',
    path: '/order-status',
    headers: { 'cache-control': 'no-store' },
    component: () => import('./order-status-page'),
    source: 'src/modules/user/account/order-status-page.tsx',
  },
  { name: 'my-car', path: '/my-account/car', cacheTag: 'my-account', component: () => import('./car-page'), source: 'src/modules/user/account/car-page.tsx' },
];
