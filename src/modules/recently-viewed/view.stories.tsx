import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { Slot } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { recentlyViewedModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
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

const locales = { et, ru, en, fi, it };
const longNames = [visited('P2', 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2'), visited('P3', 'Kraftstoffförderpumpenrelaisschaltkreisunterbrecher')];

/** Long part names (one a 50-letter compound) on a 320 px phone: the links wrap inside the section. */
export const LongTextsOnAPhone: Story = {
  loaders: [() => seeded(longNames)],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Kraftstoffförderpumpenrelaisschaltkreisunterbrecher' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: each section's heading in its language. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded(longNames)), i18ns: await languageInstances(namespaceLocales('recently-viewed', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => <Slot name="product/sections" props={{ product: summary('P1') }} />}
    </LanguageFrames>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      await expect(await frame.findByRole('navigation', { name: locales[language].heading })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
