import type { ComponentType } from 'react';
import type { RouteContribution } from '../kernel/module';
import { PAGE_FILES, pageSourcePath } from './page-files';
import type { PageKey } from './page-files';
import { accountLoader, emptyLoader, productLoader, slugLoader } from './route-loaders';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

// One lazy chunk per page file; the glob keeps each import visible to Vite.
const pageModules = import.meta.glob<PageModule>('./pages/*-page.tsx');

/** A page's lazy component and its file (`RouteContribution.source`, for preload links). */
function page(key: PageKey): { component: PageLoader; source: string } {
  const load = pageModules[`./pages/${PAGE_FILES[key]}`];
  if (!load) throw new Error(`App routes: page module ${PAGE_FILES[key]} does not exist`);
  return { component: load, source: pageSourcePath(key) };
}

/** The source file of a route's page component (for preload links), if the route names it. */
export function routeSource(route: RouteContribution): string | undefined {
  return route.source;
}

/** Product types whose routes take parentSku and slug only (spec section 2). */
export const SIMPLE_PRODUCT_TYPES = ['virtual', 'bundle', 'simple', 'downloadable', 'grouped'] as const;
/** Product types whose routes also take childSku; `product` is the generic one. */
export const VARIANT_PRODUCT_TYPES = ['configurable', 'product'] as const;

function productRoute(type: string, path: string): RouteContribution {
  // The generic route is named 'product' itself, not 'product-product'.
  const name = type === 'product' ? 'product' : `${type}-product`;
  return { name, path, cacheTag: 'product', ...page('product'), loader: productLoader };
}

/**
 * The app's route table (spec section 2), unprefixed; the router prefixes paths and names per store
 * view. Routes sharing a path (the product types) are one route; the link helper knows every name.
 * Any other path is the catch-all page-not-found route added by the router.
 */
export const appRoutes: readonly RouteContribution[] = [
  { name: 'home', path: '/', cacheTag: 'home', ...page('home'), loader: emptyLoader },
  { name: 'home', path: '/pwa.html', cacheTag: 'home', ...page('home'), loader: emptyLoader },
  { name: 'checkout', path: '/checkout', cacheTag: 'checkout', ...page('checkout'), loader: emptyLoader },
  { name: 'my-account', path: '/my-account', cacheTag: 'my-account', ...page('account'), loader: accountLoader('myAccount') },
  { name: 'my-orders', path: '/my-account/orders', cacheTag: 'my-account', ...page('account'), loader: accountLoader('myOrders') },
  { name: 'my-order', path: '/my-account/orders/:orderId', cacheTag: 'my-account', ...page('account'), loader: accountLoader('myOrder') },
  { name: 'my-car', path: '/my-account/car', cacheTag: 'my-account', ...page('account'), loader: accountLoader('myCar') },
  { name: 'compare', path: '/compare', cacheTag: 'compare', ...page('compare'), loader: emptyLoader },
  { name: 'error', path: '/error', layout: 'minimal', cacheTag: 'error', ...page('error'), loader: emptyLoader },
  ...SIMPLE_PRODUCT_TYPES.map((type) => productRoute(type, '/p/:parentSku/:slug')),
  ...VARIANT_PRODUCT_TYPES.map((type) => productRoute(type, '/p/:parentSku/:slug/:childSku')),
  { name: 'cms-page', path: '/i/:slug', ...page('cmsPage'), loader: slugLoader },
  { name: 'catalog', path: '/catalog', cacheTag: 'category', ...page('catalog'), loader: emptyLoader },
  { name: 'congrats', path: '/thank-you-page', ...page('congrats'), loader: emptyLoader },
  { name: 'see-you', path: '/see-you-page', ...page('seeYou'), loader: emptyLoader },
  { name: 'category', path: '/c/:slug', cacheTag: 'category', ...page('category'), loader: slugLoader },
];
