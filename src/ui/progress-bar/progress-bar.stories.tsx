import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Loading page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('data-active', 'true');
    await expect(bar).not.toHaveAttribute('aria-hidden');
    const style = getComputedStyle(bar);
    // Spec: 2px, brand green, pinned to the very top.
    await expect(style.height).toBe('2px');
    await expect(style.backgroundColor).toBe('rgb(19, 91, 55)');
    await expect(style.position).toBe('fixed');
    await expect(style.top).toBe('0px');
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const bar = canvas.getByRole('progressbar', { hidden: true });
    await expect(bar).toHaveAttribute('data-active', 'false');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
  },
};
