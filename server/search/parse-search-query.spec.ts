import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './parse-search-query';
import { PRICE_RANGES } from './ast';

describe('search-query (structured) request parser', () => {
  it('turns applied filters into conditions: eq/in, nin, ranges, exists, or', () => {
    const ast = parseSearchQuery({
      _appliedFilters: [
        { attribute: 'url_path', value: { eq: 'brakes/pads' }, scope: 'default' },
        { attribute: 'category_ids', value: { in: [10, 11] }, scope: 'default' },
        { attribute: 'sku', value: { nin: ['A', 'B'] } },
        { attribute: 'price', value: { gte: 50, lte: 100 } },
        { attribute: 'ean', value: { exists: true } },
        { attribute: 'brand', value: { or: 'ATE' } },
        { attribute: 'brand', value: { or: 'TRW' } },
        { attribute: 'status', value: 1 },
      ],
      _searchText: ' brake ',
    });
    expect(ast.query).toEqual({
      kind: 'bool',
      must: [{ kind: 'text', text: 'brake', fields: [] }],
      filter: [
        { kind: 'terms', field: 'url_path', values: ['brakes/pads'] },
        { kind: 'terms', field: 'category_ids', values: [10, 11] },
        { kind: 'range', field: 'price', bounds: { gte: 50 } },
        { kind: 'range', field: 'price', bounds: { lte: 100 } },
        { kind: 'exists', field: 'ean' },
        { kind: 'terms', field: 'status', values: [1] },
        {
          kind: 'bool',
          must: [],
          filter: [],
          mustNot: [],
          should: [
            { kind: 'terms', field: 'brand', values: ['ATE'] },
            { kind: 'terms', field: 'brand', values: ['TRW'] },
          ],
          minimumShouldMatch: 1,
        },
      ],
      should: [],
      mustNot: [{ kind: 'terms', field: 'sku', values: ['A', 'B'] }],
    });
  });

  it('lets catalog-scoped filters match configurable products through their children', () => {
    const ast = parseSearchQuery({ _appliedFilters: [{ attribute: 'color', value: { in: ['black'] }, scope: 'catalog' }] });
    expect(ast.query).toMatchObject({
      filter: [
        {
          kind: 'bool',
          should: [
            { kind: 'terms', field: 'color', values: ['black'] },
            { kind: 'bool', filter: [{ kind: 'terms', field: 'type_id', values: ['configurable'] }, { kind: 'terms', field: 'color_options', values: ['black'] }] },
          ],
          minimumShouldMatch: 1,
        },
      ],
    });
  });

  it('asks for agg_terms_{field}, agg_terms_{field}_options and the price buckets; reads the sort', () => {
    const ast = parseSearchQuery({
      _availableFilters: [{ field: 'color', scope: 'catalog' }, { field: 'item_class', scope: 'catalog', options: { size: 3 } }, { field: 'price', scope: 'catalog' }],
      _appliedSort: [{ field: 'final_price', options: 'desc' }, { field: 'updated_at', options: { order: 'asc' } }],
    });
    expect(ast.aggs).toEqual([
      { kind: 'terms', name: 'agg_terms_color', field: 'color', size: 10 },
      { kind: 'terms', name: 'agg_terms_color_options', field: 'color_options', size: 10 },
      { kind: 'terms', name: 'agg_terms_item_class', field: 'item_class', size: 3 },
      { kind: 'terms', name: 'agg_terms_item_class_options', field: 'item_class_options', size: 3 },
      { kind: 'range', name: 'agg_range_price', field: 'price', ranges: [...PRICE_RANGES] },
    ]);
    expect(ast.sort).toEqual([
      { field: 'final_price', order: 'desc' },
      { field: 'updated_at', order: 'asc' },
    ]);
    expect(parseSearchQuery({}).query).toEqual({ kind: 'all' });
  });

  it('refuses unknown operators and malformed parts with a 400', () => {
    expect(() => parseSearchQuery({ _appliedFilters: [{ attribute: 'x', value: { like: 'a' } }] })).toThrow("Unsupported filter operator 'like' on 'x'");
    expect(() => parseSearchQuery({ _appliedFilters: {} })).toThrow('Malformed _appliedFilters: expected a list');
    expect(() => parseSearchQuery({ _appliedFilters: [{ value: { eq: 1 } }] })).toThrow('An applied filter needs an attribute');
    expect(() => parseSearchQuery('nope')).toThrow('Malformed search query: expected a JSON object');
  });
});
