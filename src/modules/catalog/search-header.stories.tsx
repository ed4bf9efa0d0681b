import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { defineModule, type Projection } from '../../kernel/module';
import { LanguageFrames, loadModuleStory, languageInstances, ModuleStoryFrame } from '../../kernel/testing/module-story';
import en from './locales/en.json';
import { catalogLink, catalogLocales } from './page-stories.fixtures';
import { SearchButton, SearchPanel } from './search-header';

// The module's header fills: the search button (layout/headerActions) and the panel it opens (layout/overlay),
// with the panel's states the search panel's own story does not show: a failed search and the five languages.

/** Stands in for ui-state (modules never import each other): the search panel's flag, toggled and closed. */
const uiState = defineModule<{ open: boolean }>({
  id: 'ui-state',
  decider: {
    initialState: () => ({ open: false }),
    decide(command, state) {
      if (command.type === 'ui-state/toggle') return [{ type: state.open ? 'ui-state/panelClosed' : 'ui-state/panelOpened', data: { panel: 'searchpanel' } }];
      if (command.type === 'ui-state/close' && state.open) return [{ type: 'ui-state/panelClosed', data: { panel: 'searchpanel' } }];
      return [];
    },
    evolve(draft, event) {
      draft.open = event.type === 'ui-state/panelOpened';
    },
  },
  projections: [
    {
      name: 'ui-state/flags',
      version: 1,
      handles: ['ui-state/panelOpened', 'ui-state/panelClosed'],
      initial: () => ({ open: { searchpanel: false }, overlay: false, submenu: { depth: 0, path: [] } }),
      apply(draft: { open: Record<string, boolean>; overlay: boolean }, event: { type: string }) {
        draft.open.searchpanel = event.type === 'ui-state/panelOpened';
        draft.overlay = draft.open.searchpanel;
      },
    } as unknown as Projection<'ui-state/flags'>,
  ],
});

/** The catalogue API: brake parts, or a failure (the panel says the search failed). */
const catalogue = (answer: 'parts' | 'failure'): ApiFetch => async () => {
  if (answer === 'failure') return new Response(JSON.stringify({ code: 503, result: 'Service unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
  const hit = { id: 1, sku: 'P-1', name: 'Brake pads, front — ATE', slug: 'part-1', type_id: 'simple', price: 30, final_price: 30, price_incl_tax: 37.2, final_price_incl_tax: 37.2 };
  return new Response(JSON.stringify({ hits: { total: { value: 1 }, hits: [{ _source: hit }] } }), { headers: { 'content-type': 'application/json' } });
};

async function load(answer: 'parts' | 'failure' = 'parts', open = false) {
  // The panel is its own chunk (React.lazy): loaded here, so the plays do not wait for the dev server to serve it.
  await import('./search-panel');
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(catalogue(answer));
  const loaded = await loadModuleStory([uiState], 'catalog', en, { container: services });
  if (open) await loaded.kernel.dispatch({ type: 'ui-state/toggle', data: { panel: 'searchpanel' } });
  return { ...loaded, i18ns: await languageInstances(catalogLocales) };
}

function Header() {
  return (
    <MemoryRouter>
      <SearchButton />
      <SearchPanel />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Modules/Catalog/Search header',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={catalogLink}>
      <Header />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the panel (its code loads then) with the field focused; the close button closes it. */
export const OpenAndClose: Story = {
  loaders: [() => load()],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: 'Search parts' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Search for parts' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The catalogue did not answer: the panel says the search failed. */
export const SearchFailed: Story = {
  loaders: [() => load('failure', true)],
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Search parts' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'brake');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Search failed. Please try again.'));
  },
};

/** The open panel in the five languages at phone width (the placeholder and the too-short rule are the longest). */
export const Languages: Story = {
  loaders: [() => load('parts', true)],
  render: (_args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={catalogLink}>{() => <Header />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const russian = within(canvas.getByRole('region', { name: 'ru' }));
    await expect(await russian.findByRole('searchbox', { name: 'Поиск запчастей' })).toHaveAttribute('placeholder', 'Название, артикул, EAN, OE или OEM номер');
    // One kernel behind the five frames: closing the Russian panel closes them all.
    await userEvent.click(russian.getByRole('button', { name: 'Закрыть поиск' }));
    await waitFor(() => expect(canvas.queryAllByRole('dialog')).toEqual([]));
  },
};
