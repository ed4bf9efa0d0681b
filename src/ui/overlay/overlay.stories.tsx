import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Overlay } from './overlay';

const meta = {
  title: 'UI/Overlay',
  component: Overlay,
  args: { active: true, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, args }) => {
    const backdrop = canvas.getByTestId('overlay');
    await expect(getComputedStyle(backdrop).position).toBe('fixed');
    await userEvent.click(backdrop);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByTestId('overlay')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
