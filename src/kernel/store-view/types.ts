/** Language codes the shop is translated into. */
export const LANGUAGES = ['et', 'ru', 'en', 'fi', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One country/language view of the shop (spec section 1 and 3 "Store view"). */
export interface StoreView {
  /** Store code, also the route prefix when `appendStoreCode` is true (for example `eng`). */
  storeCode: string;
  storeId: number;
  name: string;
  /** Language of the interface and of catalogue texts. */
  language: Language;
  /** BCP-47 locale for number and date formatting (for example `et-EE`). */
  locale: string;
  /** IANA time zone dates are shown in (server and browser agree, so hydration matches). */
  timeZone: string;
  /** True when routes carry the `/{storeCode}` prefix. */
  appendStoreCode: boolean;
  /** Own host names (without port) that select this view, for example `['fi.localhost']`. */
  domains: readonly string[];
  /** True for the default view (Estonian). */
  isDefault: boolean;
  currency: { code: 'EUR'; sign: '€' };
  /** Default tax country for totals (ISO 3166-1 alpha-2). */
  tax: { defaultCountry: string; sourcePriceIncludesTax: boolean };
  /** Search index used by the catalogue API. */
  searchIndex: string;
  /** Visible in the store switcher. */
  listed: boolean;
  /**
   * Where the view lives (spec section 3 "Store view": url): its path prefix ('/eng'), its own domain
   * ('//fi.localhost') or '/' for the default view. Set for the shop's seven views (ADR 0052).
   */
  url?: string;
  /** The view's SEO defaults (spec: seo): the title a page without its own title gets. */
  seo?: { defaultTitle: string };
}
