import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: {
    value: 2,
    label: 'Quantity of Brake pads',
    decreaseLabel: 'Decrease quantity of Brake pads',
    increaseLabel: 'Increase quantity of Brake pads',
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const increase = canvas.getByRole('button', { name: 'Increase quantity of Brake pads' });
    const { width, height } = increase.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    increase.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Brake pads' })).toBeDisabled();
  },
};
