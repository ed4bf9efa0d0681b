import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import type { CatalogPageData, TopPartsByCategory } from './catalog-loader';
import CatalogPage from './catalog-page';
import en from './locales/en.json';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'catalog', path: '/catalog' },
  { name: 'category', path: '/c/:slug' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
]);

const brakes = { id: 10, name: 'Brakes', slug: 'brakes', count: 953, children: [{ id: 11, name: 'Brake pads', slug: 'brake-pads', count: 447, children: [] }] };
const parts: TopPartsByCategory = { '10': [{ sku: 'BP-1', name: 'Brake pads, front — ATE', slug: 'bp-1', typeId: 'simple' }] };

async function renderPage(data: CatalogPageData) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  const router = createMemoryRouter([{ path: '/eng/catalog', element: <CatalogPage />, loader: () => data }], { initialEntries: ['/eng/catalog'] });
  render(
    <I18nextProvider i18n={i18n}>
      <PageProvider value={testPageContext(eng, link, { views: [makeTestStoreView({ storeCode: 'est', isDefault: true }), eng] })}>
        <RouterProvider router={router} />
      </PageProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Catalog' });
}

afterEach(cleanup);

describe('catalogue page', () => {
  it('shows the tree at once and a loading state for the top parts until they arrive (a browser navigation)', async () => {
    let resolve: (value: TopPartsByCategory) => void = () => {};
    await renderPage({ categories: [brakes], topParts: new Promise((done) => (resolve = done)) });
    const card = within(screen.getByRole('region', { name: 'Brakes' }));
    expect(card.getByRole('link', { name: 'Brakes' }).getAttribute('href')).toBe('/eng/c/brakes');
    expect(card.getByText('953 products')).toBeTruthy();
    expect(card.getByRole('list', { name: 'Subcategories of Brakes' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Brake pads' }).getAttribute('href')).toBe('/eng/c/brake-pads');
    const loading = card.getByRole('status');
    expect(loading.textContent).toBe('Loading top parts…');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve(parts));
    expect((await card.findByRole('link', { name: 'Brake pads, front — ATE' })).getAttribute('href')).toBe('/eng/p/BP-1/bp-1');
    expect(card.queryByRole('status')).toBeNull();
  });

  it('says so when the top parts fail to load, and keeps the categories', async () => {
    const failing = Promise.reject(new Error('offline'));
    // Handled here too, so the test runner does not count it as unhandled before the page subscribes.
    failing.catch(() => {});
    await renderPage({ categories: [brakes], topParts: failing });
    expect((await screen.findByRole('alert')).textContent).toContain('The top parts could not be loaded');
    expect(screen.getAllByRole('link', { name: 'Brakes' }).map((a) => a.getAttribute('href'))).toEqual(['#catalog-10', '/eng/c/brakes']);
  });

  it('leads to each top category from a jump list, and shows the empty state without categories', async () => {
    await renderPage({ categories: [brakes], topParts: parts });
    const jump = within(screen.getByRole('navigation', { name: 'Jump to a category' }));
    expect(jump.getByRole('link', { name: 'Brakes' }).getAttribute('href')).toBe('#catalog-10');
    expect(document.getElementById('catalog-10')).toBeTruthy();
    cleanup();
    await renderPage({ categories: [], topParts: {} });
    expect(screen.getByRole('status').textContent).toBe('The catalogue has no categories yet.');
  });
});
