import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, ModuleStoryFrame, RoutePage, type RoutedPage } from '../../kernel/testing/module-story';
import { brakeParts, catalogLink, loadCatalogStory, longParts } from './page-stories.fixtures';
import type { SearchPageData } from './search-loader';
import SearchPage from './search-page';

const results = (overrides: Partial<SearchPageData> = {}): SearchPageData => ({
  term: 'brake',
  searched: true,
  outcome: { term: 'brake', products: brakeParts, total: 104, suggestions: [], offline: false },
  page: 1,
  pages: 3,
  narrowedTo: null,
  ...overrides,
});
const nothing = (term: string, suggestions: string[] = []): SearchPageData => results({ term, outcome: { term, products: [], total: 0, suggestions, offline: false }, pages: 1 });

// The page's form is a plain GET form (it works without JavaScript): the plays fill it in but never submit it,
// which would take the story's frame to /search.
const routed = (data: SearchPageData): RoutedPage => ({ path: '/search', url: `/search?q=${encodeURIComponent(data.term)}`, data, page: <SearchPage /> });

const meta = {
  title: 'Modules/Catalog/Search page',
  args: { data: results() },
  loaders: [() => loadCatalogStory()],
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
      <RoutePage {...routed(args.data)} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ data: SearchPageData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results: the count, the grid and page links that keep the term. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results for “brake”' })).toBeVisible();
    await expect(canvas.getByText('104 products found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search?q=brake&page=2');
    const field = canvas.getByRole('searchbox', { name: 'Search for parts' });
    await userEvent.clear(field);
    await expect(field).toBeInvalid();
    await userEvent.type(field, 'brake disc');
    await expect(field).toBeValid();
  },
};

/** Before a search (no term): the form and nothing else. */
export const NoTerm: Story = {
  args: { data: { term: '', searched: false, outcome: null, page: 1, pages: 1, narrowedTo: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'oil');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/** A term under 3 characters: the rule, nothing searched. */
export const TooShort: Story = {
  args: { data: { term: 'br', searched: false, outcome: null, page: 1, pages: 1, narrowedTo: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The search term must have at least 3 characters');
    await userEvent.type(canvas.getByRole('searchbox'), 'ake');
    await expect(canvas.getByRole('searchbox')).toHaveValue('brake');
  },
};

/** Nothing found: the empty state and "did you mean" links. */
export const NothingFoundWithSuggestions: Story = {
  args: { data: nothing('brkae', ['brake', 'brake pads']) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('No products found for “brkae”.');
    await expect(canvas.getByRole('link', { name: 'brake pads' })).toHaveAttribute('href', '/search?q=brake+pads');
    await userEvent.hover(canvas.getByRole('link', { name: 'brake' }));
  },
};

/** A long term and long names at phone width: the heading and the cards wrap. */
export const LongTexts: Story = {
  args: { data: results({ term: 'Bremsflüssigkeitsbehälterverschlussdeckel mit Sensor', outcome: { term: 'x', products: longParts, total: 2, suggestions: [], offline: false }, pages: 1 }) },
  render: (args, { loaded: { kernel, i18n } }) => (
    <section aria-label="phone" style={{ width: LANGUAGE_FRAME_WIDTH }}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
        <RoutePage {...routed(args.data)} />
      </ModuleStoryFrame>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Bremsflüssigkeitsbehälterverschlussdeckel/ })).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: /acoustic wear warning/ }));
  },
};

/** The five languages at phone width, nothing found (the Estonian and Russian empty texts are the longest). */
export const Languages: Story = {
  args: { data: nothing('Kraftstofffilter') },
  render: (args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={catalogLink}>{() => <RoutePage {...routed(args.data)} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const estonian = within(canvas.getByRole('region', { name: 'et' }));
    await expect(await estonian.findByRole('status')).toHaveTextContent('Päringule „Kraftstofffilter” ei leitud ühtegi toodet.');
    await userEvent.type(estonian.getByRole('searchbox', { name: 'Otsi varuosi' }), ' heizung');
  },
};
