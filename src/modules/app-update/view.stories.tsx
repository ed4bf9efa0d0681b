import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Slot } from '../../kernel';
import { LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { AppUpdater, appUpdateModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

const locales = { et: { 'app-update': et }, ru: { 'app-update': ru }, en: { 'app-update': en }, fi: { 'app-update': fi }, it: { 'app-update': it } };

/** A kernel with the module, a recording AppUpdater bound (the service worker's part), and `offered` whether a new version waits. */
async function load(offered: boolean) {
  const loaded = await loadModuleStory([appUpdateModule], 'app-update', en);
  const apply = fn();
  loaded.kernel.container.bind<AppUpdater>(AppUpdater).toConstantValue({ apply });
  if (offered) await loaded.kernel.dispatch({ type: 'app-update/offer', data: {} });
  return { ...loaded, apply, i18ns: await languageInstances(locales) };
}

const meta = {
  title: 'Modules/App update',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Slot name="layout/overlay" props={{}} />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No new version waits: the polite status region is in the page but empty, and there are no buttons. */
export const NothingWaiting: Story = {
  loaders: [() => load(false)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

/** A new version waits: "Reload" hands over to it through the bound AppUpdater and the prompt goes. */
export const Offered: Story = {
  loaders: [() => load(true)],
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of the shop is available.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(loaded.apply).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.queryAllByRole('button')).toEqual([]));
  },
};

/** Escape inside the prompt means "Later": the prompt goes and the waiting version is left alone. */
export const Later: Story = {
  loaders: [() => load(true)],
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(canvas.queryAllByRole('button')).toEqual([]));
    await expect(loaded.apply).not.toHaveBeenCalled();
  },
};

/** The five languages at phone width (Italian's message is the longest); "Later" in Finnish. */
export const Languages: Story = {
  loaders: [() => load(true)],
  render: (_args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns}>{() => <Slot name="layout/overlay" props={{}} />}</LanguageFrames>,
  play: async ({ canvas, loaded }) => {
    const italian = canvas.getByRole('region', { name: 'it' });
    await expect(within(italian).getByRole('status')).toHaveTextContent('È disponibile una nuova versione del negozio.');
    await userEvent.click(within(canvas.getByRole('region', { name: 'fi' })).getByRole('button', { name: 'Myöhemmin' }));
    await waitFor(() => expect(canvas.queryAllByRole('button')).toEqual([]));
    await expect(loaded.apply).not.toHaveBeenCalled();
  },
};
