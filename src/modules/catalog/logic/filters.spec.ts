import { describe, expect, it } from 'vitest';
import { testViews } from '../../../kernel/store-view/test-views';
import { SYSTEM_QUERY_KEYS, categoryWithDescendants, filtersFromQuery, priceBucket, priceBucketLabel, priceRange, toggleFilter } from './filters';
import type { AvailableFilters, RouteQuery } from './filters';

describe('toggleFilter (behaviour notes: filter query toggling)', () => {
  it('adds an option to an empty query: {} + colour 33 → {color: [33]}', () => {
    expect(toggleFilter({}, { attribute: 'color', id: '33' })).toEqual({ color: ['33'] });
  });

  it('removes a chosen option: {color: [23, 33]} + colour 33 → {color: [23]}', () => {
    expect(toggleFilter({ color: ['23', '33'] }, { attribute: 'color', id: '33' })).toEqual({ color: ['23'] });
  });

  it('adds a second option of a multi-choice filter and drops a key when its last option goes', () => {
    expect(toggleFilter({ color: ['23'] }, { attribute: 'color', id: '33' })).toEqual({ color: ['23', '33'] });
    expect(toggleFilter({ color: ['33'], sort: 'final_price' }, { attribute: 'color', id: '33' })).toEqual({ sort: 'final_price' });
  });

  it('treats a single query value like a list of one', () => {
    expect(toggleFilter({ color: '23' }, { attribute: 'color', id: '33' })).toEqual({ color: ['23', '33'] });
    expect(toggleFilter({ color: '33' }, { attribute: 'color', id: '33' })).toEqual({});
  });

  it('sets the sort, and choosing the same sort again removes it', () => {
    const sorted = toggleFilter({}, { attribute: 'sort', id: 'final_price' });
    expect(sorted).toEqual({ sort: 'final_price' });
    expect(toggleFilter(sorted, { attribute: 'sort', id: 'final_price' })).toEqual({});
    expect(toggleFilter(sorted, { attribute: 'sort', id: 'final_price:desc' })).toEqual({ sort: 'final_price:desc' });
  });

  it('replaces the value of a single-choice filter, and choosing it again removes it', () => {
    const replaced = toggleFilter({ price: ['100.0-150.0'] }, { attribute: 'price', id: '50.0-100.0', single: true });
    expect(replaced).toEqual({ price: ['50.0-100.0'] });
    expect(toggleFilter(replaced, { attribute: 'price', id: '50.0-100.0', single: true })).toEqual({});
  });

  it('returns a new object and leaves the input (and its arrays) untouched', () => {
    const query = { color: ['23'], page: '2' };
    const frozen = JSON.stringify(query);
    const next = toggleFilter(query, { attribute: 'color', id: '33' });
    expect(next).not.toBe(query);
    expect(next.color).not.toBe(query.color);
    expect(JSON.stringify(query)).toBe(frozen);
    const same = toggleFilter(query, { attribute: 'brand', id: 'ATE' });
    expect(same.color).not.toBe(query.color);
  });
});

describe('filtersFromQuery (behaviour notes: reading filters from the query)', () => {
  const available: AvailableFilters = {
    color: [
      { id: '49', label: 'Black', type: 'color' },
      { id: '50', label: 'Grey', type: 'color' },
    ],
    price: [{ id: '0.0-50.0', label: '< €50', type: 'price', from: 0, to: 50, single: true }],
  };

  it('gives no filter for an unknown option id', () => {
    expect(filtersFromQuery({ color: '111' }, available)).toEqual({ filters: {}, system: {} });
  });

  it('passes system keys such as sort and page through unchanged', () => {
    expect(filtersFromQuery({ sort: 'final_price', page: '2' }, available)).toEqual({ filters: {}, system: { sort: 'final_price', page: '2' } });
    expect(SYSTEM_QUERY_KEYS).toContain('sort');
  });

  it('gives one filter per listed value: {color: [49, 50]} → two colour filters', () => {
    const { filters } = filtersFromQuery({ color: ['49', '50'] }, available);
    expect(filters).toEqual({ color: [available.color?.[0], available.color?.[1]] });
  });

  it('ignores unknown keys and keeps known options of a partly unknown list', () => {
    const query: RouteQuery = { colour: '49', color: ['111', '50'], price: '0.0-50.0', utm_source: 'x' };
    expect(filtersFromQuery(query, available).filters).toEqual({ color: [available.color?.[1]], price: [available.price?.[0]] });
  });
});

describe('categoryWithDescendants', () => {
  const tree = {
    id: 20,
    children_data: [
      { id: 21, children_data: [{ id: 23 }, { id: 24 }, { id: 25 }, { id: 26 }] },
      { id: 22, children_data: [{ id: 27 }, { id: 28 }] },
    ],
  };

  it('lists the category and all its descendants depth first (20 → [20, 21, 23, 24, 25, 26, 22, 27, 28])', () => {
    expect(categoryWithDescendants(20, tree)).toEqual([20, 21, 23, 24, 25, 26, 22, 27, 28]);
  });

  it('finds a category deeper in the tree or in a list of roots', () => {
    expect(categoryWithDescendants(22, tree)).toEqual([22, 27, 28]);
    expect(categoryWithDescendants(27, [{ id: 2 }, tree])).toEqual([27]);
  });

  it('gives the id alone when the tree does not hold it', () => {
    expect(categoryWithDescendants(99, tree)).toEqual([99]);
  });
});

describe('price buckets', () => {
  it('0-50 means at most 50, 50-100 from 50 to 100, 150-* from 150', () => {
    expect(priceRange('0.0-50.0')).toEqual({ lte: 50 });
    expect(priceRange('50.0-100.0')).toEqual({ gte: 50, lte: 100 });
    expect(priceRange('100.0-150.0')).toEqual({ gte: 100, lte: 150 });
    expect(priceRange('150.0-*')).toEqual({ gte: 150 });
  });

  it('rejects malformed ids', () => {
    expect(priceRange('cheap')).toBeUndefined();
    expect(priceRange('*-*')).toBeUndefined();
    expect(priceRange('100-50')).toBeUndefined();
    expect(priceBucket('50-100')).toEqual({ from: 50, to: 100 });
  });

  it("labels buckets with the kernel's price range labels", () => {
    expect(priceBucketLabel('0.0-50.0', testViews.eng)).toBe('< €50');
    expect(priceBucketLabel('50.0-100.0', testViews.eng)).toBe('€50-100');
    expect(priceBucketLabel('150.0-*', testViews.eng)).toBe('> €150');
    expect(priceBucketLabel('nonsense', testViews.eng)).toBe('nonsense');
  });
});
