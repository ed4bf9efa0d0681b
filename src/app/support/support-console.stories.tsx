import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { toJsonl } from '../../kernel/event-log/jsonl';
import type { StoredEvent } from '../../kernel/messages';
import { defineModule, type ModuleDefinition } from '../../kernel/module';
import { SupportConsole } from './support-console';
import en from './locales/en.json';

// A short shopper session as a log (a stand-in cart module folds it): a line added, a server answer recorded,
// a refused command and a failed update.
const event = (seq: number, type: string, data: unknown, causationId: string | null = null): StoredEvent =>
  ({ type, data, meta: { id: `e${seq}`, seq, time: `2026-11-27T10:00:0${seq}.000Z`, version: 1, storeCode: 'eng', correlationId: 'c1', causationId } }) as unknown as StoredEvent;

type Line = { sku: string; name: string; qty: number; price: number };
const cart = defineModule<{ lines: Line[] }>({
  id: 'cart',
  decider: {
    initialState: () => ({ lines: [] }),
    decide: () => [],
    evolve(draft, raw) {
      const e = raw as unknown as { type: string; data: { line?: Line } };
      if (e.type === 'cart/itemAdded' && e.data.line) draft.lines.push(e.data.line);
    },
  },
}) as ModuleDefinition;

const LOG = toJsonl([
  event(1, 'user/sessionStartedAnonymously', {}),
  event(2, 'cart/itemAdded', { line: { sku: 'FERODO-FDB98647', name: 'Ferodo brake pads FDB98647', qty: 1, price: 41.9 } }, 'cmd-1'),
  event(3, 'cart/lineSynced', { answer: { code: 200, result: { item_id: 5 }, transmitted: true } }, 'e2'),
  event(4, 'kernel/commandRejected', { command: 'cart/addItem', commandData: { sku: 'X' }, code: 'OUT_OF_STOCK', message: 'Out of stock' }, 'cmd-2'),
  event(5, 'cart/lineUpdateFailed', { answer: { code: 500, result: 'Internal Server Error', transmitted: true } }, 'e2'),
]);

async function loadI18n() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { support: en } }, defaultNS: 'support', react: { useSuspense: false } });
  return { i18n };
}

const meta = {
  title: 'App/Support console',
  loaders: [loadI18n],
  render: (_args, { loaded: { i18n } }) => (
    <I18nextProvider i18n={i18n}>
      <SupportConsole
        loadModules={async () => [cart]}
        fetchShared={async (code) => {
          if (code.toUpperCase() !== 'ABCDE-FGHJK') throw new Error(`No shared log has the code ${code}`);
          return LOG;
        }}
      />
    </I18nextProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loaded yet: the file input and the share code. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Support console' })).toBeVisible();
    await expect(canvas.getByLabelText('Exported log file (.jsonl)')).toBeVisible();
  },
};

/** A shared log loaded by its code, stepped to the last event: the timeline's marks and the cart it produced. */
export const SharedLog: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Share code'), 'abcde-fghjk');
    await userEvent.click(canvas.getByRole('button', { name: 'Load shared log' }));
    await expect(await canvas.findByText(/Shared code ABCDE-FGHJK/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    const lines = within(canvas.getByRole('table', { name: 'Cart lines after this event' }));
    await expect(lines.getByText('Ferodo brake pads FDB98647')).toBeVisible();
    await expect(canvas.getAllByText('refused command').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('error').length).toBeGreaterThan(0);
  },
};

/** An unknown code: the server's reason, in an alert. */
export const UnknownCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Share code'), 'ZZZZZ-ZZZZZ');
    await userEvent.click(canvas.getByRole('button', { name: 'Load shared log' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No shared log has the code ZZZZZ-ZZZZZ');
  },
};
