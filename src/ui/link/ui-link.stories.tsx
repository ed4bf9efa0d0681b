import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiLink, UiLinkProvider } from './ui-link';
import type { UiLinkProps } from './ui-link';

// Stands in for the app's router link: same props, marks itself so the story can tell it was used.
function RouterLikeLink(props: UiLinkProps) {
  return <a {...props} data-router-link="true" />;
}

const meta = {
  title: 'UI/UiLink',
  component: UiLink,
  args: { href: '/eng/c/brake-pads', children: 'Brake pads' },
} satisfies Meta<typeof UiLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Brake pads' });
    await expect(link).toHaveAttribute('href', '/eng/c/brake-pads');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

export const ThroughProvider: Story = {
  decorators: [(Story) => <UiLinkProvider component={RouterLikeLink}><Story /></UiLinkProvider>],
  args: { className: 'custom' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Brake pads' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('href', '/eng/c/brake-pads');
    await expect(link).toHaveClass('custom');
  },
};
