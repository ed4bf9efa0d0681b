import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDraft } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { recentlyViewedModule } from './index';
import et from './locales/et.json';
import { testProductSummary as summary } from '../../kernel/testing';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'configurable-product', path: '/p/:parentSku/:slug/:childSku' },
]);

async function renderSection(productSku: string, events: EventDraft[] = []) {
  const kernel = await createTestKernel([recentlyViewedModule], { events, storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'et', resources: { et: { 'recently-viewed': et } }, react: { useSuspense: false } });
  const ui = (sku: string) => (
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link)}>
          <Slot name="product/sections" props={{ product: summary(sku) }} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>
  );
  const view = render(ui(productSku));
  await act(() => kernel.whenIdle());
  return { kernel, rerender: async (sku: string) => {
    view.rerender(ui(sku));
    await act(() => kernel.whenIdle());
  } };
}

afterEach(cleanup);

describe('recently viewed on the product page', () => {
  it('records the visit and shows nothing while the product is the only one viewed', async () => {
    const { kernel } = await renderSection('P1');
    expect(kernel.getProjection('recently-viewed/products').items.map((item) => item.sku)).toEqual(['P1']);
    expect(screen.queryByRole('heading', { name: 'Viimati vaadatud' })).toBeNull();
  });

  it('lists the other products, newest first, as links in the view', async () => {
    const seeded: EventDraft[] = [
      { type: 'recently-viewed/visited', data: { product: summary('P1') } },
      { type: 'recently-viewed/visited', data: { product: summary('P2', { typeId: 'configurable', childSku: 'P2-RED' }) } },
    ];
    const { rerender } = await renderSection('P1', seeded);
    expect(screen.getByRole('heading', { level: 2, name: 'Viimati vaadatud' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Part P2', '/eng/p/P2/p2/P2-RED']]);

    // A client-side navigation to another product records that visit too.
    await rerender('P3');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Part P1', 'Part P2']);
  });
});

describe('recently viewed in My Account', () => {
  async function renderAccount(events: EventDraft[]) {
    const kernel = await createTestKernel([recentlyViewedModule], { events, storeView: eng });
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'et', resources: { et: { 'recently-viewed': et } }, react: { useSuspense: false } });
    render(
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <PageProvider value={testPageContext(eng, link)}>
            <Slot name="account/sections" props={{ customer: { id: 1, email: 'kadri@example.com', firstname: 'Kadri', lastname: 'Tamm', groupId: 0 } }} />
          </PageProvider>
        </KernelProvider>
      </I18nextProvider>,
    );
    await act(() => kernel.whenIdle());
  }

  it('lists every product viewed, newest first, as links in the view', async () => {
    await renderAccount([
      { type: 'recently-viewed/visited', data: { product: summary('P1') } },
      { type: 'recently-viewed/visited', data: { product: summary('P2', { typeId: 'configurable', childSku: 'P2-RED' }) } },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Viimati vaadatud' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Part P2', '/eng/p/P2/p2/P2-RED'],
      ['Part P1', '/eng/p/P1/p1'],
    ]);
  });

  it('says so when nothing was viewed yet', async () => {
    await renderAccount([]);
    expect(screen.getByText('Sa ei ole veel ühtegi toodet vaadanud.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
