import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CouponField } from './coupon-field';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/CouponField',
  component: CouponField,
  args: {
    labels: { field: 'Discount code', apply: 'Apply', remove: 'Remove', removeCode: 'Remove discount code SAVE10' },
    applied: null,
    onApply: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a code and pressing Enter applies it (trimmed). */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Discount code'), ' save10 {Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('save10');
  },
};

/** The shop refused the code: the message is tied to the input. */
export const Refused: Story = {
  args: { error: "You've entered an incorrect coupon code. Please try again." },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Discount code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription("You've entered an incorrect coupon code. Please try again.");
  },
};

/** While the shop is asked, Apply is disabled. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
  args: { pending: true },
};

/** An applied code with its discount and Remove. */
export const Applied: Story = {
  args: { applied: { code: 'SAVE10', discount: '-9,50 €' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('SAVE10')).toBeVisible();
    await expect(canvas.getByText('-9,50 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove discount code SAVE10' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** The longest real strings on a 320 px phone: Italian's and Russian's labels, a long applied code and Russian's refusal. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { labels: { field: 'Codice sconto', apply: 'Применить', remove: 'Удалить', removeCode: 'Удалить код скидки WINTERTIRES-2026-SUPERSAVE' }, applied: { code: 'WINTERTIRES-2026-SUPERSAVE', discount: '-1 234,56 €' }, error: 'Вы ввели неверный код купона. Пожалуйста, попробуйте снова.' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('WINTERTIRES-2026-SUPERSAVE')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
