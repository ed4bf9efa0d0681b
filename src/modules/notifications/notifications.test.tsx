import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider, Slot } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { notificationsModule } from './index';
import et from './locales/et.json';

async function setup() {
  const kernel = await createTestKernel([notificationsModule]);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'et',
    resources: { et: { notifications: et, cart: { 'Product has been added to the cart!': 'Toode on lisatud ostukorvi!' } } },
    react: { useSuspense: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <Slot name="layout/overlay" />
      </KernelProvider>
    </I18nextProvider>,
  );
  return kernel;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications in the overlay slot', () => {
  it('shows a translated success as a status and an error as an alert, in the view language', async () => {
    const kernel = await setup();
    await act(() => kernel.dispatch({ type: 'notifications/notify', data: { type: 'success', message: 'Product has been added to the cart!', ns: 'cart' } }));
    await act(() => kernel.dispatch({ type: 'notifications/notify', data: { type: 'error', message: 'Error while adding products.' } }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Toode on lisatud ostukorvi!'));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Error while adding products.'));
    expect(screen.getAllByRole('button', { name: 'Sulge' })).toHaveLength(2);
  });

  it('goes away after 5000 ms, unless it has no timeout', async () => {
    vi.useFakeTimers();
    const kernel = await setup();
    await act(() => kernel.dispatch({ type: 'notifications/notify', data: { type: 'info', message: 'short' } }));
    await act(() => kernel.dispatch({ type: 'notifications/notify', data: { type: 'warning', message: 'sticky', hasNoTimeout: true } }));
    await act(async () => vi.advanceTimersByTime(4999));
    expect(kernel.getProjection('notifications/list').items.map((n) => n.message)).toEqual(['short', 'sticky']);
    await act(async () => vi.advanceTimersByTime(1));
    await act(() => kernel.whenIdle());
    expect(kernel.getProjection('notifications/list').items.map((n) => n.message)).toEqual(['sticky']);
    const log = await kernel.log.read();
    const short = log.find((e) => e.type === 'notifications/notificationAdded' && e.data.message === 'short');
    const expired = log.find((e) => e.type === 'notifications/notificationDismissed');
    expect(expired?.data).toEqual({ id: (short?.data as { id: string }).id, reason: 'expired' });
  });

  it('the close button dismisses; the action button runs its command', async () => {
    const kernel = await setup();
    const retry = { type: 'notifications/notify' as const, data: { type: 'info' as const, message: 'retried' } };
    await act(() => kernel.dispatch({ type: 'notifications/notify', data: { type: 'error', message: 'failed', action1: { label: 'Retry', command: retry } } }));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await act(() => kernel.whenIdle());
    expect(kernel.getProjection('notifications/list').items.map((n) => n.message)).toEqual(['retried']);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Sulge' })));
    await act(() => kernel.whenIdle());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a notice whose action is a link', () => {
  it("links to the view's route and goes away when followed; outside a page, or to a route the view lacks, it only closes", async () => {
    const kernel = await createTestKernel([notificationsModule]);
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { notifications: {} } }, react: { useSuspense: false } });
    const storeView = makeTestStoreView({ storeCode: 'eng', isDefault: false });
    const link = (to: { name: string; query?: Record<string, string> } | string) => {
      if (typeof to === 'string' || to.name !== 'order-status') throw new Error('Link to unknown route');
      return `/eng/order-status?order=${to.query?.order ?? ''}`;
    };
    render(
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <PageProvider value={testPageContext(storeView, link as never)}>
            <Slot name="layout/overlay" />
          </PageProvider>
        </KernelProvider>
      </I18nextProvider>,
    );
    await act(() => kernel.dispatch({ type: 'notifications/notify', data: { type: 'success', message: 'Sent.', hasNoTimeout: true, action1: { label: 'Status', link: { name: 'order-status', query: { order: '42' } } } } }));
    await act(() => kernel.dispatch({ type: 'notifications/notify', data: { type: 'info', message: 'Elsewhere.', action1: { label: 'Nowhere', link: { name: 'no-such-route' } } } }));
    const status = screen.getByRole('link', { name: 'Status' });
    expect(status.getAttribute('href')).toBe('/eng/order-status?order=42');
    expect(screen.queryByRole('link', { name: 'Nowhere' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nowhere' })).toBeTruthy();
    status.addEventListener('click', (event) => event.preventDefault());
    await act(() => userEvent.click(status));
    await act(() => kernel.whenIdle());
    expect(kernel.getProjection('notifications/list').items.map((n) => n.message)).toEqual(['Elsewhere.']);
  });
});

describe('notifications and hydration', () => {
  it('renders none on the server (and so in the first, hydrating render) even when one is already raised', async () => {
    const { renderToString } = await import('react-dom/server');
    const kernel = await createTestKernel([notificationsModule]);
    await kernel.dispatch({ type: 'notifications/notify', data: { type: 'error', message: 'Error while adding products.' } });
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { notifications: {} } }, react: { useSuspense: false } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <Slot name="layout/overlay" />
        </KernelProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('data-count="0"');
    expect(html).not.toContain('Error while adding products.');
    // Once hydrated (a client render), it shows.
    render(
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <Slot name="layout/overlay" />
        </KernelProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Error while adding products.'));
  });
});
