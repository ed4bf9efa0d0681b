import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heart, ShoppingCart } from 'lucide';
import { Button } from '../button/button';
import { HeaderCountButton } from '../header-count-button/header-count-button';
import { Icon } from '../icon/icon';
import { NavList } from '../nav-list/nav-list';
import { StoreSwitcher } from '../store-switcher/store-switcher';
import { navItems, storeViews } from '../story-fixtures';
import { SiteHeader } from './site-header';

const meta = {
  title: 'UI/SiteHeader',
  component: SiteHeader,
  args: { homeHref: '/eng/', shopName: 'Autoparts', skipLabel: 'Skip to content' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minimal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Autoparts' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Autoparts' })).toHaveAttribute('href', '/eng/');
  },
};

export const WithNavAndActions: Story = {
  args: {
    nav: <NavList label="Main" items={navItems} />,
    actions: (
      <>
        <StoreSwitcher label="Choose store" options={storeViews} />
        <Button variant="ghost">Cart (2)</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose store' })).toBeInTheDocument();
  },
};

/** A page's own skip link (the checkout's "Skip to the checkout form") comes right after "Skip to content". */
export const WithPageSkipLink: Story = {
  args: { skipLinks: <a href="#checkout-steps">Skip to the checkout form</a> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    const own = canvas.getByRole('link', { name: 'Skip to the checkout form' });
    await expect(own).toHaveFocus();
    await expect(own).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Autoparts' })).toHaveFocus();
  },
};

export const WithRowsBelow: Story = {
  args: { children: <p>Your car: VW Golf VII 1.4 TSI</p> },
  play: async ({ canvas }) => {
    // The rows below the bar (the car bar) belong to the banner landmark, not to no landmark at all.
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByText('Your car: VW Golf VII 1.4 TSI'));
  },
};

/** The shop's header: the brand bar with the store select, icons with counts, a ghost button, then the nav row. */
export const Full: Story = {
  args: {
    shopName: 'AP24 Car Parts',
    nav: <NavList label="Main" items={navItems} />,
    actions: (
      <>
        <StoreSwitcher label="Store" options={storeViews} />
        <HeaderCountButton icon={<Icon icon={Heart} />} count={3} label="Wishlist, 3 products" onClick={() => undefined} expanded={false} controls="w" phoneHidden />
        <Button variant="ghost">Sign in</Button>
        <HeaderCountButton icon={<Icon icon={ShoppingCart} />} count={2} label="Cart, 2 products" onClick={() => undefined} expanded={false} controls="c" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('link', { name: 'AP24 Car Parts' });
    // The bar is the brand green; what sits in it is white.
    await expect(getComputedStyle(bar).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Sign in' })).color).toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('button', { name: 'Cart, 2 products' }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
