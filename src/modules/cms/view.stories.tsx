import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import en from './locales/en.json';
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
