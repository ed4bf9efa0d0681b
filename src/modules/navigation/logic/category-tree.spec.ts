import { describe, expect, it } from 'vitest';
import { buildCategoryTree, nodesAlong, type CategoryDocument } from './category-tree';

const doc = (id: number, parent: number | null, level: number, position: number, extra: Partial<CategoryDocument> = {}): CategoryDocument => ({
  id,
  parent_id: parent,
  name: `C${id}`,
  slug: `c-${id}`,
  level,
  position,
  ...extra,
});

const DOCS = [
  doc(1, null, 0, 0),
  doc(2, 1, 1, 0),
  doc(14, 2, 2, 1),
  doc(10, 2, 2, 0),
  doc(12, 10, 3, 1),
  doc(11, 10, 3, 0),
  doc(15, 14, 3, 0, { is_active: false }),
  doc(100, 1, 2, 5, { include_in_menu: false }),
  doc(101, 100, 3, 0),
];

describe('buildCategoryTree', () => {
  it('starts at level 2, orders each level by position and nests the children', () => {
    const tree = buildCategoryTree(DOCS);
    expect(tree.map((n) => n.id)).toEqual(['10', '14']);
    expect(tree[0]?.children.map((n) => [n.id, n.slug])).toEqual([
      ['11', 'c-11'],
      ['12', 'c-12'],
    ]);
  });

  it('leaves out inactive categories and whole branches kept out of the menu', () => {
    const tree = buildCategoryTree(DOCS);
    expect(tree[1]?.children).toEqual([]);
    expect(JSON.stringify(tree)).not.toContain('"101"');
  });

  it('survives a parent cycle in bad data', () => {
    const tree = buildCategoryTree([doc(2, 11, 1, 0), doc(10, 2, 2, 0), doc(11, 10, 3, 0), doc(2, 11, 4, 0)]);
    expect(tree.map((n) => n.id)).toEqual(['10']);
    expect(JSON.stringify(tree).length).toBeLessThan(1000);
  });
});

describe('nodesAlong', () => {
  const tree = buildCategoryTree(DOCS);
  it('follows a submenu path into the tree', () => {
    expect(nodesAlong(tree, ['10', '12']).map((n) => n.name)).toEqual(['C10', 'C12']);
  });
  it('stops where the path leaves the tree', () => {
    expect(nodesAlong(tree, ['14', '11']).map((n) => n.id)).toEqual(['14']);
    expect(nodesAlong(tree, ['nope'])).toEqual([]);
  });
});
