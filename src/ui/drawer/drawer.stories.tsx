import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Drawer } from './drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { open: true, title: 'Wishlist', closeLabel: 'Close', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    children: (
      <p>
        <a href="#first">First link</a> <a href="#second">Second link</a>
      </p>
    ),
  },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Wishlist' });
    await expect(dialog).toHaveFocus();
    await expect(getComputedStyle(dialog).position).toBe('fixed');
    const close = canvas.getByRole('button', { name: 'Close' });
    const box = close.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const FromTheStart: Story = {
  args: { side: 'start', title: 'Menu' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Menu' });
    await expect(getComputedStyle(dialog).left).toBe('0px');
    // Narrower than the page, so a strip of the overlay stays visible to tap.
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(document.documentElement.clientWidth);
  },
};
