import type { StoreView } from './types';
import { localizedPath, localizedRouteName } from './localize';

/** A route the link helper can build (unprefixed name and path, as modules contribute them). */
export interface LinkRoute {
  name: string;
  path: string;
}

/** A link to a named route; `params` fill `:param` and `:param?` segments. */
export interface NamedRouteTarget {
  name: string;
  params?: Record<string, string | undefined>;
  query?: Record<string, string | string[]>;
  hash?: string;
}

/** A link to an unprefixed path with optional query and hash. */
export interface PathTarget {
  path: string;
  query?: Record<string, string | string[]>;
  hash?: string;
}

/** A path string (`/checkout?page=2#top`), a named route or a path object. */
export type LinkTarget = string | NamedRouteTarget | PathTarget;

/** Builds hrefs for one store view. */
export type LinkHelper = (to: LinkTarget) => string;

function fillParams(route: LinkRoute, params: Record<string, string | undefined>): string {
  const segments = route.path.split('/').map((segment) => {
    if (segment === '*') return params['*'] ?? '';
    if (!segment.startsWith(':')) return segment;
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return null;
      throw new Error(`Link to route "${route.name}" (${route.path}) is missing the parameter "${key}"`);
    }
    return encodeURIComponent(value);
  });
  return segments.filter((segment): segment is string => segment !== null).join('/') || '/';
}

function querySuffix(query: Record<string, string | string[] | undefined> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function hashSuffix(hash: string | undefined): string {
  if (!hash) return '';
  return hash.startsWith('#') ? hash : `#${hash}`;
}

/**
 * THE link helper: every href in the app is built here, so a store prefix is added exactly once.
 * Accepts the unprefixed or the view's prefixed route name; an unknown name throws.
 * @example createLinkHelper(eng, routes)({ name: 'my-order', params: { orderId: '7' } }) === '/eng/my-account/orders/7'
 */
export function createLinkHelper(view: StoreView, routes: readonly LinkRoute[]): LinkHelper {
  const byName = new Map<string, LinkRoute>();
  for (const route of routes) {
    if (!byName.has(route.name)) byName.set(route.name, route);
  }
  const prefixedNames = new Map<string, LinkRoute>();
  for (const route of byName.values()) prefixedNames.set(localizedRouteName(route.name, view), route);

  return (to) => {
    if (typeof to === 'string') return localizedPath(to, view);
    if ('name' in to) {
      const route = byName.get(to.name) ?? prefixedNames.get(to.name);
      if (!route) throw new Error(`Link to unknown route "${to.name}" in store view "${view.storeCode}"`);
      const path = fillParams(route, to.params ?? {});
      return localizedPath(path, view) + querySuffix(to.query) + hashSuffix(to.hash);
    }
    const [base = '', ownHash] = localizedPath(to.path, view).split('#', 2);
    const query = querySuffix(to.query);
    const joined = base.includes('?') && query ? `${base}&${query.slice(1)}` : base + query;
    return joined + hashSuffix(to.hash ?? ownHash);
  };
}
