import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartTotals } from './cart-totals';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/CartTotals',
  component: CartTotals,
  args: {
    label: 'Order totals',
    rows: [
      { key: 'subtotal', label: 'Subtotal', value: '95,00 €' },
      { key: 'tax', label: 'Tax', value: '15,83 €' },
      { key: 'shipping', label: 'Shipping', value: '5,00 €' },
      { key: 'discount', label: 'Discount (SAVE10)', value: '-9,50 €' },
      { key: 'saved', label: 'You saved', value: '9,50 €', kind: 'saving' },
      { key: 'grand_total', label: 'Grand total', value: '90,50 €', kind: 'total' },
    ],
  },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's totals with a coupon: the spec's order, the saving in green, the grand total emphasised. */
export const WithCoupon: Story = {
  play: async ({ canvas, canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual(['Subtotal', 'Tax', 'Shipping', 'Discount (SAVE10)', 'You saved', 'Grand total']);
    await expect(canvas.getByText('90,50 €').tagName).toBe('STRONG');
  },
};

/** Offline: the local estimate with its note. */
export const Estimate: Story = {
  args: {
    rows: [
      { key: 'subtotal', label: 'Subtotal', value: '87,30 €' },
      { key: 'grand_total', label: 'Grand total', value: '87,30 €', kind: 'total' },
    ],
    note: 'Totals are an estimate until your cart is synced with the shop.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Totals are an estimate until your cart is synced with the shop.')).toBeVisible();
  },
};

/** The longest real strings on a 320 px phone: Russian's and Italian's labels, a long coupon code and five-digit sums. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { label: "Totali dell'ordine", rows: [{ key: 'subtotal', label: 'Промежуточный итог', value: '12 345,67 €' }, { key: 'discount', label: 'Скидка (WINTERTIRES-2026-SUPERSAVE)', value: '-1 234,56 €' }, { key: 'saved', label: 'Вы сэкономили', value: '1 234,56 €', kind: 'saving' }, { key: 'grand_total', label: 'Totale complessivo', value: '11 111,11 €', kind: 'total' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Скидка (WINTERTIRES-2026-SUPERSAVE)')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
