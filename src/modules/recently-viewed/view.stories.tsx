import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { createTestKernel } from '../../kernel/testing/test-kernel';
import { recentlyViewedModule } from './index';
import en from './locales/en.json';
import { summary } from './test-products';

const link = createLinkHelper(testStoreView, [{ name: 'simple-product', path: '/p/:parentSku/:slug' }]);

async function seeded(events: EventDraft[]) {
  const kernel = await createTestKernel([recentlyViewedModule], { events });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'recently-viewed': en } }, react: { useSuspense: false } });
  return { kernel, i18n };
}

const visited = (sku: string, name: string): EventDraft => ({ type: 'recently-viewed/visited', data: { product: summary(sku, { name }) } });

const meta = {
  title: 'Modules/RecentlyViewed',
  render: (_args, { loaded }) => (
    <I18nextProvider i18n={loaded.i18n}>
      <KernelProvider kernel={loaded.kernel}>
        <PageProvider value={testPageContext(testStoreView, link)}>
          <Slot name="product/sections" props={{ product: summary('P1') }} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the page of P1, after viewing two other parts: those two, newest first, as links. */
export const TwoOtherProducts: Story = {
  loaders: [() => seeded([visited('P2', 'Oil filter MANN HU 7020 z'), visited('P3', 'Brake pads ATE 13.0460-7184.2')])],
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Recently viewed' });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual(['Brake pads ATE 13.0460-7184.2', 'Oil filter MANN HU 7020 z']);
    await expect(links[0]).toHaveAttribute('href', '/p/P3/p3');
  },
};

/** The first product viewed: nothing else to show. */
export const OnlyThisProduct: Story = {
  loaders: [() => seeded([])],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
