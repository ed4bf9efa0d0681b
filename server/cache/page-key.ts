/**
 * The page cache's key (issue 18 item 14): a page's URL keeps only the query parameters some page reads, so a
 * link with tracking parameters (utm_*, fbclid, gclid, anything unknown) is answered from the same entry as the
 * plain link instead of rendering afresh. The page is also rendered from that URL, so what is stored under a key
 * never depends on a parameter the key left out.
 */

/**
 * Query parameters pages read while rendering: the search's `q` and `page`; the category listing's `sort`,
 * `page`, `pagesize`, `price` and attribute filters (catalog module, logic/filters.ts and
 * logic/listing-request.ts: FACET_ATTRIBUTES and FITMENT_FACETS); the order number of the thank-you, see-you and
 * bank-link return pages (`order`). A new parameter a page reads must be added here (page-key.spec.ts checks the
 * catalogue's lists).
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'q',
  'page',
  'pagesize',
  'sort',
  'price',
  'brand',
  'item_class',
  'item_class_2',
  'color',
  'size',
  'erin_recommends',
  'order',
]);

/**
 * The page URL with only PAGE_QUERY_PARAMS, sorted by name (values of one name keep their order), and no
 * empty query: `/c/brakes?utm_source=x&sort=price&color=4` → `/c/brakes?color=4&sort=price`.
 */
export function normalisePageUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(url.slice(at + 1));
  } catch {
    return path;
  }
  const kept = [...query].filter(([name]) => PAGE_QUERY_PARAMS.has(name));
  // A stable sort: one name's values stay in the order they came in.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}
