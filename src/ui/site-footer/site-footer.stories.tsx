import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerLinks, shopPromises } from '../story-fixtures';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'UI/SiteFooter',
  component: SiteFooter,
  args: { title: 'Customer service', links: footerLinks, promises: shopPromises },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Customer service' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(footerLinks.length);
    await expect(canvas.getByText('Returns within 14 days')).toBeInTheDocument();
  },
};

export const WithoutPromises: Story = { args: { promises: [] } };
