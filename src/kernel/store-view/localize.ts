import type { StoreView } from './types';

const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Canonical form of a path: leading slash, no query or hash, no repeated or trailing slashes.
 * @example normalizePath('gear/') === '/gear'; normalizePath('/gear?x=1') === '/gear'
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const collapsed = `/${bare}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
}

function splitSuffix(path: string): { pathname: string; suffix: string } {
  const at = path.search(/[?#]/);
  return at === -1 ? { pathname: path, suffix: '' } : { pathname: path.slice(0, at), suffix: path.slice(at) };
}

/** True when `pathname` already starts with the `/{code}` segment. */
export function hasStorePrefix(pathname: string, storeCode: string): boolean {
  const prefix = `/${storeCode}`;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The path as seen in `view`: `/checkout` becomes `/eng/checkout` for prefixed views. The home of a
 * prefixed view is `/eng` without a trailing slash, matching `normalizePath`. Query and hash are kept,
 * a relative path gets a leading slash, absolute URLs pass through, and an existing prefix is not doubled.
 */
export function localizedPath(path: string, view: StoreView): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const { pathname: raw, suffix } = splitSuffix(path);
  const pathname = raw.startsWith('/') ? raw : `/${raw}`;
  if (!view.appendStoreCode || hasStorePrefix(pathname, view.storeCode)) return pathname + suffix;
  const prefixed = pathname === '/' ? `/${view.storeCode}` : `/${view.storeCode}${pathname}`;
  return prefixed + suffix;
}

/** The route name as registered in `view`: `checkout` becomes `eng-checkout` for prefixed views. */
export function localizedRouteName(name: string, view: StoreView): string {
  if (!view.appendStoreCode || name.startsWith(`${view.storeCode}-`)) return name;
  return `${view.storeCode}-${name}`;
}
