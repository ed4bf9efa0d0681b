import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, ModuleStoryFrame, RoutePage, type RoutedPage } from '../../kernel/testing/module-story';
import type { CatalogPageData, TopPartsByCategory } from './catalog-loader';
import CatalogPage from './catalog-page';
import type { OverviewCategory } from './logic/catalog-overview';
import { catalogLink, loadCatalogStory } from './page-stories.fixtures';

const category = (id: number, name: string, count: number, children: OverviewCategory[] = []): OverviewCategory => ({ id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), count, children });
const categories = [
  category(10, 'Brakes', 953, [category(11, 'Brake pads', 447), category(12, 'Brake discs', 310)]),
  category(20, 'Filters', 412, [category(21, 'Oil filters', 160)]),
  category(30, 'Oils and fluids', 88),
];
const topParts: TopPartsByCategory = {
  '10': [
    { sku: 'BP-1', name: 'Brake pads, front — ATE', slug: 'bp-1', typeId: 'simple' },
    { sku: 'BD-2', name: 'Brake disc, vented — TRW', slug: 'bd-2', typeId: 'simple' },
  ],
  '20': [{ sku: 'OF-1', name: 'Oil filter — MANN-FILTER', slug: 'of-1', typeId: 'simple' }],
  '30': [],
};

/** The top parts as a browser navigation gets them: a promise that `settle` resolves or rejects (or never). */
function deferredParts(settle: 'never' | 'fail') {
  const parts = new Promise<TopPartsByCategory>((_resolve, reject) => {
    if (settle === 'fail') reject(new Error('offline'));
  });
  // Handled here too, so the runner does not count it as unhandled before the page subscribes.
  parts.catch(() => {});
  return parts;
}

const routed = (data: CatalogPageData): RoutedPage => ({ path: '/catalog', url: '/catalog', data, page: <CatalogPage /> });

const meta = {
  title: 'Modules/Catalog/Catalog page',
  args: { data: { categories, topParts } as CatalogPageData },
  loaders: [() => loadCatalogStory()],
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
      <RoutePage {...routed(args.data)} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ data: CatalogPageData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tree with counts and each category's top parts (the server waits for them). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const brakes = within(await canvas.findByRole('region', { name: 'Brakes' }));
    await expect(brakes.getByText('953 products')).toBeVisible();
    await expect(brakes.getByRole('link', { name: 'Brake pads, front — ATE' })).toHaveAttribute('href', '/p/BP-1/bp-1');
    await expect(within(canvas.getByRole('region', { name: 'Oils and fluids' })).getByText('No parts to show yet.')).toBeVisible();
    const jump = within(canvas.getByRole('navigation', { name: 'Jump to a category' }));
    await userEvent.hover(jump.getByRole('link', { name: 'Filters' }));
    await expect(jump.getByRole('link', { name: 'Filters' })).toHaveAttribute('href', '#catalog-20');
  },
};

/** A browser navigation: the tree at once, a busy status per category while the top parts come. */
export const LoadingTopParts: Story = {
  args: { data: { categories, topParts: deferredParts('never') } },
  play: async ({ canvas }) => {
    const brakes = within(await canvas.findByRole('region', { name: 'Brakes' }));
    await expect(brakes.getByRole('status')).toHaveTextContent('Loading top parts…');
    await expect(brakes.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Brakes' })[0]).toHaveFocus();
  },
};

/** The top parts failed: said per category, the categories stay. */
export const TopPartsFailed: Story = {
  args: { data: { categories, topParts: deferredParts('fail') } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(3));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('The top parts could not be loaded. Open the category to see its parts.');
    await userEvent.hover(within(canvas.getByRole('region', { name: 'Brakes' })).getByRole('link', { name: 'Brakes' }));
  },
};

/** No categories yet: the empty state. */
export const Empty: Story = {
  args: { data: { categories: [], topParts: {} } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('The catalogue has no categories yet.');
    await userEvent.tab();
    await expect(canvas.queryByRole('navigation', { name: 'Jump to a category' })).toBeNull();
  },
};

/** Long category and part names at phone width: they wrap. */
export const LongTexts: Story = {
  args: {
    data: {
      categories: [category(10, 'Bremsanlage und Bremsflüssigkeitsbehälterzubehör', 12345, [category(11, 'Brake pads, shoes and wear indicators for passenger cars and light commercial vehicles', 9999)])],
      topParts: { '10': [{ sku: 'X-1', name: 'Bosch 0 986 494 294 brake pad set, disc brake, front axle, with acoustic wear warning contact and accessories', slug: 'x-1', typeId: 'simple' }] },
    },
  },
  render: (args, { loaded: { kernel, i18n } }) => (
    <section aria-label="phone" style={{ width: LANGUAGE_FRAME_WIDTH }}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
        <RoutePage {...routed(args.data)} />
      </ModuleStoryFrame>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12345 products')).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: /acoustic wear warning/ }));
  },
};

/** The five languages at phone width, with the failure note (the Italian one is the longest). */
export const Languages: Story = {
  args: { data: { categories: categories.slice(0, 1), topParts: deferredParts('fail') } },
  render: (args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={catalogLink}>{() => <RoutePage {...routed(args.data)} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const italian = within(canvas.getByRole('region', { name: 'it' }));
    await expect(await italian.findByRole('alert')).toHaveTextContent('Impossibile caricare i ricambi più richiesti. Apri la categoria per vederne i ricambi.');
    await userEvent.hover(italian.getAllByRole('link', { name: 'Brakes' })[0]!);
  },
};
