/** The XML of sitemap files (sitemaps.org 0.9 with xhtml:link hreflang alternates). */

/** Most URLs one sitemap file may list (sitemaps.org limit 50,000; the shop keeps files at 10,000). */
export const URLS_PER_SITEMAP = 10_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value escaped for XML. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** One hreflang alternate: `hreflang` is a language-region (`et-EE`) or `x-default`. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** One `<url>` entry: absolute location, optional ISO last modification time and alternates. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
  alternates: readonly Alternate[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Opening of a urlset (with the xhtml namespace of the alternates). */
export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
/** Closing of a urlset. */
export const URLSET_END = '</urlset>\n';

/** One `<url>` element. */
export function urlEntry(url: SitemapUrl): string {
  const parts = [`<url><loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
  for (const alternate of url.alternates) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
  }
  parts.push('</url>\n');
  return parts.join('');
}

/** A sitemap index listing the given sitemap file URLs. */
export function sitemapIndex(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
