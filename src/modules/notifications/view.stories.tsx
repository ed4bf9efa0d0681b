import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { createTestKernel } from '../../kernel/testing/test-kernel';
import { notificationsModule } from './index';
import en from './locales/en.json';

// Module views render through a kernel seeded with events, so any state can be opened by name.
async function seeded(events: EventDraft[]) {
  const kernel = await createTestKernel([notificationsModule], { events, reactors: false });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { notifications: en } }, react: { useSuspense: false } });
  return { kernel, i18n };
}

const added = (id: string, type: 'success' | 'error' | 'warning' | 'info', message: string, extra = {}): EventDraft => ({
  type: 'notifications/notificationAdded',
  data: { id, type, message, hasNoTimeout: true, timeToLive: 5000, ...extra },
});

const meta = {
  title: 'Modules/Notifications',
  render: (_args, { loaded }) => (
    <I18nextProvider i18n={loaded.i18n}>
      <KernelProvider kernel={loaded.kernel}>
        <Slot name="layout/overlay" />
      </KernelProvider>
    </I18nextProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddedToCartAndOutOfStock: Story = {
  loaders: [
    () =>
      seeded([
        added('a', 'success', 'Product has been added to the cart!'),
        added('b', 'warning', 'The product is out of stock and cannot be added to the cart!'),
      ]),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Product has been added to the cart!');
    await expect(canvas.getByRole('alert')).toHaveTextContent('out of stock');
  },
};

export const OrderQueuedWithOk: Story = {
  loaders: [() => seeded([added('q', 'error', 'The order can not be transfered because of server error. Order has been queued.', { action1: { label: 'OK' } })])],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};
