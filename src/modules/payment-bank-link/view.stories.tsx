import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales, type ModuleStoryLoaded } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { BrowserNavigator, paymentBankLinkModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { checkoutStandIn, notificationsStandIn } from './test-stand-ins';
import type { TransactionRequest } from './messages';
import { BankLinkNote, BankLinkSummary } from './view';

const SANDBOX_URL = 'http://localhost:3320/api/ext/payment-sandbox/makecommerce/mcsb_story';
const request: TransactionRequest = {
  transaction: { amount: 79.4, currency: 'EUR', reference: '000000042', order_ids: ['000000042'], merchant_data: 'web-1' },
  customer: { email: 'mari@example.com', country: 'ee', locale: 'en' },
};
const requested: EventDraft = { type: 'payment-bank-link/transactionRequested', data: { requestId: 'r1', orderId: 'web-1', orderNumber: '000000042', attempt: 1, request } };
const created: EventDraft = { type: 'payment-bank-link/transactionCreated', data: { requestId: 'r1', orderNumber: '000000042', transactionId: 'mcsb_story', paymentUrl: SANDBOX_URL } };
const failed: EventDraft = { type: 'payment-bank-link/transactionFailed', data: { requestId: 'r1', orderNumber: '000000042', code: 502, reason: 'Payment method you chose is not available at the moment' } };

interface Loaded extends ModuleStoryLoaded {
  /** Where the module sent the browser (the story's navigator records instead of leaving). */
  visited: string[];
}

/** A kernel seeded with `events`; create-transaction answers the sandbox page; the navigator only records. */
async function seeded(events: EventDraft[]): Promise<Loaded> {
  const loaded = await loadModuleStory([notificationsStandIn, checkoutStandIn, paymentBankLinkModule], 'payment-bank-link', en, { events });
  loaded.kernel.container.bind(SyncLayerToken).toConstantValue({
    execute: async (task: Task): Promise<TaskResult> => ({ taskId: task.id, code: 200, result: { id: 'mcsb_story', payment_methods: { other: [{ name: 'redirect', url: SANDBOX_URL }] } }, transmitted: true }),
  });
  const visited: string[] = [];
  loaded.kernel.container.rebind(BrowserNavigator).toConstantValue({ assign: (url: string) => void visited.push(url) });
  return { ...loaded, visited };
}

interface Args {
  /** null: the review step; a number: the thank-you page. */
  orderNumber: string | null;
  /** The page's address (the bank returns with `?order=`). */
  url: string;
  /** Show the payment step's note instead of the summary. */
  note: boolean;
}

const meta = {
  title: 'Modules/PaymentBankLink/Views',
  args: { orderNumber: '000000042', url: '/thank-you-page', note: false },
  render: (args, { loaded }) => {
    const { kernel, i18n } = loaded as Loaded;
    return (
      <MemoryRouter initialEntries={[args.url]}>
        <ModuleStoryFrame kernel={kernel} i18n={i18n}>
          <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '44rem' }}>{args.note ? <BankLinkNote /> : <BankLinkSummary code="makecommerce" orderNumber={args.orderNumber} />}</div>
        </ModuleStoryFrame>
      </MemoryRouter>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the chosen "Bank link" radio in the payment step. */
export const PaymentStepNote: Story = {
  args: { note: true },
  loaders: [() => seeded([])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You will be taken to your bank to pay after placing the order.')).toBeVisible();
  },
};

/** The review step: no order number yet. */
export const Review: Story = {
  args: { orderNumber: null },
  loaders: [() => seeded([])],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('Bank link: you pay at your bank after placing the order.'));
  },
};

/** The thank-you page while the transaction is being created. */
export const Creating: Story = {
  loaders: [() => seeded([requested])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Taking you to your bank to pay…');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Created: on the way to the bank, with a link should the browser not leave by itself. */
export const OnTheWayToTheBank: Story = {
  loaders: [() => seeded([requested, created])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Taking you to your bank to pay…');
    await expect(canvas.getByRole('link', { name: 'Go to your bank' })).toHaveAttribute('href', SANDBOX_URL);
  },
};

/** The call failed: the spec's message; "Try again" creates a transaction and sends the browser to the bank. */
export const Failed: Story = {
  loaders: [() => seeded([requested, failed])],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Payment method you chose is not available at the moment')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Taking you to your bank to pay…');
    await waitFor(() => expect((loaded as Loaded).visited).toEqual([SANDBOX_URL]));
  },
};

/** Back from the bank on the thank-you page (`?order=`): nothing alarming, the return is in the log. */
export const BackFromTheBank: Story = {
  args: { url: '/thank-you-page?order=000000042' },
  loaders: [() => seeded([requested, created])],
  play: async ({ canvasElement, canvas, loaded }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('Bank link: thank you for paying at your bank.'));
    await expect(canvas.queryByRole('status')).toBeNull();
    const log = await (loaded as Loaded).kernel.log.read();
    await expect(log.filter((event) => event.type === 'payment-bank-link/shopperReturned')).toHaveLength(1);
  },
};

const locales = { et, ru, en, fi, it };

/** A failure in Russian (the gateway's own long reason is logged, not shown), on a 320 px phone: the message and button wrap. */
export const LongTextsOnAPhone: Story = {
  loaders: [
    async () => ({
      ...(await seeded([
        requested,
        {
          type: 'payment-bank-link/transactionFailed',
          data: { requestId: 'r1', orderNumber: '000000042', code: 502, reason: 'Zahlungsverkehrsdienstleisterschnittstelle: Transaktionsreferenz 000000042-web-1-mcsb_story_0123456789abcdef abgelehnt' },
        },
      ])),
      i18n: (await languageInstances(namespaceLocales('payment-bank-link', locales))).ru,
    }),
  ],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(ru['Payment method you chose is not available at the moment'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: ru['Try again'] })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: the failed call's message and its "Try again". */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded([requested, failed])), i18ns: await languageInstances(namespaceLocales('payment-bank-link', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (args, { loaded }) => {
    const { kernel, i18ns } = loaded as Loaded & { i18ns: Awaited<ReturnType<typeof languageInstances>> };
    return (
      <MemoryRouter initialEntries={[args.url]}>
        <LanguageFrames kernel={kernel} i18ns={i18ns}>
          {() => <BankLinkSummary code="makecommerce" orderNumber={args.orderNumber} />}
        </LanguageFrames>
      </MemoryRouter>
    );
  },
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = locales[language];
      await expect(await frame.findByText(texts['Payment method you chose is not available at the moment'])).toBeVisible();
      await expect(frame.getByRole('button', { name: texts['Try again'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
