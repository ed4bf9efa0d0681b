import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DrillDownList, type DrillDownEntry } from './drill-down-list';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

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

/** The longest real strings on a 320 px phone: compound category names and Finnish's "All …". Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { rootTitle: 'Kategoriat', items: [{ id: 'seals', label: 'Bremsflüssigkeitsbehälterverschlussdeckeldichtungen', href: '#seals', children: [{ id: 'caps', label: 'Ausgleichsbehälterverschlussdeckel', href: '#caps', children: [] }] }, { id: 'chassis', label: 'Fahrwerk, Lenkung und Bremsen', href: '#chassis', children: [] }], allLabel: (label: string) => `Kaikki: ${label}`, backLabel: 'Takaisin' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Bremsflüssigkeitsbehälterverschlussdeckeldichtungen')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
