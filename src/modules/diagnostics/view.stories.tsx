import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { Command } from '../../kernel';
import { Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { recordingModule } from '../../kernel/testing';
import { LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { diagnosticsModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

// Diagnostics reads the event log, so the story's kernel gets a short shopping session to export: two parts
// added to the cart (a stand-in module records them, as the cart's own events would be).
const cart = recordingModule('cart', { 'cart/addItem': 'cart/itemAdded' });
const added = (sku: string, qty: number) => ({ type: 'cart/addItem', data: { sku, qty } }) as unknown as Command;

async function load() {
  const loaded = await loadModuleStory([cart, diagnosticsModule], 'diagnostics', en);
  await loaded.kernel.dispatch(added('ATE-13.0460-7184.2', 2));
  await loaded.kernel.dispatch(added('MANN-HU7020Z', 1));
  return loaded;
}

/**
 * Catches the browser download that `downloadJsonLines` starts (an object URL on a clicked link), so the play can
 * read the file instead of the browser saving it. Restore it at the end so the story's button downloads for real.
 */
function catchDownloads() {
  const objectUrls = spyOn(URL, 'createObjectURL');
  const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    files: () =>
      clicks.mock.contexts.map((link, index) => ({
        name: (link as HTMLAnchorElement).download,
        text: () => (objectUrls.mock.calls[index]?.[0] as Blob).text(),
      })),
    restore: () => {
      clicks.mockRestore();
      objectUrls.mockRestore();
    },
  };
}

/** The event types of a downloaded JSON-lines log. */
const typesIn = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { type: string }).type);

const meta = {
  title: 'Modules/Diagnostics',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Slot name="account/sections" props={{ customer: { id: 7, email: 'mari@example.com', firstname: 'Mari', lastname: 'Maasikas', groupId: 1 } }} />
      <Slot name="layout/overlay" />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Account's section: what the file is, the shortcut, and the button that downloads the log as JSON lines. */
export const AccountSection: Story = {
  loaders: [load],
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Diagnostics' });
    await expect(section).toHaveTextContent('If something went wrong, send this file to our customer service');
    await expect(section).toHaveTextContent('Keyboard shortcut on any page: Ctrl+Shift+E');
    const downloads = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download diagnostics' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent('The diagnostics file was downloaded.');
      const [file] = downloads.files();
      await expect(file?.name).toMatch(/^autoparts-log-test-\d{4}-\d\d-\d\dT[\d-]+Z\.jsonl$/);
      await expect(typesIn(await file!.text())).toEqual(['cart/itemAdded', 'cart/itemAdded']);
    } finally {
      downloads.restore();
    }
  },
};

/** Ctrl+Shift+E anywhere on the page downloads the same file (the `layout/overlay` fill listens on the window). */
export const KeyboardShortcut: Story = {
  loaders: [load],
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Diagnostics' });
    const downloads = catchDownloads();
    try {
      await userEvent.keyboard('{Control>}{Shift>}E{/Shift}{/Control}');
      await waitFor(() => expect(downloads.files()).toHaveLength(1));
      await expect(typesIn(await downloads.files()[0]!.text())).toContain('cart/itemAdded');
      await expect(canvas.queryByRole('status')).toBeNull();
    } finally {
      downloads.restore();
    }
  },
};

/** The five languages side by side (Italian's explanation is the longest); downloading from the Russian frame. */
export const Languages: Story = {
  loaders: [
    async () => ({
      ...(await load()),
      i18ns: await languageInstances({ et: { diagnostics: et }, ru: { diagnostics: ru }, en: { diagnostics: en }, fi: { diagnostics: fi }, it: { diagnostics: it } }),
    }),
  ],
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns}>
      {() => <Slot name="account/sections" props={{ customer: { id: 7, email: 'mari@example.com', firstname: 'Mari', lastname: 'Maasikas', groupId: 1 } }} />}
    </LanguageFrames>
  ),
  play: async ({ canvas }) => {
    const italian = within(canvas.getByRole('region', { name: 'it' }));
    await expect(italian.getByRole('region', { name: 'Diagnostica' })).toHaveTextContent('Se qualcosa è andato storto, invia questo file al nostro servizio clienti');
    const russian = within(canvas.getByRole('region', { name: 'ru' }));
    const downloads = catchDownloads();
    try {
      await userEvent.click(russian.getAllByRole('button')[0]!);
      await waitFor(() => expect(downloads.files()).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  },
};

/** The shop's answer to a share: the code support asks for (the story's kernel has no server). */
const shareAnswer: ApiFetch = async () =>
  new Response(JSON.stringify({ code: 200, result: { code: 'ABCDE-FGHJK', expiresAt: '2026-12-27T10:00:00.000Z' } }), { status: 200, headers: { 'content-type': 'application/json' } });

async function loadWithShare() {
  const loaded = await load();
  loaded.kernel.container.bind<ApiFetch>(ApiFetchToken).toConstantValue(shareAnswer);
  return loaded;
}

/** 'Share with support': the shopper confirms first (what is sent, how long it is kept), then gets the code. */
export const ShareWithSupport: Story = {
  loaders: [loadWithShare],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share with support' }));
    await expect(canvas.getByText(/kept for 30 days/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, share the log' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Tell customer service this code (valid for 30 days): ABCDE-FGHJK');
  },
};
