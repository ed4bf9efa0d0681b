export { createOutputCache, cacheKey } from './output-cache';
export type { CachedResponse, CacheEntry, OutputCache, OutputCacheOptions, OutputCacheStats, StoredEncoding } from './output-cache';
export { registerOutputCache, addCacheTags, cacheTagsOf, cacheStream, cacheKeyUrlOf, CACHE_STATUS_HEADER } from './fastify';
export { normalisePageUrl, PAGE_QUERY_PARAMS } from './page-key';
export type { CacheableRequest, OutputCacheLookup, OutputCacheRules } from './fastify';
export { CACHE_TAGS, productTag, categoryTag, isCacheTag, catalogueTagOf } from './tags';
export type { StaticCacheTag } from './tags';
export { watchCatalogue, catalogueFingerprint, CATALOGUE_TAGS } from './catalogue-watch';
export type { CatalogueWatchOptions } from './catalogue-watch';
