import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Slot } from '../../kernel';
import { recordingModule } from '../../kernel/testing';
import { LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { offlineOrdersModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

// The offline orders' views: beside an order kept offline on the thank-you page (`checkout/queuedOrder`), the
// opt-in to a push reminder; in `layout/overlay`, the reminder itself (it renders nothing). The browser's
// Notification API is replaced for each story by a stand-in whose permission and answer the story sets.
const locales = { et: { 'offline-orders': et }, ru: { 'offline-orders': ru }, en: { 'offline-orders': en }, fi: { 'offline-orders': fi }, it: { 'offline-orders': it } };
const order = { order_id: 'web-1', products: [{ sku: 'ATE-13.0460', qty: 1 }], addressInformation: {} } as never;

/** Replaces `Notification` with a stand-in (`null`: a browser without the API); gives back the restore. */
function notificationApi(permission: NotificationPermission | null, answer: NotificationPermission = 'granted') {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'Notification');
  class StandIn {
    static permission: NotificationPermission = permission ?? 'default';
    static requestPermission = async () => {
      StandIn.permission = answer;
      return answer;
    };
    close() {}
  }
  Object.defineProperty(globalThis, 'Notification', { configurable: true, writable: true, value: permission === null ? undefined : StandIn });
  return () => {
    if (original) Object.defineProperty(globalThis, 'Notification', original);
  };
}

async function load(reminders: NotificationPermission | null = null) {
  // The opt-in is its own chunk (React.lazy): loaded here, so the plays do not wait for the dev server to serve it.
  await import('./reminder-opt-in');
  const loaded = await loadModuleStory([recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' }), offlineOrdersModule], 'offline-orders', en);
  await loaded.kernel.dispatch({ type: 'offline-orders/queue', data: { orderId: 'web-1', order, owner: 'guest' } });
  if (reminders) await loaded.kernel.dispatch({ type: 'offline-orders/recordReminderChoice', data: { permission: reminders } });
  return { ...loaded, i18ns: await languageInstances(locales) };
}

function Views() {
  return (
    <>
      <p>You are offline. Your order has been saved and will be sent as soon as you are back online.</p>
      <Slot name="checkout/queuedOrder" props={{ orderId: 'web-1' }} />
      <Slot name="layout/overlay" />
    </>
  );
}

const meta = {
  title: 'Modules/Offline orders',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Views />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet: the button asks the browser only when pressed; the shopper allows, the page says what follows. */
export const AskForReminders: Story = {
  beforeEach: () => notificationApi('default', 'granted'),
  loaders: [() => load()],
  play: async ({ canvas, loaded }) => {
    const button = await canvas.findByRole('button', { name: 'Allow notification about the order' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('status')).toHaveTextContent('You will receive Push notification after coming back online. You can confirm the order by clicking on it');
    await expect(loaded.kernel.getProjection('offline-orders/queue').reminders).toBe('granted');
  },
};

/** The shopper refuses in the browser's prompt: the page says it will ask here instead. */
export const Refused: Story = {
  beforeEach: () => notificationApi('default', 'denied'),
  loaders: [() => load()],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Allow notification about the order' }));
    await expect(await canvas.findByText('Notifications are blocked in this browser. We will ask you here when you are back online.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Already allowed earlier (recorded in the log and granted in the browser): no button, the promise only. */
export const AlreadyOn: Story = {
  beforeEach: () => notificationApi('granted'),
  loaders: [() => load('granted')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('You will receive Push notification');
    await userEvent.tab();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A browser without the Notification API: the opt-in is not offered at all. */
export const NoNotificationApi: Story = {
  beforeEach: () => notificationApi(null),
  loaders: [() => load()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your order has been saved/)).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};

/** The five languages at phone width, blocked (the Russian and Italian texts are the longest). */
export const Languages: Story = {
  beforeEach: () => notificationApi('denied'),
  loaders: [() => load('denied')],
  render: (_args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns}>{() => <Slot name="checkout/queuedOrder" props={{ orderId: 'web-1' }} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const russian = within(canvas.getByRole('region', { name: 'ru' }));
    await expect(await russian.findByText('Уведомления в этом браузере заблокированы. Мы спросим вас здесь, когда вы снова будете в сети.')).toBeVisible();
    await userEvent.hover(russian.getByText(/заблокированы/));
  },
};
