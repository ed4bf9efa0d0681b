import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Server-side sink for what pages put into `<head>` while the shell renders. */
export interface HeadCollector {
  setTitle(title: string): void;
}

/** A collector for one server render; `title` holds the last page title set. */
export function createHeadCollector(): HeadCollector & { title: string | undefined } {
  const head = {
    title: undefined as string | undefined,
    setTitle(title: string) {
      head.title = title;
    },
  };
  return head;
}

/** Provided on the server only; null in the browser. */
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** `{page} | {shop}`, or the shop name alone. */
export function fullTitle(pageTitle: string | undefined, shopName: string): string {
  return pageTitle ? `${pageTitle} | ${shopName}` : shopName;
}

/**
 * Sets the document title for the page: recorded for the server-written `<head>` during SSR,
 * applied to `document.title` after client navigations.
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const collector = useContext(HeadCollectorContext);
  const { t } = useTranslation('shell');
  const title = fullTitle(pageTitle, t('meta.shopName'));
  // Render-phase write on purpose: the collector is per request and read once the shell is ready.
  collector?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
