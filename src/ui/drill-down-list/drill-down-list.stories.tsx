import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DrillDownList, type DrillDownEntry } from './drill-down-list';

const leaf = (id: string, label: string): DrillDownEntry => ({ id, label, href: `#${id}`, children: [] });
const BRAKES: DrillDownEntry = { id: 'brakes', label: 'Brakes', href: '#brakes', children: [leaf('pads', 'Brake pads'), leaf('discs', 'Brake discs')] };
const ITEMS: DrillDownEntry[] = [BRAKES, { id: 'filters', label: 'Filters', href: '#filters', children: [leaf('oil', 'Oil filters')] }, leaf('tools', 'Tools')];

const meta = {
  title: 'UI/DrillDownList',
  component: DrillDownList,
  args: { items: ITEMS, trail: [], rootTitle: 'Categories', onOpen: fn(), onBack: fn(), backLabel: 'Back', allLabel: (label: string) => `All ${label}` },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DrillDownList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopLevel: Story = {
  play: async ({ canvas, args }) => {
    const brakes = canvas.getByRole('button', { name: 'Brakes' });
    await expect(brakes.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(brakes);
    await expect(args.onOpen).toHaveBeenCalledWith('brakes');
  },
};

export const InsideACategory: Story = {
  args: { trail: [BRAKES] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Brakes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All Brakes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Back/ }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
