import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Command, EventDraft, Kernel } from '../../kernel';
import { KernelProvider } from '../../kernel';
import type { ModuleDefinition } from '../../kernel/module';
import { PageProvider, type PageHead } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import CartPage from './cart-page';
import { cartPageRoute } from './cart-route';
import { cartSyncFixture, cartViewsModule, serverShown, serverTotalsWithCoupon, totalsShown } from './cart-page.fixtures';
import en from './locales/en.json';
import type { CartTotalsView } from './messages';
import { lineAdded, testLine } from './test-lines';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'home', path: '/' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'checkout', path: '/checkout' },
  cartPageRoute,
]);
const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

async function renderPage(events: EventDraft[] = [], modules: ModuleDefinition[] = [notifications, cartViewsModule, cartSyncFixture]) {
  const kernel = await createTestKernel(modules, { events, storeView: eng });
  const commands: Command[] = [];
  // The page's commands as sent, whether or not the cart module of this checkout handles them yet.
  const watched: Kernel = { ...kernel, dispatch: (command) => (commands.push(command as Command), kernel.dispatch(command)) };
  const heads: PageHead[] = [];
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { cart: en } }, react: { useSuspense: false } });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={watched}>
        <PageProvider value={testPageContext(eng, link, { useHead: (head) => void heads.push(head) })}>
          <CartPage />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>
  );
  const click = async (element: HTMLElement) =>
    act(async () => {
      fireEvent.click(element);
      await kernel.whenIdle();
    });
  return { kernel, commands, heads, tree, click, render: () => render(tree) };
}

const brakePads = testLine('L1', 'BP', { name: 'Brake pads', slug: 'brake-pads', price: 37.2, qty: 2, image: '/b/bp.jpg', product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'Front axle' }] } } });
const wiper = testLine('L2', 'WB', { name: 'Wiper blade', slug: 'wiper-blade', price: 12.9 });
const terms = () => [...document.querySelectorAll('dt')].map((term) => term.textContent);

afterEach(cleanup);

describe('cart page', () => {
  it('declares the /cart route and sets the title "Shopping cart"', async () => {
    expect(cartPageRoute).toMatchObject({ name: 'cart', path: '/cart' });
    expect((await cartPageRoute.component()).default).toBe(CartPage);
    const page = await renderPage();
    page.render();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeTruthy();
    expect(page.heads).toContainEqual(expect.objectContaining({ title: 'Shopping cart', robots: 'noindex,follow' }));
  });

  it('renders on the server without browser state: the loading status, no lines, no crash', async () => {
    const page = await renderPage([lineAdded(brakePads)]);
    const html = renderToString(page.tree);
    expect(html).toContain('Loading your cart…');
    expect(html).not.toContain('Brake pads');
  });

  it('shows the empty state with a link home', async () => {
    const page = await renderPage();
    page.render();
    const empty = screen.getByText(/You have no items in your cart\./);
    expect(within(empty).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/eng');
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
  });

  it('shows each line with its 150x150 thumbnail, product link, options, prices and stock note', async () => {
    const inStock = { ...wiper, stockMessage: { type: 'info' as const, message: 'In stock!' } };
    const page = await renderPage([lineAdded(brakePads), lineAdded(inStock)]);
    page.render();
    const list = screen.getByRole('list', { name: 'Products in your cart' });
    expect(within(list).getByRole('link', { name: 'Brake pads' }).getAttribute('href')).toBe('/eng/p/BP/brake-pads');
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/img/150/150/resize/b/bp.jpg');
    expect(list.querySelector('img')?.getAttribute('srcset')).toBe('/img/150/150/resize/b/bp.jpg 1x, /img/300/300/resize/b/bp.jpg 2x');
    expect(within(list).getByText('Options: Front axle')).toBeTruthy();
    expect(within(list).getByText('Price: 37.20 €')).toBeTruthy();
    expect(within(list).getByText('Total: 74.40 €')).toBeTruthy();
    expect(within(list).getByText('In stock!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/eng/checkout');
  });

  it('dispatches cart/updateQuantity from the stepper', async () => {
    const page = await renderPage([lineAdded(brakePads)]);
    page.render();
    await page.click(screen.getByRole('button', { name: 'Increase quantity of Brake pads' }));
    expect(page.commands).toContainEqual(expect.objectContaining({ type: 'cart/updateQuantity', data: { lineId: 'L1', qty: 3 } }));
    expect(page.kernel.getProjection('cart/lines').items[0]?.qty).toBe(3);
    expect(screen.getByText('Total: 111.60 €')).toBeTruthy();
  });

  it('asks before removing: No keeps the line, Yes removes it and leaves the empty state', async () => {
    const page = await renderPage([lineAdded(brakePads)]);
    page.render();
    await page.click(screen.getByRole('button', { name: 'Remove Brake pads from cart' }));
    expect(page.commands.map((c) => c.type)).toEqual(['cart/requestRemoval']);
    const question = screen.getByRole('group', { name: 'Remove this product?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'No' }));
    await page.click(within(question).getByRole('button', { name: 'No' }));
    expect(page.kernel.getProjection('cart/lines').items).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Remove this product?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Brake pads from cart' }));

    await page.click(screen.getByRole('button', { name: 'Remove Brake pads from cart' }));
    await page.click(screen.getByRole('button', { name: 'Yes' }));
    expect(page.commands.at(-1)).toMatchObject({ type: 'cart/removeItem', data: { lineId: 'L1' } });
    expect(page.kernel.getProjection('cart/lines').items).toEqual([]);
    expect(screen.getByText(/You have no items in your cart\./)).toBeTruthy();
  });

  it('shows the server totals in the spec order, "You saved" as a saving and the grand total emphasised', async () => {
    const page = await renderPage([lineAdded(brakePads), lineAdded(wiper), totalsShown({ source: 'server', rows: serverTotalsWithCoupon })]);
    page.render();
    expect(terms()).toEqual(['Subtotal', 'Tax', 'Shipping', 'Discount', 'You saved', 'Grand total']);
    const values = [...document.querySelectorAll('dd')].map((value) => value.textContent);
    expect(values).toEqual(['95.00 €', '15.83 €', '5.00 €', '-9.50 €', '9.50 €', '90.50 €']);
    expect(screen.getByText('You saved').parentElement?.getAttribute('data-kind')).toBe('saving');
    expect(screen.getByText('90.50 €').tagName).toBe('STRONG');
    expect(screen.queryByText('Totals are an estimate until your cart is synced with the shop.')).toBeNull();
  });

  it('names the discount percentage where the server totals have a discount (spec section 9)', async () => {
    const server = { subtotal_incl_tax: 95, grand_total: 90.5, shipping_incl_tax: 5 } as CartTotalsView['server'];
    const page = await renderPage([lineAdded(brakePads), totalsShown({ source: 'server', rows: serverTotalsWithCoupon, server })]);
    page.render();
    // 100 - round((90.50 - 5) / 95 × 100) = 10
    expect(terms()).toEqual(['Subtotal', 'Tax', 'Shipping', 'Discount (10%)', 'You saved', 'Grand total']);
  });

  it('notes an estimate, and estimates from the lines while the cart has no totals', async () => {
    const estimated = await renderPage([lineAdded(brakePads), totalsShown({ source: 'estimate', rows: [{ code: 'subtotal', title: 'Subtotal', value: 74.4 }, { code: 'grand_total', title: 'Grand total', value: 74.4 }] })]);
    estimated.render();
    expect(screen.getByText('Totals are an estimate until your cart is synced with the shop.')).toBeTruthy();
    cleanup();

    // A cart module without the sync slice's read models: the page still totals the lines (37.20 x 2 + 12.90).
    const bare = await renderPage([lineAdded(brakePads), lineAdded(wiper)], [notifications, cartViewsModule]);
    bare.render();
    expect(terms()).toEqual(['Subtotal', 'Grand total']);
    expect(screen.getByText('87.30 €', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('Totals are an estimate until your cart is synced with the shop.')).toBeTruthy();
    expect(screen.queryByLabelText('Discount code')).toBeNull();
  });

  it('applies a coupon with cart/applyCoupon and shows the refusal beside the field', async () => {
    const page = await renderPage([lineAdded(brakePads)]);
    page.render();
    const input = screen.getByLabelText('Discount code');
    await page.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Field is required.');
    expect(page.commands.filter((c) => c.type === 'cart/applyCoupon')).toEqual([]);

    fireEvent.change(input, { target: { value: ' wrong ' } });
    await page.click(screen.getByRole('button', { name: 'Apply' }));
    expect(page.commands).toContainEqual(expect.objectContaining({ type: 'cart/applyCoupon', data: { code: 'wrong' } }));

    const refused = await renderPage([lineAdded(brakePads), totalsShown({ couponForm: { status: 'failed', message: "You've entered an incorrect coupon code. Please try again." } })]);
    cleanup();
    refused.render();
    const field = screen.getByLabelText('Discount code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe("You've entered an incorrect coupon code. Please try again.");
  });

  it('disables Apply while pending, shows the applied code and discount, and removes it with cart/removeCoupon', async () => {
    const pending = await renderPage([lineAdded(brakePads), totalsShown({ couponForm: { status: 'pending' } })]);
    pending.render();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    cleanup();

    const applied = await renderPage([lineAdded(brakePads), totalsShown({ source: 'server', rows: serverTotalsWithCoupon, coupon: { code: 'SAVE10', discount: 9.5 }, couponForm: { status: 'done' } })]);
    applied.render();
    expect(screen.getByText('SAVE10')).toBeTruthy();
    expect(screen.getAllByText('-9.50 €')).toHaveLength(2);
    await applied.click(screen.getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(applied.commands).toContainEqual(expect.objectContaining({ type: 'cart/removeCoupon', data: {} }));
  });

  it('announces syncing with the shop in a polite live region', async () => {
    const idle = await renderPage([lineAdded(brakePads)]);
    idle.render();
    // The steppers' values are status regions too; the page's own is the first, under the heading.
    const region = screen.getAllByRole('status')[0]!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    cleanup();

    const syncing = await renderPage([lineAdded(brakePads), serverShown({ cartId: 'c1', owner: 'guest', syncing: true })]);
    syncing.render();
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Updating your cart…');
  });
});
