/**
 * The page head server-rendered for search engines (issue 5 "SEO", ADR 0014): canonical, hreflang links to
 * the same item in the other listed views, JSON-LD Product and BreadcrumbList, robots of filtered listings,
 * descriptions; on the fixture catalogue (products and categories in English and Estonian only).
 */
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from './api/catalog';
import { cmsRoutes } from './api/cms';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages } from './testing';

/** The head of a page: its tags as attribute maps, its JSON-LD blocks parsed. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1], (m[2] ?? '').replace(/&#38;/g, '&')]));
  const tags = (name: string) => [...head.matchAll(new RegExp(`<${name}\\s[^>]*>`, 'g'))].map((m) => attributes(m[0]));
  const links = tags('link');
  return {
    title: /<title>(.*?)<\/title>/.exec(head)?.[1],
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
    meta: (name: string) => tags('meta').filter((m) => m.name === name).map((m) => m.content),
    jsonLd: [...head.matchAll(/<script\b(?=[^>]*\btype="application\/ld\+json")(?=[^>]*\bdata-page-head\b)[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>),
  };
}

forEachDatabase('page head (SEO)', ({ db }) => {
  const pages = useRenderedPages(db, [catalogRoutes, cmsRoutes], FIXTURE_NOW);
  const page = async (url: string, host = 'localhost') => {
    const { status, html } = await pages.page(url, host);
    expect(status).toBe(200);
    return headOf(html);
  };

  describe('product page', () => {
    it('has its canonical, hreflang links to the product in the views of its languages, and a description', async () => {
      const head = await page('/eng/p/BP-1/brake-pads-front-ate-1?utm_source=mail');
      expect(head.title).toBe('Brake pads, front — ATE | AP24 Car Parts');
      expect(head.canonical).toEqual(['http://localhost/eng/p/BP-1/brake-pads-front-ate-1']);
      expect(head.meta('description')).toEqual(['Front']);
      expect(head.alternates).toEqual([
        ['et-EE', 'http://localhost/p/BP-1/piduriklotsid-ees-ate-1'],
        ['en-GB', 'http://localhost/eng/p/BP-1/brake-pads-front-ate-1'],
        ['en-IE', 'http://localhost/ap24_italy_en/p/BP-1/brake-pads-front-ate-1'],
        ['x-default', 'http://localhost/p/BP-1/piduriklotsid-ees-ate-1'],
      ]);
    });

    it('speaks the page\'s language and keeps the request\'s host and port', async () => {
      const head = await page('/p/BP-1/piduriklotsid-ees-ate-1', 'localhost:8080');
      expect(head.canonical).toEqual(['http://localhost:8080/p/BP-1/piduriklotsid-ees-ate-1']);
      expect(head.meta('description')).toEqual(['Esiklotsid']);
      expect(head.alternates.map(([lang]) => lang)).toEqual(['et-EE', 'en-GB', 'en-IE', 'x-default']);
    });

    it('describes the product in JSON-LD with its offer and breadcrumbs', async () => {
      const head = await page('/eng/p/BP-1/brake-pads-front-ate-1');
      const product = head.jsonLd.find((block) => block['@type'] === 'Product');
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Brake pads, front — ATE',
        sku: 'BP-1',
        gtin13: '4006633000017',
        brand: { '@type': 'Brand', name: 'ATE' },
        image: ['http://localhost/img/600/744/resize/a/t/bp-1.jpg', 'http://localhost/img/600/744/resize/a/t/bp-1-back.jpg'],
        // 30 + 24 % VAT: the special price inside its window, as the page shows it.
        offers: { '@type': 'Offer', price: '37.20', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'http://localhost/eng/p/BP-1/brake-pads-front-ate-1' },
      });
      const crumbs = head.jsonLd.find((block) => block['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement).toContainEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/eng' });
    });

    it('says OutOfStock for a product out of stock, and a configurable\'s canonical leaves out the variant', async () => {
      const disc = await page('/eng/p/BP-2/brake-disc-trw-2');
      expect(disc.jsonLd.find((block) => block['@type'] === 'Product')?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
      // Only English: hreflang to the two English views and no x-default (the default view lacks it).
      expect(disc.alternates.map(([lang]) => lang)).toEqual(['en-GB', 'en-IE']);
      const wiper = await page('/eng/p/WB/wiper-blade-bosch-3/WB-450');
      expect(wiper.canonical).toEqual(['http://localhost/eng/p/WB/wiper-blade-bosch-3/WB']);
      expect(wiper.jsonLd.find((block) => block['@type'] === 'Product')?.offers).toMatchObject({ price: '14.88' });
    });
  });

  describe('category page', () => {
    it('has its canonical, hreflang to the category in the other views, BreadcrumbList and a description', async () => {
      const head = await page('/eng/c/brake-pads');
      expect(head.canonical).toEqual(['http://localhost/eng/c/brake-pads']);
      expect(head.alternates).toEqual([
        ['et-EE', 'http://localhost/c/piduriklotsid'],
        ['en-GB', 'http://localhost/eng/c/brake-pads'],
        ['en-IE', 'http://localhost/ap24_italy_en/c/brake-pads'],
        ['x-default', 'http://localhost/c/piduriklotsid'],
      ]);
      expect(head.meta('description')).toEqual(['Brake pads: 1 product. Brake pads, front — ATE']);
      expect(head.meta('robots')).toEqual([]);
      expect(head.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/eng' },
            { '@type': 'ListItem', position: 2, name: 'Brakes', item: 'http://localhost/eng/c/brakes' },
            { '@type': 'ListItem', position: 3, name: 'Brake pads' },
          ],
        },
      ]);
    });

    it('keeps page links indexable with their page in the canonical', async () => {
      const head = await page('/eng/c/brakes?page=2');
      expect(head.canonical).toEqual(['http://localhost/eng/c/brakes?page=2']);
      expect(head.alternates[0]).toEqual(['et-EE', 'http://localhost/c/pidurid?page=2']);
      expect(head.meta('robots')).toEqual([]);
    });

    it('keeps filtered and sorted listings out of the index, canonical to the plain listing', async () => {
      const head = await page('/eng/c/brakes?brand=TRW&sort=final_price');
      expect(head.meta('robots')).toEqual(['noindex,follow']);
      expect(head.canonical).toEqual(['http://localhost/eng/c/brakes']);
      expect(head.alternates).toEqual([]);
    });
  });

  describe('content page', () => {
    it('has its canonical and the shop\'s description when it has none of its own', async () => {
      const head = await page('/eng/i/privacy');
      expect(head.title).toBe('Privacy policy | AP24 Car Parts');
      expect(head.canonical).toEqual(['http://localhost/eng/i/privacy']);
      expect(head.meta('description')).toEqual(['Car spare parts and accessories with fast delivery']);
    });
  });
}, FIXTURE_DATABASE);
