import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider, type Command } from '../../kernel';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { checkoutModuleItCardsModule } from './index';
import en from './locales/en.json';
import { StripeJs } from './stripe-js';
import { CardPaymentSummary } from './summary';
import { authenticationRequired, checkoutStandIn, FakeStripeJs, notificationsStandIn, placing } from './test-stand-ins';
import { CardPaymentMethod } from './view';

afterEach(cleanup);

type Answer = Omit<TaskResult, 'taskId'>;
const config = (sandbox: boolean): Answer => ({ code: 200, result: { publishableKey: sandbox ? 'pk_test_sandbox' : 'pk_test_fake', testMode: true, locale: 'en', sandbox }, transmitted: true });

/** Renders `ui` in an Italian view's kernel with stand-ins, a sync layer answering in turn and a fake Stripe.js. */
async function renderWith(ui: ReactNode, answers: Answer[], prepare: (stripe: FakeStripeJs) => void = () => {}) {
  const kernel = await createTestKernel([notificationsStandIn, checkoutStandIn, checkoutModuleItCardsModule], { storeView: makeTestStoreView({ storeCode: 'ap24_italy_en' }) });
  const calls: Task[] = [];
  kernel.container.bind(SyncLayerToken).toConstantValue({
    async execute(task: Task): Promise<TaskResult> {
      calls.push(task);
      return { taskId: task.id, ...(answers.shift() ?? { code: 0, result: null, transmitted: false }) };
    },
  });
  const stripe = new FakeStripeJs();
  prepare(stripe);
  kernel.container.rebind(StripeJs).toConstantValue(stripe);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'checkout-module-it-cards': en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>{ui}</KernelProvider>
    </I18nextProvider>,
  );
  return { kernel, calls, stripe };
}

function method() {
  const onAdditional = vi.fn<(data: Record<string, unknown>) => void>();
  const last = () => onAdditional.mock.calls.at(-1)?.[0];
  return { ui: <CardPaymentMethod code="stripe_payments" title="Credit Card" onAdditional={onAdditional} additional={{}} />, last };
}

describe('the card method in the payment step', () => {
  it('loads, mounts the card element with the test-mode note, holds the step, and hands over the token of a complete card', async () => {
    const { ui, last } = method();
    const { stripe, kernel } = await renderWith(ui, [config(false)]);
    expect(screen.getByRole('status').textContent).toBe('Loading the card form…');
    expect(await screen.findByText('Test mode: no real money is charged.')).toBeTruthy();
    await waitFor(() => expect(stripe.mounted).not.toBeNull());
    expect(screen.getByRole('group', { name: 'Card details' })).toBe(stripe.mounted);
    expect(stripe.calls[0]).toBe('load pk_test_fake en');
    await waitFor(() => expect(last()).toEqual({ incomplete: 'Enter your card details.' }));

    stripe.paymentMethod = { ok: true, id: 'pm_1', brand: 'visa', last4: '4242' };
    await act(async () => {
      stripe.change?.({ complete: true, empty: false, error: null });
      await kernel.whenIdle();
    });
    await waitFor(() => expect(last()).toEqual({ token: 'pm_1:visa:4242' }));
    expect(screen.getByText('Card accepted: visa ending in 4242.')).toBeTruthy();
  });

  it("shows the element's own error and holds the step with it", async () => {
    const { ui, last } = method();
    const { stripe } = await renderWith(ui, [config(false)]);
    await waitFor(() => expect(stripe.change).not.toBeNull());
    act(() => stripe.change?.({ complete: false, empty: false, error: 'Your card number is incomplete.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    await waitFor(() => expect(last()).toEqual({ incomplete: 'Your card number is incomplete.' }));
  });

  it("a card without its element: 'Something went wrong!' (spec section 5)", async () => {
    const { ui, last } = method();
    const { stripe, kernel } = await renderWith(ui, [config(false)]);
    await waitFor(() => expect(stripe.change).not.toBeNull());
    const change = stripe.change;
    stripe.mounted = null;
    await act(async () => {
      change?.({ complete: true, empty: false, error: null });
      await kernel.whenIdle();
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong!');
    await waitFor(() => expect(last()).toEqual({ incomplete: 'Something went wrong!' }));
  });

  const polite = 'Card payment cannot be loaded right now. Please check your connection, try again later or choose another payment method.';

  it('Stripe.js cannot load (offline, blocked): the polite message, and the step is held for this method', async () => {
    const { ui, last } = method();
    const { stripe } = await renderWith(ui, [config(false)], (fake) => (fake.loadError = new Error('Failed to load Stripe.js')));
    expect(await screen.findByText(polite)).toBeTruthy();
    await waitFor(() => expect(last()).toEqual({ incomplete: polite }));
    expect(stripe.mounted).toBeNull();
  });

  it('the shop cannot be asked for the settings: the same polite message', async () => {
    const { ui, last } = method();
    const { stripe } = await renderWith(ui, []);
    expect(await screen.findByText(polite)).toBeTruthy();
    await waitFor(() => expect(last()).toEqual({ incomplete: polite }));
    expect(stripe.calls).toEqual([]);
  });

  it('sandbox: the test cards, clearly labelled; choosing one hands over the same token shape', async () => {
    const { ui, last } = method();
    const { stripe } = await renderWith(ui, [config(true)]);
    expect(await screen.findByRole('group', { name: 'Test cards' })).toBeTruthy();
    expect(screen.getByText('This shop has no card provider connected. Choose one of these test cards; no card is charged.')).toBeTruthy();
    await waitFor(() => expect(last()).toEqual({ incomplete: 'Choose one of the test cards.' }));
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Visa ending in 3155: asks for 3-D Secure' }));
    await waitFor(() => expect(last()).toEqual({ token: 'pm_card_threeDSecure2Required:visa:3155' }));
    expect(stripe.calls).toEqual([]);
  });
});

describe('the card summary', () => {
  // The module is session-only (seeded events of it are not folded on start), so the state is driven by commands.
  async function sandboxCard(ui: ReactNode, answers: Answer[] = []) {
    const rendered = await renderWith(ui, [config(true), ...answers]);
    const { kernel } = rendered;
    await act(async () => {
      await kernel.dispatch({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
      await kernel.whenIdle();
      const entryId = kernel.getProjection('checkout-module-it-cards/card').entry?.entryId ?? '';
      await kernel.dispatch({ type: 'checkout-module-it-cards/chooseTestCard', data: { entryId, paymentMethod: 'pm_card_threeDSecure2Required' } });
    });
    return rendered;
  }
  const run = async (kernel: Awaited<ReturnType<typeof renderWith>>['kernel'], command: Command) =>
    act(async () => {
      await kernel.dispatch(command);
      await kernel.whenIdle();
    });

  it("review: the card to be charged, and 'Processing order...' while the order is being paid", async () => {
    const { kernel } = await sandboxCard(<CardPaymentSummary code="stripe_payments" orderNumber={null} />);
    expect(screen.getByText('you pay with visa ending in 3155 when you place the order.', { exact: false }).textContent).toBe('Credit card: you pay with visa ending in 3155 when you place the order.');
    expect(screen.queryByRole('status')).toBeNull();
    await run(kernel, placing());
    expect(screen.getByRole('status').textContent).toBe('Processing order...');
  });

  it('sandbox 3-D Secure: the test check in the review step; Approve sends it to the server and the order is resent', async () => {
    const { kernel, calls } = await sandboxCard(<CardPaymentSummary code="stripe_payments" orderNumber={null} />, [{ code: 200, result: { id: 'pi_3abc', status: 'requires_confirmation' }, transmitted: true }]);
    await run(kernel, placing());
    expect(screen.queryByRole('region')).toBeNull();
    await run(kernel, authenticationRequired());
    expect(screen.getByRole('region', { name: 'Confirm the payment (test 3-D Secure)' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve payment' }));
    await act(() => kernel.whenIdle());
    expect(calls.slice(1).map((call) => [call.url, call.body])).toEqual([['/api/ext/payment-sandbox/stripe/pi_3abc/authenticate', { result: 'approve' }]]);
    expect((await kernel.log.read()).map((event) => event.type as string)).toContain('checkout/orderResent');
  });

  it('thank-you page: paid with the card', async () => {
    await sandboxCard(<CardPaymentSummary code="stripe_payments" orderNumber="100000042" />);
    expect(screen.getByText('paid with visa ending in 3155.', { exact: false }).textContent).toBe('Credit card: paid with visa ending in 3155.');
  });
});
