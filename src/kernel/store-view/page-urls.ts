/**
 * Absolute URLs for a page's head (canonical, hreflang alternates, JSON-LD): the view's link helper
 * builds the path, `storeViewHref` decides the host (own domains, the default view's domain), and a
 * relative answer is put on the request's origin.
 */
import type { StoreView } from './types';
import { storeViewHref, type CurrentLocation } from './href';
import type { LinkHelper, LinkTarget } from './link';
import { hasStorePrefix, localizedPath } from './localize';

/** One `<link rel="alternate" hreflang>`: a view's locale (`et-EE`) or `x-default`. */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** `http://host:port` of a location (protocol with or without the colon). */
export function originOf(current: CurrentLocation): string {
  const protocol = (current.protocol ?? 'http:').replace(/:?$/, ':');
  return `${protocol}//${current.host}`;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** True for `scheme://...`: `storeViewHref` answers such a URL when another host serves the view. */
export const isAbsoluteUrl = (href: string): boolean => ABSOLUTE_URL.test(href);

/**
 * The same path in another view: `from`'s store prefix comes off and `to`'s goes on, query and hash kept.
 * Route paths are equal in every view (only the prefix differs), so a link built for one view serves all.
 * @example pathInView('/eng/c/brakes?page=2', eng, rus) === '/rus/c/brakes?page=2'
 */
export function pathInView(path: string, from: StoreView, to: StoreView): string {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  const suffix = at === -1 ? '' : path.slice(at);
  const bare = from.appendStoreCode && hasStorePrefix(pathname, from.storeCode) ? pathname.slice(from.storeCode.length + 1) || '/' : pathname;
  return localizedPath(bare + suffix, to);
}

/** Absolute URLs of the page's view and the other views, as seen from the request's host. */
export interface PageUrls {
  /** A route (or unprefixed path) in `view` (default: the page's): on this host when it serves the view, else on the view's. */
  page(target: LinkTarget, view?: StoreView): string;
  /** A path on this host that is no route of a view (`/img/...`). */
  asset(path: string): string;
  /**
   * hreflang links for every listed view that has the page (`targetIn` answers null for one that has not),
   * the page's own view included, plus `x-default` to the default view's, as the sitemap lists them.
   */
  alternates(targetIn: (view: StoreView) => LinkTarget | null): HreflangLink[];
}

/** What createPageUrls reads: the page's view and link helper, all views and the request's host. */
export interface PageUrlsOptions {
  storeView: StoreView;
  storeViews: readonly StoreView[];
  link: LinkHelper;
  location: CurrentLocation;
}

/** THE absolute URL builder of a page (the app puts it in the page context). */
export function createPageUrls({ storeView, storeViews, link, location }: PageUrlsOptions): PageUrls {
  const origin = originOf(location);
  const absolute = (href: string) => (isAbsoluteUrl(href) ? href : `${origin}${href}`);
  const page = (target: LinkTarget, view: StoreView = storeView): string => {
    const own = link(target);
    const path = view.storeCode === storeView.storeCode ? own : pathInView(own, storeView, view);
    return absolute(storeViewHref(view, location, storeViews, path));
  };
  return {
    page,
    asset: (path) => absolute(path),
    alternates(targetIn) {
      const links: HreflangLink[] = [];
      let fallback: string | null = null;
      for (const view of storeViews) {
        if (!view.listed) continue;
        const target = targetIn(view);
        if (target === null) continue;
        const href = page(target, view);
        links.push({ hreflang: view.locale, href });
        if (view.isDefault) fallback = href;
      }
      if (fallback !== null) links.push({ hreflang: 'x-default', href: fallback });
      return links;
    },
  };
}
