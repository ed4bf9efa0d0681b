/**
 * The home page's content rules (spec section 2, "Home and banners"): the two product lists, each a named
 * query configuration sent through the product list (size 8, newest first), and the store view's banner
 * document read defensively (it is a local JSON file the shop edits by hand).
 */
import { LISTED_STATUS, LISTED_VISIBILITY, narrowing, type CatalogSearchRequest, type EsClause } from './listing-request';

/** Products per home list (spec section 2). */
export const HOME_LIST_SIZE = 8;

/** The named query configurations of the home lists. */
export type HomeListName = 'newProducts' | 'bestSellers';

/**
 * What each configuration adds to the listed-products filter. The demo catalogue has no sales figures; its
 * bestsellers are the products the shop recommends (`erin_recommends` = 1), see docs/decisions/0012.
 */
export const HOME_QUERIES: Readonly<Record<HomeListName, { filter: readonly EsClause[] }>> = {
  newProducts: { filter: [] },
  bestSellers: { filter: [{ terms: { erin_recommends: [1] } }] },
};

/** The catalogue search of a home list: listed products of the configuration, 8, created_at descending. */
export function homeListRequest(name: HomeListName, narrowTo: number | null = null): CatalogSearchRequest {
  return {
    query: { bool: { filter: [{ terms: { visibility: LISTED_VISIBILITY } }, { terms: { status: LISTED_STATUS } }, ...HOME_QUERIES[name].filter, ...narrowing(narrowTo)] } },
    sort: [{ created_at: { order: 'desc' } }],
    size: HOME_LIST_SIZE,
    from: 0,
  };
}

/** A banner as the page shows it: title, picture (with its alt text when the document gives one) and where it links (a path of the shop). */
export interface HomeBanner {
  title: string;
  image: string;
  link: string;
  subtitle?: string;
  alt?: string;
}

/** A store view's banners (spec: mainBanners, smallBanners, productBanners and a head image). */
export interface HomeBanners {
  main: HomeBanner[];
  small: HomeBanner[];
  product: HomeBanner[];
  head: HomeBanner | null;
}

/** No banners: what the page shows when the banner document did not load. */
export const NO_BANNERS: HomeBanners = { main: [], small: [], product: [], head: null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A banner entry with a title, an image and a link; null for anything else. */
function bannerOf(entry: unknown): HomeBanner | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const record = entry as Record<string, unknown>;
  const title = text(record.title);
  const image = text(record.image);
  const link = text(record.link);
  if (!title || !image || !link) return null;
  const subtitle = text(record.subtitle);
  const alt = text(record.alt);
  return { title, image, link, ...(subtitle ? { subtitle } : {}), ...(alt ? { alt } : {}) };
}

const bannersOf = (list: unknown): HomeBanner[] => (Array.isArray(list) ? list.flatMap((entry) => bannerOf(entry) ?? []) : []);

/** The banners of a banner document; entries without a title, image or link are left out, not fatal. */
export function homeBanners(doc: unknown): HomeBanners {
  if (typeof doc !== 'object' || doc === null) return NO_BANNERS;
  const record = doc as Record<string, unknown>;
  return { main: bannersOf(record.mainBanners), small: bannersOf(record.smallBanners), product: bannersOf(record.productBanners), head: bannerOf(record.headImage) };
}
