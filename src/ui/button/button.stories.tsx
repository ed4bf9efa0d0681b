import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Compare' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant side by side, and the ghost on the brand bar, where it takes the bar's white. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button {...args} variant="primary">
          Add to cart
        </Button>
        <Button {...args} variant="secondary">
          Compare
        </Button>
        <Button {...args} variant="ghost">
          Cancel
        </Button>
        <Button {...args} variant="primary" disabled>
          Out of stock
        </Button>
      </div>
      <div style={{ display: 'flex', gap: 8, padding: 8, background: 'var(--ui-color-brand)', color: 'var(--ui-color-on-brand)' }}>
        <Button {...args} variant="ghost">
          Sign in
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Add to cart' });
    const onBar = canvas.getByRole('button', { name: 'Sign in' });
    // The primary is the brand fill with white text; the ghost on the bar inherits the bar's white.
    await expect(getComputedStyle(primary).backgroundColor).toBe('rgb(19, 91, 55)');
    await expect(getComputedStyle(primary).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(onBar).color).toBe('rgb(255, 255, 255)');
  },
};

/** The longest real strings on a 320 px phone: Russian's way home, the longest button text of the shop's error pages. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { children: 'Вернуться на главную страницу' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Вернуться на главную страницу' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
