import type { Container } from 'inversify';
import type { StoreView } from '../../kernel/store-view/types';
import { searchCatalogue, type SearchAnswer } from './catalogue-api';
import { keepTwoStageCaching, LISTING_SOURCE_FIELDS, type CatalogSearchRequest } from './logic';
import { productCacheKey, productCacheOf, type ProductCache } from './product-cache';

const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function keep(cache: ProductCache, view: StoreView, answer: SearchAnswer<{ sku: string }>): void {
  for (const hit of answer.hits.hits) cache.put(productCacheKey(view.storeCode, hit._source.sku), hit._source);
}

/**
 * Loads a listing's products with two-stage product caching (spec section 4, ADR 0051). The listing itself needs
 * only LISTING_SOURCE_FIELDS: that small first stage is what the page waits for (and all a server render loads).
 * In the browser a second stage then loads the same listing with whole documents into the product cache, for
 * the product pages opened from it. When that full second stage proves faster than the first, two-stage caching
 * is switched off for the session: later listings load whole documents once and cache them. `cached` settles when
 * the second stage is done (tests wait for it; the loader does not).
 */
export async function loadListing<T extends { sku: string }>(
  services: Container,
  view: StoreView,
  request: CatalogSearchRequest,
  now: () => number = clock,
): Promise<{ answer: SearchAnswer<T>; cached: Promise<void> }> {
  const cache = productCacheOf(services);
  const small = { ...request, _source: { includes: LISTING_SOURCE_FIELDS } };
  if (!cache) return { answer: await searchCatalogue<T>(services, view, 'product', small), cached: Promise.resolve() };
  if (!cache.twoStage) {
    const answer = await searchCatalogue<T>(services, view, 'product', request);
    keep(cache, view, answer);
    return { answer, cached: Promise.resolve() };
  }
  const started = now();
  const answer = await searchCatalogue<T>(services, view, 'product', small);
  const first = now() - started;
  const cached = (async () => {
    const secondStarted = now();
    const full = await searchCatalogue<T>(services, view, 'product', request);
    const second = now() - secondStarted;
    keep(cache, view, full);
    cache.twoStage = keepTwoStageCaching({ first, second });
  })().catch(() => {
    // Only a cache fill: the product page searches by itself when it is missing.
  });
  return { answer, cached };
}
