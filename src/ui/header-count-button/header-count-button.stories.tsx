import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeftRight, Heart, ShoppingCart } from 'lucide';
import { expect, fn } from 'storybook/test';
import { HeaderCountButton } from './header-count-button';
import { Icon } from '../icon/icon';

const toggle = { icon: <Icon icon={Heart} size={24} />, count: 3, label: 'Wishlist, 3 products', onClick: fn(), expanded: false, controls: 'wishlist-drawer' };

const meta = {
  title: 'UI/HeaderCountButton',
  component: HeaderCountButton,
} satisfies Meta<typeof HeaderCountButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wishlist's: a toggle of its drawer, reached by keyboard, at least 24x24 px. */
export const DrawerToggle: Story = {
  args: toggle,
  play: async ({ canvas, userEvent, args }) => {
    // The props are a union (link or toggle); this story's args are the toggle's.
    const { onClick } = args as typeof toggle;
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Wishlist, 3 products' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).not.toBe('none');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByText('3')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(onClick).toHaveBeenCalledTimes(1);
  },
};

export const DrawerOpen: Story = { args: { ...toggle, expanded: true, count: 12, label: 'Wishlist, 12 products' } };

/** The compare list's: a link to its page. */
export const PageLink: Story = {
  args: { icon: <Icon icon={ArrowLeftRight} size={24} />, count: 0, label: 'Compare, 0 products', href: '#compare' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Compare, 0 products' });
    await expect(link).toHaveAttribute('href', '#compare');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** The cart's, with a count of two digits on the icon's corner. */
export const CartWithCount: Story = {
  args: { icon: <Icon icon={ShoppingCart} size={24} />, count: 12, label: 'Cart, 12 products', onClick: fn(), expanded: false, controls: 'microcart-drawer' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 12 products' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** On the brand-coloured header bar: icon and badge take the bar's colours. */
export const OnBrandBar: Story = {
  args: toggle,
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--ui-color-brand)', color: 'var(--ui-color-on-brand)', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
};
