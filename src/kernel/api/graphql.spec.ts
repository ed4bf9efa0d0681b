import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { StoreView } from '../store-view/types';
import { CatalogueSearchToken, searchCatalogue, type CatalogueSearch } from './catalogue';
import { ApiFetchToken, ApiRequestError } from './api-client';
import { graphqlCatalogueSearch, graphqlEndpoint, graphqlRequest } from './graphql';

const view = { storeCode: 'eng', searchIndex: 'vue_storefront_catalog_eng' } as StoreView;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('graphqlEndpoint (spec section 7, GraphQL option)', () => {
  it('uses a host with a scheme as it is, otherwise protocol://host:port/graphql, and this origin without a host', () => {
    expect(graphqlEndpoint({ host: 'https://api.example.com/gql' })).toBe('https://api.example.com/gql');
    expect(graphqlEndpoint({ host: 'api.example.com', port: 8080, protocol: 'https' })).toBe('https://api.example.com:8080/graphql');
    expect(graphqlEndpoint({ host: 'localhost', port: '3000' })).toBe('http://localhost:3000/graphql');
    expect(graphqlEndpoint({})).toBe('/graphql');
  });
});

describe('graphqlRequest', () => {
  it("sends a category listing's filters, post filter, sort, page and facets as the products query's arguments", () => {
    const { query, variables } = graphqlRequest('product', {
      query: { bool: { filter: [{ terms: { visibility: [2, 3, 4] } }, { terms: { category_ids: [35, 36] } }] } },
      post_filter: { bool: { filter: [{ bool: { should: [{ terms: { brand: ['Bosch'] } }, { terms: { brand_options: ['Bosch'] } }], minimum_should_match: 1 } }] } },
      sort: [{ final_price: { order: 'desc' } }],
      size: 50,
      from: 100,
      aggs: {
        agg_terms_brand: { terms: { field: 'brand', size: 10 } },
        agg_range_price: { filter: { bool: { filter: [{ terms: { brand: ['Bosch'] } }] } }, aggs: { agg_range_price: { range: { field: 'final_price', ranges: [{ from: 0, to: 50 }] } } } },
      },
      _source: ['sku', 'name'],
    });
    expect(query).toBe(
      'query ($pageSize: Int, $currentPage: Int, $filter: ProductFilterInput, $sort: [ProductSortInput!], $postFilter: ProductFilterInput, $aggregations: [AggregationInput!], $_sourceInclude: [String]) ' +
        '{ products(pageSize: $pageSize, currentPage: $currentPage, filter: $filter, sort: $sort, postFilter: $postFilter, aggregations: $aggregations, _sourceInclude: $_sourceInclude) { items total_count aggregations suggest } }',
    );
    expect(variables).toEqual({
      pageSize: 50,
      currentPage: 3,
      filter: { and: [{ visibility: { in: [2, 3, 4] } }, { category_ids: { in: [35, 36] } }] },
      sort: [{ final_price: 'DESC' }],
      postFilter: { brand: { in: ['Bosch'], scope: ['catalog'] } },
      aggregations: [
        { name: 'agg_terms_brand', field: 'brand', size: 10 },
        { name: 'agg_range_price', field: 'final_price', ranges: [{ from: 0, to: 50 }], filter: { brand: { in: ['Bosch'] } } },
      ],
      _sourceInclude: ['sku', 'name'],
    });
  });

  it('puts text into search, nests dotted fields and sends attribute filters as customAttributeMetadata', () => {
    const search = graphqlRequest('product', { query: { bool: { filter: [{ terms: { 'configurable_children.sku': ['A-1'] } }], must: [{ multi_match: { query: 'brake pads', fields: ['name^4'] } }] } }, size: 10 });
    expect(search.variables).toMatchObject({ search: 'brake pads', filter: { configurable_children: { sku: { in: ['A-1'] } } } });
    const attributes = graphqlRequest('attribute', { query: { bool: { filter: [{ terms: { attribute_code: ['brand'] } }] } }, size: 150, from: 0 });
    expect(attributes.query).toContain('customAttributeMetadata(pageSize: $pageSize, currentPage: $currentPage, attributes: $attributes)');
    expect(attributes.variables.attributes).toEqual({ attribute_code: { in: ['brand'] } });
    expect(() => graphqlRequest('product', { size: 50, from: 20 })).toThrow(/pages start at multiples/);
  });
});

describe('searchCatalogue with the GraphQL reader', () => {
  it('POSTs the query to the endpoint with the view and answers in the /api/catalog shape', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const reader = graphqlCatalogueSearch(async (url, init) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return json({ data: { products: { items: [{ sku: 'A', _score: 2 }], total_count: 7, aggregations: { agg_terms_brand: { buckets: [] } }, suggest: null } } });
    }, '/graphql');
    const services = new Container();
    services.bind<CatalogueSearch>(CatalogueSearchToken).toConstantValue(reader);
    // Without the reader the path would be /api/catalog: an ApiFetch that fails proves it is not used.
    services.bind(ApiFetchToken).toConstantValue(async () => json({ code: 500, result: 'not this way' }, 500));
    const answer = await searchCatalogue<{ sku: string }>(services, view, 'product', { query: { bool: { filter: [{ terms: { sku: ['A'] } }] } }, size: 1 });
    expect(answer).toEqual({ hits: { total: { value: 7 }, hits: [{ _source: { sku: 'A' } }] }, aggregations: { agg_terms_brand: { buckets: [] } } });
    expect(sent).toEqual([{ url: '/graphql?storeCode=eng', body: { query: expect.stringContaining('products('), variables: { pageSize: 1, currentPage: 1, filter: { sku: { in: ['A'] } } } } }]);
  });

  it("throws the API's code and message of an error answer", async () => {
    const failing = graphqlCatalogueSearch(async () => json({ data: null, errors: [{ message: 'The query costs 1233 points', extensions: { code: 400 } }], extensions: { code: 400, result: 'The query costs 1233 points' } }, 400), '/graphql');
    await expect(failing(view, 'category', { size: 1 })).rejects.toEqual(new ApiRequestError(400, 'The query costs 1233 points'));
    const html = graphqlCatalogueSearch(async () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }), '/graphql');
    await expect(html(view, 'category', { size: 1 })).rejects.toMatchObject({ code: 502, message: 'Error with response - bad content-type!' });
  });
});
