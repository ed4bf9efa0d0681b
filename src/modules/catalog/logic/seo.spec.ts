import { describe, expect, it } from 'vitest';
import { testViewList, testViews } from '../../../kernel/store-view/test-views';
import { breadcrumbJsonLd, categoryDescription, listingRobots, metaDescription, productJsonLd, slugIn, slugSourceViews } from './seo';

const { est, eng, rus, de, fin, ita } = testViews;

describe('metaDescription', () => {
  it('drops tags and collapses whitespace', () => {
    expect(metaDescription('<p>Front  pads</p>\n<p>for VW</p>')).toBe('Front pads for VW');
  });

  it('gives undefined for empty text, so the shop\'s description stays', () => {
    expect(metaDescription('')).toBeUndefined();
    expect(metaDescription('  <br> ')).toBeUndefined();
    expect(metaDescription(null)).toBeUndefined();
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = `${'word '.repeat(40)}end`;
    const cut = metaDescription(text)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(metaDescription('alpha beta, gamma', 13)).toBe('alpha beta…');
  });

  it('cuts a single long word hard', () => {
    expect(metaDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('slugSourceViews and slugIn', () => {
  it('asks one listed view per other language', () => {
    const views = testViewList.map((view) => (view === rus ? { ...view, listed: false } : view));
    expect(slugSourceViews(views, eng).map((v) => v.storeCode)).toEqual(['est', 'fin', 'ita']);
    expect(slugSourceViews(testViewList, est).map((v) => v.storeCode)).toEqual(['eng', 'rus', 'fin', 'ita']);
  });

  it('uses the page\'s own slug for views of its language and the looked-up slug for the others', () => {
    const page = { language: eng.language, slug: 'brakes' };
    expect(slugIn(de, page, { et: 'pidurid' })).toBe('brakes');
    expect(slugIn(est, page, { et: 'pidurid' })).toBe('pidurid');
    expect(slugIn(fin, page, { et: 'pidurid' })).toBeNull();
    expect(slugIn(ita, page, undefined)).toBeNull();
  });
});

describe('listingRobots', () => {
  it('indexes plain pages and their page links', () => {
    expect(listingRobots({})).toBeUndefined();
    expect(listingRobots({ page: '3' })).toBeUndefined();
  });

  it('keeps filtered and re-sorted listings out of the index, links followed', () => {
    expect(listingRobots({ brand: 'TRW' })).toBe('noindex,follow');
    expect(listingRobots({ sort: 'final_price', page: '2' })).toBe('noindex,follow');
    expect(listingRobots({ color: ['23', '33'] })).toBe('noindex,follow');
    expect(listingRobots({ brand: [] })).toBeUndefined();
  });
});

describe('categoryDescription', () => {
  it('names the category, its count and the first products', () => {
    expect(categoryDescription('Brakes', '2 products', ['Brake pads', 'Brake disc'])).toBe('Brakes: 2 products. Brake pads, Brake disc');
    expect(categoryDescription('Brakes', '0 products', [])).toBe('Brakes: 0 products');
  });
});

describe('JSON-LD', () => {
  it('lists the breadcrumb trail with positions from 1, the last without a URL', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'http://localhost/eng' }, { name: 'Pads' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/eng' },
        { '@type': 'ListItem', position: 2, name: 'Pads' },
      ],
    });
  });

  it('describes a product with its offer', () => {
    const facts = { name: 'Pads', sku: 'BP-1', ean: '4006633000017', brand: 'ATE', images: ['http://localhost/img/a.jpg'], description: 'Front', url: 'http://localhost/eng/p/BP-1/pads', price: 37.2, currency: 'EUR', inStock: true };
    expect(productJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pads',
      sku: 'BP-1',
      gtin13: '4006633000017',
      brand: { '@type': 'Brand', name: 'ATE' },
      image: ['http://localhost/img/a.jpg'],
      description: 'Front',
      offers: { '@type': 'Offer', url: 'http://localhost/eng/p/BP-1/pads', price: '37.20', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
  });

  it('leaves out what a product lacks and says OutOfStock', () => {
    const ld = productJsonLd({ name: 'Disc', sku: 'BP-2', ean: '123', brand: null, images: [], url: 'http://localhost/p/BP-2/disc', price: 62, currency: 'EUR', inStock: false }) as Record<string, unknown>;
    expect(Object.keys(ld)).toEqual(['@context', '@type', 'name', 'sku', 'offers']);
    expect(ld.offers).toMatchObject({ price: '62.00', availability: 'https://schema.org/OutOfStock' });
  });
});
