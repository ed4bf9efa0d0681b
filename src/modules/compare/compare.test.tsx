import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDraft, Kernel } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import ComparePage from './compare-page';
import { COMPARE_LIMIT } from './decider';
import { compareModule } from './index';
import en from './locales/en.json';
import type { ComparableAttribute } from './logic';
import { CompareMirror } from './mirror';
import { COMPARE_TEXTS } from './reactors';
import { testProductSummary as summary } from '../../kernel/testing';
import { notificationsStub, userStub } from './test-stubs';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'home', path: '/' },
  { name: 'compare', path: '/compare' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
]);
const added = (sku: string, extra = {}): EventDraft => ({ type: 'compare/itemAdded', data: { item: summary(sku, extra) } });
const notified = async (kernel: Kernel) =>
  (await kernel.log.read()).filter((e) => e.type === 'notifications/notificationAdded').map((e) => (e.data as { message: string }).message);

async function setUp(events: EventDraft[] = []) {
  const kernel = await createTestKernel([notificationsStub, compareModule, userStub], { events, storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { compare: en } }, react: { useSuspense: false } });
  const wrap = (children: React.ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link)}>{children}</PageProvider>
      </KernelProvider>
    </I18nextProvider>
  );
  return { kernel, wrap };
}

afterEach(cleanup);

describe('compare buttons and header link', () => {
  it('toggles a product, counts it in the header and tells the shopper', async () => {
    const { kernel, wrap } = await setUp();
    render(wrap(<>
      <Slot name="layout/headerActions" />
      <Slot name="product/actions" props={{ product: summary('P1') }} />
    </>));
    const button = screen.getByRole('button', { name: 'Add to compare' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(button);
      await kernel.whenIdle();
    });
    expect(screen.getByRole('button', { name: 'Remove from compare' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Compare, 1 product' }).getAttribute('href')).toBe('/eng/compare');
    expect(await notified(kernel)).toEqual([COMPARE_TEXTS.added]);
    expect((await kernel.container.get<CompareMirror>(CompareMirror).read()).map((item) => item.sku)).toEqual(['P1']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove from compare' }));
      await kernel.whenIdle();
    });
    expect(screen.getByRole('link', { name: 'Compare, 0 products' })).toBeTruthy();
    expect(await notified(kernel)).toEqual([COMPARE_TEXTS.added, COMPARE_TEXTS.removed]);
  });

  it(`warns instead of adding a product beyond ${COMPARE_LIMIT}`, async () => {
    const { kernel, wrap } = await setUp(['A', 'B', 'C', 'D'].map((sku) => added(sku)));
    render(wrap(<Slot name="product/actions" props={{ product: summary('E') }} />));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
      await kernel.whenIdle();
    });
    expect(kernel.getProjection('compare/items').items).toHaveLength(COMPARE_LIMIT);
    expect(await notified(kernel)).toEqual([COMPARE_TEXTS.full]);
  });

  it('is cleared, storage included, when the user logs out', async () => {
    const { kernel } = await setUp([added('A')]);
    await kernel.dispatch({ type: 'user/logout', data: {} } as never);
    await kernel.whenIdle();
    expect(kernel.getProjection('compare/items').items).toEqual([]);
    expect(await kernel.container.get<CompareMirror>(CompareMirror).read()).toEqual([]);
  });
});

describe('the compare page', () => {
  const attributes: ComparableAttribute[] = [
    { code: 'item_class_2', label: 'Fitting position', options: { 1: 'Front axle', 2: 'Rear axle' } },
    { code: 'color', label: 'Colour', options: { 49: 'Black' } },
  ];

  async function renderPage(events: EventDraft[]) {
    const { kernel, wrap } = await setUp(events);
    const requests: string[] = [];
    kernel.container.bind<ApiFetch>(ApiFetchToken).toConstantValue(async (path) => {
      requests.push(decodeURIComponent(path));
      const hits = [{ _source: { sku: 'A', item_class_2: 1 } }, { _source: { sku: 'B', item_class_2: 2 } }];
      return new Response(JSON.stringify({ hits: { total: { value: 2 }, hits } }), { headers: { 'content-type': 'application/json' } });
    });
    const router = createMemoryRouter([{ path: '/eng/compare', element: <ComparePage />, loader: () => ({ attributes }), HydrateFallback: () => null }], {
      initialEntries: ['/eng/compare'],
    });
    render(wrap(<RouterProvider router={router} />));
    return { kernel, requests };
  }

  it('shows the products side by side with price, stock, brand and the attributes they have', async () => {
    const { kernel, requests } = await renderPage([added('A', { brand: 'Bosch', price: 37.2 }), added('B', { brand: 'TRW', stock: 'out_of_stock' })]);
    // The labels arrive with the attribute answer; a loaded machine (the whole suite on two cores) can take over a second.
    expect(await screen.findByRole('cell', { name: 'Rear axle' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Compare Products' });
    const row = (label: string) => within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(row('Price')).toEqual(['37.20 €', '10.00 €']);
    expect(row('Availability')).toEqual(['In stock', 'Out of stock']);
    expect(row('Brand')).toEqual(['Bosch', 'TRW']);
    expect(row('Fitting position')).toEqual(['Front axle', 'Rear axle']);
    expect(within(table).queryByRole('rowheader', { name: 'Colour' })).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('/product/_search');
    expect(requests[0]).toContain('"sku":["A","B"]');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Part A from comparison' }));
      await kernel.whenIdle();
    });
    expect(screen.getAllByRole('columnheader').map((h) => within(h).getByRole('link').textContent)).toEqual(['Part B']);
  });

  it('shows the empty state without compared products', async () => {
    await renderPage([]);
    expect(await screen.findByText('You have no items to compare.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
