import type { StoreView } from './types';
import { hasStorePrefix } from './localize';

/** Where a request or the browser is: the host header (port allowed) and the URL path. */
export interface StoreViewLocation {
  host: string;
  pathname: string;
}

/** The view a location belongs to and the path inside that view. */
export interface ResolvedStoreView {
  storeView: StoreView;
  /** Path without the store prefix, at least `/`. */
  pathname: string;
}

/** Lower-cased host name without the port (`FI.localhost:3000` -> `fi.localhost`, `[::1]:80` -> `[::1]`). */
export function stripPort(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':', 1)[0] ?? '';
}

/** The view flagged `isDefault`; a list without one is a configuration error. */
export function defaultStoreView(views: readonly StoreView[]): StoreView {
  const found = views.find((view) => view.isDefault);
  if (!found) throw new Error('Store views: no view is marked isDefault');
  return found;
}

/**
 * The view for a location: a first path segment equal to a prefixed view's code wins on any host,
 * then a host listed in a view's `domains`, then the default view.
 */
export function resolveStoreView(views: readonly StoreView[], location: StoreViewLocation): ResolvedStoreView {
  const pathname = location.pathname.startsWith('/') ? location.pathname : `/${location.pathname}`;
  for (const view of views) {
    if (view.appendStoreCode && hasStorePrefix(pathname, view.storeCode)) {
      return { storeView: view, pathname: pathname.slice(view.storeCode.length + 1) || '/' };
    }
  }
  const host = stripPort(location.host);
  const byHost = host ? views.find((view) => view.domains.some((domain) => domain.toLowerCase() === host)) : undefined;
  return { storeView: byHost ?? defaultStoreView(views), pathname };
}

/**
 * The view a location belongs to when it is not `current` (spec: multistore redirect; the router then
 * loads that path as a new document), else null.
 */
export function isOtherStoreView(
  current: StoreView,
  views: readonly StoreView[],
  location: StoreViewLocation,
): StoreView | null {
  const { storeView } = resolveStoreView(views, location);
  return storeView.storeCode === current.storeCode ? null : storeView;
}
