/**
 * The other languages' slugs of a product or category, for the page's hreflang links (ADR 0014). Loaders
 * call these beside their main search: one small lookup (`_source: slug`) per other language, in that
 * language's view index, in parallel; the page turns the slugs into each view's URL at render.
 */
import type { Container } from 'inversify';
import { ApiRequestError, searchCatalogue } from '../../kernel/api';
import type { StoreView } from '../../kernel/store-view/types';
import { slugSourceViews, type LanguageSlugs } from './logic/seo';

/** What the lookups need from the loader: its view, all views and the services (API client). */
export interface SlugLookupArgs {
  storeView: StoreView;
  storeViews: readonly StoreView[];
  services: Container;
}

/** The slug of the first document matching `filter` in each other language; a language that lacks it, or fails to answer, is left out. */
async function slugsOf(args: SlugLookupArgs, type: string, filter: Record<string, unknown>): Promise<LanguageSlugs> {
  const found = await Promise.all(
    slugSourceViews(args.storeViews, args.storeView).map(async (view) => {
      try {
        const answer = await searchCatalogue<{ slug?: string }>(args.services, view, type, { query: { bool: { filter: [filter] } }, _source: ['slug'], size: 1 });
        const slug = answer.hits.hits[0]?._source.slug;
        return slug ? ([[view.language, slug]] as const) : [];
      } catch (error) {
        // hreflang links are extras: without one language's answer the page still renders.
        if (error instanceof ApiRequestError) return [];
        throw error;
      }
    }),
  );
  return Object.fromEntries(found.flat()) as LanguageSlugs;
}

/** A product's slugs in the other languages, by sku (status and visibility are the same in every language). */
export function productSlugs(args: SlugLookupArgs, sku: string): Promise<LanguageSlugs> {
  return slugsOf(args, 'product', { terms: { sku: [sku] } });
}

/** A category's slugs in the other languages, by id. */
export function categorySlugs(args: SlugLookupArgs, categoryId: number): Promise<LanguageSlugs> {
  return slugsOf(args, 'category', { terms: { id: [categoryId] } });
}
