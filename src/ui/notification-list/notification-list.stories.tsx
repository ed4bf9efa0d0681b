import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';
import { NotificationList } from './notification-list';
import type { NotificationItem } from './notification-list';

const oneOfEach: NotificationItem[] = [
  { id: 'n1', type: 'success', message: 'Product has been added to the cart!' },
  { id: 'n2', type: 'error', message: 'Something went wrong!', actionLabel: 'Retry' },
  { id: 'n3', type: 'warning', message: 'Only 2 items left in stock.' },
  { id: 'n4', type: 'info', message: 'You are offline. Your cart is saved on this device.', actionLabel: 'OK' },
];

const meta = {
  title: 'UI/NotificationList',
  component: NotificationList,
  args: { items: oneOfEach, closeLabel: 'Close', onDismiss: fn(), onAction: fn() },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneOfEachType: Story = {
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    const statuses = canvas.getAllByRole('status');
    await expect(alerts.map((el) => el.textContent)).toEqual([
      expect.stringContaining('Something went wrong!'),
      expect.stringContaining('Only 2 items left in stock.'),
    ]);
    await expect(statuses).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Close' })).toHaveLength(4);
  },
};

export const DismissCallsOnDismiss: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [error] = canvas.getAllByRole('alert');
    await expect(error).toHaveTextContent('Something went wrong!');
    await userEvent.click(within(error as HTMLElement).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('n2');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const ActionCallsOnAction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onAction).toHaveBeenCalledWith('n2');
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const WithoutActions: Story = {
  args: { items: [{ id: 'only', type: 'info', message: 'Newsletter subscription confirmed.' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Newsletter subscription confirmed.');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const Empty: Story = { args: { items: [] } };

/** An action that leads somewhere (an offline order's way back to it): a link, which also reports the action. */
export const ActionAsLink: Story = {
  args: { items: [{ id: 'sent', type: 'success', message: 'Your order 000000042 has been sent.', actionLabel: 'Check the status of your order', actionHref: '/eng/order-status?order=000000042' }] },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Check the status of your order' });
    await expect(link).toHaveAttribute('href', '/eng/order-status?order=000000042');
    // The link's label goes under the message rather than squeezing it to nothing (it once was 0 px wide).
    const message = canvas.getByText('Your order 000000042 has been sent.');
    await expect(message).toBeVisible();
    await expect(message.getBoundingClientRect().width).toBeGreaterThan(150);
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect(args.onAction).toHaveBeenCalledWith('sent');
  },
};

/** The longest real messages on a 320 px phone: the cart's Russian pre-reservation note, a server's raw error with long tokens, Finnish action. */
export const LongTexts: Story = {
  args: {
    items: [
      { id: 'l1', type: 'warning', message: 'Система не уверена в количестве товара на складе (нестабильно). Товар добавлен в корзину для предварительного резервирования.' },
      { id: 'l2', type: 'error', message: 'SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; query was: UPDATE `cataloginventory_stock_item`', actionLabel: 'Yritä uudelleen' },
    ],
    closeLabel: 'Sulje',
  },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    const notes = canvas.getAllByRole('alert');
    await expect(notes).toHaveLength(2);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
    for (const note of notes) await expect(overflowing(note)).toEqual([]);
  },
};
