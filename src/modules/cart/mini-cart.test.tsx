import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDraft } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import type { ModuleDefinition } from '../../kernel/module';
import { cartSyncFixture, cartViewsModule, serverTotalsWithCoupon, totalsShown } from './cart-page.fixtures';
import en from './locales/en.json';
import { lineAdded, testLine } from './test-lines';
import { uiStateStub } from './test-ui-state';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'checkout', path: '/checkout' },
]);

const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/** The mini cart over a cart without the sync slice's totals, unless `modules` add the totals fixture. */
async function renderMiniCart(events: EventDraft[] = [], modules: ModuleDefinition[] = [notifications, uiStateStub, cartViewsModule]) {
  const kernel = await createTestKernel(modules, { events, storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { cart: en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link)}>
          <Slot name="layout/headerActions" />
          <Slot name="layout/overlay" />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  const click = async (element: HTMLElement) =>
    act(async () => {
      fireEvent.click(element);
      await kernel.whenIdle();
    });
  return { kernel, click };
}

const brakePads = testLine('L1', 'BP', { name: 'Brake pads', slug: 'brake-pads', price: 37.2, qty: 2, image: '/b/bp.jpg' });
const wiper = testLine('L2', 'WB', { name: 'Wiper blade', slug: 'wiper-blade', price: 12.9 });

afterEach(cleanup);

describe('mini cart', () => {
  it('counts the sum of quantities and opens and closes the drawer through ui-state', async () => {
    const { kernel, click } = await renderMiniCart([lineAdded(brakePads), lineAdded(wiper)]);
    const button = screen.getByRole('button', { name: 'Shopping cart, 3 products' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(kernel.getProjection('ui-state/flags')).toMatchObject({ open: { microcart: true }, overlay: true });
    // The drawer's chunk loads at its first opening (ADR 0075).
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(button.getAttribute('aria-controls')).toBe(drawer.id);

    await click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    await click(screen.getByRole('button', { name: 'Shopping cart, 3 products' }));
    await click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close shopping cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kernel.getProjection('ui-state/flags').overlay).toBe(false);
  });

  it('shows each line with thumbnail, link, unit price, line total, and the local subtotal and checkout link', async () => {
    const { click } = await renderMiniCart([lineAdded(brakePads), lineAdded(wiper)]);
    await click(screen.getByRole('button', { name: /Shopping cart/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Brake pads' }).getAttribute('href')).toBe('/eng/p/BP/brake-pads');
    expect(drawer.querySelector('img')?.getAttribute('src')).toBe('/img/150/150/resize/b/bp.jpg');
    expect(drawer.querySelector('img')?.getAttribute('srcset')).toBe('/img/150/150/resize/b/bp.jpg 1x, /img/300/300/resize/b/bp.jpg 2x');
    expect(within(drawer).getByText('Price: 37.20 €')).toBeTruthy();
    expect(within(drawer).getByText('Total: 74.40 €')).toBeTruthy();
    expect(within(drawer).getByText('Subtotal (incl. VAT)').nextElementSibling?.textContent).toBe('87.30 €');
    expect(within(drawer).getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/eng/checkout');
    expect(within(drawer).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/eng/cart');
  });

  it('shows the cart totals rows instead of the local subtotal once the cart has them', async () => {
    const totals = totalsShown({ source: 'server', rows: serverTotalsWithCoupon, coupon: { code: 'SAVE10', discount: 9.5 } });
    const { click } = await renderMiniCart([lineAdded(brakePads), lineAdded(wiper), totals], [notifications, uiStateStub, cartViewsModule, cartSyncFixture]);
    await click(screen.getByRole('button', { name: /Shopping cart/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByText('Subtotal (incl. VAT)')).toBeNull();
    const totalsList = within(drawer).getByLabelText('Order totals');
    expect([...totalsList.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Subtotal', 'Tax', 'Shipping', 'Discount', 'You saved', 'Grand total']);
    expect(within(drawer).getByText('90.50 €').tagName).toBe('STRONG');
    expect(within(drawer).queryByText('Totals are an estimate until your cart is synced with the shop.')).toBeNull();
  });

  it('dispatches cart/updateQuantity from the stepper', async () => {
    const { kernel, click } = await renderMiniCart([lineAdded(brakePads)]);
    await click(screen.getByRole('button', { name: /Shopping cart/ }));
    await click(screen.getByRole('button', { name: 'Increase quantity of Brake pads' }));
    expect(kernel.getProjection('cart/lines').items[0]?.qty).toBe(3);
    expect(screen.getByRole('button', { name: 'Shopping cart, 3 products' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Decrease quantity of Brake pads' }));
    expect(kernel.getProjection('cart/lines').items[0]?.qty).toBe(2);
    expect(screen.getByText('Total: 74.40 €')).toBeTruthy();
  });

  it('asks before removing: No keeps the line, Yes removes it and leaves the empty state', async () => {
    const { kernel, click } = await renderMiniCart([lineAdded(brakePads)]);
    await click(screen.getByRole('button', { name: /Shopping cart/ }));
    const drawer = await screen.findByRole('dialog');
    await click(within(drawer).getByRole('button', { name: 'Remove Brake pads from cart' }));
    expect((await kernel.log.read()).map((e) => e.type)).toContain('cart/removalRequested');
    const question = within(drawer).getByRole('group', { name: 'Remove this product?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'No' }));

    await click(within(question).getByRole('button', { name: 'No' }));
    expect(within(drawer).queryByRole('group', { name: 'Remove this product?' })).toBeNull();
    expect(kernel.getProjection('cart/lines').items).toHaveLength(1);

    await click(within(drawer).getByRole('button', { name: 'Remove Brake pads from cart' }));
    await click(within(drawer).getByRole('button', { name: 'Yes' }));
    expect(kernel.getProjection('cart/lines').items).toEqual([]);
    expect(within(drawer).getByText('Your shopping cart is empty.')).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Go to checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shopping cart, 0 products' })).toBeTruthy();
  });
});
