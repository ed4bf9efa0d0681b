import { describe, expect, it } from 'vitest';
import { parseEsRequest, parseEsSort } from './parse-es';

describe('Elasticsearch request parser', () => {
  it('reads the bool query Vue Storefront 1 sends for a category page', () => {
    const ast = parseEsRequest({
      query: {
        bool: {
          filter: {
            bool: {
              must: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }, { terms: { category_ids: [10, 11] } }],
              must_not: { term: { color: 'red' } },
            },
          },
        },
      },
      sort: [{ updated_at: { order: 'desc' } }],
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 5 } },
        agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] } },
      },
      size: 20,
      from: 40,
      _source: { includes: ['sku', 'name'], excludes: ['description'] },
    });
    expect(ast.query).toEqual({
      kind: 'bool',
      must: [
        {
          kind: 'bool',
          must: [],
          should: [],
          mustNot: [],
          filter: [
            {
              kind: 'bool',
              must: [
                { kind: 'terms', field: 'visibility', values: [2, 3, 4] },
                { kind: 'terms', field: 'status', values: [0, 1] },
                { kind: 'terms', field: 'category_ids', values: [10, 11] },
              ],
              filter: [],
              should: [],
              mustNot: [{ kind: 'terms', field: 'color', values: ['red'] }],
            },
          ],
        },
      ],
      filter: [],
      should: [],
      mustNot: [],
    });
    expect(ast.sort).toEqual([{ field: 'updated_at', order: 'desc' }]);
    expect(ast.aggs).toEqual([
      { kind: 'terms', name: 'agg_terms_color', field: 'color', size: 5 },
      { kind: 'range', name: 'agg_range_price', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] },
    ]);
    expect([ast.size, ast.from, ast.sourceIncludes, ast.sourceExcludes]).toEqual([20, 40, ['sku', 'name'], ['description']]);
  });

  it('turns multi_match, function_score and match on text fields into text, match on others into equality', () => {
    const ast = parseEsRequest({
      query: {
        function_score: {
          functions: [{ filter: { match: { type_id: 'configurable' } }, weight: 2 }],
          query: { bool: { should: [{ multi_match: { query: 'brak pads', fields: ['name^4', 'sku^2'] } }, { match_phrase: { sku: { query: 'BP-1' } } }], minimum_should_match: 1 } },
        },
      },
    });
    const outer = ast.query;
    if (outer.kind !== 'bool') throw new Error('expected bool');
    expect(outer.must[0]).toEqual({
      kind: 'bool',
      must: [],
      filter: [],
      mustNot: [],
      should: [
        { kind: 'text', text: 'brak pads', fields: ['name', 'sku'] },
        { kind: 'terms', field: 'sku', values: ['BP-1'] },
      ],
      minimumShouldMatch: 1,
    });
    expect(parseEsRequest({ query: { match: { name: 'oil filter' } } }).query).toMatchObject({ must: [{ kind: 'text', text: 'oil filter', fields: ['name'] }] });
  });

  it('reads range (gt/gte/lt/lte, from/to), exists, term with value, percentages and match_all', () => {
    const ast = parseEsRequest({
      query: {
        bool: {
          filter: [{ range: { price: { gte: 10, lt: 50 } } }, { range: { qty: { from: 1, to: 5 } } }, { exists: { field: 'ean' } }, { term: { sku: { value: 'X' } } }, { match_all: {} }],
          should: [{ term: { a: 1 } }, { term: { b: 2 } }],
          minimum_should_match: '35%',
        },
      },
    });
    expect(ast.query).toMatchObject({
      must: [
        {
          filter: [
            { kind: 'range', field: 'price', bounds: { gte: 10, lt: 50 } },
            { kind: 'range', field: 'qty', bounds: { gte: 1, lte: 5 } },
            { kind: 'exists', field: 'ean' },
            { kind: 'terms', field: 'sku', values: ['X'] },
            { kind: 'all' },
          ],
          minimumShouldMatch: 0.35,
        },
      ],
    });
    expect(parseEsRequest(undefined).query).toEqual({ kind: 'all' });
    expect(parseEsRequest({}).query).toEqual({ kind: 'all' });
  });

  it('reads every sort spelling', () => {
    expect(parseEsSort(['name', { price: 'desc' }, { _score: {} }, '_score'])).toEqual([
      { field: 'name', order: 'asc' },
      { field: 'price', order: 'desc' },
      { field: '_score', order: 'desc' },
      { field: '_score', order: 'desc' },
    ]);
  });

  it('refuses unsupported or malformed clauses with a 400 naming the problem', () => {
    const refused = (body: unknown) => {
      try {
        parseEsRequest(body);
      } catch (error) {
        return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
      }
      return null;
    };
    expect(refused({ query: { query_string: { query: 'x' } } })).toEqual({ status: 400, message: "Unsupported query clause 'query_string'" });
    expect(refused({ query: { term: { a: 1 }, terms: { b: [1] } } })).toEqual({ status: 400, message: 'A query clause must have exactly one key, got term, terms' });
    expect(refused({ query: { range: { price: { near: 5 } } } })).toEqual({ status: 400, message: "Unsupported range operator 'near' on 'price'" });
    expect(refused({ aggs: { x: { avg: { field: 'price' } } } })).toEqual({ status: 400, message: "Unsupported aggregation 'x' (only terms, range and filter are supported)" });
    expect(refused({ query: { term: { a: { nested: [1] } } } })?.status).toBe(400);
    expect(refused({ sort: [{ price: 'sideways' }] })).toEqual({ status: 400, message: "Sort order must be asc or desc, got 'sideways'" });
    expect(refused([1, 2])).toEqual({ status: 400, message: 'Malformed request body: expected a JSON object' });
  });

  it('caps terms aggregation sizes at 999 (the spec maximum filter query size) and defaults them to 10', () => {
    const ast = parseEsRequest({ aggs: { a: { terms: { field: 'color', size: 5000 } }, b: { terms: { field: 'size' } } } });
    expect(ast.aggs.map((a) => (a.kind === 'terms' ? a.size : 0))).toEqual([999, 10]);
  });
});
