import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { createTestKernel, recordingModule } from '../../kernel/testing';
import { offlineOrdersModule } from './index';
import en from './locales/en.json';
import { OrderReminder, REMINDER_TAG, ReminderOptIn } from './reminders';

/** A stand-in of the browser's Notification API: records what is shown and what the shopper was asked. */
function fakeNotificationApi(initial: NotificationPermission, answer: NotificationPermission) {
  const shown: FakeNotification[] = [];
  const requests: number[] = [];
  class FakeNotification {
    static permission: NotificationPermission = initial;
    static requestPermission = vi.fn(async () => {
      requests.push(1);
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options: NotificationOptions,
    ) {
      shown.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requests };
}

const order = { order_id: 'web-1', products: [{ sku: 'A', qty: 1 }], addressInformation: {} } as never;

async function renderReminders() {
  const kernel = await createTestKernel([recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' }), offlineOrdersModule]);
  await kernel.dispatch({ type: 'offline-orders/queue', data: { orderId: 'web-1', order, owner: 'guest' } });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'offline-orders': en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <ReminderOptIn />
        <OrderReminder />
      </KernelProvider>
    </I18nextProvider>,
  );
  const backOnline = () => act(async () => {
    await kernel.dispatch({ type: 'offline-orders/browserOnline', data: { automatic: false } });
    await kernel.whenIdle();
  });
  return { kernel, backOnline };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('push reminder of untransmitted orders (spec section 4)', () => {
  it('asks the browser only when the shopper presses the button, then reminds when the orders wait; clicking it sends them', async () => {
    const api = fakeNotificationApi('default', 'granted');
    const { kernel, backOnline } = await renderReminders();
    const button = await screen.findByRole('button', { name: 'Allow notification about the order' });
    expect(api.requests).toEqual([]);

    await act(async () => void fireEvent.click(button));
    expect(await screen.findByText('You will receive Push notification after coming back online. You can confirm the order by clicking on it')).toBeTruthy();
    expect(api.requests).toHaveLength(1);
    expect(kernel.getProjection('offline-orders/queue').reminders).toBe('granted');
    expect(api.shown).toEqual([]);

    await backOnline();
    await vi.waitFor(() => expect(api.shown).toHaveLength(1));
    const [reminder] = api.shown;
    expect(reminder).toMatchObject({ title: 'Orders waiting to be sent', options: { body: 'You have 1 orders waiting to be sent. Send them now?', tag: REMINDER_TAG } });

    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    await act(async () => {
      reminder?.onclick?.();
      await kernel.whenIdle();
    });
    expect(reminder?.closed).toBe(true);
    expect((await kernel.log.read()).map((e) => e.type)).toContain('offline-orders/transmissionStarted');
  });

  it('never shows a notification the shopper did not ask for here, even where the browser already allows them', async () => {
    const api = fakeNotificationApi('granted', 'granted');
    const { backOnline } = await renderReminders();
    await screen.findByRole('button', { name: 'Allow notification about the order' });
    await backOnline();
    expect((await screen.findAllByRole('button')).length).toBe(1);
    expect(api.shown).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('a refusal is recorded and said; no reminder follows', async () => {
    const api = fakeNotificationApi('default', 'denied');
    const { kernel, backOnline } = await renderReminders();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Allow notification about the order' })));
    expect(await screen.findByText('Notifications are blocked in this browser. We will ask you here when you are back online.')).toBeTruthy();
    expect(kernel.getProjection('offline-orders/queue').reminders).toBe('denied');
    await backOnline();
    expect(api.shown).toEqual([]);
  });

  it('shows nothing where the browser has no Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    await renderReminders();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
