import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProvider, type PageHead } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { testViewList, testViews } from '../../kernel/store-view/test-views';
import { testPageContext } from '../../kernel/testing/page-context';
import { CategoryHead } from './category-head';
import type { CategoryData } from './category-loader';
import en from './locales/en.json';
import { ProductHead } from './product-head';
import type { ProductDoc } from './product-loader';

const { eng } = testViews;
const link = createLinkHelper(eng, [
  { name: 'home', path: '/' },
  { name: 'category', path: '/c/:slug' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'configurable-product', path: '/p/:parentSku/:slug/:childSku' },
]);

afterEach(cleanup);

/** Renders `ui` in the eng test view and answers the head it set. */
async function headOf(ui: ReactNode): Promise<PageHead> {
  const useHead = vi.fn<(head: PageHead) => void>();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <PageProvider value={testPageContext(eng, link, { views: testViewList, useHead })}>{ui}</PageProvider>
    </I18nextProvider>,
  );
  return useHead.mock.lastCall?.[0] ?? {};
}

const product = {
  id: 1, sku: 'WB', type_id: 'configurable', name: 'Wiper blade', slug: 'wiper-blade', brand: 'Bosch', image: '/w/b.jpg',
  media_gallery: [{ image: '/w/b.jpg' }, { image: '/w/b-2.jpg' }], ean: '4006633000017', description: '<p>Quiet  blade</p>',
} as ProductDoc;
const crumbs = [{ label: 'Home', href: '/eng' }, { label: 'Wiper blade' }];

describe('ProductHead', () => {
  it('sets title, description, the canonical without the variant and hreflang for the languages that have the product', async () => {
    const head = await headOf(<ProductHead product={product} price={14.88} stock="ok" breadcrumbs={crumbs} slugs={{ et: 'klaasipuhasti' }} />);
    expect(head.title).toBe('Wiper blade');
    expect(head.description).toBe('Quiet blade');
    expect(head.canonical).toBe('http://localhost/eng/p/WB/wiper-blade/WB');
    expect(head.alternates).toEqual([
      { hreflang: 'et-EE', href: 'http://localhost/p/WB/klaasipuhasti/WB' },
      { hreflang: 'en-GB', href: 'http://localhost/eng/p/WB/wiper-blade/WB' },
      // `de` is another English view in the kernel's test views: it shares the English slug.
      { hreflang: 'en-GB', href: 'http://localhost/de/p/WB/wiper-blade/WB' },
      { hreflang: 'x-default', href: 'http://localhost/p/WB/klaasipuhasti/WB' },
    ]);
  });

  it('puts the shown price, stock, images and breadcrumbs into JSON-LD', async () => {
    const head = await headOf(<ProductHead product={{ ...product, short_description: 'Short' }} price={14.88} stock="out_of_stock" breadcrumbs={crumbs} />);
    expect(head.description).toBe('Short');
    const [ld, trail] = head.jsonLd ?? [];
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'WB',
      gtin13: '4006633000017',
      image: ['http://localhost/img/600/744/resize/w/b.jpg', 'http://localhost/img/600/744/resize/w/b-2.jpg'],
      offers: { price: '14.88', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock', url: 'http://localhost/eng/p/WB/wiper-blade/WB' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, item: 'http://localhost/eng' }, { position: 2, name: 'Wiper blade' }] });
    // Without the other languages' slugs only the English views are listed (no x-default: the default view is Estonian).
    expect(head.alternates?.map((a) => a.hreflang)).toEqual(['en-GB', 'en-GB']);
  });
});

const category = (query: CategoryData['query'], page = 1): CategoryData => ({
  category: { id: 10, name: 'Brakes', slug: 'brakes' },
  trail: [],
  products: [{ id: 1, sku: 'BP-1', name: 'Brake pads', slug: 'pads', typeId: 'simple', brand: null, image: null, final: 1, original: 1, special: false, stock: 'ok' }],
  total: 51,
  page,
  pages: 2,
  sort: 'updated_at:desc',
  query,
  filters: {},
  slugs: {},
  narrowedTo: null,
  listingFailed: false,
});

describe('CategoryHead', () => {
  it('keeps the page in the canonical and links the category in the other views', async () => {
    const head = await headOf(<CategoryHead data={category({ page: '2' }, 2)} breadcrumbs={[{ label: 'Home', href: '/eng' }, { label: 'Brakes' }]} slugs={{ fi: 'jarrut' }} />);
    expect(head.title).toBe('Brakes');
    expect(head.description).toBe('Brakes: 51 products. Brake pads');
    expect(head.canonical).toBe('http://localhost/eng/c/brakes?page=2');
    expect(head.robots).toBeUndefined();
    expect(head.alternates).toContainEqual({ hreflang: 'fi-FI', href: 'http://fi.localhost/c/jarrut?page=2' });
  });

  it('makes a filtered listing noindex,follow without hreflang, canonical to the plain listing', async () => {
    const head = await headOf(<CategoryHead data={category({ brand: 'TRW' })} breadcrumbs={[]} slugs={{ fi: 'jarrut' }} />);
    expect(head.robots).toBe('noindex,follow');
    expect(head.canonical).toBe('http://localhost/eng/c/brakes');
    expect(head.alternates).toEqual([]);
  });
});
