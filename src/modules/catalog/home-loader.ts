import type { Container } from 'inversify';
import { containerLogger } from '../../kernel/container';
import { apiGetJson, cmsContent } from '../../kernel/api';
import { listingNarrowing } from '../../kernel/listing-narrowing';
import type { RouteLoaderArgs } from '../../kernel/module';
import type { StoreView } from '../../kernel/store-view/types';
import { searchCatalogue } from './catalogue-api';
import { listed, type ListedProduct, type ListedProductDoc } from './listed-product';
import { homeBanners, homeListRequest, NO_BANNERS, type HomeBanners, type HomeListName } from './logic/home';

/** Loader data of the home route. */
export interface HomeData {
  banners: HomeBanners;
  /** The "new collection" list: the newest listed products. */
  newProducts: ListedProduct[];
  bestSellers: ListedProduct[];
  /** The shop's promise blocks from the CMS, in HOME_BLOCKS order; a block that did not load is left out. */
  blocks: CmsBlock[];
  /** The engine category the lists are narrowed to (the applied car), or null. */
  narrowedTo: number | null;
}

/** A CMS block as the API answers it (staff-authored HTML). */
export interface CmsBlock {
  identifier: string;
  title: string;
  content: string;
}

/** The CMS blocks the home shows under its banners: delivery, the courier's cut-offs, returns. */
export const HOME_BLOCKS = ['shipping-promise', 'courier-cutoffs', 'return-promise'] as const;


/**
 * The store view's banners from `/banners/<storeCode>.json` (the server falls back to the default document).
 * A failed load is only logged (spec section 2): the page then shows no banners.
 */
async function loadBanners(services: Container, view: StoreView): Promise<HomeBanners> {
  try {
    return homeBanners(await apiGetJson<unknown>(services, `/banners/${view.storeCode}.json`));
  } catch (error) {
    containerLogger(services).warn(`Home: the banners of store view ${view.storeCode} did not load`, error);
    return NO_BANNERS;
  }
}

/** The home's CMS blocks in the view's language; like banners, a block that fails is logged and left out. */
async function loadBlocks(services: Container, view: StoreView): Promise<CmsBlock[]> {
  const blocks = await Promise.all(
    HOME_BLOCKS.map(async (identifier) => {
      try {
        const block = await cmsContent<CmsBlock>(services, view, 'cmsBlock', identifier);
        return [{ identifier, title: block.title, content: block.content }];
      } catch (error) {
        containerLogger(services).warn(`Home: the CMS block ${identifier} of store view ${view.storeCode} did not load`, error);
        return [];
      }
    }),
  );
  return blocks.flat();
}

async function loadList(services: Container, view: StoreView, name: HomeListName, now: Date, narrowTo: number | null): Promise<ListedProduct[]> {
  const answer = await searchCatalogue<ListedProductDoc>(services, view, 'product', homeListRequest(name, narrowTo));
  return answer.hits.hits.map((hit) => listed(hit._source, now));
}

/**
 * The loader of the home route: the view's banners and the two home lists (8 products each, newest first,
 * through the `newProducts` and `bestSellers` query configurations) and its CMS blocks, read in parallel.
 */
export async function homeLoader({ request, storeView, services }: RouteLoaderArgs): Promise<HomeData> {
  const now = new Date();
  const narrowedTo = listingNarrowing(services, request)?.categoryId ?? null;
  const [banners, newProducts, bestSellers, blocks] = await Promise.all([
    loadBanners(services, storeView),
    loadList(services, storeView, 'newProducts', now, narrowedTo),
    loadList(services, storeView, 'bestSellers', now, narrowedTo),
    loadBlocks(services, storeView),
  ]);
  return { banners, newProducts, bestSellers, blocks, narrowedTo };
}
