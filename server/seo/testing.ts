/** Spec helpers: parse sitemap XML strictly (a malformed document throws) and read its entries. */

interface XmlDom {
  window: { document: Document };
}
type JsdomModule = { JSDOM: new (text: string, options: { contentType: string }) => XmlDom };

/** The sitemaps.org namespace. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The namespace of `xhtml:link` alternates. */
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

// jsdom ships without type declarations; its XML mode (saxes) throws on anything not well-formed.
const JSDOM_MODULE = 'jsdom';

/** Parses `xml` as an XML document; throws when it is not well-formed. */
export async function parseXml(xml: string): Promise<Document> {
  const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_MODULE)) as JsdomModule;
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

/** One `<url>` of a urlset: its location, lastmod and alternates as hreflang → href. */
export interface ParsedUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

const childText = (parent: Element, name: string): string | null => parent.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent ?? null;

/** The entries of a parsed urlset, in document order. */
export function urlsOf(doc: Document): ParsedUrl[] {
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => {
    const alternates: Record<string, string> = {};
    for (const link of url.getElementsByTagNameNS(XHTML_NS, 'link')) {
      if (link.getAttribute('rel') === 'alternate') alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    return { loc: childText(url, 'loc') ?? '', lastmod: childText(url, 'lastmod'), alternates };
  });
}

/** The `<loc>`s of a parsed sitemap index. */
export function sitemapLocationsOf(doc: Document): string[] {
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')].map((entry) => childText(entry, 'loc') ?? '');
}
