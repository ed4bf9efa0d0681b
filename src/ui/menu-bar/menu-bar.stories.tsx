import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MenuBar, type MenuBarEntry, type MenuBarProps } from './menu-bar';

const leaf = (id: string, label: string): MenuBarEntry => ({ id, label, href: `#${id}`, children: [] });
const ITEMS: MenuBarEntry[] = [
  { id: 'brakes', label: 'Brakes', href: '#brakes', children: [leaf('pads', 'Brake pads'), leaf('discs', 'Brake discs'), leaf('calipers', 'Brake calipers')] },
  { id: 'filters', label: 'Filters', href: '#filters', children: [leaf('oil', 'Oil filters'), leaf('air', 'Air filters')] },
  { id: 'engine', label: 'Engine', href: '#engine', children: [{ ...leaf('belts', 'Belts'), children: [leaf('timing', 'Timing belts')] }] },
  leaf('tools', 'Tools'),
];

/** Keeps the open entry in state, as the app keeps it in ui-state. */
function Stateful(args: MenuBarProps) {
  const [openId, setOpenId] = useState(args.openId);
  return (
    <MenuBar
      {...args}
      openId={openId}
      onOpen={(id) => {
        args.onOpen(id);
        setOpenId(id);
      }}
      onClose={() => {
        args.onClose();
        setOpenId(null);
      }}
    />
  );
}

const meta = {
  title: 'UI/MenuBar',
  component: MenuBar,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Categories', items: ITEMS, openId: null, onOpen: fn(), onClose: fn(), submenuLabel: (name: string) => `${name}: subcategories` },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Brakes: subcategories' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('brakes');
    await expect(canvas.getByRole('link', { name: 'Brake pads' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
  },
};

export const SubmenuOpen: Story = {
  args: { openId: 'engine' },
  play: async ({ canvas }) => {
    const submenu = canvas.getByRole('link', { name: 'Belts' }).closest('ul') as HTMLElement;
    await expect(getComputedStyle(submenu).position).toBe('absolute');
    await expect(canvas.getByRole('link', { name: 'Timing belts' })).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: 'Filters' }));
    await expect(canvas.getByRole('link', { name: 'Oil filters' })).toBeVisible();
  },
};
