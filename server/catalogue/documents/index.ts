/**
 * The Vue Storefront `_source` documents of the catalogue, built from the schema for one store view
 * (language and tax country). Used by the search (hits) and the product/stock APIs.
 */
import type { Queryable } from '../../storage/port';
import type { StoreView } from '../../../src/kernel/store-view/types';
import { loadCategories } from './category';
import { loadAttributes, loadCms, loadReviews, loadTaxRuleDocuments } from './content';
import { loadProducts } from './product';
import { integerIds } from './rows';

/** The document types of the catalogue API. */
export const DOCUMENT_TYPES = ['product', 'category', 'attribute', 'taxrule', 'review', 'cms_page', 'cms_block', 'cms_hierarchy'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** True for a known document type. */
export const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * Documents of `type` for `ids` in the same order, missing ids skipped, in the view's language with
 * prices incl. the view country's tax at `now`. A handful of batch queries per call, whatever the count.
 */
export async function loadDocuments(db: Queryable, type: DocumentType, ids: readonly (number | string)[], view: StoreView, options: { now: Date }): Promise<Record<string, unknown>[]> {
  const wanted = integerIds(ids);
  switch (type) {
    case 'product':
      return loadProducts(db, wanted, view, options.now);
    case 'category':
      return loadCategories(db, wanted, view);
    case 'attribute':
      return loadAttributes(db, wanted, view);
    case 'taxrule':
      return loadTaxRuleDocuments(db, wanted);
    case 'review':
      return loadReviews(db, wanted);
    case 'cms_page':
    case 'cms_block':
    case 'cms_hierarchy':
      return loadCms(db, type, wanted, view);
  }
}

export { loadTaxRules } from './product';
export { stockOf } from '../product-document';
