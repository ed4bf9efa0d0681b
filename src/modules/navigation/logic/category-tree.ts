/** A category document of the catalogue index, with the fields the menus read. */
export interface CategoryDocument {
  id: number | string;
  parent_id: number | string | null;
  name: string;
  slug: string;
  level: number;
  position: number;
  is_active?: boolean;
  include_in_menu?: boolean;
}

/** One entry of the categories menu; ids are strings because they travel in the ui-state submenu path. */
export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  children: CategoryNode[];
}

/**
 * Level of the menu's top entries: the children of the shop's root category (level 1), the way Magento and
 * VSF number the tree (level 0 is the global root). Trees kept out of the menu (the vehicles) are marked so
 * with include_in_menu.
 */
export const MENU_TOP_LEVEL = 2;

/** The catalogue search body for the menu's categories: active ones marked for the menu, the fields above only. */
export const MENU_CATEGORY_REQUEST = {
  query: { bool: { filter: [{ term: { is_active: true } }, { term: { include_in_menu: true } }] } },
  _source: ['id', 'parent_id', 'name', 'slug', 'level', 'position', 'is_active', 'include_in_menu'],
  // Spec section 9 "Catalogue": sorted by position ascending.
  sort: [{ position: { order: 'asc' } }],
} as const;

/** Spec section 9 "Catalogue": category fetch size 4000 (the whole menu tree of one view in one read). */
export const MENU_CATEGORY_LIMIT = 4000;

const inMenu = (doc: CategoryDocument) => doc.is_active !== false && doc.include_in_menu !== false;

/**
 * The menu tree: categories from MENU_TOP_LEVEL down, each level in `position` order (then name, so equal
 * positions stay stable). A hidden or inactive category hides its whole branch, since its children are
 * reached through it.
 */
export function buildCategoryTree(docs: readonly CategoryDocument[]): CategoryNode[] {
  const visible = docs.filter(inMenu);
  const byParent = new Map<string, CategoryDocument[]>();
  for (const doc of visible) {
    const parent = doc.parent_id === null ? '' : String(doc.parent_id);
    byParent.set(parent, [...(byParent.get(parent) ?? []), doc]);
  }
  const node = (doc: CategoryDocument, seen: ReadonlySet<string>): CategoryNode => {
    const id = String(doc.id);
    // A cycle in bad data must not loop forever: a category never lists one of its ancestors.
    const children = seen.has(id) ? [] : ordered(byParent.get(id) ?? []).map((child) => node(child, new Set([...seen, id])));
    return { id, name: doc.name, slug: doc.slug, children };
  };
  return ordered(visible.filter((doc) => doc.level === MENU_TOP_LEVEL)).map((doc) => node(doc, new Set()));
}

function ordered(docs: readonly CategoryDocument[]): CategoryDocument[] {
  return [...docs].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/**
 * The nodes along a submenu path (ui-state's list of opened ids, outermost first), stopping at the first id
 * that is not a child of the previous one: a stale path never points into the wrong branch.
 */
export function nodesAlong(tree: readonly CategoryNode[], path: readonly string[]): CategoryNode[] {
  const found: CategoryNode[] = [];
  let level: readonly CategoryNode[] = tree;
  for (const id of path) {
    const next = level.find((item) => item.id === id);
    if (!next) break;
    found.push(next);
    level = next.children;
  }
  return found;
}
