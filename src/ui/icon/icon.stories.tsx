import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeftRight, Car, Check, ChevronDown, Globe, Heart, Menu, Search, ShoppingCart, User, X } from 'lucide';
import { expect } from 'storybook/test';
import { Icon } from './icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { icon: ShoppingCart, size: 24 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon: an inline SVG in the text colour, hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg?.getBoundingClientRect().width).toBe(24);
  },
};

export const Small: Story = { args: { icon: Check, size: 16 } };

/** The set the shop uses, on white and on the brand bar (they take the colour of the text around them). */
export const TheSet: Story = {
  render: () => {
    const icons = [ShoppingCart, Heart, ArrowLeftRight, Search, Menu, X, User, Car, Check, ChevronDown, Globe];
    const row = icons.map((icon, index) => <Icon key={index} icon={icon} />);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <div style={{ display: 'flex', gap: 12, padding: 8 }}>{row}</div>
        <div style={{ display: 'flex', gap: 12, padding: 8, background: 'var(--ui-color-brand)', color: 'var(--ui-color-on-brand)' }}>{row}</div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(22);
  },
};
