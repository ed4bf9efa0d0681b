import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inPhone, languageColumns, overflowing, phone, phoneRoot, STORY_LANGUAGES } from '../../ui/story-phone';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { CmsPageView } from './view';

const privacy = {
  id: 1,
  identifier: 'privacy',
  title: 'Privacy policy',
  content: '<h2>Your data</h2><p>We use your data only to fulfil your order and to serve you.</p>',
};

const meta = {
  title: 'Modules/CMS/Content page',
  component: CmsPageView,
  args: { page: privacy },
} satisfies Meta<typeof CmsPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page read from the content store: its heading and its HTML. */
export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Your data');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The copy kept on the device, opened offline: it says so above the text. */
export const SavedCopyOffline: Story = {
  args: { savedCopyNote: en.savedCopy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline: this is the copy saved on this device');
    await expect(canvas.getByText('We use your data only to fulfil your order and to serve you.')).toBeVisible();
  },
};

/** A page with its own content heading shows that instead of its title. */
export const ContentHeading: Story = {
  args: { page: { ...privacy, content_heading: 'How we keep your data' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('How we keep your data');
  },
};

const locales = { et, ru, en, fi, it };

/** A long title, a long word and a long link in the page's HTML on a 320 px phone: they wrap inside the page. */
export const LongTextsOnAPhone: Story = {
  args: {
    page: {
      ...privacy,
      title: 'Allgemeine Geschäftsbedingungen und Widerrufsbelehrung für Fahrzeugersatzteilbestellungen',
      content:
        '<h2>Datenschutzgrundverordnungsauskunftsersuchen</h2><p>Write to https://www.autoparts24.example/customer-service/privacy-requests?topic=data-export&language=de for a copy.</p>',
    },
    savedCopyNote: fi.savedCopy,
  },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Allgemeine/);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The offline note in the five languages, side by side (the page's own text comes from the shop in its language). */
export const Languages: Story = {
  render: (args) => languageColumns((language) => <CmsPageView {...args} savedCopyNote={locales[language].savedCopy} />),
  play: async ({ canvasElement }) => {
    for (const language of STORY_LANGUAGES) {
      const frame = within(within(canvasElement).getByRole('region', { name: language }));
      await expect(frame.getByRole('status')).toHaveTextContent(locales[language].savedCopy);
    }
  },
};
