import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import type { ModuleDefinition } from '../../kernel/module';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales, type ModuleStoryLoaded } from '../../kernel/testing/module-story';
import { overflowing, phone } from '../../ui/story-phone';
import { PaypalBrowser, paymentPaypalModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { checkoutStandIn, notificationsStandIn } from './test-stand-ins';
import { PaypalMethod, PaypalSummary } from './view';

const APPROVE_URL = 'http://localhost:3200/api/ext/payment-sandbox/paypal/SBSTORY';
const opened: EventDraft[] = [
  { type: 'payment-paypal/checkoutRequested', data: { requestId: 'r1', flow: 'redirect', body: { return_url: '/checkout?paypal=approved', cancel_url: '/checkout?paypal=cancelled' } } },
  { type: 'payment-paypal/checkoutOpened', data: { requestId: 'r1', flow: 'redirect', paypalOrderId: 'SBSTORY', approveUrl: APPROVE_URL } },
];
const completed: EventDraft[] = [
  ...opened,
  { type: 'payment-paypal/paymentApproved', data: { requestId: 'a1', paypalOrderId: 'SBSTORY', payerId: 'SANDBOXPAYER', via: 'return' } },
  { type: 'payment-paypal/paymentCompleted', data: { requestId: 'a1', paypalOrderId: 'SBSTORY', captureId: 'SBCAP', amount: 37.2, via: 'return' } },
];
const cancelled: EventDraft[] = [...opened, { type: 'payment-paypal/paymentCancelled', data: { paypalOrderId: 'SBSTORY', via: 'return' } }];

interface Loaded extends ModuleStoryLoaded {
  /** Where the module sent the browser (the story's browser records instead of leaving). */
  visited: string[];
}

/** A kernel seeded with `events`; the server runs the sandbox (or cannot be reached); the browser only records. */
async function seeded(events: EventDraft[], server: 'sandbox' | 'offline' = 'sandbox'): Promise<Loaded> {
  const visited: string[] = [];
  const browser: PaypalBrowser = { assign: (url) => void visited.push(url), readReturn: () => null, forgetReturn: () => {}, whenHydrated: async () => {} };
  const module = { ...paymentPaypalModule, bindings: new ContainerModule(({ bind }) => void bind(PaypalBrowser).toConstantValue(browser)) } as ModuleDefinition;
  const loaded = await loadModuleStory([notificationsStandIn, checkoutStandIn, module], 'payment-paypal', en, { events });
  loaded.kernel.container.bind(SyncLayerToken).toConstantValue({
    execute: async (task: Task): Promise<TaskResult> => {
      if (server === 'offline') return { taskId: task.id, code: 0, result: 'Failed to fetch', transmitted: false };
      if (task.url.startsWith('/api/ext/paypal/config')) return { taskId: task.id, code: 200, result: { clientId: null, currency: 'EUR', sandbox: true }, transmitted: true };
      return { taskId: task.id, code: 200, result: { id: 'SBSTORY', token: 'SBSTORY', approve_url: APPROVE_URL }, transmitted: true };
    },
  });
  return { ...loaded, visited };
}

/** The payment form as the checkout keeps it: what the method hands over comes back as `additional`. */
function Method() {
  const [additional, setAdditional] = useState<Record<string, unknown>>({});
  return (
    <>
      <PaypalMethod code="paypal_express" title="PayPal Express Checkout" onAdditional={setAdditional} additional={additional} />
      <output data-testid="additional">{JSON.stringify(additional)}</output>
    </>
  );
}

interface Args {
  /** The payment step's part, or the summary (review step: null; thank-you page: a number). */
  view: 'method' | 'summary';
  orderNumber: string | null;
}

const meta = {
  title: 'Modules/PaymentPaypal/Views',
  args: { view: 'method', orderNumber: null },
  render: (args, { loaded }) => {
    const { kernel, i18n } = loaded as Loaded;
    return (
      <ModuleStoryFrame kernel={kernel} i18n={i18n}>
        <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '44rem' }}>{args.view === 'method' ? <Method /> : <PaypalSummary code="paypal_express" orderNumber={args.orderNumber} />}</div>
      </ModuleStoryFrame>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without keys (the demo shop): the step is held; "Continue to PayPal" opens the order and leaves for the sandbox page. */
export const SandboxMethod: Story = {
  loaders: [() => seeded([])],
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to PayPal' }));
    await expect(canvas.getByText('You approve the payment at PayPal and come back here to place the order.')).toBeVisible();
    await waitFor(() => expect((loaded as Loaded).visited).toEqual([APPROVE_URL]));
    await expect(canvas.getByTestId('additional')).toHaveTextContent('Please pay with PayPal first, or choose another payment method.');
  },
};

/** Back from PayPal with the payment captured: it says so, and the id is handed to the checkout. */
export const Approved: Story = {
  loaders: [() => seeded(completed)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your PayPal payment of 37.20 € is approved. Continue to review and place the order.')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('additional')).toHaveTextContent('{"paypal_order_id":"SBSTORY"}'));
  },
};

/** Cancelled at PayPal: a polite message; the shopper can try again or choose another method. */
export const Cancelled: Story = {
  loaders: [() => seeded(cancelled)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You cancelled the payment at PayPal. You can try again or choose another payment method.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Continue to PayPal' })).toBeEnabled();
  },
};

/** No connection: PayPal cannot be reached; the other methods still work. */
export const Unavailable: Story = {
  loaders: [() => seeded([], 'offline')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PayPal cannot be reached at the moment. Please choose another payment method.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The review step with the approved payment. */
export const ReviewSummary: Story = {
  args: { view: 'summary', orderNumber: null },
  loaders: [() => seeded(completed)],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('PayPal: your payment of 37.20 € is approved.'));
  },
};

/** The thank-you page of an order paid with PayPal. */
export const ThankYouSummary: Story = {
  args: { view: 'summary', orderNumber: '000000042' },
  loaders: [() => seeded([])],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('PayPal: paid with your PayPal account.'));
  },
};

const locales = { et, ru, en, fi, it };

/**
 * The five languages side by side at a phone's viewport, after a cancelled payment (the module's longest
 * message, and its texts are all translations): each frame says so in its language and nothing sticks out.
 */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded(cancelled)), i18ns: await languageInstances(namespaceLocales('payment-paypal', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded }) => {
    const { kernel, i18ns } = loaded as Loaded & { i18ns: Awaited<ReturnType<typeof languageInstances>> };
    return <LanguageFrames kernel={kernel} i18ns={i18ns}>{() => <Method />}</LanguageFrames>;
  },
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      await expect(await frame.findByText(locales[language]['You cancelled the payment at PayPal. You can try again or choose another payment method.'])).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
