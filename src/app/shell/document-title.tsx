import { createContext, useContext, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHead } from '../../kernel/react/page';
import { HEAD_MARK, headTags, mergeHeads } from './head-tags';

/** Sink for what the components of a page put into `<head>`, by component (a `useId` key). */
export interface HeadCollector {
  set(key: string, head: PageHead): void;
}

/** A collector for one server render; `head()` merges what the page's components set, in render order. */
export function createHeadCollector(): HeadCollector & { head(): PageHead } {
  const heads = new Map<string, PageHead>();
  return {
    set(key, head) {
      heads.set(key, head);
    },
    head: () => mergeHeads(heads.values()),
  };
}

/** Provided on the server only; null in the browser. */
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** `{page} | {shop}`, or the shop name alone. */
export function fullTitle(pageTitle: string | undefined, shopName: string): string {
  return pageTitle ? `${pageTitle} | ${shopName}` : shopName;
}

/** The shop's own title and description, used where no page set them. */
export interface HeadDefaults {
  title: string;
  description: string;
}

/**
 * The browser's head: the heads of the mounted components, merged and written into the document on every
 * change. The page-owned tags (HEAD_MARK, the server's included) are replaced as a whole, so nothing of the
 * previous page stays behind.
 */
function createDomHead(doc: Document) {
  const heads = new Map<string, PageHead>();
  let defaults: HeadDefaults = { title: doc.title, description: '' };
  const sync = () => {
    const merged = mergeHeads(heads.values());
    doc.title = merged.title ?? defaults.title;
    for (const old of doc.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
    for (const tag of headTags({ ...merged, description: merged.description ?? defaults.description })) {
      const element = doc.createElement(tag.name);
      for (const [name, value] of tag.attributes) element.setAttribute(name, value);
      if (tag.json) element.textContent = JSON.stringify(tag.json);
      doc.head.append(element);
    }
  };
  return {
    set(key: string, head: PageHead, shop: HeadDefaults) {
      defaults = shop;
      heads.set(key, head);
      sync();
    },
    remove(key: string) {
      heads.delete(key);
      sync();
    },
  };
}

const domHeads = new WeakMap<Document, ReturnType<typeof createDomHead>>();

/** The one DOM head of a document. */
function domHeadOf(doc: Document): ReturnType<typeof createDomHead> {
  let head = domHeads.get(doc);
  if (!head) domHeads.set(doc, (head = createDomHead(doc)));
  return head;
}

/**
 * Sets the page's head (PageHead, title without the shop name): recorded for the server-written `<head>`
 * during SSR, applied to the document after client navigations and removed when the component unmounts.
 */
export function useDocumentHead(head: PageHead): void {
  const collector = useContext(HeadCollectorContext);
  const key = useId();
  const { t } = useTranslation('shell');
  const shopName = t('meta.shopName');
  const full: PageHead = head.title === undefined ? head : { ...head, title: fullTitle(head.title, shopName) };
  // Render-phase write on purpose: the collector is per request and read once the shell is ready.
  collector?.set(key, full);
  // The head is a fresh object every render; its JSON says whether anything changed.
  const json = JSON.stringify(full);
  const description = t('meta.description');
  useEffect(() => {
    const dom = domHeadOf(document);
    dom.set(key, JSON.parse(json) as PageHead, { title: shopName, description });
    return () => dom.remove(key);
  }, [key, json, shopName, description]);
}

/** Sets the document title (`{page} | {shop}`, or the shop name alone). */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useDocumentHead(pageTitle === undefined ? {} : { title: pageTitle });
}
