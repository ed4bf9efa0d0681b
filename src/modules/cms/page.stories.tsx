import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createLinkHelper } from '../../kernel/store-view';
import { LANGUAGES } from '../../kernel/store-view/types';
import { recordingModule, testStoreView } from '../../kernel/testing';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, RoutePage, type RoutedPage } from '../../kernel/testing/module-story';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import CmsPageRoute from './page';
import type { CmsPageData } from './page-loader';

// The route page of `/i/:slug` (the view it renders has its own story, view.stories.tsx): it keeps a page read
// from the API for offline use and says so when it shows the kept copy. The cms module's storage stands in as a
// recording module, so the play can see the page was kept.
const locales = { et: { cms: et }, ru: { cms: ru }, en: { cms: en }, fi: { cms: fi }, it: { cms: it } };
const link = createLinkHelper(testStoreView, [{ name: 'cms-page', path: '/i/:slug' }]);
const privacy = { id: 1, identifier: 'privacy', title: 'Privacy policy', content: '<h2>Your data</h2><p>We use your data only to fulfil your order.</p>' };

async function load() {
  const loaded = await loadModuleStory([recordingModule('cms', { 'cms/recordPage': 'cms/pageRecorded' })], 'cms', en);
  return { ...loaded, i18ns: await languageInstances(locales) };
}
const kept = async (kernel: { log: { read(): Promise<readonly { type: string }[]> } }) => (await kernel.log.read()).filter((event) => event.type === 'cms/pageRecorded').length;

const routed = (data: CmsPageData): RoutedPage => ({ path: '/i/:slug', url: `/i/${data.slug}`, data, page: <CmsPageRoute /> });

const meta = {
  title: 'Modules/CMS/Page route',
  args: { data: { slug: 'privacy', page: privacy, fromStorage: false } as CmsPageData },
  loaders: [load],
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <RoutePage {...routed(args.data)} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ data: CmsPageData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read from the API: shown and kept for offline use. */
export const FromTheApi: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await waitFor(async () => expect(await kept(loaded.kernel)).toBe(1));
    await userEvent.tab();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Offline, the kept copy: the note above the text, and nothing kept again. */
export const SavedCopy: Story = {
  args: { data: { slug: 'privacy', page: privacy, fromStorage: true } },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are offline: this is the copy saved on this device when you last opened the page.');
    await userEvent.hover(canvas.getByRole('heading', { level: 2, name: 'Your data' }));
    await expect(await kept(loaded.kernel)).toBe(0);
  },
};

/** A long title and an unbroken word in the text at phone width: they wrap. */
export const LongTexts: Story = {
  args: {
    data: {
      slug: 'terms',
      page: { id: 2, identifier: 'terms', title: 'Terms of service and conditions of sale for private and business customers', content: '<p>Kraftfahrzeugersatzteilgewährleistungsbedingungen apply to every order.</p>' },
      fromStorage: true,
    },
  },
  render: (args, { loaded: { kernel, i18n } }) => (
    <section aria-label="phone" style={{ width: LANGUAGE_FRAME_WIDTH }}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
        <RoutePage {...routed(args.data)} />
      </ModuleStoryFrame>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /private and business customers/ })).toBeVisible();
    await userEvent.hover(canvas.getByText(/Kraftfahrzeugersatzteil/));
  },
};

/** The saved-copy note in the five languages at phone width. */
export const Languages: Story = {
  args: { data: { slug: 'privacy', page: privacy, fromStorage: true } },
  render: (args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>{() => <RoutePage {...routed(args.data)} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    for (const language of LANGUAGES) await expect(await within(canvas.getByRole('region', { name: language })).findByRole('status')).not.toHaveTextContent(/^$/);
    await userEvent.hover(within(canvas.getByRole('region', { name: 'fi' })).getByRole('status'));
  },
};
