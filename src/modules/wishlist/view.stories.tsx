import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { Slot } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { wishlistModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { testProductSummary as summary } from '../../kernel/testing';
import { notificationsStub, uiStateStub } from './test-stubs';

const link = createLinkHelper(testStoreView, [{ name: 'simple-product', path: '/p/:parentSku/:slug' }]);

const seeded = (events: EventDraft[]) => loadModuleStory([notificationsStub, uiStateStub, wishlistModule], 'wishlist', en, { events });

const saved = (sku: string, name: string, price: number): EventDraft => ({ type: 'wishlist/itemAdded', data: { item: { ...summary(sku, { name, price }), qty: 1 } } });

const meta = {
  title: 'Modules/Wishlist',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <Slot name="layout/headerActions" />
      <Slot name="product/actions" props={{ product: summary('P1', { name: 'Brake pads ATE 13.0460-7184.2' }) }} />
      <Slot name="layout/overlay" />
    </ModuleStoryFrame>
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

/** The five languages side by side: header button and the product's button; adding in Finnish counts everywhere. */
export const Languages: Story = {
  loaders: [
    async () => ({
      ...(await seeded([saved('P2', 'Oil filter MANN HU 7020 z', 11.9)])),
      i18ns: await languageInstances({ et: { wishlist: et }, ru: { wishlist: ru }, en: { wishlist: en }, fi: { wishlist: fi }, it: { wishlist: it } }),
    }),
  ],
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => (
        <>
          <Slot name="layout/headerActions" />
          <Slot name="product/actions" props={{ product: summary('P1', { name: 'Brake pads ATE 13.0460-7184.2' }) }} />
        </>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvas }) => {
    const finnish = within(canvas.getByRole('region', { name: 'fi' }));
    await userEvent.click(finnish.getByRole('button', { name: 'Lisää toivelistaan' }));
    await expect(await finnish.findByRole('button', { name: 'Toivelista, 2 tuotetta' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'fi' })).getByRole('button', { name: 'Poista toivelistalta' })).toHaveAttribute('aria-pressed', 'true');
  },
};
