import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { navItems } from '../story-fixtures';
import { NavList } from './nav-list';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/NavList',
  component: NavList,
  args: { label: 'Main', items: navItems },
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCurrentPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Brakes' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Filters' })).not.toHaveAttribute('aria-current');
  },
};

export const NoCurrentPage: Story = {
  args: { items: navItems.map((item) => ({ ...item, current: false })) },
};

/** The longest real strings on a 320 px phone: compound category names. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { items: [{ href: '/c/seals', label: 'Bremsflüssigkeitsbehälterverschlussdeckeldichtungen', current: true }, { href: '/c/chassis', label: 'Fahrwerk, Lenkung und Bremsen' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Bremsflüssigkeitsbehälterverschlussdeckeldichtungen' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
