import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentMarks } from '../payment-marks/payment-marks';
import { TrustList } from './trust-list';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const items = [
  { icon: 'delivery', title: 'Delivery in 1-10 days', detail: 'DPD courier to your door, 5,00 €' },
  { icon: 'courier', title: 'Tallinn and Rae: order by 12:00, delivered today 13:00-15:00', emphasis: true },
  { icon: 'returns', title: '14-day returns', detail: 'Full refund' },
  { icon: 'support', title: 'Support Mon-Fri 9:00-17:00' },
] as const;

const meta = {
  title: 'UI/TrustList',
  component: TrustList,
  args: { label: 'Delivery and returns', items: [...items] },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}><Story /></div>],
} satisfies Meta<typeof TrustList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's courier window is still open: it is highlighted. */
export const WithTodaysCourier: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Delivery and returns' });
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByText('14-day returns')).toBeVisible();
  },
};

/** Outside Estonia (or after the cut-offs): no courier line. */
export const WithoutCourier: Story = { args: { items: items.filter((item) => item.icon !== 'courier') } };

/** With the secure payment marks underneath. */
export const WithPayments: Story = {
  args: {
    children: (
      <PaymentMarks
        label="Secure payment"
        marks={[
          { kind: 'bank-link', label: 'Bank link' },
          { kind: 'visa', label: 'Visa' },
          { kind: 'mastercard', label: 'Mastercard' },
          { kind: 'paypal', label: 'PayPal' },
          { kind: 'cash', label: 'Cash on delivery' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Secure payment' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'PayPal' })).toBeVisible();
  },
};

/** The longest real strings on a 320 px phone: Finnish's texts, the courier's detail the longest. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { label: 'Toimitus, palautukset ja asiakastuki', items: [{ icon: 'delivery', title: 'Toimitus 1-10 päivässä', detail: 'Lähetämme DPD:llä' }, { icon: 'courier', title: 'Tallinnan ja Raen lähetti, ma-pe', detail: 'Tilaa klo 12:00 mennessä – perillä 13:00-15:00, klo 15:00 mennessä – 15:30-17:00', emphasis: true }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Tilaa klo 12:00 mennessä/)).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
