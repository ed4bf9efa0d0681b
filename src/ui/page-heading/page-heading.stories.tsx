import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
