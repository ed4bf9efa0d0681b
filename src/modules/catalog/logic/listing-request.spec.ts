import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, attributesRequest, fitmentCountsRequest, MAX_PAGE, narrowing, PAGE_SIZE, SEARCH_TOO_SHORT, SORT_OPTIONS, listingAggregations, listingRequest, pageNumber, searchRequest, sortOption } from './listing-request';

const tree = {
  id: 20,
  children_data: [
    { id: 21, children_data: [{ id: 23 }, { id: 24 }, { id: 25 }, { id: 26 }] },
    { id: 22, children_data: [{ id: 27 }, { id: 28 }] },
  ],
};

describe('listingRequest', () => {
  it('lists visible, enabled products of the category and its descendants, Latest first, page 1 of 50', () => {
    const request = listingRequest({ categoryId: 20, tree, query: {} });
    expect(request.query.bool.filter).toEqual([
      { terms: { visibility: [2, 3, 4] } },
      { terms: { status: [0, 1] } },
      { terms: { category_ids: [20, 21, 23, 24, 25, 26, 22, 27, 28] } },
    ]);
    expect(request.sort).toEqual([{ updated_at: { order: 'desc' } }]);
    expect(request.size).toBe(50);
    expect(request.from).toBe(0);
  });

  it('filters attributes with terms on the own value or a variant value, as a post_filter (the facets stay whole)', () => {
    const request = listingRequest({ categoryId: 22, tree, query: { brand: ['ATE', 'TRW'], item_class_2: '1' } });
    expect(request.query.bool.filter).toHaveLength(3);
    expect(request.post_filter?.bool.filter).toEqual([
      { bool: { should: [{ terms: { brand: ['ATE', 'TRW'] } }, { terms: { brand_options: ['ATE', 'TRW'] } }], minimum_should_match: 1 } },
      { bool: { should: [{ terms: { item_class_2: ['1'] } }, { terms: { item_class_2_options: ['1'] } }], minimum_should_match: 1 } },
    ]);
  });

  it('filters the price bucket on the final price incl. tax: 0-50 at most 50, 50-100 from 50 to 100', () => {
    const price = (query: Record<string, string | string[]>) => listingRequest({ categoryId: 20, tree, query }).post_filter?.bool.filter[0];
    expect(price({ price: '0.0-50.0' })).toEqual({ range: { final_price: { lte: 50 } } });
    expect(price({ price: ['50.0-100.0'] })).toEqual({ range: { final_price: { gte: 50, lte: 100 } } });
    expect(price({ price: ['50.0-100.0', '150.0-*'] })).toEqual({
      bool: { should: [{ range: { final_price: { gte: 50, lte: 100 } } }, { range: { final_price: { gte: 150 } } }], minimum_should_match: 1 },
    });
  });

  it('ignores unknown keys, malformed price ids and empty values', () => {
    const request = listingRequest({ categoryId: 20, tree, query: { utm_source: 'mail', price: 'cheap', brand: [''], colour: '49' } });
    expect(request.query.bool.filter).toHaveLength(3);
    expect(request.post_filter).toBeUndefined();
  });

  it('sorts by price low to high and high to low on final_price', () => {
    expect(listingRequest({ categoryId: 20, tree, query: { sort: 'final_price' } }).sort).toEqual([{ final_price: { order: 'asc' } }]);
    expect(listingRequest({ categoryId: 20, tree, query: { sort: 'final_price:desc' } }).sort).toEqual([{ final_price: { order: 'desc' } }]);
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['Latest', 'Price low to high', 'Price high to low']);
    expect(sortOption('name:asc')).toBe(DEFAULT_SORT);
  });

  it('pages by 50: from = (page - 1) x 50', () => {
    expect(listingRequest({ categoryId: 20, tree, query: { page: '3' } }).from).toBe(100);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('two')).toBe(1);
    expect(pageNumber(['4', '5'])).toBe(4);
    expect(pageNumber('100000')).toBe(MAX_PAGE);
    expect((MAX_PAGE - 1) * PAGE_SIZE + PAGE_SIZE).toBe(10_000);
  });

  it('aggregates brand, item class, fitting position and the default filters (size 10) and the four price buckets', () => {
    const aggs = listingAggregations();
    expect(aggs.agg_terms_brand).toEqual({ terms: { field: 'brand', size: 10 } });
    expect(aggs.agg_terms_item_class).toEqual({ terms: { field: 'item_class', size: 10 } });
    expect(aggs.agg_terms_item_class_2).toEqual({ terms: { field: 'item_class_2', size: 10 } });
    expect(aggs.agg_terms_color_options).toEqual({ terms: { field: 'color_options', size: 10 } });
    expect(aggs.agg_range_price).toEqual({ range: { field: 'final_price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] } });
  });

  it('counts each facet within the other chosen filters, never its own', () => {
    const request = listingRequest({ categoryId: 10, tree: { id: 10 }, facets: ['brand', 'item_class'], query: { brand: 'ATE', price: '0.0-50.0' } });
    const brand = { bool: { should: [{ terms: { brand: ['ATE'] } }, { terms: { brand_options: ['ATE'] } }], minimum_should_match: 1 } };
    const price = { range: { final_price: { lte: 50 } } };
    expect(request.post_filter).toEqual({ bool: { filter: [brand, price] } });
    expect(request.aggs?.agg_terms_brand).toEqual({ filter: { bool: { filter: [price] } }, aggs: { agg_terms_brand: { terms: { field: 'brand', size: 10 } } } });
    expect(request.aggs?.agg_terms_item_class_options).toEqual({ filter: { bool: { filter: [brand, price] } }, aggs: { agg_terms_item_class_options: { terms: { field: 'item_class_options', size: 10 } } } });
    expect(request.aggs?.agg_range_price).toMatchObject({ filter: { bool: { filter: [brand] } } });
    expect(listingRequest({ categoryId: 10, tree: { id: 10 }, query: {} }).aggs?.agg_terms_brand).toEqual({ terms: { field: 'brand', size: 10 } });
  });
});

describe('searchRequest', () => {
  it('searches the start of a pasted paragraph: at most 16 words and 256 characters, as the catalogue allows', () => {
    const text = (r: ReturnType<typeof searchRequest>) => (r.ok ? (r.request.query.bool.must?.[0] as { multi_match: { query: string } }).multi_match.query : null);
    const words = Array.from({ length: 20 }, (_, n) => `w${n}`).join(' ');
    expect(text(searchRequest(words))).toBe(Array.from({ length: 16 }, (_, n) => `w${n}`).join(' '));
    expect(text(searchRequest('ä'.repeat(300)))).toHaveLength(256);
  });

  it('needs at least 3 characters', () => {
    expect(searchRequest('ab')).toEqual({ ok: false, error: SEARCH_TOO_SHORT });
    expect(searchRequest('  ab  ')).toEqual({ ok: false, error: 'The search term must have at least 3 characters' });
    expect(searchRequest('').ok).toBe(false);
  });

  it('searches listed products by the trimmed term, by relevance', () => {
    const result = searchRequest(' 04E 115-561 H ');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.query.bool.must).toEqual([{ multi_match: { query: '04E 115-561 H', fields: ['name^4', 'ean^4', 'oe_numbers^3', 'oem_numbers^3', 'sku^2', 'category.name^1'] } }]);
    expect(result.request.query.bool.filter).toEqual([{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }]);
    expect(result.request.sort).toBeUndefined();
    expect([result.request.size, result.request.from]).toEqual([50, 0]);
  });

  it('pages with a chosen size', () => {
    const result = searchRequest('pads', { size: 8, page: 2 });
    expect(result.ok && [result.request.size, result.request.from]).toEqual([8, 8]);
  });
});

describe('attributesRequest', () => {
  it('asks for the attributes by code, up to the attribute list size 150', () => {
    expect(attributesRequest(['brand', 'item_class', 'brand'])).toEqual({ query: { bool: { filter: [{ terms: { attribute_code: ['brand', 'item_class'] } }] } }, size: 150, from: 0 });
  });
});

describe('narrowing to a car (ADR 0029)', () => {
  const tree = { id: 20, children_data: [{ id: 21 }] };

  it("adds the engine's category to the listing's and the search's filters, and nothing without a car", () => {
    const narrowed = listingRequest({ categoryId: 20, tree, query: {}, narrowTo: 1002 });
    expect(narrowed.query.bool.filter).toContainEqual({ terms: { category_ids: [20, 21] } });
    expect(narrowed.query.bool.filter).toContainEqual({ terms: { category_ids: [1002] } });
    expect(listingRequest({ categoryId: 20, tree, query: {}, narrowTo: null }).query.bool.filter).toHaveLength(3);
    const search = searchRequest('brake pads', { narrowTo: 1002 });
    expect(search.ok && search.request.query.bool.filter).toContainEqual({ terms: { category_ids: [1002] } });
    expect(narrowing(null)).toEqual([]);
  });

  it('counts the item classes among enabled parts only, with a size-1 query (spec sections 5 and 9)', () => {
    const counts = fitmentCountsRequest({ categoryId: 20, tree, query: { item_class: '3', sort: 'final_price' }, narrowTo: 1002 });
    expect(counts.size).toBe(1);
    expect(counts.query.bool.filter).toContainEqual({ terms: { status: [1] } });
    expect(counts.query.bool.filter).toContainEqual({ terms: { category_ids: [1002] } });
    expect(counts.post_filter).toBeUndefined();
    expect(Object.keys(counts.aggs ?? {}).sort()).toEqual(['agg_terms_item_class', 'agg_terms_item_class_2', 'agg_terms_item_class_2_options', 'agg_terms_item_class_options']);
  });
});
