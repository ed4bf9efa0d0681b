import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { KernelProvider } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, testStoreView } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, languageInstances, namespaceLocales } from '../../kernel/testing/module-story';
import { testPageContext } from '../../kernel/testing/page-context';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import type { ListedProductDoc } from './listed-product';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import SearchDialog from './search-panel';

const part = (id: number, name: string, price: number): ListedProductDoc => ({ id, sku: `P-${id}`, name, slug: `part-${id}`, type_id: 'simple', price, final_price: price, price_incl_tax: price * 1.24, final_price_incl_tax: price * 1.24 });

/** A catalogue answering every term at once: brake parts for "brake", a correction for "brkae", nothing otherwise. */
const fetchApi: ApiFetch = async (path) => {
  const request = JSON.parse(new URL(path, 'http://x').searchParams.get('request') ?? '{}');
  const term = String(request.query.bool.must[0].multi_match.query).toLowerCase();
  const hits = term.startsWith('brake')
    ? [part(1, 'Brake pads, front — ATE', 30), part(2, 'Brake disc — TRW', 45)]
    : term.startsWith('brems')
      ? [part(3, 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2', 1234.5), part(4, 'Bremsflüssigkeitsbehälterverschlussdeckel', 9.9)]
      : [];
  const suggest = term === 'brkae' ? { did_you_mean: [{ text: 'brkae', offset: 0, length: 5, options: [{ text: 'brake', score: 0.8, freq: 12 }] }] } : undefined;
  return new Response(JSON.stringify({ hits: { total: { value: hits.length }, hits: hits.map((h) => ({ _source: h })) }, ...(suggest ? { suggest } : {}) }), { headers: { 'content-type': 'application/json' } });
};

async function loaded() {
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(fetchApi);
  const kernel = await createTestKernel([], { container: services });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  const link = createLinkHelper(testStoreView, [
    { name: 'search', path: '/search' },
    { name: 'simple-product', path: '/p/:parentSku/:slug' },
  ]);
  return { kernel, i18n, link, page: testPageContext(testStoreView, link) };
}

const meta = {
  title: 'Modules/Catalog/Search panel',
  loaders: [loaded],
  render: (_args, { loaded: { kernel, i18n, page } }) => (
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <MemoryRouter>
          <PageProvider value={page}>
            <SearchDialog onClose={() => {}} />
          </PageProvider>
        </MemoryRouter>
      </KernelProvider>
    </I18nextProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search for parts' })).toHaveFocus();
  },
};

export const TooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'br');
    await expect(canvas.getByRole('status')).toHaveTextContent('The search term must have at least 3 characters');
  },
};

export const Results: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'brake');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 products found'));
    await expect(canvas.getByRole('link', { name: /Brake disc — TRW/ })).toHaveAttribute('href', '/p/P-2/part-2');
    await expect(canvas.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?q=brake');
  },
};

export const DidYouMean: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'brkae');
    await userEvent.click(await canvas.findByRole('button', { name: 'brake' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 products found'));
  },
};

const locales = { et, ru, en, fi, it };

/** A long term and long part names on a 320 px phone: the results wrap, nothing sticks out sideways. */
export const LongTextsOnAPhone: Story = {
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'bremsbelagsatzscheibenbremsevorderachse');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 products found'));
    await expect(canvas.getByRole('link', { name: /Bremsflüssigkeitsbehälterverschlussdeckel/ })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/**
 * The five languages side by side: each panel's title, field label and placeholder in its language. Each panel is
 * modal (it makes the rest of the page inert), so five at once are for reading, not typing.
 */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loaded()), i18ns: await languageInstances(namespaceLocales('catalog', locales)) })],
  render: (_args, { loaded: { kernel, i18ns, link } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => (
        <MemoryRouter>
          <SearchDialog onClose={() => {}} />
        </MemoryRouter>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language) => {
      const { search } = locales[language];
      await expect(frame.getByRole('dialog', { name: search.title })).toBeVisible();
      await expect(frame.getByRole('searchbox', { name: search.label })).toHaveAttribute('placeholder', search.placeholder);
    });
  },
};
