import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { catalogRoutes } from './catalog';
import { forEachDatabase } from '../testing';
import { SEARCH_FIXTURE_SQL, SEARCH_NOW } from '../search/testing/fixture';
import { installApiErrors } from './errors';
import { testCommerceConfig } from '../commerce/config';

const ENG = '/api/catalog/vue_storefront_catalog_eng';
const q = (body: unknown) => encodeURIComponent(JSON.stringify(body));
const skus = (body: { hits: { hits: { _source: { sku: string } }[] } }) => body.hits.hits.map((h) => h._source.sku);

forEachDatabase('catalogue search API', ({ db }) => {
  let app: FastifyInstance;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  const search = (body: unknown, extra = '', type = 'product', index = ENG) => get(`${index}/${type}/_search?request=${q(body)}${extra}`);
  const text = (query: string) => search({ query: { bool: { must: { multi_match: { query, fields: ['name^4', 'sku^2', 'ean^4'] } } } } }, '&_source_include=sku,name');

  beforeAll(async () => {
    app = Fastify();
    installApiErrors(app);
    await catalogRoutes(app, { db: db(), storeViews, now: () => SEARCH_NOW, commerce: testCommerceConfig() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists a category with facets: terms of colour (also via children) and the four price buckets incl. tax', async () => {
    const { status, body } = await search(
      {
        _appliedFilters: [{ attribute: 'category_ids', value: { in: [10, 11] }, scope: 'default' }],
        _availableFilters: [{ field: 'color', scope: 'catalog' }, { field: 'price', scope: 'catalog' }],
        _appliedSort: [{ field: 'final_price', options: 'desc' }],
      },
      '&request_format=search-query',
    );
    expect(status).toBe(200);
    // Disabled (status 2) and not visible (visibility 1) products never show; EE tax 24 %, BD-2001 on special (90).
    expect(skus(body)).toEqual(['BC-4001', 'BD-2001', 'BP-1001', 'BP-1002']);
    expect(body.hits.total).toEqual({ value: 4, relation: 'eq' });
    expect(body.hits.hits[1]._source.final_price_incl_tax).toBe(111.6);
    expect(body.aggregations.agg_terms_color.buckets).toEqual([
      { key: 'black', doc_count: 2 },
      { key: 'red', doc_count: 2 },
    ]);
    expect(body.aggregations.agg_terms_color_options.buckets).toEqual([]);
    expect(body.aggregations.agg_range_price.buckets).toEqual([
      { key: '0.0-50.0', from: 0, to: 50, doc_count: 2 },
      { key: '50.0-100.0', from: 50, to: 100, doc_count: 0 },
      { key: '100.0-150.0', from: 100, to: 150, doc_count: 1 },
      { key: '150.0-*', from: 150, doc_count: 1 },
    ]);
  });

  it('answers the Elasticsearch aggregations Vue Storefront 1 sends, children counted for _options', async () => {
    const { body } = await search({
      query: { bool: { filter: { terms: { category_ids: [2] } } } },
      aggs: { agg_terms_color_options: { terms: { field: 'color_options', size: 10 } }, agg_terms_item_class: { terms: { field: 'item_class', size: 1 } } },
    });
    expect(body.aggregations.agg_terms_color_options.buckets).toEqual([
      { key: 'black', doc_count: 1 },
      { key: 'blue', doc_count: 1 },
    ]);
    expect(body.aggregations.agg_terms_item_class.buckets).toEqual([{ key: 'brakes', doc_count: 4 }]);
  });

  it('counts facets disjunctively through filter aggregations: each facet with every other chosen filter but its own', async () => {
    const ate = { terms: { brand: ['ATE'] } };
    const { status, body } = await search({
      query: { bool: { filter: [{ terms: { category_ids: [10] } }, { terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }] } },
      post_filter: { bool: { filter: [ate] } },
      aggs: {
        agg_terms_brand: { terms: { field: 'brand', size: 10 } },
        agg_terms_color: { filter: { bool: { filter: [ate] } }, aggs: { agg_terms_color: { terms: { field: 'color', size: 10 } } } },
        agg_range_price: { filter: ate, aggs: { agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] } } } },
      },
    }, '&_source_include=sku');
    expect(status).toBe(200);
    expect(skus(body).sort()).toEqual(['BC-4001', 'BP-1001']);
    // The brand facet ignores the chosen brand (a second brand can be added); the others count ATE's parts only.
    expect(body.aggregations.agg_terms_brand.buckets).toEqual([{ key: 'ATE', doc_count: 2 }, { key: 'TRW', doc_count: 1 }, { key: 'Zimmermann', doc_count: 1 }]);
    expect(body.aggregations.agg_terms_color).toEqual({
      doc_count: 2,
      agg_terms_color: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [{ key: 'black', doc_count: 1 }, { key: 'red', doc_count: 1 }] },
    });
    // 40 and 200 excl. Estonian VAT: 49.60 and 248.00.
    expect(body.aggregations.agg_range_price).toEqual({
      doc_count: 2,
      agg_range_price: { buckets: [{ key: '0.0-50.0', from: 0, to: 50, doc_count: 1 }, { key: '150.0-*', from: 150, doc_count: 1 }] },
    });
    const nested = await search({ aggs: { a: { filter: ate, aggs: { b: { filter: ate } } } } });
    expect(nested).toMatchObject({ status: 400, body: { code: 400, result: "Unsupported aggregation 'a' (a filter aggregation holds terms and range aggregations only)" } });
    const unknown = await search({ aggs: { a: { histogram: { field: 'price' } } } });
    expect(unknown).toMatchObject({ status: 400, body: { code: 400, result: "Unsupported aggregation 'a' (only terms, range and filter are supported)" } });
  });

  it('refuses searches over a limit with a 400 naming it, before touching the database (issue 18 item 11)', async () => {
    const refused = async (body: unknown) => (await search(body)).body;
    const should = Array.from({ length: 300 }, (_, n) => ({ terms: { brand: [`B${n}`] } }));
    expect(await refused({ query: { bool: { should } } })).toEqual({ code: 400, result: 'The search request has 257 clauses; at most 256 are allowed' });
    expect(await refused({ query: { terms: { category_ids: Array.from({ length: 2001 }, (_, n) => n) } } })).toEqual({ code: 400, result: 'The search request has 2001 terms values; at most 2000 are allowed' });
    const words = Array.from({ length: 17 }, (_, n) => `word${String.fromCharCode(97 + n)}`).join(' ');
    expect(await refused({ query: { multi_match: { query: words } } })).toEqual({ code: 400, result: 'The search request has 17 words of text; at most 16 are allowed' });
    expect(await refused({ query: { multi_match: { query: 'x'.repeat(257) } } })).toEqual({ code: 400, result: 'The search request has 257 characters of text; at most 256 are allowed' });
    const aggs = Object.fromEntries(Array.from({ length: 65 }, (_, n) => [`a${n}`, { terms: { field: 'brand' } }]));
    expect(await refused({ aggs })).toEqual({ code: 400, result: 'The search request has 65 aggregations; at most 64 are allowed' });
    const ranges = Array.from({ length: 33 }, (_, n) => ({ from: n, to: n + 1 }));
    expect(await refused({ aggs: { p: { range: { field: 'price', ranges } } } })).toEqual({ code: 400, result: "The search request has 33 ranges in aggregation 'p'; at most 32 are allowed" });
    const big = { query: { bool: { filter: [{ terms: { sku: ['y'.repeat(70_000)] } }] } } };
    expect((await app.inject({ method: 'POST', url: `${ENG}/product/_search`, payload: big })).json()).toEqual({ code: 400, result: `The search request is ${JSON.stringify(big).length} bytes; at most 65536 are allowed` });
    // The storefront's own requests stay well inside: a category page with every facet and the word search.
    expect((await search({ query: { bool: { filter: [{ terms: { category_ids: [10, 11] } }], should: should.slice(0, 100), minimum_should_match: 0 } } })).status).toBe(200);
  });

  it('filters and buckets prices with the view country tax (Finland 25.5 %)', async () => {
    const filter = { query: { bool: { filter: { range: { price: { gte: 50, lte: 100 } } } } } };
    expect(skus((await search(filter, '&_source_include=sku')).body)).toEqual([]);
    // 40 excl. tax is 49.60 in Estonia but 50.20 in Finland (90 on special: 111.60 and 112.95).
    expect(skus((await search(filter, '&_source_include=sku', 'product', '/api/catalog/vue_storefront_catalog_fin')).body)).toEqual(['BP-1001']);
    expect(skus((await search(filter, '&_source_include=sku&storeCode=fin')).body)).toEqual(['BP-1001']);
  });

  it('catalog-scoped filters find configurable products through a matching child', async () => {
    const { body } = await search({ _appliedFilters: [{ attribute: 'color', value: { in: ['blue'] }, scope: 'catalog' }] }, '&request_format=search-query&_source_include=sku');
    expect(skus(body)).toEqual(['WB']);
  });

  it('finds brake pads for the typo "brak pads", best matches first, never hidden products', async () => {
    const { status, body } = await text('brak pads');
    expect(status).toBe(200);
    expect(skus(body).slice(0, 2).sort()).toEqual(['BP-1001', 'BP-1002']);
    expect(skus(body)).not.toContain('HIDDEN');
    expect(skus(body)).not.toContain('NV');
    expect(body.hits.hits[0]._score).toBeGreaterThan(body.hits.hits[body.hits.hits.length - 1]._score);
  });

  it('tolerates up to 2 edits per word and says what it meant ("did you mean")', async () => {
    const { body } = await text('brkae');
    expect(skus(body)).toContain('BP-1001');
    expect(body.suggest.did_you_mean[0]).toMatchObject({ text: 'brkae', offset: 0, length: 5, options: [{ text: 'brake' }] });
    const nothing = await text('zzzzqx');
    expect(nothing.body.hits.total.value).toBe(0);
    expect(nothing.body.suggest.did_you_mean).toEqual([{ text: 'zzzzqx', offset: 0, length: 6, options: [] }]);
  });

  it('finds parts by OE, OEM, EAN and SKU on the normalised form, exactly or by prefix, never fuzzily', async () => {
    expect(skus((await text('04E 115-561 H')).body)).toEqual(['OF-3001']);
    expect(skus((await text('04e115561b')).body)).toEqual(['OF-3002']);
    expect(skus((await text('13.0460-7218.2')).body)).toEqual(['BP-1001']);
    expect(skus((await text('4006633000024')).body)).toEqual(['BP-1002']);
    expect(skus((await text('1K0 698')).body).sort()).toEqual(['BP-1001', 'BP-1002']);
    expect(skus((await text('bp 1001')).body)).toEqual(['BP-1001']);
    expect((await text('04E115561X')).body.hits.total.value).toBe(0);
  });

  it('finds a product by url_path (with or without the leading slash) and a configurable by its child sku', async () => {
    for (const path of ['brakes/brake-pads/brake-pads-front-ate', '/brakes/brake-pads/brake-pads-front-ate']) {
      const { body } = await search({ _appliedFilters: [{ attribute: 'url_path', value: { eq: path }, scope: 'default' }] }, '&request_format=search-query');
      expect(skus(body)).toEqual(['BP-1001']);
    }
    const { body } = await search({ query: { bool: { filter: { bool: { must: [{ terms: { 'configurable_children.sku': ['WB-500'] } }] } } } } });
    expect(skus(body)).toEqual(['WB']);
    expect(body.hits.hits[0]._source.configurable_children.map((c: { sku: string }) => c.sku)).toEqual(['WB-450', 'WB-500']);
  });

  it('answers every other entity type in the view language', async () => {
    const et = '/api/catalog/vue_storefront_catalog';
    const categories = await get(`${et}/category/_search?sort=position:asc&request=${q({ query: { bool: { filter: { terms: { parent_id: [2] } } } } })}`);
    expect(categories.body.hits.hits.map((h: { _source: { name: string } }) => h._source.name)).toEqual(['Filtrid', 'Pidurid']);
    const attribute = await search({ query: { bool: { filter: { terms: { attribute_code: ['color'] } } } } }, '', 'attribute');
    expect(attribute.body.hits.hits[0]._source).toMatchObject({ attribute_code: 'color', attribute_id: 1 });
    const taxrules = await get(`${ENG}/taxrule/_search`);
    expect(taxrules.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1', '2']);
    const reviews = await search({ query: { bool: { filter: [{ term: { product_id: 1 } }, { term: { review_status: 1 } }] } } }, '', 'review');
    expect(reviews.body.hits.hits.map((h: { _source: { title: string } }) => h._source.title)).toEqual(['Good']);
    const page = await get(`${et}/cms_page/_search?request=${q({ query: { bool: { filter: { terms: { identifier: ['privacy'] } } } } })}`);
    expect(page.body.hits.hits.map((h: { _source: { title: string } }) => h._source.title)).toEqual(['Privaatsuspoliitika']);
    const block = await get(`${et}/cms_block/_search?request=${q({ _appliedFilters: [{ attribute: 'identifier', value: { eq: 'footer' } }] })}&request_format=search-query`);
    expect(block.body.hits.hits[0]._source).toMatchObject({ identifier: 'footer', title: 'Jalus' });
    const hierarchy = await get(`${ENG}/cms_hierarchy/_search`);
    expect(hierarchy.body.hits.hits[0]._source).toMatchObject({ identifier: 'privacy', page_id: 1 });
  });

  it('corrects size and from, pages stably, honours sort and _source include/exclude', async () => {
    const all = await get(`${ENG}/product/_search?size=0&from=-4&_source_include=sku`);
    expect(all.body.hits.total.value).toBe(7);
    expect(skus(all.body)).toEqual(['BP-1001', 'BP-1002', 'BD-2001', 'OF-3001', 'OF-3002', 'WB', 'BC-4001']);
    const page = await get(`${ENG}/product/_search?size=2&from=2&sort=updated_at:desc&_source_include=sku`);
    // updated_at: BC-4001 05-04, BP-1002 05-03, BD-2001 05-02, BP-1001 05-01.
    expect(skus(page.body)).toEqual(['BD-2001', 'BP-1001']);
    const beyond = await get(`${ENG}/product/_search?size=2&from=100`);
    expect(beyond.body.hits).toMatchObject({ total: { value: 7 }, hits: [] });
    const excluded = await get(`${ENG}/product/_search?size=1&_source_exclude=configurable_children,description,media_gallery`);
    expect(excluded.body.hits.hits[0]._source.sku).toBe('BP-1001');
    expect(excluded.body.hits.hits[0]._source).not.toHaveProperty('description');
  });

  it('accepts the query as a POST body and answers response_format=compact', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${ENG}/product/_search?response_format=compact&_source_include=sku`,
      payload: { query: { bool: { filter: { terms: { sku: ['OF-3001', 'OF-3002'] } } } } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ total: { value: 2, relation: 'eq' }, hits: [{ sku: 'OF-3001', _score: 1 }, { sku: 'OF-3002', _score: 1 }] });
  });

  it('answers every refusal as a {code, result} envelope with a clear message, never a stack trace', async () => {
    const cases: [string, number, string][] = [
      [`/api/catalog/magento/product/_search`, 404, "Unknown index 'magento'"],
      [`${ENG}/order/_search`, 404, 'No entity type registered for order.'],
      [`${ENG}/product/_search?storeCode=de`, 404, "Unknown store code 'de'"],
      [`${ENG}/product/_search?request=%7B%22query%22%3A`, 400, 'Malformed request: '],
      [`${ENG}/product/_search?request=${q({ query: { fuzzy: { name: 'x' } } })}`, 400, "Unsupported query clause 'fuzzy'"],
      [`${ENG}/product/_search?sort=colour:asc`, 400, "Unknown sort field 'colour' for entity type product"],
      [`${ENG}/product/_search?size=10001`, 400, 'Result window is too large: from + size must be at most 10000, got 10001'],
      [`${ENG}/product/_search?size=abc`, 400, "size must be an integer, got 'abc'"],
      [`${ENG}/taxrule/_search?request=${q({ query: { term: { colour: 'red' } } })}`, 400, "Unknown field 'colour' for entity type taxrule"],
    ];
    for (const [url, code, message] of cases) {
      const { status, body } = await get(url);
      expect({ url, status, code: body.code }).toEqual({ url, status: code, code });
      expect(body.result).toContain(message);
      expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/);
    }
    const badJson = await app.inject({ method: 'POST', url: `${ENG}/product/_search`, headers: { 'content-type': 'application/json' }, payload: '{"query":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe(400);
  });
}, { seed: (db) => db.exec(SEARCH_FIXTURE_SQL), seedId: 'search-fixture', seedSources: ['server/search/testing/fixture.ts'] });
