import type { Container } from 'inversify';
import { LoggerToken } from '../../kernel/container';
import { consoleLogger, type KernelLogger } from '../../kernel/logger';
import { apiGetJson } from '../../kernel/api';
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
}

/**
 * The store view's banners from `/banners/<storeCode>.json` (the server falls back to the default document).
 * A failed load is only logged (spec section 2): the page then shows no banners.
 */
async function loadBanners(services: Container, view: StoreView): Promise<HomeBanners> {
  try {
    return homeBanners(await apiGetJson<unknown>(services, `/banners/${view.storeCode}.json`));
  } catch (error) {
    const logger = services.isBound(LoggerToken) ? services.get<KernelLogger>(LoggerToken) : consoleLogger;
    logger.warn(`Home: the banners of store view ${view.storeCode} did not load`, error);
    return NO_BANNERS;
  }
}

async function loadList(services: Container, view: StoreView, name: HomeListName, now: Date): Promise<ListedProduct[]> {
  const answer = await searchCatalogue<ListedProductDoc>(services, view, 'product', homeListRequest(name));
  return answer.hits.hits.map((hit) => listed(hit._source, now));
}

/**
 * The loader of the home route: the view's banners and the two home lists (8 products each, newest first,
 * through the `newProducts` and `bestSellers` query configurations), read in parallel.
 */
export async function homeLoader({ storeView, services }: RouteLoaderArgs): Promise<HomeData> {
  const now = new Date();
  const [banners, newProducts, bestSellers] = await Promise.all([
    loadBanners(services, storeView),
    loadList(services, storeView, 'newProducts', now),
    loadList(services, storeView, 'bestSellers', now),
  ]);
  return { banners, newProducts, bestSellers };
}
