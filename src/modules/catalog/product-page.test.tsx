import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defineModule, KernelProvider } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { catalogDecider } from './decider';
import en from './locales/en.json';
import type { PartDoc, ProductData, ProductDoc } from './product-loader';
import ProductPage from './product-page';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'home', path: '/' },
  { name: 'category', path: '/c/:slug' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'bundle-product', path: '/p/:parentSku/:slug' },
  { name: 'virtual-product', path: '/p/:parentSku/:slug' },
  { name: 'grouped-product', path: '/p/:parentSku/:slug' },
]);
/** The catalog module as far as this page needs it (its decider), without its routes. */
const catalog = defineModule({ id: 'catalog', activation: 'eager', decider: catalogDecider });

const part = (sku: string, price: number, inStock = true): PartDoc => ({
  id: price,
  sku,
  name: `Part ${sku}`,
  slug: sku.toLowerCase(),
  type_id: 'simple',
  price,
  price_incl_tax: price * 1.24,
  stock: { is_in_stock: inStock },
});

const bundle: ProductDoc = {
  id: 22,
  sku: 'KIT',
  name: 'Service kit',
  slug: 'service-kit',
  type_id: 'bundle',
  status: 1,
  visibility: 4,
  price: 50,
  price_incl_tax: 62,
  stock: { is_in_stock: true },
  category: [{ category_id: 43, name: 'Services', slug: 'services', path: 'services' }],
  bundle_options: [
    { option_id: 221, title: 'Engine oil', required: true, product_links: [{ id: 8, sku: 'OIL-A', qty: 1, is_default: true }, { id: 9, sku: 'OIL-B', qty: 1 }] },
    { option_id: 222, title: 'Oil filter', required: true, product_links: [{ id: 1, sku: 'FLT-A', qty: 2 }] },
  ],
};

async function renderPage(data: ProductData) {
  const kernel = await createTestKernel([catalog], { storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  const router = createMemoryRouter([{ path: '/eng/p/:parentSku/:slug', element: <ProductPage />, loader: () => data }], { initialEntries: [`/eng/p/${data.product.sku}/${data.product.slug}`] });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link, { views: [makeTestStoreView({ storeCode: 'est', isDefault: true }), eng] })}>
          <RouterProvider router={router} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return kernel;
}

afterEach(cleanup);

describe('product page: bundle', () => {
  const data: ProductData = { product: bundle, childSku: null, selection: {}, parts: [part('OIL-A', 40), part('OIL-B', 30), part('FLT-A', 10)], attributes: [], slugs: {} };

  it('prices the default selection, follows another choice, and requests "Add to cart" with the chosen products', async () => {
    const kernel = await renderPage(data);
    // 40 + 2 x 10 = 60 excl. VAT; 49.60 + 2 x 12.40 = 74.40 incl.
    expect(screen.getByText('74.40 €')).toBeTruthy();
    expect(screen.getByText('60.00 € excl. VAT')).toBeTruthy();
    const oils = within(screen.getByRole('group', { name: /Engine oil/ }));
    fireEvent.click(oils.getByRole('radio', { name: 'Part OIL-B — 37.20 €' }));
    expect(screen.getByText('62.00 €')).toBeTruthy();
    expect(screen.getByText('50.00 € excl. VAT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/eng/c/services');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await kernel.whenIdle();
    });
    const requested = (await kernel.log.read()).filter((e) => e.type === 'catalog/addToCartRequested');
    expect(requested.map((e) => e.data)).toEqual([
      {
        product: expect.objectContaining({ sku: 'KIT', typeId: 'bundle', price: 62, stock: 'in_stock', childSku: null }),
        qty: 2,
        options: {
          bundle: [
            { optionId: '221', linkId: '9', sku: 'OIL-B', qty: 1 },
            { optionId: '222', linkId: '1', sku: 'FLT-A', qty: 2 },
          ],
        },
      },
    ]);
  });

  it('disables "Add to cart" until every required option has a product', async () => {
    await renderPage({ ...data, product: { ...bundle, bundle_options: bundle.bundle_options?.map((o) => ({ ...o, product_links: o.product_links.map((l) => ({ ...l, is_default: false })) })) } });
    const button = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Choose a product for every required option.')).toBeTruthy();
    // The oil filter option has one product: it is chosen already.
    expect((screen.getByRole('radio', { name: '2 × Part FLT-A — 12.40 €' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Part OIL-A — 49.60 €' }));
    expect(button.disabled).toBe(false);
  });
});

describe('product page: optional bundle option', () => {
  const withExtras: ProductDoc = {
    ...bundle,
    bundle_options: [...(bundle.bundle_options ?? []), { option_id: 223, title: 'Extras', required: false, product_links: [{ id: 3, sku: 'WASH', qty: 1 }] }],
  };
  const data: ProductData = { product: withExtras, childSku: null, selection: {}, parts: [part('OIL-A', 40), part('OIL-B', 30), part('FLT-A', 10), part('WASH', 5)], attributes: [], slugs: {} };

  it('starts an extra on "None"; choosing it adds its price, "None" clears it again and "Add to cart" leaves it out', async () => {
    const kernel = await renderPage(data);
    const extras = within(screen.getByRole('group', { name: /Extras/ }));
    const none = extras.getByRole('radio', { name: 'None' }) as HTMLInputElement;
    const wash = extras.getByRole('radio', { name: 'Part WASH — 6.20 €' }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    expect(screen.getByText('74.40 €')).toBeTruthy();

    // Chosen: 74.40 € + 6.20 € incl. VAT.
    fireEvent.click(wash);
    expect(wash.checked).toBe(true);
    expect(screen.getByText('80.60 €')).toBeTruthy();
    expect(screen.getByText('65.00 € excl. VAT')).toBeTruthy();

    fireEvent.click(none);
    expect(none.checked).toBe(true);
    expect(screen.getByText('74.40 €')).toBeTruthy();
    expect(screen.getByText('60.00 € excl. VAT')).toBeTruthy();
    // The required options have no "None".
    expect(within(screen.getByRole('group', { name: /Engine oil/ })).queryByRole('radio', { name: 'None' })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await kernel.whenIdle();
    });
    const requested = (await kernel.log.read()).filter((e) => e.type === 'catalog/addToCartRequested');
    expect(requested.map((e) => (e.data as { options: unknown }).options)).toEqual([
      {
        bundle: [
          { optionId: '221', linkId: '8', sku: 'OIL-A', qty: 1 },
          { optionId: '222', linkId: '1', sku: 'FLT-A', qty: 2 },
        ],
      },
    ]);
  });
});

describe('product page: quantity rules', () => {
  // Documents' stock objects carry more than the page's types name (server/catalogue/product-document.ts stockOf).
  const padsStock = { is_in_stock: true, qty: 7, manage_stock: true, max_sale_qty: 10, qty_increments: 2 };
  const unmanaged = { is_in_stock: true, qty: 0, manage_stock: false, max_sale_qty: 10000, qty_increments: 1 };
  const pads: ProductDoc = {
    id: 60,
    sku: 'PADS-2',
    name: 'Brake pads',
    slug: 'brake-pads',
    type_id: 'simple',
    price: 20,
    price_incl_tax: 24.8,
    quantity_step: 2,
    stock: padsStock,
  };

  it("carries the product's step, most per order and units in stock on the add-to-cart request", async () => {
    const kernel = await renderPage({ product: pads, childSku: null, selection: {}, parts: [], attributes: [], slugs: {} });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await kernel.whenIdle();
    });
    const requested = (await kernel.log.read()).filter((e) => e.type === 'catalog/addToCartRequested');
    expect(requested.map((e) => e.data)).toEqual([
      { product: expect.objectContaining({ sku: 'PADS-2', quantityStep: 2, maxQuantity: 10, available: 7 }), qty: 2, options: {} },
    ]);
  });

  it('sets no stock limit for a service, whose stock is not managed', async () => {
    const service: ProductDoc = { ...pads, sku: 'FIT-1', type_id: 'virtual', quantity_step: undefined, stock: unmanaged };
    const kernel = await renderPage({ product: service, childSku: null, selection: {}, parts: [], attributes: [], slugs: {} });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await kernel.whenIdle();
    });
    const [request] = (await kernel.log.read()).filter((e) => e.type === 'catalog/addToCartRequested');
    const product = request?.data.product;
    expect(product).toMatchObject({ sku: 'FIT-1', quantityStep: 1, maxQuantity: 10000 });
    expect(product).not.toHaveProperty('available');
  });
});

describe('product page: grouped', () => {
  const set: ProductDoc = {
    id: 70,
    sku: 'BRAKE-SET',
    name: 'Brake set',
    slug: 'brake-set',
    type_id: 'grouped',
    price: 0,
    stock: { is_in_stock: true },
    product_links: [
      { link_type: 'associated', linked_product_sku: 'PAD', extension_attributes: { qty: 1 } },
      { link_type: 'associated', linked_product_sku: 'DISC', extension_attributes: { qty: 2 } },
    ],
  };
  const discStock = { is_in_stock: true, qty: 9, manage_stock: true, max_sale_qty: 40 };
  const disc: PartDoc = Object.assign(part('DISC', 15), { quantity_step: 2, stock: discStock });
  const data: ProductData = { product: set, childSku: null, selection: {}, parts: [part('PAD', 20), disc], attributes: [], slugs: {} };

  it('requests "Add to cart" with every part: its summary, quantity rules and quantity per set', async () => {
    const kernel = await renderPage(data);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await kernel.whenIdle();
    });
    const requested = (await kernel.log.read()).filter((e) => e.type === 'catalog/addToCartRequested');
    expect(requested.map((e) => e.data)).toEqual([
      {
        product: expect.objectContaining({ sku: 'BRAKE-SET', typeId: 'grouped' }),
        qty: 3,
        options: {
          grouped: [
            { product: { id: 20, sku: 'PAD', childSku: null, name: 'Part PAD', slug: 'pad', typeId: 'simple', brand: null, image: null, price: 24.8, regularPrice: null, stock: 'in_stock', quantityStep: 1 }, qty: 1 },
            { product: expect.objectContaining({ sku: 'DISC', price: 18.6, quantityStep: 2, maxQuantity: 40, available: 9 }), qty: 2 },
          ],
        },
      },
    ]);
  });
});

describe('product page: custom options', () => {
  it('adds a fixed and a percent price to the product price', async () => {
    const product: ProductDoc = {
      id: 5,
      sku: 'FIT',
      name: 'Fitting service',
      slug: 'fitting',
      type_id: 'virtual',
      price: 50,
      price_incl_tax: 62,
      custom_options: [
        { option_id: 1, title: 'Workshop', type: 'drop_down', is_require: true, values: [{ option_type_id: 11, title: 'Tallinn', price: 0 }, { option_type_id: 12, title: 'Rae', price: 10, price_type: 'fixed' }] },
        { option_id: 2, title: 'Express', type: 'checkbox', values: [{ option_type_id: 21, title: 'Same day', price: 20, price_type: 'percent' }] },
      ],
    };
    await renderPage({ product, childSku: null, selection: {}, parts: [], attributes: [], slugs: {} });
    expect(screen.getByText('Fill in the required options.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Rae +10.00 €' }));
    // 50 + 10 = 60 excl.; incl. 62 + 12.40 = 74.40.
    expect(screen.getByText('74.40 €')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same day +20%' }));
    // + 20 % of the original price: 10 excl., 12.40 incl.
    expect(screen.getByText('86.80 €')).toBeTruthy();
    expect(screen.getByText('70.00 € excl. VAT')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('product page: stock quantity when low', () => {
  const simple = (qty: number): ProductDoc => ({
    id: 3,
    sku: 'PADS',
    name: 'Brake pads',
    slug: 'brake-pads',
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 30,
    price_incl_tax: 37.2,
    stock: { is_in_stock: true, qty },
  });

  it('says how many are left when 5 or fewer are', async () => {
    await renderPage({ product: simple(3), childSku: null, selection: {}, parts: [], attributes: [], slugs: {} });
    expect(screen.getByTestId('product-stock').textContent).toBe('Only 3 left');
  });

  it('says "In stock" when there are more', async () => {
    await renderPage({ product: simple(40), childSku: null, selection: {}, parts: [], attributes: [], slugs: {} });
    expect(screen.getByTestId('product-stock').textContent).toBe('In stock');
  });
});
