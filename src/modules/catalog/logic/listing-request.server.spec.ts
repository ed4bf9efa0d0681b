// The request bodies of listing-request.ts run through the real catalogue search (server/search via the
// /api/catalog route) on the fixture catalogue, on both databases: the server accepts them and answers
// the hits and aggregations the storefront expects.
import { expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../../../../server/catalogue/documents/test-fixture';
import { catalogRoutes } from '../../../../server/api/catalog';
import { forEachDatabase } from '../../../../server/testing';
import { testViews } from '../../../kernel/store-view/test-views';
import { filtersFromAggregations, optionLabels } from './facets';
import type { AttributeDoc, Aggregations } from './facets';
import { toggleFilter } from './filters';
import { attributesRequest, listingRequest, searchRequest } from './listing-request';
import type { CatalogSearchRequest } from './listing-request';

const ENG = '/api/catalog/vue_storefront_catalog_eng/product/_search';

// The fixture's category tree: 2 → 10 (Brakes) → 11 (Brake pads), 12 (Brake discs).
const tree = { id: 2, children_data: [{ id: 10, children_data: [{ id: 11 }, { id: 12 }] }] };

interface Answer {
  hits: { total: { value: number }; hits: { _source: { sku: string; final_price_incl_tax: number } }[] };
  aggregations: Aggregations & Record<string, { buckets: { key: unknown; doc_count: number }[] }>;
  suggest?: unknown;
}

forEachDatabase(
  'catalog listing requests against the catalogue search',
  ({ db }) => {
    const app = useFixtureApp(db, [catalogRoutes]);
    const run = async (request: CatalogSearchRequest, method: 'GET' | 'POST' = 'GET'): Promise<Answer> => {
      const response =
        method === 'GET'
          ? await app().inject({ method, url: `${ENG}?request=${encodeURIComponent(JSON.stringify(request))}` })
          : await app().inject({ method, url: ENG, payload: request });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Answer;
    };
    const skus = (answer: Answer) => answer.hits.hits.map((h) => h._source.sku);

    it('narrows the hits by a chosen brand but keeps every brand in the facet (post_filter)', async () => {
      const answer = await run(listingRequest({ categoryId: 10, tree, query: { brand: 'TRW' } }));
      expect(skus(answer)).toEqual(['BP-2']);
      expect(answer.hits.total.value).toBe(1);
      expect(answer.aggregations.agg_terms_brand?.buckets).toEqual([
        { key: 'ATE', doc_count: 1 },
        { key: 'TRW', doc_count: 1 },
      ]);
      const posted = await run(listingRequest({ categoryId: 10, tree, query: { brand: 'TRW' } }), 'POST');
      expect(skus(posted)).toEqual(['BP-2']);
      expect(posted.aggregations.agg_terms_brand?.buckets).toHaveLength(2);
    });

    it('counts every facet with the other chosen filters but not its own (issue 17: counts agree with the list)', async () => {
      const answer = await run(listingRequest({ categoryId: 10, tree, query: { brand: 'TRW' } }));
      const available = filtersFromAggregations(answer.aggregations, { view: testViews.eng });
      // The brand facet still offers ATE; item class and price count TRW's one part (BP-2, 62.00 incl. tax).
      expect(available.brand?.map((o) => [o.id, o.count])).toEqual([['ATE', 1], ['TRW', 1]]);
      expect(available.item_class).toBeUndefined();
      expect(available.price?.map((o) => [o.id, o.count])).toEqual([['50.0-100.0', 1]]);
      // Choosing a price too: the brand facet now counts the brands of 50-100 only, the price facet ignores its own choice.
      const both = await run(listingRequest({ categoryId: 10, tree, query: { brand: 'TRW', price: '50.0-100.0' } }));
      const narrowed = filtersFromAggregations(both.aggregations, { view: testViews.eng });
      expect(narrowed.brand?.map((o) => [o.id, o.count])).toEqual([['TRW', 1]]);
      expect(narrowed.price?.map((o) => [o.id, o.count])).toEqual([['50.0-100.0', 1]]);
      expect(skus(both)).toEqual(['BP-2']);
    });

    it('lists a category with its descendants, Latest first, with brand, item class and price facets', async () => {
      const answer = await run(listingRequest({ categoryId: 10, tree, query: {} }));
      // BP-1 is in 11 and BP-2 in 12 (descendants of 10); HIDDEN (status 2) never shows.
      expect(skus(answer).sort()).toEqual(['BP-1', 'BP-2']);
      expect(answer.hits.total.value).toBe(2);
      expect(answer.aggregations.agg_terms_brand?.buckets).toEqual([
        { key: 'ATE', doc_count: 1 },
        { key: 'TRW', doc_count: 1 },
      ]);
      expect(answer.aggregations.agg_terms_item_class?.buckets).toEqual([{ key: '7', doc_count: 1 }]);
      expect(answer.aggregations.agg_terms_item_class_2?.buckets).toEqual([]);
      // Final prices incl. 24 % VAT: BP-1 on special 30 → 37.20; BP-2's special expired, 50 → 62.00.
      expect(answer.aggregations.agg_range_price?.buckets).toEqual([
        { key: '0.0-50.0', from: 0, to: 50, doc_count: 1 },
        { key: '50.0-100.0', from: 50, to: 100, doc_count: 1 },
        { key: '100.0-150.0', from: 100, to: 150, doc_count: 0 },
        { key: '150.0-*', from: 150, doc_count: 0 },
      ]);
    });

    it('sorts by the final price incl. tax both ways', async () => {
      const cheapFirst = await run(listingRequest({ categoryId: 2, tree, query: { sort: 'final_price' } }));
      // MANUAL has no English texts, so the English view never lists it.
      expect(skus(cheapFirst)).toEqual(['WB', 'BP-1', 'BP-2', 'KIT', 'GRP']);
      expect(cheapFirst.hits.hits.map((h) => h._source.final_price_incl_tax)).toEqual([14.88, 37.2, 62, 74.4, 161.2]);
      const dearFirst = await run(listingRequest({ categoryId: 2, tree, query: { sort: 'final_price:desc' } }), 'POST');
      expect(skus(dearFirst)).toEqual(['GRP', 'KIT', 'BP-2', 'BP-1', 'WB']);
    });

    it('filters price buckets: 0-50 at most 50, 50-100 from 50 to 100, 150 and up', async () => {
      const at = async (price: string) => skus(await run(listingRequest({ categoryId: 2, tree, query: { price, sort: 'final_price' } })));
      expect(await at('0.0-50.0')).toEqual(['WB', 'BP-1']);
      expect(await at('50.0-100.0')).toEqual(['BP-2', 'KIT']);
      expect(await at('150.0-*')).toEqual(['GRP']);
    });

    it('filters attributes by terms, also through configurable variants, and facets what is left', async () => {
      const byBrand = await run(listingRequest({ categoryId: 2, tree, query: { brand: ['ATE', 'Bosch'], sort: 'final_price' } }));
      expect(skus(byBrand)).toEqual(['WB', 'BP-1']);
      const facets = ['wiper_length'];
      const byLength = await run(listingRequest({ categoryId: 2, tree, facets, query: { wiper_length: '450' } }));
      expect(skus(byLength)).toEqual(['WB']);
      expect(byLength.aggregations.agg_terms_wiper_length_options?.buckets).toEqual([
        { key: '450', doc_count: 1 },
        { key: '500', doc_count: 1 },
      ]);
      const attributes = await app().inject({ method: 'POST', url: ENG.replace('/product/', '/attribute/'), payload: attributesRequest(facets) });
      expect(attributes.statusCode, attributes.body).toBe(200);
      const labels = optionLabels((attributes.json() as { hits: { hits: { _source: AttributeDoc }[] } }).hits.hits.map((h) => h._source));
      const available = filtersFromAggregations(byLength.aggregations, { view: testViews.eng, labels, facets });
      expect(available.wiper_length?.map((o) => o.label)).toEqual(['450 mm', '500 mm']);
    });

    it('follows a toggled route query: brand then price, and pages past the end stay valid', async () => {
      const query = toggleFilter(toggleFilter({}, { attribute: 'brand', id: 'TRW' }), { attribute: 'price', id: '50.0-100.0', single: true });
      expect(skus(await run(listingRequest({ categoryId: 10, tree, query })))).toEqual(['BP-2']);
      const second = await run(listingRequest({ categoryId: 2, tree, query: { page: '2' } }));
      expect(second.hits.hits).toEqual([]);
      expect(second.hits.total.value).toBe(5);
    });

    it('searches by name, by a name with a typo, by an EAN and by an OE number with spaces', async () => {
      const found = async (term: string) => {
        const result = searchRequest(term);
        if (!result.ok) throw new Error(result.error);
        return run(result.request);
      };
      expect(skus(await found('wiper blade'))).toEqual(['WB']);
      const typo = await found('wiper blde');
      expect(skus(typo)).toEqual(['WB']);
      expect(typo.suggest).toBeDefined();
      expect(skus(await found('4006633 000017'))).toEqual(['BP-1']);
      expect(skus(await found('04E 115 561 H'))).toEqual(['BP-1']);
      expect(skus(await found('04e115561h'))).toEqual(['BP-1']);
    });
  },
  FIXTURE_DATABASE,
);
