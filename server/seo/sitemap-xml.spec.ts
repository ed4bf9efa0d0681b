import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndex, URLSET_END, URLSET_START, urlEntry } from './sitemap-xml';
import { parseXml, sitemapLocationsOf, urlsOf } from './testing';

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes url entries that parse back to the same values', async () => {
    const xml = URLSET_START +
      urlEntry({ loc: 'http://localhost/p/A&B/x<y>', lastmod: '2026-06-01T12:00:00.000Z', alternates: [{ hreflang: 'et-EE', href: 'http://localhost/p/"q"' }, { hreflang: 'x-default', href: 'http://localhost/' }] }) +
      urlEntry({ loc: 'http://localhost/', alternates: [] }) +
      URLSET_END;
    expect(urlsOf(await parseXml(xml))).toEqual([
      { loc: 'http://localhost/p/A&B/x<y>', lastmod: '2026-06-01T12:00:00.000Z', alternates: { 'et-EE': 'http://localhost/p/"q"', 'x-default': 'http://localhost/' } },
      { loc: 'http://localhost/', lastmod: null, alternates: {} },
    ]);
  });

  it('writes a sitemap index', async () => {
    const doc = await parseXml(sitemapIndex(['http://localhost/sitemap-est-1.xml', 'http://localhost/sitemap-a&b-1.xml']));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(sitemapLocationsOf(doc)).toEqual(['http://localhost/sitemap-est-1.xml', 'http://localhost/sitemap-a&b-1.xml']);
  });

  it('the strict parser refuses malformed XML', async () => {
    await expect(parseXml('<urlset><url></urlset>')).rejects.toThrow();
  });
});
