import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentMarks } from './payment-marks';

const meta = {
  title: 'UI/PaymentMarks',
  component: PaymentMarks,
  args: {
    label: 'Secure payment',
    marks: [
      { kind: 'bank-link', label: 'Bank link' },
      { kind: 'visa', label: 'Visa' },
      { kind: 'mastercard', label: 'Mastercard' },
      { kind: 'paypal', label: 'PayPal' },
      { kind: 'cash', label: 'Cash on delivery' },
    ],
  },
} satisfies Meta<typeof PaymentMarks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every mark the shop draws, each an image named by its method. */
export const AllMarks: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Bank link', 'Visa', 'Mastercard', 'PayPal', 'Cash on delivery']) await expect(canvas.getByRole('img', { name })).toBeVisible();
  },
};

/** A view without card payments. */
export const WithoutCards: Story = {
  args: { marks: [{ kind: 'bank-link', label: 'Pangalink' }, { kind: 'paypal', label: 'PayPal' }, { kind: 'cash', label: 'Sularaha kättesaamisel' }] },
};
