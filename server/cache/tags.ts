/** The spec's static cache tags (section 2): one per kind of page or catalogue answer. */
export const CACHE_TAGS = [
  'product',
  'category',
  'home',
  'checkout',
  'page-not-found',
  'compare',
  'my-account',
  'error',
  'attribute',
  'taxrule',
] as const;

/** One of the spec's static cache tags. */
export type StaticCacheTag = (typeof CACHE_TAGS)[number];

/**
 * Entity tags follow Vue Storefront 1's output cache: `P<product id>` and `C<category id>`, so the
 * Magento indexer hooks that call `/invalidate?tag=P123,C45` work unchanged against this server.
 */
const ENTITY_TAG = /^[PC][0-9]+$/;

/** The entity tag of a product: `P<id>` (for example `P123`). */
export function productTag(id: number | string): string {
  return `P${id}`;
}

/** The entity tag of a category: `C<id>` (for example `C45`). */
export function categoryTag(id: number | string): string {
  return `C${id}`;
}

/** True for a static tag or an entity tag (`P123`, `C45`); anything else is a typo worth refusing. */
export function isCacheTag(tag: string): boolean {
  return (CACHE_TAGS as readonly string[]).includes(tag) || ENTITY_TAG.test(tag);
}

const CATALOGUE_SEARCH = /^\/api\/catalog\/[^/?]+\/([^/?]+)\/_search(?:[?]|$)/;

/**
 * The static tag of a catalogue search URL from its entity type (`/api/catalog/{index}/product/_search`
 * → `product`); undefined for types without one (cms_page, review, ...) and for other URLs.
 */
export function catalogueTagOf(url: string): StaticCacheTag | undefined {
  const type = CATALOGUE_SEARCH.exec(url)?.[1];
  return type === 'product' || type === 'category' || type === 'attribute' || type === 'taxrule' ? type : undefined;
}
