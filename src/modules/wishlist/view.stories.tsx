import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { createTestKernel } from '../../kernel/testing/test-kernel';
import { wishlistModule } from './index';
import en from './locales/en.json';
import { summary } from './test-products';
import { notificationsStub, uiStateStub } from './test-stubs';

const link = createLinkHelper(testStoreView, [{ name: 'simple-product', path: '/p/:parentSku/:slug' }]);

async function seeded(events: EventDraft[]) {
  const kernel = await createTestKernel([notificationsStub, uiStateStub, wishlistModule], { events });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { wishlist: en } }, react: { useSuspense: false } });
  return { kernel, i18n };
}

const saved = (sku: string, name: string, price: number): EventDraft => ({ type: 'wishlist/itemAdded', data: { item: { ...summary(sku, { name, price }), qty: 1 } } });

const meta = {
  title: 'Modules/Wishlist',
  render: (_args, { loaded }) => (
    <I18nextProvider i18n={loaded.i18n}>
      <KernelProvider kernel={loaded.kernel}>
        <PageProvider value={testPageContext(testStoreView, link)}>
          <Slot name="layout/headerActions" />
          <Slot name="product/actions" props={{ product: summary('P1', { name: 'Brake pads ATE 13.0460-7184.2' }) }} />
          <Slot name="layout/overlay" />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved parts: the header button opens the drawer with both; the product's own button is not pressed. */
export const TwoSavedParts: Story = {
  loaders: [() => seeded([saved('P2', 'Oil filter MANN HU 7020 z', 11.9), saved('P3', 'Wiper blade Bosch 600 mm', 14.5)])],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(await canvas.findByRole('button', { name: 'Wishlist, 2 products' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Wishlist' });
    await expect(drawer).toHaveFocus();
    await expect(within(drawer).getAllByRole('link').map((a) => a.textContent)).toEqual(['Oil filter MANN HU 7020 z', 'Wiper blade Bosch 600 mm']);
  },
};

/** Nothing saved yet: the drawer says so. */
export const Empty: Story = {
  loaders: [() => seeded([])],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Wishlist, 0 products' }));
    await expect(await canvas.findByText('Your wishlist is empty.')).toBeVisible();
  },
};
