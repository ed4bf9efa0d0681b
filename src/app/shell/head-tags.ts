/**
 * The `<head>` tags of a page, described once for both writers: the server's HTML (html-document.ts) and
 * the browser's DOM after client navigations (document-title.tsx). Each carries HEAD_MARK, so the browser
 * can replace the previous page's tags, the server-written ones included.
 */
import type { PageHead } from '../../kernel/react/page';

/** The attribute every page-owned head tag carries. */
export const HEAD_MARK = 'data-page-head';

/** One head tag: element name, attributes in order, and for JSON-LD scripts the JSON value. */
export interface HeadTag {
  name: 'meta' | 'link' | 'script';
  attributes: [string, string][];
  json?: object;
}

/**
 * The heads several components of a page set, merged in order: a later field wins, JSON-LD blocks add up.
 * Fields left undefined do not erase an earlier value.
 */
export function mergeHeads(heads: Iterable<PageHead>): PageHead {
  const merged: Record<string, unknown> = {};
  const jsonLd: object[] = [];
  for (const { jsonLd: blocks, ...fields } of heads) {
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) merged[key] = value;
    if (blocks) jsonLd.push(...blocks);
  }
  return { ...(merged as PageHead), ...(jsonLd.length ? { jsonLd } : {}) };
}

/** The tags of a head besides `<title>`: description, robots, canonical, hreflang alternates, JSON-LD. */
export function headTags(head: PageHead): HeadTag[] {
  const tags: HeadTag[] = [];
  const mark: [string, string] = [HEAD_MARK, ''];
  if (head.description !== undefined) tags.push({ name: 'meta', attributes: [['name', 'description'], ['content', head.description], mark] });
  if (head.robots) tags.push({ name: 'meta', attributes: [['name', 'robots'], ['content', head.robots], mark] });
  if (head.canonical) tags.push({ name: 'link', attributes: [['rel', 'canonical'], ['href', head.canonical], mark] });
  for (const alternate of head.alternates ?? []) {
    tags.push({ name: 'link', attributes: [['rel', 'alternate'], ['hreflang', alternate.hreflang], ['href', alternate.href], mark] });
  }
  for (const json of head.jsonLd ?? []) tags.push({ name: 'script', attributes: [['type', 'application/ld+json'], mark], json });
  return tags;
}
