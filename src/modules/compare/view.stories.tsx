import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { createLinkHelper } from '../../kernel/store-view';
import { testProductSummary as summary, testStoreView } from '../../kernel/testing';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, RoutePage, serverRender, ServerHtml } from '../../kernel/testing/module-story';
import ComparePage from './compare-page';
import { compareModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import type { ComparableAttribute } from './logic';
import { notificationsStub, userStub } from './test-stubs';

const locales = { et: { compare: et }, ru: { compare: ru }, en: { compare: en }, fi: { compare: fi }, it: { compare: it } };
const link = createLinkHelper(testStoreView, [
  { name: 'home', path: '/' },
  { name: 'compare', path: '/compare' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
]);
const attributes: ComparableAttribute[] = [
  { code: 'item_class_2', label: 'Fitting position', options: { 1: 'Front axle', 2: 'Rear axle' } },
  { code: 'color', label: 'Colour', options: { 49: 'Black' } },
];
const added = (sku: string, extra = {}): EventDraft => ({ type: 'compare/itemAdded', data: { item: summary(sku, extra) } });
const two = [added('ATE-13.0460', { name: 'ATE brake pads, front axle', brand: 'ATE', price: 37.2 }), added('TRW-GDB1550', { name: 'TRW brake pads', brand: 'TRW', stock: 'out_of_stock' })];
const longNames = [
  added('BOSCH-0986494', { name: 'Bosch 0 986 494 294 brake pad set, disc brake, front axle, with acoustic wear warning contact and accessories', brand: 'Robert Bosch GmbH Automotive Aftermarket', price: 1249.99, stock: 'volatile' }),
  added('MANN-HU7020Z', { name: 'MANN-FILTER HU 7020 z oil filter element with gaskets / seals', brand: 'MANN-FILTER', price: 12.5 }),
  added('FEBI-101700', { name: 'Febi Bilstein 101700 Kraftstofffilterzusatzheizungsthermostat', brand: 'febi bilstein', price: 3.99 }),
];

/** The catalogue API's answer to the attribute read: the documents, or a failure (the rows are left out). */
const catalogue = (answer: 'documents' | 'failure'): ApiFetch => async () => {
  if (answer === 'failure') return new Response(JSON.stringify({ code: 503, result: 'Service unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
  const hits = [{ _source: { sku: 'ATE-13.0460', item_class_2: 1 } }, { _source: { sku: 'TRW-GDB1550', item_class_2: 2 } }, { _source: { sku: 'BOSCH-0986494', item_class_2: 1 } }];
  return new Response(JSON.stringify({ hits: { total: { value: hits.length }, hits } }), { headers: { 'content-type': 'application/json' } });
};

const page = { path: '/compare', url: '/compare', data: { attributes }, page: <ComparePage /> };

async function load(events: EventDraft[], answer: 'documents' | 'failure' = 'documents') {
  const loaded = await loadModuleStory([notificationsStub, compareModule, userStub], 'compare', en, { events });
  loaded.kernel.container.bind<ApiFetch>(ApiFetchToken).toConstantValue(catalogue(answer));
  return { ...loaded, i18ns: await languageInstances(locales), html: await serverRender(loaded, page, link) };
}

const meta = {
  title: 'Modules/Compare',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <RoutePage {...page} />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Loading: the server's HTML (the list lives in the browser, so the page says it is loading until it hydrates). */
export const Loading: Story = {
  loaders: [() => load(two)],
  render: (_args, { loaded: { html } }) => <ServerHtml html={html} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the products you compare…');
    await userEvent.tab();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Nothing compared: the empty state and the way back to the shop. */
export const Empty: Story = {
  loaders: [() => load([])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no items to compare.', { exact: false })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveFocus();
  },
};

/** Two parts side by side with their attributes; removing one leaves the other. */
export const TwoProducts: Story = {
  loaders: [() => load(two)],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Compare Products' });
    await waitFor(() => expect(rowOf(table, 'Fitting position')).toEqual(['Front axle', 'Rear axle']));
    await expect(rowOf(table, 'Availability')).toEqual(['In stock', 'Out of stock']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove TRW brake pads from comparison' }));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(1));
  },
};

/** The attribute read failed: the table keeps price, stock and brand and leaves the attribute rows out. */
export const AttributesFailed: Story = {
  loaders: [() => load(two, 'failure')],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Compare Products' });
    await expect(rowOf(table, 'Brand')).toEqual(['ATE', 'TRW']);
    await expect(within(table).queryByRole('rowheader', { name: 'Fitting position' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ATE brake pads, front axle from comparison' }));
    await waitFor(() => expect(rowOf(table, 'Brand')).toEqual(['TRW']));
  },
};

/** Long names, brands and prices in three columns: the table scrolls inside its own box, the page does not. */
export const LongTexts: Story = {
  loaders: [() => load(longNames)],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <section aria-label="phone" style={{ width: LANGUAGE_FRAME_WIDTH }}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
        <RoutePage {...page} />
      </ModuleStoryFrame>
    </section>
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Compare Products' });
    await expect(rowOf(table, 'Availability')).toEqual(['Stock not confirmed', 'In stock', 'In stock']);
    await expect(within(table).getByRole('link', { name: /Kraftstofffilterzusatzheizungsthermostat/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Remove MANN-FILTER HU 7020 z/ }));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
  },
};

/** The product page's toggle and the header's link (the module's slot fills): adding counts it in the header. */
export const ButtonAndHeaderLink: Story = {
  loaders: [() => load([])],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <Slot name="layout/headerActions" />
        <Slot name="product/actions" props={{ product: summary('ATE-13.0460') }} />
      </div>
    </ModuleStoryFrame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Compare, 0 products' })).toHaveAttribute('href', '/compare');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to compare' }));
    await expect(await canvas.findByRole('button', { name: 'Remove from compare' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Compare, 1 product' })).toBeVisible();
  },
};

/** The five languages at phone width, each with the page and the toggle (Italian's stock text is the longest). */
export const Languages: Story = {
  loaders: [() => load(two)],
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => (
        <>
          <Slot name="product/actions" props={{ product: summary('ATE-13.0460') }} />
          <RoutePage {...page} />
        </>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvas }) => {
    const italian = canvas.getByRole('region', { name: 'it' });
    await expect(await within(italian).findByRole('table', { name: 'Confronta prodotti' })).toHaveTextContent('Disponibile');
    await userEvent.click(within(canvas.getByRole('region', { name: 'fi' })).getByRole('button', { name: 'Poista vertailusta' }));
    await waitFor(() => expect(within(italian).getAllByRole('columnheader')).toHaveLength(1));
  },
};
