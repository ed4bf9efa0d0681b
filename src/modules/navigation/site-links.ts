import type { LinkHelper } from '../../kernel/store-view/link';

/**
 * Content pages of the shop (spec section 2 "Footer and content pages"), by CMS identifier, with the
 * module's translation key of their link text. The sitemap page is the module's own route, not one of them.
 */
export const CONTENT_PAGES = [
  { slug: 'about-us', key: 'pages.aboutUs' },
  { slug: 'customer-service', key: 'pages.customerService' },
  { slug: 'shipping', key: 'pages.shipping' },
  { slug: 'return-policy', key: 'pages.returnPolicy' },
  { slug: 'return-form', key: 'pages.returnForm' },
  { slug: 'terms', key: 'pages.terms' },
  { slug: 'privacy', key: 'pages.privacy' },
] as const;

/** One link of the sidebar's second list: the translation key of its text and its href. */
export interface SiteLink {
  key: string;
  href: string;
}

/**
 * The sidebar's links besides the categories: the main navigation (home, catalogue, account, compare, checkout: the
 * phones' header has no row for it), the store locator, sitemap and content pages.
 */
export function sidebarLinks(link: LinkHelper): SiteLink[] {
  return [
    { key: 'links.home', href: link({ name: 'home' }) },
    { key: 'links.catalog', href: link({ name: 'catalog' }) },
    { key: 'links.myAccount', href: link({ name: 'my-account' }) },
    { key: 'links.compare', href: link({ name: 'compare' }) },
    { key: 'links.checkout', href: link({ name: 'checkout' }) },
    { key: 'links.storeLocator', href: link({ name: 'store-locator' }) },
    { key: 'links.sitemap', href: link({ name: 'sitemap' }) },
    ...CONTENT_PAGES.map((page) => ({ key: page.key, href: link({ name: 'cms-page', params: { slug: page.slug } }) })),
  ];
}
