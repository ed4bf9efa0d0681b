import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { LinkHelper } from '../store-view/link';
import type { StoreView } from '../store-view/types';

/**
 * What a module's page needs to know about the page it renders in, without importing the app: the store
 * view, THE link helper of the view (route names and paths prefixed once), and how to set the page title
 * (the app's hook: written into the server's <head>, applied to document.title after navigations).
 */
export interface PageContextValue {
  storeView: StoreView;
  link: LinkHelper;
  /** A hook (called during render) that sets the page title. */
  useTitle: (title: string | undefined) => void;
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

/** Sets the page title (`{title} | {shop}`) on the server and in the browser. */
export function usePageTitle(title: string | undefined): void {
  usePage().useTitle(title);
}
