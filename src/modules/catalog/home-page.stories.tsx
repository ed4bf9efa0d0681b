import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, ModuleStoryFrame, RoutePage, type RoutedPage } from '../../kernel/testing/module-story';
import { BANNER_SIZES } from '../../ui/banner/banner';
import { partImage } from '../../ui/product-card/story-data';
import type { HomeData } from './home-loader';
import HomePage from './home-page';
import { NO_BANNERS } from './logic/home';
import { brakeParts, catalogLink, loadCatalogStory, longParts } from './page-stories.fixtures';

const picture = (label: string, kind: keyof typeof BANNER_SIZES, hue?: number) => partImage(label, BANNER_SIZES[kind].width, BANNER_SIZES[kind].height, hue);

const home = (overrides: Partial<HomeData> = {}): HomeData => ({
  banners: {
    head: null,
    main: [{ title: 'Brakes for every car', subtitle: 'ATE, Brembo, TRW', image: picture('Brakes', 'main'), link: '/c/brakes', alt: 'Brake discs and pads' }],
    small: [
      { title: 'Clear view', image: picture('Wipers', 'small', 210), link: '/c/wipers' },
      { title: 'For the dark season', image: picture('Lighting', 'small', 40), link: '/c/lighting' },
    ],
    product: [{ title: 'Time for a service', image: picture('Oils', 'product', 40), link: '/c/oils' }],
  },
  newProducts: brakeParts,
  bestSellers: brakeParts.slice(0, 2),
  blocks: [
    { identifier: 'shipping-promise', title: 'Delivery 1-10 days', content: '<p>DPD brings your parts to your door or a parcel locker.</p>' },
    { identifier: 'return-promise', title: 'Returns within 14 days', content: '<p>Unused parts in their box.</p>' },
  ],
  narrowedTo: null,
  ...overrides,
});

const routed = (data: HomeData): RoutedPage => ({ path: '/', url: '/', data, page: <HomePage /> });

const meta = {
  title: 'Modules/Catalog/Home page',
  args: { data: home() },
  loaders: [() => loadCatalogStory()],
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
      <RoutePage {...routed(args.data)} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ data: HomeData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banners, the shop's promises and the two lists. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Car parts and accessories' })).toBeVisible();
    const offers = canvas.getAllByRole('navigation', { name: 'Offers' })[0]!;
    await expect(within(offers).getByRole('link', { name: /Brakes for every car/ })).toHaveAttribute('href', '/c/brakes');
    await expect(canvas.getByRole('list', { name: 'Our promises' })).toHaveTextContent('Returns within 14 days');
    const bestsellers = canvas.getByRole('region', { name: 'Bestsellers' });
    await userEvent.hover(within(bestsellers).getByRole('link', { name: /Brake disc, vented/ }));
    await expect(within(bestsellers).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * With a head image: on a phone the first main banner is taller than the wide head image and is the page's largest
 * picture (Lighthouse's LCP element), so both load at once, at high priority; the others load lazily (ADR 0078).
 */
export const HeadImageAndBanners: Story = {
  args: {
    data: home({
      banners: {
        ...home().banners,
        head: { title: 'Delivery in 1-10 days', image: picture('Delivery', 'head', 120), link: '/c/delivery', alt: 'A van on the road' },
        main: [...home().banners.main, { title: 'Service parts', image: picture('Service', 'main', 30), link: '/c/service', alt: 'Oil and a filter' }],
      },
    }),
  },
  play: async ({ canvas }) => {
    const head = await canvas.findByRole('img', { name: 'A van on the road' });
    const firstMain = canvas.getByRole('img', { name: 'Brake discs and pads' });
    for (const picture of [head, firstMain]) {
      await expect(picture).toHaveAttribute('loading', 'eager');
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
    }
    await expect(canvas.getByRole('img', { name: 'Oil and a filter' })).toHaveAttribute('loading', 'lazy');
  },
};

/** The banners and blocks failed to load (only logged): the lists still show, without empty banner boxes. */
export const BannersFailed: Story = {
  args: { data: home({ banners: NO_BANNERS, blocks: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'New collection' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Offers' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.queryByRole('link', { name: /Brakes for every car/ })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Our promises' })).toBeNull();
  },
};

/** Empty lists (a new shop): a list with no products leaves no empty heading behind. */
export const EmptyLists: Story = {
  args: { data: home({ newProducts: [], bestSellers: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'New collection' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Bestsellers' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Brakes for every car/ })).toHaveFocus();
  },
};

/** Long product and banner texts at phone width: they wrap inside their boxes. */
export const LongTexts: Story = {
  args: {
    data: home({
      newProducts: longParts,
      banners: { ...NO_BANNERS, main: [{ title: 'Winter tyres, snow chains, scrapers, de-icers and everything else for the cold season', subtitle: 'Continental, Michelin, Nokian, Goodyear', image: picture('Winter', 'main', 200), link: '/c/winter' }] },
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
    await expect(await canvas.findByRole('link', { name: /Kraftstofffilterzusatzheizungsthermostat/ })).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: /snow chains/ }));
  },
};

/** The five languages at phone width (the Russian lead is the longest). */
export const Languages: Story = {
  args: { data: home({ bestSellers: [] }) },
  render: (args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={catalogLink}>{() => <RoutePage {...routed(args.data)} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const russian = within(canvas.getByRole('region', { name: 'ru' }));
    await expect(await russian.findByText('Тормоза, фильтры, масла, освещение и многое другое для вашего автомобиля с доставкой DPD.')).toBeVisible();
    await userEvent.hover(russian.getByRole('heading', { level: 1, name: 'Автозапчасти и аксессуары' }));
  },
};
