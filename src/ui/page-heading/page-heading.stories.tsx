import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';
import { PageHeading } from './page-heading';

const meta = {
  title: 'UI/PageHeading',
  component: PageHeading,
  args: { title: 'Brake pads' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brake pads' })).toBeInTheDocument();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};

export const WithLead: Story = {
  args: { lead: 'Front and rear pads for passenger cars and vans.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Front and rear pads for passenger cars and vans.')).toBeInTheDocument();
  },
};

/** A German-style compound category name and the longest lead on a 320 px phone: both break inside the page. */
export const LongTexts: Story = {
  args: { title: 'Bremsflüssigkeitsbehälterverschlussdeckeldichtungen', lead: 'Etu- ja takajarrupalat henkilö- ja pakettiautoihin, alkuperäisvalmistajan laatua.' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bremsflüssigkeitsbehälterverschlussdeckeldichtungen');
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
