import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineModule, KernelProvider, type Kernel } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import type { ListedProduct } from './listed-product';
import en from './locales/en.json';
import { ProductGrid, sameListing } from './product-grid';
import type * as UiModule from '../../ui';

/** How often each card (by product name) was drawn: the grid's cards are memoised (ADR 0078). */
const cardRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../ui', async (importOriginal) => {
  const ui = await importOriginal<typeof UiModule>();
  const Counted = (props: Parameters<typeof ui.ProductCard>[0]) => {
    cardRenders.set(props.name, (cardRenders.get(props.name) ?? 0) + 1);
    return <ui.ProductCard {...props} />;
  };
  return { ...ui, ProductCard: Counted };
});

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'configurable-product', path: '/p/:parentSku/:slug/:childSku' },
  { name: 'bundle-product', path: '/p/:parentSku/:slug' },
]);

const product = (overrides: Partial<ListedProduct>): ListedProduct => ({
  id: 1,
  sku: 'BREMBO-P85020',
  name: 'Brake pads, front — Brembo P 85 020',
  slug: 'brembo-p-85-020',
  typeId: 'simple',
  brand: 'Brembo',
  image: null,
  final: 49.48,
  original: 68.08,
  special: true,
  stock: 'ok',
  ...overrides,
});

/** The cart as the grid meets it through the kernel: it answers the catalog's request once `release` is called. */
function gatedCart() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const module = defineModule({
    id: 'cart',
    decider: { initialState: () => ({}), decide: (command) => (command.type === 'cart/addItem' ? [{ type: 'cart/itemAdded', data: command.data } as never] : []), evolve: () => {} },
    reactors: [
      {
        on: ['catalog/addToCartRequested'],
        async run(event, { dispatch }) {
          await gate;
          await dispatch({ type: 'cart/addItem', data: event.data } as never);
        },
      },
    ],
  });
  return { module, release };
}

async function renderGrid(products: ListedProduct[], cart = gatedCart()): Promise<{ kernel: Kernel; release: () => void }> {
  const kernel = await createTestKernel([recordingModule('catalog', { 'catalog/requestAddToCart': 'catalog/addToCartRequested' }), cart.module], { storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link)}>
          <ProductGrid products={products} headingLevel={2} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  return { kernel, release: cart.release };
}

const requests = async (kernel: Kernel) => (await kernel.log.read()).filter((e) => e.type === 'catalog/addToCartRequested').map((e) => e.data as { product: { sku: string; quantityStep?: number }; qty: number });

afterEach(cleanup);

describe('ProductGrid: the cards’ actions (issue 20)', () => {
  it('a simple part’s card sends the product page’s add request; the button says it is busy until the cart answers', async () => {
    const { kernel, release } = await renderGrid([product({})]);
    const button = screen.getByRole('button', { name: 'Add to cart: Brake pads, front — Brembo P 85 020' });
    expect(button.textContent).toBe('Add to cart');
    await userEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.textContent).toBe('Adding…');
    expect(document.activeElement).toBe(button);
    // A second tap while busy adds nothing.
    await userEvent.click(button);
    expect(await requests(kernel)).toEqual([expect.objectContaining({ product: expect.objectContaining({ sku: 'BREMBO-P85020' }), qty: 1 })]);
    await act(async () => {
      release();
      await kernel.whenIdle();
    });
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(button.textContent).toBe('Add to cart');
    expect((await kernel.log.read()).filter((e) => e.type === 'cart/itemAdded')).toHaveLength(1);
  });

  it('adds a set at its step; out of stock the button is disabled', async () => {
    const cart = gatedCart();
    cart.release();
    const { kernel } = await renderGrid([product({ sku: 'SET-4', name: 'Wheel bolts, set of 4', step: 4 }), product({ id: 2, sku: 'GONE', name: 'Sold-out pads', stock: 'out_of_stock' })], cart);
    expect((screen.getByRole('button', { name: 'Add to cart: Sold-out pads' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Wheel bolts, set of 4' }));
    await act(() => kernel.whenIdle());
    expect(await requests(kernel)).toEqual([expect.objectContaining({ product: expect.objectContaining({ sku: 'SET-4', quantityStep: 4 }), qty: 4 })]);
  });

  it('a product with choices (configurable, bundle, required custom option) links to its page instead', async () => {
    await renderGrid([
      product({ id: 3, sku: 'BOSCH-AEROTWIN', name: 'Wiper blade — Bosch Aerotwin', slug: 'aerotwin', typeId: 'configurable' }),
      product({ id: 4, sku: 'KIT', name: 'Service kit', slug: 'kit', typeId: 'bundle' }),
      product({ id: 5, sku: 'ENGRAVED', name: 'Engraved key ring', slug: 'ring', choices: true }),
    ]);
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).toBeNull();
    const options = screen.getByRole('link', { name: 'Choose options: Wiper blade — Bosch Aerotwin' });
    expect(options.textContent).toBe('Choose options');
    expect(options.getAttribute('href')).toBe('/eng/p/BOSCH-AEROTWIN/aerotwin/BOSCH-AEROTWIN');
    expect(screen.getByRole('link', { name: 'Choose options: Service kit' }).getAttribute('href')).toBe('/eng/p/KIT/kit');
    expect(screen.getByRole('link', { name: 'Choose options: Engraved key ring' })).toBeTruthy();
  });

  it('names every card’s action uniquely: a name listed twice adds the sku', async () => {
    await renderGrid([product({ id: 6, sku: 'A-1', name: 'Wiper blade' }), product({ id: 7, sku: 'A-2', name: 'Wiper blade' }), product({ id: 8, sku: 'B', name: 'Oil filter' })]);
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Add to cart: Wiper blade (A-1)', 'Add to cart: Wiper blade (A-2)', 'Add to cart: Oil filter']);
    for (const card of screen.getAllByRole('article')) expect(within(card).getAllByRole('button')).toHaveLength(1);
  });
});

describe('ProductGrid: redrawing (ADR 0078)', () => {
  it('draws again only the card whose product or state changed', async () => {
    cardRenders.clear();
    const { kernel, release } = await renderGrid([product({}), product({ id: 2, sku: 'ATE-13046', name: 'Brake pads — ATE 13.0460' })]);
    expect(cardRenders.get('Brake pads — ATE 13.0460')).toBe(1);
    const before = cardRenders.get('Brake pads, front — Brembo P 85 020') ?? 0;
    const button = screen.getByRole('button', { name: 'Add to cart: Brake pads, front — Brembo P 85 020' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(cardRenders.get('Brake pads, front — Brembo P 85 020')).toBeGreaterThan(before);
    // The grid re-rendered (the busy set changed); the other card did not.
    expect(cardRenders.get('Brake pads — ATE 13.0460')).toBe(1);
    await act(async () => {
      release();
      await kernel.whenIdle();
    });
  });

  it('compares listed products field by field', () => {
    expect(sameListing(product({}), product({}))).toBe(true);
    expect(sameListing(product({}), product({ final: 49.49 }))).toBe(false);
    expect(sameListing(product({}), product({ fewLeft: 2 }))).toBe(false);
  });
});
