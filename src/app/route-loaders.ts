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
