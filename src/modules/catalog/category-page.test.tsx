import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import type { CategoryData } from './category-loader';
import CategoryPage from './category-page';
import en from './locales/en.json';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'home', path: '/' },
  { name: 'category', path: '/c/:slug' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
]);

const brakes = (overrides: Partial<CategoryData>): CategoryData => ({
  category: { id: 10, name: 'Brakes', slug: 'brakes' },
  trail: [],
  products: [],
  total: 0,
  page: 1,
  pages: 1,
  sort: 'updated_at:desc',
  query: {},
  filters: {},
  slugs: {},
  narrowedTo: null,
  listingFailed: false,
  ...overrides,
});

/**
 * The category page with a stand-in notifications module; resolves with the notices it asked for. `later` answers
 * every navigation after the first page (the first always answers `data`).
 */
async function renderPage(data: CategoryData, later: () => CategoryData | Promise<CategoryData> = () => data) {
  const kernel = await createTestKernel([recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' })], { storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  let loads = 0;
  const router = createMemoryRouter([{ path: '/eng/c/:slug', element: <CategoryPage />, loader: () => (loads++ === 0 ? data : later()) }], { initialEntries: ['/eng/c/brakes'] });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link, { views: [makeTestStoreView({ storeCode: 'est', isDefault: true }), eng] })}>
          <RouterProvider router={router} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Brakes' });
  await kernel.whenIdle();
  const notices = async () => (await kernel.log.read()).filter((e) => e.type === 'notifications/notificationAdded').map((e) => e.data);
  return Object.assign(notices, { router });
}

const warning = { type: 'warning', message: 'No products synchronized for this category. Please come back while online!', ns: 'catalog', action1: { label: 'OK' } };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('category page: products not synchronised (spec section 8)', () => {
  it('warns with OK when the product list could not be loaded', async () => {
    const notices = await renderPage(brakes({ listingFailed: true }));
    await vi.waitFor(async () => expect(await notices()).toEqual([warning]));
  });

  it('warns with OK when the list is empty while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const notices = await renderPage(brakes({}));
    await vi.waitFor(async () => expect(await notices()).toEqual([warning]));
  });

  it('online, an empty list only says no products were found', async () => {
    const notices = await renderPage(brakes({}));
    expect(screen.getByRole('status').textContent).toBe('No products found. Try removing a filter.');
    expect(await notices()).toEqual([]);
  });
});

describe('category page: choices made faster than pages load', () => {
  it('a second filter chosen before the first one’s page has loaded keeps the first', async () => {
    const data = brakes({
      total: 2,
      filters: {
        brand: [{ id: '7', label: 'ATE', type: 'brand', count: 1 }, { id: '8', label: 'Bosch', type: 'brand', count: 1 }],
        color: [{ id: '49', label: 'Black', type: 'color', count: 2 }],
      },
    });
    // Every page after the first stays loading, as on a slow phone.
    const { router } = await renderPage(data, () => new Promise<never>(() => {}));
    const pendingQuery = () => new URLSearchParams(router.state.navigation.location?.search ?? '');

    screen.getAllByRole('checkbox', { name: /ATE/ })[0]!.click();
    await vi.waitFor(() => expect(pendingQuery().getAll('brand')).toEqual(['7']));
    screen.getAllByRole('checkbox', { name: /Black/ })[0]!.click();
    await vi.waitFor(() => expect(pendingQuery().getAll('color')).toEqual(['49']));
    expect(pendingQuery().getAll('brand')).toEqual(['7']);
  });
});
