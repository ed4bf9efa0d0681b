import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, catalogueTagOf, categoryTag, isCacheTag, productTag } from './tags';

describe('cache tags', () => {
  it('lists the spec static tags', () => {
    expect(CACHE_TAGS).toEqual(['product', 'category', 'home', 'checkout', 'page-not-found', 'compare', 'my-account', 'error', 'attribute', 'taxrule']);
  });

  it('names entities the Vue Storefront 1 way', () => {
    expect(productTag(123)).toBe('P123');
    expect(categoryTag('45')).toBe('C45');
  });

  it('accepts static and entity tags and refuses anything else', () => {
    for (const tag of [...CACHE_TAGS, 'P1', 'C2', productTag(99)]) expect(isCacheTag(tag)).toBe(true);
    for (const tag of ['', 'P', 'C-1', 'p1', 'X9', 'prodcut', 'P1x', '*']) expect(isCacheTag(tag)).toBe(false);
  });

  it('tags a catalogue search by its entity type', () => {
    expect(catalogueTagOf('/api/catalog/vue_storefront_catalog/product/_search?size=1')).toBe('product');
    expect(catalogueTagOf('/api/catalog/vue_storefront_catalog_eng/category/_search')).toBe('category');
    expect(catalogueTagOf('/api/catalog/x/attribute/_search')).toBe('attribute');
    expect(catalogueTagOf('/api/catalog/x/taxrule/_search')).toBe('taxrule');
    expect(catalogueTagOf('/api/catalog/x/cms_page/_search')).toBeUndefined();
    expect(catalogueTagOf('/api/stock/check?sku=product')).toBeUndefined();
    expect(catalogueTagOf('/p/product/_search')).toBeUndefined();
  });
});
