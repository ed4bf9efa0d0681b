import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDraft } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { wishlistModule } from './index';
import en from './locales/en.json';
import { WishlistMirror } from './mirror';
import { WISHLIST_TEXTS } from './reactors';
import { testProductSummary as summary } from '../../kernel/testing';
import { notificationsStub, uiStateStub, userStub } from './test-stubs';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [{ name: 'simple-product', path: '/p/:parentSku/:slug' }]);

async function renderWishlist(events: EventDraft[] = []) {
  const kernel = await createTestKernel([notificationsStub, uiStateStub, wishlistModule, userStub], { events, storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { wishlist: en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link)}>
          <Slot name="layout/headerActions" />
          <Slot name="product/actions" props={{ product: summary('P1', { image: '/p/p1.jpg', price: 37.2 }) }} />
          <Slot name="layout/overlay" />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  return kernel;
}

const added = (sku: string): EventDraft => ({ type: 'wishlist/itemAdded', data: { item: { ...summary(sku), qty: 1 } } });

afterEach(cleanup);

describe('wishlist on the page', () => {
  it('toggles a product with the product page button and tells the shopper', async () => {
    const kernel = await renderWishlist();
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(button);
      await kernel.whenIdle();
    });
    expect(screen.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed')).toBe('true');
    expect(kernel.getProjection('wishlist/items').items).toEqual([{ ...summary('P1', { image: '/p/p1.jpg', price: 37.2 }), qty: 1 }]);
    expect((await kernel.log.read()).filter((e) => e.type === 'notifications/notificationAdded').map((e) => [(e.data as { message: string }).message, (e.data as { params: unknown }).params])).toEqual([[WISHLIST_TEXTS.added, { productName: 'Part P1' }]]);
    expect(await kernel.container.get<WishlistMirror>(WishlistMirror).read()).toHaveLength(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
      await kernel.whenIdle();
    });
    expect(kernel.getProjection('wishlist/items').items).toEqual([]);
    expect(await kernel.container.get<WishlistMirror>(WishlistMirror).read()).toEqual([]);
  });

  it('opens the drawer from the header, lists the products and removes one', async () => {
    const kernel = await renderWishlist([added('P2'), added('P3')]);
    const headerButton = screen.getByRole('button', { name: 'Wishlist, 2 products' });
    expect(headerButton.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(headerButton);
      await kernel.whenIdle();
    });
    expect(headerButton.getAttribute('aria-expanded')).toBe('true');
    expect(kernel.getProjection('ui-state/flags').overlay).toBe(true);
    const drawer = screen.getByRole('dialog', { name: 'Wishlist' });
    expect(document.activeElement).toBe(drawer);
    expect(within(drawer).getByRole('link', { name: 'Part P2' }).getAttribute('href')).toBe('/eng/p/P2/p2');
    expect(within(drawer).getAllByText('10.00 €')).toHaveLength(2);

    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Part P2 from wishlist' }));
      await kernel.whenIdle();
    });
    expect(within(drawer).queryByRole('link', { name: 'Part P2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Wishlist, 1 product' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Close wishlist' }));
      await kernel.whenIdle();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kernel.getProjection('ui-state/flags').overlay).toBe(false);
  });

  it('shows the empty state in an open drawer without products', async () => {
    const kernel = await renderWishlist();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Wishlist, 0 products' }));
      await kernel.whenIdle();
    });
    expect(within(screen.getByRole('dialog')).getByText('Your wishlist is empty.')).toBeTruthy();
  });

  it('is cleared, storage included, when the user logs out', async () => {
    const kernel = await renderWishlist([added('P2')]);
    await act(async () => {
      await kernel.dispatch({ type: 'user/logout', data: {} } as never);
      await kernel.whenIdle();
    });
    expect(kernel.getProjection('wishlist/items').items).toEqual([]);
    expect(await kernel.container.get<WishlistMirror>(WishlistMirror).read()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Wishlist, 0 products' })).toBeTruthy();
  });
});
