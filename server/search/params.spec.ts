import { describe, expect, it } from 'vitest';
import { pageOf, parseRequestParam, parseSearchParams, parseSortParam } from './params';
import { filterSource } from './source-filter';

describe('search URL parameters', () => {
  it('corrects size and from as the spec says (size ≤ 0 → 50, from < 0 → 0) and refuses an oversized window', () => {
    expect(pageOf(undefined, undefined)).toEqual({ size: 50, from: 0 });
    expect(pageOf(0, -5)).toEqual({ size: 50, from: 0 });
    expect(pageOf(-1, 10)).toEqual({ size: 50, from: 10 });
    expect(pageOf(4000, 0)).toEqual({ size: 4000, from: 0 });
    expect(() => pageOf(10000, 1)).toThrow('Result window is too large: from + size must be at most 10000, got 10001');
  });

  it('reads sort lists, source lists in both spellings, formats and the store code', () => {
    expect(parseSortParam('final_price:desc, name ,_score')).toEqual([
      { field: 'final_price', order: 'desc' },
      { field: 'name', order: 'asc' },
      { field: '_score', order: 'desc' },
    ]);
    expect(parseSearchParams({ size: '10', from: '-3', _source_includes: 'sku,name', _source_exclude: 'description', request_format: 'search-query', response_format: 'compact', storeCode: 'fin' })).toEqual({
      size: 10,
      from: -3,
      sourceIncludes: ['sku', 'name'],
      sourceExcludes: ['description'],
      requestFormat: 'search-query',
      responseFormat: 'compact',
      storeCode: 'fin',
    });
  });

  it('refuses malformed values with a 400 naming them', () => {
    expect(() => parseSearchParams({ size: 'ten' })).toThrow("size must be an integer, got 'ten'");
    expect(() => parseSearchParams({ sort: 'name:up' })).toThrow("Sort order must be asc or desc, got 'up'");
    expect(() => parseSearchParams({ response_format: 'xml' })).toThrow("Unknown response_format 'xml' (use compact or standard)");
    expect(() => parseSearchParams({ request_format: 'sql' })).toThrow("Unknown request_format 'sql'");
    expect(() => parseRequestParam('{"query":')).toThrow(/^Malformed request: /);
    expect(parseRequestParam('%7B%22size%22%3A1%7D')).toEqual({ size: 1 });
  });
});

describe('_source filtering', () => {
  const doc = { sku: 'A', name: 'N', stock: { qty: 1, is_in_stock: true }, configurable_children: [{ sku: 'A-1', price: 1 }, { sku: 'A-2', price: 2 }], description: 'long' };

  it('keeps included dot paths (through arrays), then drops excluded ones; wildcards work', () => {
    expect(filterSource(doc, ['sku', 'stock.qty', 'configurable_children.sku'])).toEqual({ sku: 'A', stock: { qty: 1 }, configurable_children: [{ sku: 'A-1' }, { sku: 'A-2' }] });
    expect(filterSource(doc, [], ['description', 'configurable_children.price', 'stock.*'])).toEqual({ sku: 'A', name: 'N', stock: {}, configurable_children: [{ sku: 'A-1' }, { sku: 'A-2' }] });
    expect(filterSource(doc, ['s*'])).toEqual({ sku: 'A', stock: doc.stock });
    expect(filterSource(doc)).toBe(doc);
  });
});
