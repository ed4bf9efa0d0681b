import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Command } from '../../kernel';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { makeTestStoreView } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales, type ModuleStoryLoaded } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { checkoutModuleItCardsModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import itTexts from './locales/it.json';
import ru from './locales/ru.json';
import { StripeJs } from './stripe-js';
import { CardPaymentSummary } from './summary';
import { authenticationRequired, checkoutStandIn, FakeStripeJs, notificationsStandIn, placing } from './test-stand-ins';
import { CardPaymentMethod } from './view';

interface Loaded extends ModuleStoryLoaded {
  stripe: FakeStripeJs;
  /** What the payment step last received from the method. */
  handedOver: Record<string, unknown>[];
}

interface Setup {
  sandbox?: boolean;
  /** Stripe.js cannot load (offline, blocked). */
  blocked?: boolean;
  /** Commands run after the settings are known (the module is session-only: its state is built by commands). */
  then?: (entryId: string) => Command[];
}

/** An Italian view's kernel whose settings answer (Stripe keys or the sandbox), with a fake Stripe.js. */
async function loaded({ sandbox = false, blocked = false, then = () => [] }: Setup = {}): Promise<Loaded> {
  const story = await loadModuleStory([notificationsStandIn, checkoutStandIn, checkoutModuleItCardsModule], 'checkout-module-it-cards', en, {
    storeView: makeTestStoreView({ storeCode: 'ap24_italy_en' }),
  });
  const answers: Omit<TaskResult, 'taskId'>[] = [
    { code: 200, result: { publishableKey: sandbox ? 'pk_test_sandbox' : 'pk_test_story', testMode: true, locale: 'en', sandbox }, transmitted: true },
    { code: 200, result: { id: 'pi_3abc', status: 'requires_confirmation' }, transmitted: true },
  ];
  story.kernel.container.bind(SyncLayerToken).toConstantValue({
    execute: async (task: Task): Promise<TaskResult> => ({ taskId: task.id, ...(answers.shift() ?? { code: 0, result: null, transmitted: false }) }),
  });
  const stripe = new FakeStripeJs();
  if (blocked) stripe.loadError = new Error('Failed to load Stripe.js');
  story.kernel.container.rebind(StripeJs).toConstantValue(stripe);
  await story.kernel.dispatch({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
  await story.kernel.whenIdle();
  const entryId = story.kernel.getProjection('checkout-module-it-cards/card').entry?.entryId ?? '';
  for (const command of then(entryId)) await story.kernel.dispatch(command);
  await story.kernel.whenIdle();
  return { ...story, stripe, handedOver: [] };
}

interface Args {
  /** 'method': the payment step's part; 'review' / 'thankYou': the summary. */
  view: 'method' | 'review' | 'thankYou';
}

const meta = {
  title: 'Modules/CheckoutModuleItCards/Views',
  args: { view: 'method' },
  render: (args, { loaded: story }) => {
    const { kernel, i18n, handedOver } = story as Loaded;
    return (
      <ModuleStoryFrame kernel={kernel} i18n={i18n}>
        <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '36rem' }}>
          {args.view === 'method' ? (
            <CardPaymentMethod code="stripe_payments" title="Credit Card" additional={{}} onAdditional={(data) => void handedOver.push(data)} />
          ) : (
            <CardPaymentSummary code="stripe_payments" orderNumber={args.view === 'thankYou' ? '100000042' : null} />
          )}
        </div>
      </ModuleStoryFrame>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseTestCard = (paymentMethod: string) => (entryId: string): Command[] => [{ type: 'checkout-module-it-cards/chooseTestCard', data: { entryId, paymentMethod } }];

/** With provider keys: Stripe's card element (a stand-in input here) and the test-mode note; a complete card is accepted. */
export const CardElement: Story = {
  loaders: [() => loaded()],
  play: async ({ canvas, loaded: story }) => {
    await expect(await canvas.findByText('Test mode: no real money is charged.')).toBeVisible();
    await waitFor(() => expect((story as Loaded).handedOver.at(-1)).toEqual({ incomplete: 'Enter your card details.' }));
    await userEvent.type(canvas.getByLabelText('Card number'), '4242424242424242');
    await expect(await canvas.findByText('Card accepted: visa ending in 4242.')).toBeVisible();
    await waitFor(() => expect((story as Loaded).handedOver.at(-1)).toEqual({ token: 'pm_1:visa:4242' }));
  },
};

/** Keys configured but Stripe.js cannot load: a polite message; the shopper can choose another method. */
export const StripeJsUnavailable: Story = {
  loaders: [() => loaded({ blocked: true })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Card payment cannot be loaded right now/)).toBeVisible();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
  },
};

/** Without provider keys: the sandbox's test cards, clearly labelled. */
export const SandboxTestCards: Story = {
  loaders: [() => loaded({ sandbox: true })],
  play: async ({ canvas, loaded: story }) => {
    await expect(await canvas.findByRole('group', { name: 'Test cards' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Visa ending in 4242: the payment succeeds' }));
    await waitFor(() => expect((story as Loaded).handedOver.at(-1)).toEqual({ token: 'pm_card_visa:visa:4242' }));
  },
};

/** The review step while the order is being paid. */
export const ReviewProcessing: Story = {
  args: { view: 'review' },
  loaders: [() => loaded({ sandbox: true, then: (entryId) => [...chooseTestCard('pm_card_visa')(entryId), placing()] })],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('Credit card: you pay with visa ending in 4242 when you place the order.'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing order...');
  },
};

/** Sandbox 3-D Secure in the review step: Approve sends the answer to the server and the order is resent. */
export const SandboxChallenge: Story = {
  args: { view: 'review' },
  loaders: [() => loaded({ sandbox: true, then: (entryId) => [...chooseTestCard('pm_card_threeDSecure2Required')(entryId), placing(), authenticationRequired()] })],
  play: async ({ canvas, loaded: story }) => {
    await expect(await canvas.findByRole('region', { name: 'Confirm the payment (test 3-D Secure)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve payment' }));
    const { kernel } = story as Loaded;
    await waitFor(async () => expect((await kernel.log.read()).map((event) => event.type as string)).toContain('checkout/orderResent'));
  },
};

/** The thank-you page: the card the order was paid with. */
export const ThankYou: Story = {
  args: { view: 'thankYou' },
  loaders: [() => loaded({ sandbox: true, then: chooseTestCard('pm_card_visa') })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('Credit card: paid with visa ending in 4242.'));
  },
};

const locales = { et, ru, en, fi, it: itTexts };

/** The longest message (Stripe.js blocked) on a 320 px phone: it wraps inside the payment step. */
export const LongTextsOnAPhone: Story = {
  loaders: [() => loaded({ blocked: true })],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Card payment cannot be loaded right now/)).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side (the Italian view's English and Italian, and the rest for completeness): the sandbox's test cards. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loaded({ sandbox: true })), i18ns: await languageInstances(namespaceLocales('checkout-module-it-cards', locales)) })],
  render: (_args, { loaded: story }) => {
    const { kernel, i18ns, handedOver } = story as Loaded & { i18ns: Awaited<ReturnType<typeof languageInstances>> };
    return (
      <LanguageFrames kernel={kernel} i18ns={i18ns}>
        {() => <CardPaymentMethod code="stripe_payments" title="Credit Card" additional={{}} onAdditional={(data) => void handedOver.push(data)} />}
      </LanguageFrames>
    );
  },
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = locales[language];
      await expect(await frame.findByRole('group', { name: texts['Test cards'] })).toBeVisible();
      await expect(frame.getByRole('radio', { name: texts['Visa ending in 4242: the payment succeeds'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
