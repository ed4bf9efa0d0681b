import { describe, expect, it } from 'vitest';
import { catalogTree, mergeTopParts, topPartsRequest, type OverviewCategoryDoc } from './catalog-overview';

const doc = (id: number, parent: number | null, level: number, position: number, name: string, count = 1, extra: Partial<OverviewCategoryDoc> = {}): OverviewCategoryDoc => ({
  id,
  parent_id: parent,
  level,
  position,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  product_count: count,
  ...extra,
});

describe('catalogTree', () => {
  it('starts below the root, orders each level by position then name, and carries the product counts', () => {
    const tree = catalogTree([
      doc(1, null, 0, 0, 'Root'),
      doc(2, 1, 1, 0, 'Parts'),
      doc(14, 2, 2, 2, 'Filters', 9),
      doc(10, 2, 2, 1, 'Brakes', 5),
      doc(12, 10, 3, 2, 'Brake discs', 2),
      doc(11, 10, 3, 2, 'Brake calipers', 1),
      doc(13, 10, 3, 1, 'Brake pads', 2),
    ]);
    expect(tree.map((c) => [c.name, c.count])).toEqual([['Brakes', 5], ['Filters', 9]]);
    expect(tree[0]?.children.map((c) => c.name)).toEqual(['Brake pads', 'Brake calipers', 'Brake discs']);
    expect(tree[0]).toMatchObject({ id: 10, slug: 'brakes' });
  });

  it('leaves out hidden, inactive and empty categories with their branches', () => {
    const tree = catalogTree([
      doc(10, 2, 2, 1, 'Brakes', 5),
      doc(11, 10, 3, 1, 'Brake pads', 0),
      doc(20, 2, 2, 2, 'Volkswagen', 5, { include_in_menu: false }),
      doc(21, 20, 3, 1, 'Golf', 5),
      doc(30, 2, 2, 3, 'Old', 5, { is_active: false }),
      doc(40, 2, 2, 4, 'No count', 0, { product_count: undefined }),
    ]);
    expect(tree).toEqual([{ id: 10, name: 'Brakes', slug: 'brakes', count: 5, children: [] }]);
  });

  it('does not loop on a cycle in bad data', () => {
    const tree = catalogTree([doc(10, 11, 2, 1, 'A'), doc(11, 10, 3, 1, 'B')]);
    expect(tree[0]?.children[0]?.children[0]?.children).toEqual([]);
  });

  it('is empty for no categories', () => {
    expect(catalogTree([])).toEqual([]);
  });
});

describe('topPartsRequest', () => {
  it('lists the category\'s listed parts, in stock first then newest, three of them', () => {
    const request = topPartsRequest(10, { recommended: false });
    expect(request.query.bool.filter).toEqual([{ terms: { category_ids: [10] } }, { terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }]);
    expect(request.sort).toEqual([{ 'stock.is_in_stock': { order: 'desc' } }, { created_at: { order: 'desc' } }]);
    expect(request).toMatchObject({ size: 3, from: 0 });
  });

  it('keeps only recommended parts when asked', () => {
    expect(topPartsRequest(10, { recommended: true }).query.bool.filter).toContainEqual({ terms: { erin_recommends: [1] } });
  });
});

describe('mergeTopParts', () => {
  const part = (sku: string) => ({ sku, name: sku, slug: sku.toLowerCase(), typeId: 'simple' });

  it('puts recommended parts first, tops up with others without repeats, at most three', () => {
    expect(mergeTopParts([part('A')], [part('A'), part('B'), part('C'), part('D')]).map((p) => p.sku)).toEqual(['A', 'B', 'C']);
    expect(mergeTopParts([], [])).toEqual([]);
  });
});
