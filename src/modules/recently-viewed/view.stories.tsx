import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { Slot } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { recentlyViewedModule } from './index';
import en from './locales/en.json';
import { testProductSummary as summary } from '../../kernel/testing';

const link = createLinkHelper(testStoreView, [{ name: 'simple-product', path: '/p/:parentSku/:slug' }]);

const seeded = (events: EventDraft[]) => loadModuleStory([recentlyViewedModule], 'recently-viewed', en, { events });

const visited = (sku: string, name: string): EventDraft => ({ type: 'recently-viewed/visited', data: { product: summary(sku, { name }) } });

const meta = {
  title: 'Modules/RecentlyViewed',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <Slot name="product/sections" props={{ product: summary('P1') }} />
    </ModuleStoryFrame>
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

/** My Account's section: every part viewed, newest first. */
export const InMyAccount: Story = {
  loaders: [() => seeded([visited('P2', 'Oil filter MANN HU 7020 z'), visited('P3', 'Brake pads ATE 13.0460-7184.2')])],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <Slot name="account/sections" props={{ customer: { id: 1, email: 'kadri@example.com', firstname: 'Kadri', lastname: 'Tamm', groupId: 0 } }} />
    </ModuleStoryFrame>
  ),
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual(['Brake pads ATE 13.0460-7184.2', 'Oil filter MANN HU 7020 z']);
  },
};
