import type { Container } from 'inversify';
import { searchCatalogue as searchIndex } from '../../kernel/api';
import type { RouteLoaderArgs } from '../../kernel/module';
import type { StoreView } from '../../kernel/store-view/types';
import { searchCatalogue } from './catalogue-api';
import {
  catalogTree,
  mergeTopParts,
  overviewCategoryRequest,
  TOP_PARTS,
  topPartsRequest,
  type OverviewCategory,
  type OverviewCategoryDoc,
  type TopPart,
} from './logic/catalog-overview';

/** Each top category's top parts, by category id. */
export type TopPartsByCategory = Record<string, TopPart[]>;

/** Loader data of the catalogue page. */
export interface CatalogPageData {
  categories: OverviewCategory[];
  /**
   * The top parts. The server waits for them (the page is crawlable with them); a browser navigation gets the
   * tree at once and these as a promise, which the page shows a loading state for.
   */
  topParts: TopPartsByCategory | Promise<TopPartsByCategory>;
}

interface TopPartDoc {
  sku: string;
  name: string;
  slug: string;
  type_id: string;
}

const partOf = (doc: TopPartDoc): TopPart => ({ sku: doc.sku, name: doc.name, slug: doc.slug, typeId: doc.type_id });

/** One category's top parts: its recommended parts, topped up with its other parts when there are fewer than TOP_PARTS. */
async function topPartsOf(services: Container, view: StoreView, categoryId: number): Promise<TopPart[]> {
  const search = async (recommended: boolean) =>
    (await searchCatalogue<TopPartDoc>(services, view, 'product', topPartsRequest(categoryId, { recommended }))).hits.hits.map((hit) => partOf(hit._source));
  const recommended = await search(true);
  return recommended.length >= TOP_PARTS ? recommended : mergeTopParts(recommended, await search(false));
}

async function allTopParts(services: Container, view: StoreView, categories: readonly OverviewCategory[]): Promise<TopPartsByCategory> {
  const lists = await Promise.all(categories.map(async (category) => [String(category.id), await topPartsOf(services, view, category.id)] as const));
  return Object.fromEntries(lists);
}

/**
 * The loader of `/catalog`: the view's category tree with product counts (one search, in the view's language)
 * and each top category's top parts. Every read is a catalogue search by URL, so the server's output cache and
 * the service worker's catalogue cache hold the answers.
 */
export async function catalogLoader({ services, storeView }: RouteLoaderArgs): Promise<CatalogPageData> {
  const answer = await searchIndex<OverviewCategoryDoc>(services, storeView, 'category', overviewCategoryRequest());
  const categories = catalogTree(answer.hits.hits.map((hit) => hit._source));
  const topParts = allTopParts(services, storeView, categories);
  // The server renders the whole page (crawlable); the browser shows the tree while the parts load.
  return { categories, topParts: typeof document === 'undefined' ? await topParts : topParts };
}
