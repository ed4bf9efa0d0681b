import { use } from 'react';
import type { Container } from 'inversify';
import { searchCatalogue } from '../../kernel/api';
import { useKernel, useStoreView } from '../../kernel/react';
import type { StoreView } from '../../kernel/store-view/types';
import { MENU_CATEGORY_LIMIT, MENU_CATEGORY_REQUEST, buildCategoryTree, type CategoryDocument, type CategoryNode } from './logic/category-tree';

/** The menu tree of a view, read from the catalogue API (server: in process; browser: fetch). */
export async function loadCategoryTree(services: Container, view: StoreView): Promise<CategoryNode[]> {
  const answer = await searchCatalogue<CategoryDocument>(services, view, 'category', { ...MENU_CATEGORY_REQUEST, size: MENU_CATEGORY_LIMIT });
  return buildCategoryTree(answer.hits.hits.map((hit) => hit._source));
}

/** Id of the element whose `data-category-tree` attribute carries the server's tree to the browser. */
export const TREE_ELEMENT_ID = 'navigation-category-tree';

// One tree per kernel: the server builds a kernel per request, the browser one per page load.
const trees = new WeakMap<Container, Promise<CategoryNode[]>>();

function fromServerHtml(): Promise<CategoryNode[]> | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(TREE_ELEMENT_ID)?.dataset.categoryTree;
  if (!text) return null;
  const tree = JSON.parse(text) as CategoryNode[];
  // Marked settled the way React's `use` reads a promise, so hydration reads it without suspending.
  return Object.assign(Promise.resolve(tree), { status: 'fulfilled', value: tree });
}

/**
 * The view's menu tree, for slot fills (they have no route loader; ADR 0020). The server render suspends on
 * the API read inside the fill's Suspense boundary and streams the menu with the tree beside it
 * (`treeCarrier`); the browser reads it back while hydrating, so the menu hydrates without a
 * request and without a mismatch, and fetches only when the page had none (a layout without the menu bar).
 */
export function useCategoryTree(): CategoryNode[] {
  const services = useKernel().container;
  const view = useStoreView();
  let tree = trees.get(services);
  if (!tree) {
    tree = fromServerHtml() ?? loadCategoryTree(services, view);
    // A failed read stays: `use` then throws it, and the fill's boundary hides the menu for this page.
    trees.set(services, tree);
  }
  return use(tree);
}

/**
 * Attributes that carry the tree to the browser, for the one element that renders it on the server (the menu
 * bar). An attribute rather than an inline script: React escapes it, and hydration compares it like any other.
 */
export function treeCarrier(tree: readonly CategoryNode[]): { id: string; 'data-category-tree': string } {
  return { id: TREE_ELEMENT_ID, 'data-category-tree': JSON.stringify(tree) };
}
