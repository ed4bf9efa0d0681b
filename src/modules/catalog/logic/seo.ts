/**
 * The catalogue pages' head (issue 5 "SEO"): meta descriptions, which views to ask for the other languages'
 * slugs, robots of filtered listings, and the schema.org JSON-LD of a product and of a breadcrumb trail.
 * Pure: URLs come in absolute, prices already computed.
 */
import type { Language, StoreView } from '../../../kernel/store-view/types';

/** An item's slug in the other languages that have it (loader data: views are resolved at render). */
export type LanguageSlugs = Partial<Record<Language, string>>;

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/**
 * Plain text for `<meta name="description">`: HTML tags dropped, whitespace collapsed, cut at a word
 * boundary to `max` characters with an ellipsis. Empty text gives undefined (the shop's own description stays).
 */
export function metaDescription(text: string | null | undefined, max = DESCRIPTION_LENGTH): string | undefined {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * The listed views to ask for an item's slug: one per language other than `current`'s (views of one
 * language share slugs), so a page costs at most four small lookups.
 */
export function slugSourceViews(views: readonly StoreView[], current: StoreView): StoreView[] {
  const seen = new Set<Language>([current.language]);
  return views.filter((view) => {
    if (!view.listed || seen.has(view.language)) return false;
    seen.add(view.language);
    return true;
  });
}

/** The item's slug in `view`: its own slug in the page's language, else the looked-up one (or null: the view lacks it). */
export function slugIn(view: StoreView, current: { language: Language; slug: string }, others: LanguageSlugs | undefined): string | null {
  if (view.language === current.language) return current.slug;
  return others?.[view.language] ?? null;
}

/**
 * Robots of a category listing: one with anything but `page` in its query (filters, sort, page size) is
 * `noindex,follow` (endless combinations of one category's products; their links are still followed);
 * plain pages, page 2 and on included, are indexed.
 */
export function listingRobots(query: Record<string, string | string[] | undefined>): string | undefined {
  const narrowed = Object.entries(query).some(([key, value]) => key !== 'page' && value !== undefined && value.length > 0);
  return narrowed ? 'noindex,follow' : undefined;
}

/** A category's description: its name and product count, then the first product names, within DESCRIPTION_LENGTH. */
export function categoryDescription(name: string, countText: string, productNames: readonly string[]): string | undefined {
  const lead = `${name}: ${countText}`;
  return metaDescription(productNames.length ? `${lead}. ${productNames.join(', ')}` : lead);
}

/** One step of a breadcrumb trail with its absolute URL (the last, the page itself, may have none). */
export interface CrumbLink {
  name: string;
  url?: string;
}

/** schema.org BreadcrumbList of a trail, positions from 1. */
export function breadcrumbJsonLd(trail: readonly CrumbLink[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, ...(crumb.url ? { item: crumb.url } : {}) })),
  };
}

/** What a product's JSON-LD says; URLs absolute, `price` what the shopper pays now (incl. tax as shown). */
export interface ProductFacts {
  name: string;
  sku: string;
  ean?: string | null;
  brand?: string | null;
  images: readonly string[];
  description?: string;
  url: string;
  price: number;
  currency: string;
  inStock: boolean;
}

/** schema.org Product with one Offer (price, currency, availability, url); gtin13 from a 13-digit EAN. */
export function productJsonLd(facts: ProductFacts): object {
  const ean = facts.ean?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    sku: facts.sku,
    ...(ean && /^\d{13}$/.test(ean) ? { gtin13: ean } : {}),
    ...(facts.brand ? { brand: { '@type': 'Brand', name: facts.brand } } : {}),
    ...(facts.images.length ? { image: [...facts.images] } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    offers: {
      '@type': 'Offer',
      url: facts.url,
      price: facts.price.toFixed(2),
      priceCurrency: facts.currency,
      availability: facts.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
