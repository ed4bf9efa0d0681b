/**
 * The store URLs the sitemap lists (spec section 2, URL dispatcher off), built with the app's link helper
 * and made absolute with `storeViewHref`, so prefixes and own domains follow the store view rules.
 */
import { SIMPLE_ROUTE_TYPES as SIMPLE_PRODUCT_TYPES } from '../../src/kernel/product';
import { createLinkHelper, createPageUrls, isAbsoluteUrl, storeViewHref } from '../../src/kernel/store-view';
import type { CurrentLocation, HreflangLink, LinkRoute, LinkTarget, PageUrls, StoreView } from '../../src/kernel/store-view';
/** Product types whose route also takes childSku (as src/app/routes.ts). */
const VARIANT_PRODUCT_TYPES = ['configurable', 'product'] as const;

/**
 * The routes of src/app/routes.ts and of the navigation module the sitemap links to. Those files load page
 * modules with Vite's `import.meta.glob` and dynamic imports, which the server (tsx) cannot import; a spec
 * keeps these equal to them.
 */
export const SEO_LINK_ROUTES: readonly LinkRoute[] = [
  { name: 'home', path: '/' },
  { name: 'store-locator', path: '/store-locator' },
  { name: 'sitemap', path: '/sitemap' },
  { name: 'cms-page', path: '/i/:slug' },
  { name: 'category', path: '/c/:slug' },
  ...SIMPLE_PRODUCT_TYPES.map((type) => ({ name: `${type}-product`, path: '/p/:parentSku/:slug' })),
  ...VARIANT_PRODUCT_TYPES.map((type) => ({ name: type === 'product' ? 'product' : `${type}-product`, path: '/p/:parentSku/:slug/:childSku' })),
];

/** A product as the sitemap links it: a top-level product (never a configurable child). */
export interface ProductLinkFields {
  sku: string;
  type_id: string;
  slug: string;
}

/**
 * The product route of the product's type (behaviour notes: parentSku is the product's own sku for a
 * top-level product; configurable routes also take childSku = the sku). Unknown types use `product`.
 */
export function productTarget(product: ProductLinkFields): LinkTarget {
  const params = { parentSku: product.sku, slug: product.slug };
  if ((SIMPLE_PRODUCT_TYPES as readonly string[]).includes(product.type_id)) return { name: `${product.type_id}-product`, params };
  const name = product.type_id === 'configurable' ? 'configurable-product' : 'product';
  return { name, params: { ...params, childSku: product.sku } };
}

/** The home page of a view (`/`, `/eng`). */
export const homeTarget: LinkTarget = { name: 'home' };
/** The navigation module's store locator page (`/store-locator`). */
export const storeLocatorTarget: LinkTarget = { name: 'store-locator' };
/** The navigation module's HTML sitemap page (`/sitemap`), not to be confused with the CMS page `/i/sitemap`. */
export const sitemapPageTarget: LinkTarget = { name: 'sitemap' };
/** A CMS page by identifier (`/i/{identifier}`). */
export const cmsTarget = (identifier: string): LinkTarget => ({ name: 'cms-page', params: { slug: identifier } });
/** A category by its slug in the view's language (`/c/{slug}`). */
export const categoryTarget = (slug: string): LinkTarget => ({ name: 'category', params: { slug } });

/** Absolute URLs of pages in any store view, as seen from the request's host. */
export class StoreUrls {
  private readonly pages: PageUrls;

  constructor(
    private readonly current: CurrentLocation,
    private readonly views: readonly StoreView[],
  ) {
    // The kernel's page URL builder (the one page heads use): route paths are equal in every view, so one view's
    // link helper serves all of them.
    const base = views[0];
    if (!base) throw new Error('StoreUrls: no store views');
    this.pages = createPageUrls({ storeView: base, storeViews: views, link: createLinkHelper(base, SEO_LINK_ROUTES), location: current });
  }

  /** True when the request's host serves `view` (its links from here are relative). */
  serves(view: StoreView): boolean {
    return !isAbsoluteUrl(storeViewHref(view, this.current, this.views));
  }

  /** The absolute URL of `target` in `view`: on this host when it serves the view, else on the view's host. */
  url(view: StoreView, target: LinkTarget): string {
    return this.pages.page(target, view);
  }

  /** hreflang links of a page in every listed view that has it (`targetIn` null: it has not), plus x-default. */
  alternates(targetIn: (view: StoreView) => LinkTarget | null): HreflangLink[] {
    return this.pages.alternates(targetIn);
  }

  /** The absolute URL of a path on the request's host (`/sitemap.xml`). */
  here(path: string): string {
    return this.pages.asset(path);
  }
}
