import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, ModuleStoryFrame, RoutePage, type RoutedPage } from '../../kernel/testing/module-story';
import type { CategoryData } from './category-loader';
import CategoryPage from './category-page';
import { brakeParts, catalogLink, listedPart, loadCatalogStory, longParts, notices } from './page-stories.fixtures';

type Canvas = ReturnType<typeof within>;

const brakes = (overrides: Partial<CategoryData> = {}): CategoryData => ({
  category: { id: 10, name: 'Brakes', slug: 'brakes' },
  trail: [],
  products: brakeParts,
  total: 4,
  page: 1,
  pages: 1,
  sort: 'updated_at:desc',
  query: {},
  filters: {
    brand: [
      { id: 'ATE', label: 'ATE', type: 'brand', count: 1 },
      { id: 'TRW', label: 'TRW', type: 'brand', count: 1 },
      { id: 'Castrol', label: 'Castrol', type: 'brand', count: 1 },
    ],
    item_class_2: [
      { id: '1', label: 'Front axle', type: 'item_class_2', count: 2 },
      { id: '2', label: 'Rear axle', type: 'item_class_2', count: 1 },
    ],
  },
  slugs: {},
  narrowedTo: null,
  listingFailed: false,
  ...overrides,
});

/**
 * Where the filters are at this viewport: the sidebar from 60rem, else the phone's bottom sheet, opened here
 * (the vitest browser is phone-sized, the Storybook canvas usually wide; the plays work in both).
 */
async function filtersIn(canvas: Canvas): Promise<HTMLElement> {
  const sidebar = canvas.queryByRole('complementary', { name: 'Filters' });
  if (sidebar) return sidebar;
  await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
  return canvas.findByRole('dialog', { name: 'Filters' });
}

interface Args {
  data: CategoryData;
}

const routed = (data: CategoryData): RoutedPage => ({ path: '/c/:slug', url: '/c/brakes', data, page: <CategoryPage />, address: true });

const meta = {
  title: 'Modules/Catalog/Category page',
  args: { data: brakes() },
  loaders: [() => loadCatalogStory()],
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
      <RoutePage {...routed(args.data)} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing with filters, sort and cards: a filter click puts it in the address and starts again at page 1. */
export const Listing: Story = {
  args: { data: brakes({ page: 2, pages: 3, total: 104, query: { page: '2' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brakes' })).toBeVisible();
    await userEvent.click(within(await filtersIn(canvas)).getByRole('checkbox', { name: /TRW/ }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/c/brakes?brand=TRW'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price low to high');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('sort=final_price'));
  },
};

/** No products match the filters: the empty state, and no warning while online. */
export const Empty: Story = {
  args: { data: brakes({ products: [], total: 0, query: { brand: 'Bosch' } }) },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('No products found. Try removing a filter.')).toBeVisible();
    await expect(within(await filtersIn(canvas)).getByRole('checkbox', { name: /ATE/ })).not.toBeChecked();
    await expect(await notices(loaded.kernel)).toEqual([]);
  },
};

/** Narrowed to the shopper's car and nothing fits: the car's own empty text. */
export const EmptyForTheCar: Story = {
  args: { data: brakes({ products: [], total: 0, narrowedTo: 3301 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No parts in this category fit your car. Try another category or change the car.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/** The list could not be loaded (offline, nothing cached): empty, and the spec's warning is raised with OK. */
export const ListingFailed: Story = {
  args: { data: brakes({ products: [], total: 0, listingFailed: true }) },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brakes' })).toBeVisible();
    await waitFor(async () =>
      expect(await notices(loaded.kernel)).toEqual([{ type: 'warning', message: 'No products synchronized for this category. Please come back while online!', ns: 'catalog', action1: { label: 'OK' } }]),
    );
  },
};

/** Long names, brands and a long category name at phone width: the phone's filter sheet opens and closes. */
export const LongTextsOnAPhone: Story = {
  args: { data: brakes({ category: { id: 10, name: 'Bremsanlage und Bremsflüssigkeitsbehälterzubehör', slug: 'brakes' }, trail: [{ name: 'Fahrwerk, Lenkung und Bremsen', slug: 'chassis' }], products: longParts, total: 2 }) },
  render: (args, { loaded: { kernel, i18n } }) => (
    <section aria-label="phone" style={{ width: LANGUAGE_FRAME_WIDTH }}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
        <RoutePage {...routed(args.data)} />
      </ModuleStoryFrame>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /acoustic wear warning contact/ })).toBeVisible();
    const filters = await filtersIn(canvas);
    if (filters.tagName === 'DIALOG') {
      await userEvent.click(within(filters).getByRole('button', { name: 'Show 2 products' }));
      await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    }
  },
};

/** The five languages at phone width (sort labels, stock texts and "Show N products" are the long ones). */
export const Languages: Story = {
  args: { data: brakes({ products: [brakeParts[0]!, listedPart(9, 'Brake hose', { stock: 'volatile' })], total: 2 }) },
  render: (args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={catalogLink}>{() => <RoutePage {...routed(args.data)} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const finnish = within(canvas.getByRole('region', { name: 'fi' }));
    await expect(await finnish.findByText('Saldo vahvistamatta')).toBeVisible();
    await userEvent.selectOptions(finnish.getByRole('combobox'), 'Hinta alimmasta');
    await waitFor(() => expect(finnish.getByRole('status', { name: 'Address' })).toHaveTextContent('sort='));
  },
};
