import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { LinkHelper } from '../store-view/link';
import type { HreflangLink, PageUrls } from '../store-view/page-urls';
import type { StoreView } from '../store-view/types';

export type { HreflangLink, PageUrls } from '../store-view/page-urls';

/**
 * What a page puts into `<head>`. Every field is optional: the shell fills title and description with the
 * shop's own, and leaves out what no page set. URLs are absolute (`usePageUrls` builds them).
 */
export interface PageHead {
  /** The page's own title; the shell appends the shop name (`{title} | {shop}`). */
  title?: string;
  /** `<meta name="description">`, plain text. */
  description?: string;
  /** `<link rel="canonical">`. */
  canonical?: string;
  /** `<link rel="alternate" hreflang>`: the same page in the other views. */
  alternates?: readonly HreflangLink[];
  /** `<script type="application/ld+json">` blocks (JSON values only). */
  jsonLd?: readonly object[];
  /** `<meta name="robots">`, for example `noindex,follow`. */
  robots?: string;
}

/**
 * What a module's page needs to know about the page it renders in, without importing the app: the store
 * view, THE link helper of the view (route names and paths prefixed once), absolute URLs for the head, and
 * how to set the head (the app's hook: written into the server's <head>, applied to the document after
 * client navigations).
 */
export interface PageContextValue {
  storeView: StoreView;
  link: LinkHelper;
  urls: PageUrls;
  /** A hook (called during render) that sets the page's head. */
  useHead: (head: PageHead) => void;
}

const PageContext = createContext<PageContextValue | null>(null);

/** Provided by the app above every page. */
export function PageProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('Page hooks must be used inside <PageProvider>');
  return value;
}

/** The store view of the page. */
export function useStoreView(): StoreView {
  return usePage().storeView;
}

/** The view's link helper: `link({name: 'category', params: {slug}, query})` → '/eng/c/brakes?...'. */
export function useLink(): LinkHelper {
  return usePage().link;
}

/** The link helper when rendered inside a page, else null (overlay views also rendered alone, in tests and stories). */
export function useOptionalLink(): LinkHelper | null {
  return useContext(PageContext)?.link ?? null;
}

/** Absolute URLs of this page's view and the other views (canonical, hreflang, JSON-LD). */
export function usePageUrls(): PageUrls {
  return usePage().urls;
}

/**
 * Sets the page's head on the server and in the browser. Several components of a page may each set some
 * fields: the last one set wins, JSON-LD blocks add up; the previous page's tags go with it.
 */
export function usePageHead(head: PageHead): void {
  usePage().useHead(head);
}

/** Sets the page title (`{title} | {shop}`) on the server and in the browser. */
export function usePageTitle(title: string | undefined): void {
  usePage().useHead(title === undefined ? {} : { title });
}
