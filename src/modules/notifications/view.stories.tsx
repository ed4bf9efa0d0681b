import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import type { Command } from '../../kernel';
import { KernelProvider, Slot } from '../../kernel';
import { eachLanguage, LanguageFrames, languageInstances, namespaceLocales } from '../../kernel/testing/module-story';
import { createTestKernel } from '../../kernel/testing/test-kernel';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { notificationsModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

// Module views render through a kernel brought into a state by commands (notifications are session-only:
// a kernel never folds logged ones), so any state can be opened by name. Without reactors nothing expires.
async function seeded(commands: Command<'notifications/notify'>[]) {
  const kernel = await createTestKernel([notificationsModule], { reactors: false });
  for (const command of commands) await kernel.dispatch(command);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { notifications: en } }, react: { useSuspense: false } });
  return { kernel, i18n };
}

const notify = (type: 'success' | 'error' | 'warning' | 'info', message: string, extra = {}): Command<'notifications/notify'> => ({
  type: 'notifications/notify',
  data: { type, message, hasNoTimeout: true, ...extra },
});

const meta = {
  title: 'Modules/Notifications',
  render: (_args, { loaded }) => (
    <I18nextProvider i18n={loaded.i18n}>
      <KernelProvider kernel={loaded.kernel}>
        <Slot name="layout/overlay" />
      </KernelProvider>
    </I18nextProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddedToCartAndOutOfStock: Story = {
  loaders: [
    () =>
      seeded([
        notify('success', 'Product has been added to the cart!'),
        notify('warning', 'The product is out of stock and cannot be added to the cart!'),
      ]),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Product has been added to the cart!');
    await expect(canvas.getByRole('alert')).toHaveTextContent('out of stock');
  },
};

export const OrderQueuedWithOk: Story = {
  loaders: [() => seeded([notify('error', 'The order can not be transfered because of server error. Order has been queued.', { action1: { label: 'OK' } })])],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

const locales = { et, ru, en, fi, it };

/** The longest real messages (the cart's Russian pre-reservation note, an untranslated server error) on a 320 px phone. */
export const LongTextsOnAPhone: Story = {
  loaders: [
    () =>
      seeded([
        notify('warning', 'Система не уверена в количестве товара на складе (нестабильно). Товар добавлен в корзину для предварительного резервирования.'),
        notify('error', 'SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; try restarting transaction, query was: UPDATE `cataloginventory_stock_item`', { action1: { label: 'OK' } }),
      ]),
  ],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    const notes = await canvas.findAllByRole('alert');
    await expect(notes.at(-1)).toHaveTextContent('Lock wait timeout exceeded');
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
    for (const note of notes) await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The five languages side by side: the region's name and each note's close button in its language. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded([notify('success', 'Product has been added to the cart!')])), i18ns: await languageInstances(namespaceLocales('notifications', locales)) })],
  render: (_args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns}>{() => <Slot name="layout/overlay" />}</LanguageFrames>,
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language) => {
      await expect(frame.getByRole('region', { name: locales[language].region })).toBeInTheDocument();
      await expect(await frame.findByRole('button', { name: locales[language].close })).toBeVisible();
    });
  },
};
