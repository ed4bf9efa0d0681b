import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { catalogRoutes } from '../api/catalog';
import { installApiErrors } from '../api/errors';
import { seedCatalogue } from '../catalogue/seed';
import { ANCHORS } from '../catalogue/generator/anchors';
import { forEachDatabase } from '../testing';
import { testCommerceConfig } from '../commerce/config';
import { graphqlRoutes } from './routes';
import { GRAPHQL_LIMITS } from './limits';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: number; reason?: string } }[];
  extensions?: { code: number; result: string };
}

// The GraphQL API answers what `/api/catalog` answers for the same search: both run the one catalogue search.
forEachDatabase('GraphQL catalogue API', ({ db }) => {
  let app: FastifyInstance;
  const gql = async (query: string, variables?: Record<string, unknown>, storeCode = 'eng') => {
    const response = await app.inject({ method: 'POST', url: `/graphql?storeCode=${storeCode}`, payload: { query, ...(variables ? { variables } : {}) } });
    return { status: response.statusCode, body: response.json() as Answer };
  };
  const rest = async (type: string, body: unknown, params = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/catalog/vue_storefront_catalog_eng/${type}/_search?${params}request=${encodeURIComponent(JSON.stringify(body))}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { hits: { total: { value: number }; hits: { _id: string; _source: Record<string, unknown> }[] }; aggregations?: unknown; suggest?: unknown };
  };

  beforeAll(async () => {
    const { rows } = await db().query<{ value: { generatedAt: string } }>("SELECT value FROM catalogue_meta WHERE key = 'seed'");
    const now = new Date(rows[0]?.value.generatedAt ?? '2026-01-01T00:00:00Z');
    app = Fastify();
    installApiErrors(app);
    const deps = { db: db(), storeViews, now: () => now, commerce: testCommerceConfig() };
    await catalogRoutes(app, deps);
    await graphqlRoutes(app, deps);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('searches products with text, a filter, a sort and a page, as /api/catalog does', async () => {
    const { status, body } = await gql(`query ($text: String) {
      products(search: $text, filter: {visibility: {in: [2, 3, 4]}}, pageSize: 5, currentPage: 1) { items total_count page_info { page_size current_page } }
    }`, { text: 'brak pads' });
    expect(status).toBe(200);
    const products = body.data?.products as { items: { id: number; sku: string; _score: number }[]; total_count: number; page_info: unknown };
    const expected = await rest('product', { query: { bool: { filter: [{ terms: { visibility: [2, 3, 4] } }], must: [{ multi_match: { query: 'brak pads' } }] } } }, 'size=5&');
    expect(products.items.map((p) => String(p.id))).toEqual(expected.hits.hits.map((h) => h._id));
    expect(products.items.map((p) => p.sku)).toContain(ANCHORS.brakePads.sku);
    expect(products.total_count).toBe(expected.hits.total.value);
    expect(products.page_info).toEqual({ page_size: 5, current_page: 1 });

    const sorted = await gql(`{ products(filter: {category_ids: {in: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}}, sort: {final_price: DESC}, pageSize: 3, currentPage: 2) { items } }`);
    const page2 = await rest('product', { query: { bool: { filter: [{ terms: { category_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] } }] } }, sort: [{ final_price: { order: 'desc' } }] }, 'size=3&from=3&');
    expect((sorted.body.data?.products as { items: { id: number }[] }).items.map((p) => String(p.id))).toEqual(page2.hits.hits.map((h) => h._id));
  });

  it('counts facets (terms, price ranges, filtered) and narrows items by postFilter but not the facets', async () => {
    const { body } = await gql(`{
      products(
        filter: {category_ids: {in: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]}}
        postFilter: {brand: {in: ["ATE"], scope: "catalog"}}
        pageSize: 50
        aggregations: [{field: "brand"}, {field: "final_price", name: "agg_range_price", ranges: [{to: 50}, {from: 50}]},
                       {field: "brand", name: "agg_terms_brand_ate", filter: {brand: {eq: "ATE"}}}]
      ) { items total_count aggregations }
    }`);
    const products = body.data?.products as { items: { brand: string }[]; total_count: number; aggregations: Record<string, { buckets?: { key: string; doc_count: number }[]; doc_count?: number }> };
    const restAnswer = await rest('product', {
      query: { bool: { filter: [{ terms: { category_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] } }] } },
      post_filter: { bool: { should: [{ terms: { brand: ['ATE'] } }, { bool: { filter: [{ terms: { type_id: ['configurable'] } }, { terms: { brand_options: ['ATE'] } }] } }], minimum_should_match: 1 } },
      aggs: {
        agg_terms_brand: { terms: { field: 'brand' } },
        agg_range_price: { range: { field: 'final_price', ranges: [{ to: 50 }, { from: 50 }] } },
        agg_terms_brand_ate: { filter: { terms: { brand: ['ATE'] } }, aggs: { agg_terms_brand_ate: { terms: { field: 'brand' } } } },
      },
    }, 'size=50&');
    expect(products.items.length).toBeGreaterThan(0);
    expect(products.items.every((p) => p.brand === 'ATE')).toBe(true);
    expect(products.total_count).toBe(restAnswer.hits.total.value);
    expect(products.aggregations).toEqual(restAnswer.aggregations);
    // The facet counts every brand of the query, not only the chosen one.
    expect(products.aggregations.agg_terms_brand?.buckets?.length).toBeGreaterThan(1);
  });

  it('answers categories, attributes, tax rules, reviews and CMS content in the view', async () => {
    const { status, body } = await gql(`{
      categories(filter: {level: {eq: 2}}, sort: {position: ASC}, pageSize: 100) { hits }
      customAttributeMetadata(attributes: {attribute_code: {in: ["brand", "color"]}}) { hits }
      taxrule(filter: {id: {gte: 1}}) { hits }
      reviews(filter: {product_id: {eq: ${ANCHORS.brakePads.id}}}) { hits }
      cmsPages(filter: {identifier: {eq: "privacy"}}) { items { page_id identifier title store_id } }
      cmsBlocks(filter: {identifier: {in: ["footer"]}}) { items { identifier title } }
      cmsHierarchies { items { identifier page_id } }
    }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const hits = (name: string) => (body.data?.[name] as { hits: { hits: { _source: Record<string, unknown> }[] } }).hits.hits.map((h) => h._source);
    const levelTwo = await rest('category', { query: { bool: { filter: [{ terms: { level: [2] } }] } }, sort: [{ position: { order: 'asc' } }] }, 'size=100&');
    expect(hits('categories').map((c) => c.id)).toEqual(levelTwo.hits.hits.map((h) => h._source.id));
    expect(hits('categories').length).toBeGreaterThan(0);
    expect(hits('customAttributeMetadata').map((a) => a.attribute_code).sort()).toEqual(['brand', 'color']);
    expect(hits('taxrule').length).toBeGreaterThan(0);
    expect(hits('reviews').every((r) => r.product_id === ANCHORS.brakePads.id)).toBe(true);
    expect((body.data?.cmsPages as { items: { identifier: string; store_id: number }[] }).items).toMatchObject([{ identifier: 'privacy', store_id: 4 }]);
  });

  it('reads the view from ?storeCode= (Estonian names in the default view)', async () => {
    const query = `{ products(filter: {sku: {eq: "${ANCHORS.brakePads.sku}"}}, pageSize: 1) { items } }`;
    const name = async (storeCode: string) => ((await gql(query, undefined, storeCode)).body.data?.products as { items: { name: string }[] }).items[0]?.name;
    const [et, eng] = [await name('est'), await name('eng')];
    expect(eng).toMatch(/Brake pads/);
    expect(et).not.toBe(eng);
    expect((await gql(query, undefined, 'nowhere')).body.extensions).toEqual({ code: 404, result: "Unknown store code 'nowhere'" });
  });

  it('answers introspection', async () => {
    const { status, body } = await gql('{ __schema { queryType { fields { name args { name } } } } }');
    expect(status).toBe(200);
    const fields = (body.data?.__schema as { queryType: { fields: { name: string; args: { name: string }[] }[] } }).queryType.fields;
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['products', 'categories', 'customAttributeMetadata', 'taxrule', 'cmsPages', 'cmsBlocks', 'cmsHierarchies', 'reviews']));
    expect(fields.find((f) => f.name === 'products')?.args.map((a) => a.name)).toEqual(expect.arrayContaining(['search', 'filter', 'sort', 'currentPage', 'pageSize', '_sourceInclude', '_sourceExclude']));
  });

  it('refuses bad queries with 400 and the envelope {code, result}: syntax, unknown fields, depth, cost, bad filters', async () => {
    const syntax = await gql('{ products(');
    expect(syntax.status).toBe(400);
    expect(syntax.body.extensions?.code).toBe(400);
    expect(syntax.body.errors?.[0]?.message).toMatch(/Syntax Error/);

    const unknown = await gql('{ products { nope } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.extensions?.result).toMatch(/Cannot query field "nope"/);

    // The schema's deepest honest path is 4 levels (products sort_fields options value); 10 levels is refused for depth.
    expect((await gql('{ products { sort_fields { options { value } } } }')).status).toBe(200);
    const deep = await gql('{ products { items { a { b { c { d { e { f { g { h } } } } } } } } } }');
    expect(deep.status).toBe(400);
    expect(deep.body.errors).toContainEqual({ message: 'The query is 10 levels deep; at most 8 are allowed', locations: [{ line: 1, column: 1 }], extensions: { code: 400, reason: 'QUERY_TOO_DEEP' } });
    // Introspection is not counted (GraphiQL's own query nests ofType many times).
    const introspectionDeep = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }';
    expect((await gql(introspectionDeep)).status).toBe(200);

    const costly = `{ ${Array.from({ length: 3 }, (_, i) => `c${i}: categories(pageSize: 4000) { hits }`).join(' ')} }`;
    const refused = await gql(costly);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: 400, reason: 'QUERY_TOO_COSTLY' });
    expect(refused.body.extensions?.result).toBe(`The query costs 1233 points; at most ${GRAPHQL_LIMITS.cost} are allowed (a search costs 10 plus 1 per 10 documents of its pageSize)`);
    // The variables price the page size too.
    expect((await gql('query ($n: Int) { a: categories(pageSize: $n) { hits } b: categories(pageSize: $n) { hits } c: categories(pageSize: $n) { hits } }', { n: 4000 })).status).toBe(400);

    const badFilter = await gql('{ products(filter: {sku: {like: ["x%"]}}) { total_count } }');
    expect(badFilter.status).toBe(400);
    const badSort = await gql('{ products(filter: {name: {gt: {a: 1}}}) { total_count } }');
    expect(badSort.status).toBe(400);
    expect(badSort.body.extensions).toEqual({ code: 400, result: "Filter value for 'name' must be a string, number or boolean" });
    expect(badFilter.body.extensions?.result).toBe('Field "like" is not defined by type "FilterTypeInput". Did you mean "lte"?');
  });
}, { seed: async (db) => void (await seedCatalogue(db, { products: 200, seed: 1 })), seedId: 'demo-200', seedSources: ['server/catalogue'], timeoutMs: 300_000 });
