import { data } from 'react-router-dom';
import { ApiRequestError, cmsContent } from '../kernel/api';
import type { RouteLoaderArgs } from '../kernel/module';

// What each route knows today. Later issues replace these with catalogue, cart and account data;
// the pages already read their data through loaders so the server renders it and hydration reuses it.

/** Which account page is shown. */
export type AccountSection = 'myAccount' | 'myOrders' | 'myOrder' | 'myCar';

/** Loader data of the account routes. */
export interface AccountData {
  section: AccountSection;
  orderId: string | null;
  /** Nobody can log in yet (the user module comes later). */
  loggedIn: false;
}

/** Loader data of the product routes. */
export interface ProductData {
  parentSku: string;
  slug: string;
  childSku: string | null;
}

/** Loader data of routes keyed by a slug (category, content page). */
export interface SlugData {
  slug: string;
}

/** Loader data of pages without data yet. */
export type EmptyData = Record<string, never>;

/** A loader for pages that have no data yet. */
export function emptyLoader(): EmptyData {
  return {};
}

/** The loader of one account route. */
export function accountLoader(section: AccountSection) {
  return ({ params }: RouteLoaderArgs): AccountData => ({ section, orderId: params.orderId ?? null, loggedIn: false });
}

/** The loader of the `{type}-product` routes (the URL does not tell the type; the catalogue will). */
export function productLoader({ params }: RouteLoaderArgs): ProductData {
  return { parentSku: params.parentSku ?? '', slug: params.slug ?? '', childSku: params.childSku ?? null };
}

/** The loader of routes with a `:slug` param. */
export function slugLoader({ params }: RouteLoaderArgs): SlugData {
  return { slug: params.slug ?? '' };
}

/** A CMS page as the API answers it (`/api/ext/cms-data`). */
export interface CmsPageDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  content_heading?: string;
  meta_description?: string;
}

/** Loader data of the content page route. */
export interface CmsPageData {
  slug: string;
  page: CmsPageDocument;
}

/**
 * The loader of `/i/:slug`: the view's CMS page with that identifier, read from the API; an unknown or
 * inactive page is the 404 page (status 404), any other failure is the route's error.
 */
export async function cmsPageLoader({ params, storeView, services }: RouteLoaderArgs): Promise<CmsPageData> {
  const slug = params.slug ?? '';
  try {
    const page = await cmsContent<CmsPageDocument>(services, storeView, 'cmsPage', slug);
    return { slug, page };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.code === 404 || error.code === 400)) throw data({ notFound: true }, { status: 404 });
    throw error;
  }
}
