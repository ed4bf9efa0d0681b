/**
 * How the cms module reads the content store: pages and blocks by key and value through the CMS data API
 * (`/api/ext/cms-data`, spec section 7), and lists of pages, blocks and the hierarchy through the catalogue
 * search (types cms_page, cms_block, cms_hierarchy) in the view's language.
 */
import type { Container } from 'inversify';
import { ApiRequestError, apiGet, searchCatalogue } from '../../kernel/api';
import type { StoreView } from '../../kernel/store-view/types';
import { CMS_EMPTY_RESULT } from './decider';
import type { CmsBlock, CmsHierarchyItem, CmsPage } from './messages';

/** Spec section 9: CMS block and page maximum count 500; CMS block default size 150, start 0. */
export const CMS_LIMITS = { maxCount: 500, blockSize: 150, start: 0 } as const;

/** A lookup key: the spec's lookups are by key and value. */
export type CmsLookup = { key: 'identifier'; value: string } | { key: 'id'; value: number };

/** The failure of a lookup that found nothing ('CMS query returned empty result', spec section 5). */
export class CmsEmptyResultError extends Error {
  constructor(readonly lookup: CmsLookup) {
    super(CMS_EMPTY_RESULT);
    this.name = 'CmsEmptyResultError';
  }
}

const KIND = { page: 'cmsPage', block: 'cmsBlock' } as const;

function lookupPath(kind: keyof typeof KIND, view: StoreView, lookup: CmsLookup): string {
  return lookup.key === 'identifier'
    ? `/api/ext/cms-data/${KIND[kind]}Identifier/${encodeURIComponent(lookup.value)}/storeId/${view.storeId}`
    : `/api/ext/cms-data/${KIND[kind]}/${lookup.value}?storeId=${view.storeId}`;
}

async function lookupOne<T>(services: Container, view: StoreView, kind: keyof typeof KIND, lookup: CmsLookup): Promise<T> {
  if (lookup.key === 'identifier' ? lookup.value.trim() === '' : !Number.isSafeInteger(lookup.value) || lookup.value < 0) throw new CmsEmptyResultError(lookup);
  try {
    return await apiGet<T>(services, lookupPath(kind, view, lookup));
  } catch (error) {
    // The API answers 404 for an unknown or inactive item and 400 for a malformed key: nothing found either way.
    if (error instanceof ApiRequestError && (error.code === 404 || error.code === 400)) throw new CmsEmptyResultError(lookup);
    throw error;
  }
}

/** The view's active CMS page with that key and value; CmsEmptyResultError when there is none. */
export function lookupCmsPage(services: Container, view: StoreView, lookup: CmsLookup): Promise<CmsPage> {
  return lookupOne<CmsPage>(services, view, 'page', lookup);
}

/** The view's active CMS block with that key and value; CmsEmptyResultError when there is none. */
export function lookupCmsBlock(services: Container, view: StoreView, lookup: CmsLookup): Promise<CmsBlock> {
  return lookupOne<CmsBlock>(services, view, 'block', lookup);
}

/** A page of a list: `size` clamped to 1..500 (spec: maximum count 500), `from` to 0 or more. */
export function listWindow(options: { size?: number; from?: number }, defaultSize: number): { size: number; from: number } {
  const size = Math.trunc(options.size ?? defaultSize);
  const from = Math.trunc(options.from ?? CMS_LIMITS.start);
  return { size: Math.min(CMS_LIMITS.maxCount, Math.max(1, Number.isFinite(size) ? size : defaultSize)), from: Number.isFinite(from) && from > 0 ? from : 0 };
}

async function list<T>(services: Container, view: StoreView, type: string, options: { size?: number; from?: number; identifiers?: readonly string[] }, defaultSize: number, active: boolean): Promise<T[]> {
  const filter = [...(active ? [{ term: { active: true } }] : []), ...(options.identifiers?.length ? [{ terms: { identifier: options.identifiers } }] : [])];
  const answer = await searchCatalogue<T>(services, view, type, { query: { bool: { filter } }, ...listWindow(options, defaultSize) });
  return answer.hits.hits.map((hit) => hit._source);
}

/** The view's active blocks (default 150 from 0; at most 500), optionally only those identifiers. */
export function listCmsBlocks(services: Container, view: StoreView, options: { size?: number; from?: number; identifiers?: readonly string[] } = {}): Promise<CmsBlock[]> {
  return list<CmsBlock>(services, view, 'cms_block', options, CMS_LIMITS.blockSize, true);
}

/** The view's active pages (default and at most 500, from 0). */
export function listCmsPages(services: Container, view: StoreView, options: { size?: number; from?: number; identifiers?: readonly string[] } = {}): Promise<CmsPage[]> {
  return list<CmsPage>(services, view, 'cms_page', options, CMS_LIMITS.maxCount, true);
}

/** The view's CMS hierarchy (default and at most 500, from 0). */
export function listCmsHierarchy(services: Container, view: StoreView, options: { size?: number; from?: number } = {}): Promise<CmsHierarchyItem[]> {
  return list<CmsHierarchyItem>(services, view, 'cms_hierarchy', options, CMS_LIMITS.maxCount, false);
}
