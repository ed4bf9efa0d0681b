import type { StoreView } from './types';
import { localizedPath } from './localize';
import { defaultStoreView, stripPort } from './resolve';

/** The page the user is on: host header (port allowed) and optional protocol (`https:` or `https`). */
export interface CurrentLocation {
  host: string;
  protocol?: string;
}

function portOf(host: string): string {
  const trimmed = host.trim();
  const afterHost = trimmed.startsWith('[') ? trimmed.slice(trimmed.indexOf(']') + 1) : trimmed;
  const at = afterHost.indexOf(':');
  return at === -1 ? '' : afterHost.slice(at);
}

function ownsHost(view: StoreView, host: string): boolean {
  return view.domains.some((domain) => domain.toLowerCase() === host);
}

/**
 * The href that switches to `target` (its home, or `path` inside it) with a full page load.
 * Relative when the current host can serve `target`; absolute on `target`'s first own domain when it is
 * a non-default view with domains; absolute on the default view's first domain when `target` has no own
 * domain (or is the default) and the current host is another view's own domain. Port and protocol are kept.
 */
export function storeViewHref(
  target: StoreView,
  current: CurrentLocation,
  views: readonly StoreView[],
  path = '/',
): string {
  const localized = localizedPath(path, target);
  const host = stripPort(current.host);
  if (ownsHost(target, host)) return localized;
  const absolute = (domain: string): string => {
    const protocol = (current.protocol ?? 'http:').replace(/:?$/, ':');
    return `${protocol}//${domain}${portOf(current.host)}${localized}`;
  };
  const ownDomain = target.domains[0];
  if (!target.isDefault && ownDomain !== undefined) return absolute(ownDomain);
  const fallback = defaultStoreView(views);
  const onOtherViewsDomain = views.some((view) => !view.isDefault && ownsHost(view, host));
  const fallbackDomain = fallback.domains[0];
  return onOtherViewsDomain && fallbackDomain !== undefined ? absolute(fallbackDomain) : localized;
}
