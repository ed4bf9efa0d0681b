import { describe, expect, it } from 'vitest';
import { testViews } from '../../../kernel/store-view/test-views';
import { filtersFromAggregations, optionLabels } from './facets';
import { filtersFromQuery, toggleFilter } from './filters';

const aggregations = {
  agg_terms_brand: { buckets: [{ key: 'ATE', doc_count: 3 }, { key: 'TRW', doc_count: 1 }] },
  agg_terms_brand_options: { buckets: [] },
  agg_terms_item_class_2: { buckets: [{ key: 1, doc_count: 2 }, { key: '2', doc_count: 1 }] },
  agg_terms_item_class_2_options: { buckets: [{ key: '2', doc_count: 4 }] },
  agg_terms_color: { buckets: [{ key: '49', doc_count: 1 }, { key: '', doc_count: 7 }] },
  agg_range_price: {
    buckets: [
      { key: '0.0-50.0', from: 0, to: 50, doc_count: 2 },
      { key: '50.0-100.0', from: 50, to: 100, doc_count: 0 },
      { key: '100.0-150.0', from: 100, to: 150, doc_count: 1 },
      { key: '150.0-*', from: 150, doc_count: 1 },
    ],
  },
};

describe('filtersFromAggregations', () => {
  const labels = { item_class_2: { '1': 'Front axle', '2': 'Rear axle' }, color: { '49': ' ' } };
  const available = filtersFromAggregations(aggregations, { view: testViews.eng, labels });

  it('offers the terms of each facet with counts, own and variant buckets merged by id', () => {
    expect(available.brand).toEqual([
      { id: 'ATE', label: 'ATE', type: 'brand', count: 3 },
      { id: 'TRW', label: 'TRW', type: 'brand', count: 1 },
    ]);
    expect(available.item_class_2).toEqual([
      { id: '1', label: 'Front axle', type: 'item_class_2', count: 2 },
      { id: '2', label: 'Rear axle', type: 'item_class_2', count: 5 },
    ]);
  });

  it('reads a facet counted inside a filter aggregation (disjunctive facets) like a plain one', () => {
    const filtered = filtersFromAggregations(
      { agg_terms_brand: { doc_count: 4, agg_terms_brand: { buckets: [{ key: 'ATE', doc_count: 3 }] } }, agg_range_price: { doc_count: 0, agg_range_price: { buckets: [{ key: '150.0-*', from: 150, doc_count: 2 }] } } },
      { view: testViews.eng, facets: ['brand'] },
    );
    expect(filtered.brand).toEqual([{ id: 'ATE', label: 'ATE', type: 'brand', count: 3 }]);
    expect(filtered.price?.map((o) => [o.id, o.count])).toEqual([['150.0-*', 2]]);
  });

  it('skips options with a blank label or key, and facets without options', () => {
    expect(available.color).toBeUndefined();
    expect(available.item_class).toBeUndefined();
  });

  it('offers the price buckets that hold products, single-choice, with the spec labels', () => {
    expect(available.price).toEqual([
      { id: '0.0-50.0', label: '< €50', type: 'price', count: 2, from: 0, to: 50, single: true },
      { id: '100.0-150.0', label: '€100-150', type: 'price', count: 1, from: 100, to: 150, single: true },
      { id: '150.0-*', label: '> €150', type: 'price', count: 1, from: 150, single: true },
    ]);
  });

  it('round-trips with the route query: a toggled option reads back as a filter', () => {
    const query = toggleFilter(toggleFilter({}, { attribute: 'item_class_2', id: '1' }), { attribute: 'price', id: '150.0-*', single: true });
    expect(filtersFromQuery(query, available).filters).toEqual({ item_class_2: [available.item_class_2?.[0]], price: [available.price?.[2]] });
  });
});

describe('optionLabels', () => {
  it('keys option labels by attribute code and option id, skipping blank labels', () => {
    const attributes = [
      { attribute_code: 'item_class_2', frontend_label: 'Fitting position', options: [{ value: 1, label: 'Front axle' }, { value: '2', label: '' }] },
      { attribute_code: 'brand', frontend_label: 'Brand' },
    ];
    expect(optionLabels(attributes)).toEqual({ item_class_2: { '1': 'Front axle' }, brand: {} });
  });
});
