import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, RoutePage } from '../../kernel/testing/module-story';
import { navigationModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import type { CategoryDocument } from './logic/category-tree';
import SitemapPage from './sitemap-page';
import type { SitemapData } from './sitemap-loader';
import StoreLocatorPage from './store-locator-page';
import { uiStateStub } from './test-stubs';

const locales = { et: { navigation: et }, ru: { navigation: ru }, en: { navigation: en }, fi: { navigation: fi }, it: { navigation: it } };
const link = createLinkHelper(testStoreView, [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'checkout', path: '/checkout' },
  { name: 'category', path: '/c/:slug' },
  { name: 'cms-page', path: '/i/:slug' },
  { name: 'my-account', path: '/my-account' },
  { name: 'compare', path: '/compare' },
  ...(navigationModule.routes ?? []),
]);

const doc = (id: number, parent: number, level: number, name: string): CategoryDocument => ({ id, parent_id: parent, level, position: id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') });
const ROOT: CategoryDocument = { id: 2, parent_id: 1, level: 1, position: 0, name: 'Default', slug: 'default' };
const TREE = [ROOT, doc(10, 2, 2, 'Brakes'), doc(11, 10, 3, 'Brake pads'), doc(12, 10, 3, 'Brake discs'), doc(14, 2, 2, 'Filters'), doc(15, 14, 3, 'Oil filters'), doc(16, 2, 2, 'Oils and fluids')];
const LONG_TREE = [
  ROOT,
  doc(10, 2, 2, 'Bremsanlage und Bremsflüssigkeitsbehälterzubehör'),
  doc(11, 10, 3, 'Brake pads, shoes and wear indicators for passenger cars and light commercial vehicles'),
  doc(14, 2, 2, 'Kraftstoffaufbereitung / Kraftstofffilterzusatzheizung'),
  doc(16, 2, 2, 'Engine oils, transmission oils, coolants, windscreen washer fluids and additives'),
];

/** How the catalogue API answers the menu's category search: a tree, never (still loading), or an error. */
type Answer = { tree: CategoryDocument[] } | 'pending' | 'failure';

function catalogue(answer: Answer): ApiFetch {
  return async () => {
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === 'failure') return new Response(JSON.stringify({ code: 503, result: 'Service unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
    const hits = answer.tree.map((source) => ({ _source: source }));
    return new Response(JSON.stringify({ hits: { total: { value: hits.length }, hits } }), { headers: { 'content-type': 'application/json' } });
  };
}

async function load(answer: Answer, sidebar = false) {
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(catalogue(answer));
  const loaded = await loadModuleStory([uiStateStub, navigationModule], 'navigation', en, { container: services });
  if (sidebar) await loaded.kernel.dispatch({ type: 'ui-state/open', data: { panel: 'sidebar' } });
  return { ...loaded, i18ns: await languageInstances(locales) };
}

/** The header, overlay and footer slots the module fills, as the layout places them. */
function Layout() {
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' }}>
        <Slot name="layout/headerNav" />
        <Slot name="layout/headerActions" />
      </header>
      <Slot name="layout/overlay" />
      <footer>
        <Slot name="layout/footer" />
      </footer>
    </>
  );
}

const sitemapData: SitemapData = {
  categories: [
    { id: '10', name: 'Brakes', slug: 'brakes', children: [{ id: '11', name: 'Brake pads', slug: 'brake-pads', children: [] }] },
    { id: '14', name: 'Filters', slug: 'filters', children: [] },
  ] as unknown as SitemapData['categories'],
  pages: [
    { slug: 'about-us', title: 'About us' },
    { slug: 'shipping', title: 'Shipping' },
    { slug: 'terms', title: 'Terms of service and conditions of sale for private and business customers' },
  ],
};
const sitemap = { path: '/sitemap', url: '/sitemap', data: sitemapData, page: <SitemapPage /> };
const storeLocator = { path: '/store-locator', url: '/store-locator', page: <StoreLocatorPage /> };

const meta = {
  title: 'Modules/Navigation',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <Layout />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu bar opens a category's submenu; the footer links the module's two pages. */
export const MenuBar: Story = {
  loaders: [() => load({ tree: TREE })],
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'Categories' });
    // Pointing at a category opens its submenu (a click would then toggle it closed again).
    await userEvent.hover(within(menu).getByRole('link', { name: 'Brakes' }));
    await expect(await within(menu).findByRole('link', { name: 'Brake pads' })).toHaveAttribute('href', '/c/brake-pads');
    const footer = canvas.getByRole('navigation', { name: 'Find us' });
    await expect(within(footer).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
  },
};

/** Loading, the sidebar asked open: menu bar and sidebar wait for the tree (nothing half-drawn); the footer is there. */
export const TreeLoading: Story = {
  loaders: [() => load('pending', true)],
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('navigation', { name: 'Find us' });
    await userEvent.tab();
    await expect(within(footer).getByRole('link', { name: 'Store locator' })).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The tree failed to load: menu bar and sidebar hide for this page (their fills' boundaries), the footer stays. */
export const TreeFailed: Story = {
  loaders: [() => load('failure', true)],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Store locator' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  },
};

/** The phones' sidebar: drills into Brakes and back, then closes. */
export const Sidebar: Story = {
  loaders: [() => load({ tree: TREE }, true)],
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Brakes' }));
    await expect(await within(dialog).findByRole('link', { name: 'All Brakes' })).toHaveAttribute('href', '/c/brakes');
    await userEvent.click(within(dialog).getByRole('button', { name: /Back/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Long category names in the menu bar and the sidebar: they wrap instead of widening the page. */
export const LongCategoryNames: Story = {
  loaders: [() => load({ tree: LONG_TREE }, true)],
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bremsanlage und Bremsflüssigkeitsbehälterzubehör' }));
    await expect(await within(dialog).findByRole('link', { name: /passenger cars and light commercial vehicles/ })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** The sitemap page: categories as a tree, then the content pages. */
export const SitemapPageStory: Story = {
  name: 'Sitemap page',
  loaders: [() => load({ tree: TREE })],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <RoutePage {...sitemap} />
    </ModuleStoryFrame>
  ),
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('region', { name: 'Pages' });
    await expect(within(pages).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Store locator', 'About us', 'Shipping', 'Terms of service and conditions of sale for private and business customers']);
    await userEvent.tab();
    await expect(within(canvas.getByRole('region', { name: 'Categories' })).getByRole('link', { name: 'Brake pads' })).toHaveAttribute('href', '/c/brake-pads');
  },
};

/** The store locator: address, hours, contacts and a map link that opens in a new tab. */
export const StoreLocatorPageStory: Story = {
  name: 'Store locator page',
  loaders: [() => load({ tree: TREE })],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <RoutePage {...storeLocator} />
    </ModuleStoryFrame>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Store locator' })).toBeVisible();
    const map = canvas.getByRole('link', { name: /on the map \(opens OpenStreetMap\)/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await userEvent.hover(map);
    await expect(canvas.getByText('Choose store pickup at checkout and collect your order here free of charge.')).toBeVisible();
  },
};

/** The five languages at phone width: the open sidebar and the store locator (Estonian's pickup line is the longest). */
export const Languages: Story = {
  loaders: [() => load({ tree: TREE }, true)],
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => (
        <>
          <Layout />
          <RoutePage {...storeLocator} />
        </>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvas }) => {
    const estonian = canvas.getByRole('region', { name: 'et' });
    await expect(await within(estonian).findByText('Vali kassas tarneviisiks kauplusest kättesaamine ja võta tellimus siit tasuta vastu.')).toBeVisible();
    await userEvent.click(within(canvas.getByRole('region', { name: 'it' })).getByRole('button', { name: 'Chiudi il menu' }));
    await waitFor(() => expect(canvas.queryAllByRole('dialog')).toEqual([]));
  },
};
