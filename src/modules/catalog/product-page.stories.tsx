import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, ModuleStoryFrame, RoutePage, type RoutedPage } from '../../kernel/testing/module-story';
import { catalogLink, loadCatalogStory } from './page-stories.fixtures';
import type { PartDoc, ProductData, ProductDoc } from './product-loader';
import ProductPage from './product-page';

const pads: ProductDoc = {
  id: 60,
  sku: 'ATE-13.0460',
  name: 'Brake pads, front axle — ATE',
  slug: 'ate-brake-pads',
  type_id: 'simple',
  brand: 'ATE',
  price: 30,
  price_incl_tax: 37.2,
  ean: '4006633412345',
  oe_numbers: ['1K0698151A'],
  short_description: 'Ceramic pads for quiet braking.',
  description: '<p>Low dust, with wear indicator.</p>',
  stock: { is_in_stock: true, qty: 40, manage_stock: true, max_sale_qty: 10 } as ProductDoc['stock'],
  category: [{ category_id: 10, name: 'Brakes', slug: 'brakes', path: 'brakes' }],
};
const part = (sku: string, price: number): PartDoc => ({ id: price, sku, name: `Engine oil ${sku}`, slug: sku.toLowerCase(), type_id: 'simple', price, price_incl_tax: price * 1.24, stock: { is_in_stock: true } });
const kit: ProductDoc = {
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
  bundle_options: [{ option_id: 221, title: 'Engine oil', required: true, product_links: [{ id: 8, sku: 'OIL-A', qty: 1 }, { id: 9, sku: 'OIL-B', qty: 1 }] }],
};

const data = (product: ProductDoc, parts: PartDoc[] = []): ProductData => ({ product, childSku: null, selection: {}, parts, attributes: [], slugs: {} });
const routed = (value: ProductData): RoutedPage => ({ path: '/p/:parentSku/:slug', url: `/p/${value.product.sku}/${value.product.slug}`, data: value, page: <ProductPage /> });

/** The add-to-cart requests the page raised (the cart module takes them from here in the app). */
const requests = async (kernel: { log: { read(): Promise<readonly { type: string; data: unknown }[]> } }) =>
  (await kernel.log.read()).filter((event) => event.type === 'catalog/addToCartRequested').map((event) => event.data as { product: { sku: string }; qty: number });

const meta = {
  title: 'Modules/Catalog/Product page',
  args: { data: data(pads) },
  loaders: [() => loadCatalogStory()],
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
      <RoutePage {...routed(args.data)} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ data: ProductData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A simple part in stock: price with and without VAT, stock, "Add to cart" with the chosen quantity. */
export const InStock: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brake pads, front axle — ATE' })).toBeVisible();
    await expect(canvas.getByText('30.00 € excl. VAT')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Brakes' })).toHaveAttribute('href', '/c/brakes');
    const quantity = canvas.getAllByRole('spinbutton', { name: 'Quantity' })[0]!;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to cart' })[0]!);
    await waitFor(async () => expect((await requests(loaded.kernel)).map((r) => [r.product.sku, r.qty])).toEqual([['ATE-13.0460', 2]]));
  },
};

/** Few left: the stock line says how many. */
export const FewLeft: Story = {
  args: { data: data({ ...pads, stock: { is_in_stock: true, qty: 3, manage_stock: true } as ProductDoc['stock'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('product-stock')).toHaveTextContent('Only 3 left');
    await userEvent.hover(canvas.getAllByRole('button', { name: 'Add to cart' })[0]!);
  },
};

/** Out of stock: "Add to cart" is off and says why. */
export const OutOfStock: Story = {
  args: { data: data({ ...pads, stock: { is_in_stock: false } }) },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByTestId('product-stock')).toHaveTextContent('Out of stock');
    await expect(canvas.getAllByText('This product is out of stock.')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to cart' })[0]!);
    await expect(await requests(loaded.kernel)).toEqual([]);
  },
};

/** A bundle without a default: the error until an option is chosen, then the price of the choice. */
export const BundleNeedsAChoice: Story = {
  args: { data: data(kit, [part('OIL-A', 40), part('OIL-B', 30)]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Choose a product for every required option.')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('radio', { name: /Engine oil OIL-B/ }));
    await waitFor(() => expect(canvas.queryAllByText('Choose a product for every required option.')).toHaveLength(0));
    await expect(canvas.getAllByRole('button', { name: 'Add to cart' })[0]).toBeEnabled();
  },
};

/** A long name, brand and description at phone width: they wrap. */
export const LongTexts: Story = {
  args: {
    data: data({
      ...pads,
      name: 'Bosch 0 986 494 294 brake pad set, disc brake, front axle, with acoustic wear warning contact and accessories',
      brand: 'Robert Bosch GmbH Automotive Aftermarket',
      short_description: 'Kraftstofffilterzusatzheizungsthermostatgehäusedichtungssatz included.',
      category: [{ category_id: 10, name: 'Bremsanlage und Bremsflüssigkeitsbehälterzubehör', slug: 'brakes', path: 'brakes' }],
    }),
  },
  render: (args, { loaded: { kernel, i18n } }) => (
    <section aria-label="phone" style={{ width: LANGUAGE_FRAME_WIDTH }}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
        <RoutePage {...routed(args.data)} />
      </ModuleStoryFrame>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /acoustic wear warning contact/ })).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: 'Bremsanlage und Bremsflüssigkeitsbehälterzubehör' }));
  },
};

/** The five languages at phone width, out of stock (Finnish "Loppu varastosta" and Italian the longest). */
export const Languages: Story = {
  args: { data: data({ ...pads, stock: { is_in_stock: true, qty: 2, manage_stock: true } as ProductDoc['stock'] }) },
  render: (args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={catalogLink}>{() => <RoutePage {...routed(args.data)} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const italian = within(canvas.getByRole('region', { name: 'it' }));
    await expect(await italian.findByTestId('product-stock')).toHaveTextContent('Solo 2 disponibili');
    await userEvent.hover(italian.getAllByRole('button', { name: 'Aggiungi al carrello' })[0]!);
  },
};
