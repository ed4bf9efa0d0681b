import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDraft } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import type { ModuleDefinition } from '../../kernel/module';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import CartPage from './cart-page';
import { cartPageRoute } from './cart-route';
import { cartModule } from './index';
import en from './locales/en.json';
import type { CartLine } from './messages';
import { lineAdded, testLine } from './test-lines';
import { uiStateStub } from './test-ui-state';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'home', path: '/' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'configurable-product', path: '/p/:parentSku/:slug/:childSku' },
  { name: 'checkout', path: '/checkout' },
  cartPageRoute,
]);
const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
// The cart with its decider and projections (totals estimated from the lines), without its server I/O.
const cartWithoutIo: ModuleDefinition = { ...cartModule, reactors: [], onStart: undefined } as ModuleDefinition;

const child = (sku: string, color: number, size: number, price: number, qty = 20) => ({
  sku,
  color,
  size,
  status: 1,
  image: `/m/${sku}.jpg`,
  price_incl_tax: price,
  final_price_incl_tax: price,
  stock: { is_in_stock: qty > 0, qty, manage_stock: true, max_sale_qty: 10000 },
});

/** The floor mats of the demo catalogue: colour Black 49 / Grey 50, size S 167 / M 168; Grey M is sold out. */
const parent = {
  id: 16,
  sku: 'PETEX-MATS',
  configurable_options: [
    { attribute_code: 'color', label: 'Colour', values: [{ value_index: 49, label: 'Black' }, { value_index: 50, label: 'Grey' }] },
    { attribute_code: 'size', label: 'Size', values: [{ value_index: 167, label: 'S (small car)' }, { value_index: 168, label: 'M (family car)' }] },
  ],
  configurable_children: [child('PETEX-MATS-BLACK-S', 49, 167, 51.56), child('PETEX-MATS-BLACK-M', 49, 168, 53.06), child('PETEX-MATS-GREY-S', 50, 167, 54.56), child('PETEX-MATS-GREY-M', 50, 168, 56.06, 0)],
};

const mats = testLine('L1', 'PETEX-MATS-BLACK-S', {
  name: 'Floor mat set — Petex Rubber',
  slug: 'petex-rubber',
  typeId: 'configurable',
  parentSku: 'PETEX-MATS',
  productId: 16,
  price: 51.56,
  product_option: { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: '49' }, { option_id: 'size', option_value: '167' }] } },
});
const pads = testLine('L2', 'BP', { name: 'Brake pads', slug: 'brake-pads', price: 37.2 });

async function renderCart(view: 'page' | 'mini', events: EventDraft[], answer: unknown = parent) {
  const kernel = await createTestKernel([notifications, uiStateStub, cartWithoutIo], { events, storeView: eng });
  const searches: string[] = [];
  const fetchApi: ApiFetch = async (path) => {
    searches.push(decodeURIComponent(path));
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ hits: { total: { value: 1 }, hits: answer ? [{ _source: answer }] : [] } }), { headers: { 'content-type': 'application/json' } });
  };
  kernel.container.bind(ApiFetchToken).toConstantValue(fetchApi);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { cart: en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link)}>{view === 'page' ? <CartPage /> : <><Slot name="layout/headerActions" /><Slot name="layout/overlay" /></>}</PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  const settle = () => act(async () => kernel.whenIdle());
  const click = async (element: HTMLElement) =>
    act(async () => {
      fireEvent.click(element);
      await kernel.whenIdle();
    });
  const lines = () => kernel.getProjection('cart/lines').items as CartLine[];
  return { kernel, click, settle, lines, searches };
}

const editor = () => screen.findByRole('form', { name: 'Edit Floor mat set — Petex Rubber' });
const totalsText = () => document.querySelector('dl')?.textContent ?? '';

afterEach(cleanup);

describe('cart edit screen (ADR 0052)', () => {
  it('cart page: Edit opens the options and quantity, Save replaces the line with the chosen variant and quantity, totals follow', async () => {
    const cart = await renderCart('page', [lineAdded(mats), lineAdded(pads)]);
    // Only the configurable's variant can be edited.
    expect(screen.queryByRole('button', { name: 'Edit Brake pads' })).toBeNull();
    await cart.click(screen.getByRole('button', { name: 'Edit Floor mat set — Petex Rubber' }));
    expect(cart.kernel.getProjection('cart/editMode').editMode).toEqual({ productId: 16, qty: 1, options: { color: '49', size: '167' }, lineId: 'L1' });
    const form = await editor();
    await cart.settle();
    expect(cart.searches.some((path) => path.includes('"PETEX-MATS"'))).toBe(true);
    expect(within(form).getByRole('radio', { name: 'Black' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('radio', { name: 'S (small car)' })).toHaveProperty('checked', true);
    await waitForFocus(form);

    await cart.click(within(form).getByRole('radio', { name: 'M (family car)' }));
    // Grey M is sold out: with M chosen, Grey cannot be chosen.
    expect(within(form).getByRole('radio', { name: 'Grey, not available' })).toHaveProperty('disabled', true);
    await cart.click(within(form).getByRole('button', { name: 'Increase quantity of Floor mat set — Petex Rubber' }));
    expect(cart.lines()[0]).toMatchObject({ sku: 'PETEX-MATS-BLACK-S', qty: 1 });
    await cart.click(within(form).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('form')).toBeNull();
    expect(cart.lines()).toHaveLength(2);
    expect(cart.lines()[0]).toMatchObject({ id: 'L1', sku: 'PETEX-MATS-BLACK-M', qty: 2, price: 53.06, image: '/m/PETEX-MATS-BLACK-M.jpg' });
    expect(cart.kernel.getProjection('cart/editMode').editMode).toBeNull();
    const line = screen.getByRole('link', { name: 'Floor mat set — Petex Rubber' });
    expect(line.getAttribute('href')).toBe('/eng/p/PETEX-MATS/petex-rubber/PETEX-MATS-BLACK-M');
    expect(document.body.textContent).toContain('Total: 106.12');
    // 2 × 53.06 + 37.20
    expect(totalsText()).toContain('143.32');
    // Focus is back on the line's Edit button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Floor mat set — Petex Rubber' }));
  });

  it('mini cart: the same editor; a variant another line already is merges into it; Cancel changes nothing', async () => {
    const greyS = testLine('L3', 'PETEX-MATS-GREY-S', { ...mats, id: 'L3', sku: 'PETEX-MATS-GREY-S', price: 54.56, product_option: { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: '50' }, { option_id: 'size', option_value: '167' }] } } });
    const cart = await renderCart('mini', [lineAdded(mats), lineAdded(greyS), { type: 'ui-state/panelOpened', data: { panel: 'microcart' } } as EventDraft]);
    // The drawer's chunk loads at its first opening (ADR 0075).
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    const [firstEdit] = within(drawer).getAllByRole('button', { name: 'Edit Floor mat set — Petex Rubber' });
    await cart.click(firstEdit!);
    let form = await editor();
    await cart.settle();
    await cart.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(cart.lines().map((l) => [l.sku, l.qty])).toEqual([['PETEX-MATS-BLACK-S', 1], ['PETEX-MATS-GREY-S', 1]]);

    await cart.click(within(drawer).getAllByRole('button', { name: 'Edit Floor mat set — Petex Rubber' })[0]!);
    form = await editor();
    await cart.settle();
    await cart.click(within(form).getByRole('radio', { name: 'Grey' }));
    await cart.click(within(form).getByRole('button', { name: 'Save' }));
    expect(cart.lines().map((l) => [l.id, l.sku, l.qty])).toEqual([['L3', 'PETEX-MATS-GREY-S', 2]]);
    expect(screen.getByRole('button', { name: 'Shopping cart, 2 products' })).toBeTruthy();
  });

  it('says so when no variant has the chosen options, and when the options cannot be loaded', async () => {
    const sparse = { ...parent, configurable_children: parent.configurable_children.filter((c) => c.sku !== 'PETEX-MATS-GREY-M') };
    const cart = await renderCart('page', [lineAdded({ ...mats, sku: 'PETEX-MATS-BLACK-M', product_option: { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: '49' }, { option_id: 'size', option_value: '168' }] } } })], sparse);
    await cart.click(screen.getByRole('button', { name: 'Edit Floor mat set — Petex Rubber' }));
    await cart.settle();
    await cart.kernel.dispatch({ type: 'cart/changeEditMode', data: { options: { color: '50' } } });
    await cart.settle();
    expect(screen.getByRole('alert').textContent).toBe('No such configuration for the product.');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    cleanup();

    const offline = await renderCart('page', [lineAdded(mats)], new TypeError('Failed to fetch'));
    await offline.click(screen.getByRole('button', { name: 'Edit Floor mat set — Petex Rubber' }));
    await offline.settle();
    expect(screen.getByRole('alert').textContent).toBe('The options could not be loaded. Please try again later.');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});

async function waitForFocus(element: HTMLElement) {
  await act(async () => undefined);
  expect(document.activeElement).toBe(element);
}
