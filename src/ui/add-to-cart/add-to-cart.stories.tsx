import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddToCart } from './add-to-cart';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/AddToCart',
  component: AddToCart,
  args: { quantityLabel: 'Quantity', buttonLabel: 'Add to cart', qty: 1, step: 1, onQtyChange: fn(), onAdd: fn() },
} satisfies Meta<typeof AddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(field).toHaveFocus();
    await expect(getComputedStyle(field).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  },
};

export const SetOfFour: Story = { args: { qty: 4, step: 4 } };

export const Blocked: Story = {
  args: { blockedReason: 'Choose a product for every required option.' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('Choose a product for every required option.')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  args: { quantityLabel: 'Kogus', buttonLabel: 'Lisa ostukorvi', blockedReason: 'Toode on otsas.' },
};

/** The longest real strings on a 320 px phone: Russian's quantity label and Italian's button (the longest) with a four-digit quantity. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { quantityLabel: 'Количество', buttonLabel: 'Aggiungi al carrello', qty: 1000 },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Aggiungi al carrello' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
