import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContainerModule } from 'inversify';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDraft } from '../../kernel';
import type { ModuleDefinition } from '../../kernel/module';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { PAYPAL_TEXTS } from './decider';
import { PaypalBrowser, paymentPaypalModule } from './index';
import en from './locales/en.json';
import { checkoutStandIn, notificationsStandIn } from './test-stand-ins';
import { PaypalMethod, PaypalSummary } from './view';

// PayPal's package stands in for PayPal's script: the provider records its options, the button runs the
// shop's createOrder and onApprove as PayPal would after the buyer approves; `script` steers the loading state.
const sdk = vi.hoisted(() => ({ script: 'resolved' as 'resolved' | 'rejected', options: [] as unknown[] }));
vi.mock('@paypal/react-paypal-js', () => ({
  FUNDING: { PAYPAL: 'paypal' },
  PayPalScriptProvider: ({ options, children }: { options: unknown; children: ReactNode }) => (sdk.options.push(options), children),
  usePayPalScriptReducer: () => [{ isPending: false, isResolved: sdk.script === 'resolved', isRejected: sdk.script === 'rejected' }],
  PayPalButtons: (props: { createOrder: () => Promise<string>; onApprove: (data: { orderID: string; payerID: string }) => Promise<void>; onCancel: (data: Record<string, unknown>) => void }) => (
    <>
      <button type="button" onClick={async () => props.onApprove({ orderID: await props.createOrder(), payerID: 'PAYER' })}>
        PayPal
      </button>
      <button type="button" onClick={async () => (await props.createOrder(), props.onCancel({}))}>
        Close PayPal
      </button>
    </>
  ),
}));

afterEach(cleanup);
beforeEach(() => {
  sdk.script = 'resolved';
  sdk.options = [];
});

const config = (clientId: string | null): EventDraft[] => [
  { type: 'payment-paypal/configRequested', data: { requestId: 'c0' } },
  { type: 'payment-paypal/configReceived', data: { requestId: 'c0', clientId, currency: 'EUR', sandbox: clientId === null } },
];
const completed: EventDraft[] = [
  { type: 'payment-paypal/checkoutRequested', data: { requestId: 'r1', flow: 'buttons', body: {} } },
  { type: 'payment-paypal/checkoutOpened', data: { requestId: 'r1', flow: 'buttons', paypalOrderId: 'PP-1', approveUrl: null } },
  { type: 'payment-paypal/paymentApproved', data: { requestId: 'a1', paypalOrderId: 'PP-1', payerId: null, via: 'buttons' } },
  { type: 'payment-paypal/paymentCompleted', data: { requestId: 'a1', paypalOrderId: 'PP-1', captureId: 'CAP-1', amount: 37.2, via: 'buttons' } },
];

/** The server as the module calls it: config, setExpressCheckout and complete, by path. */
function answer(task: Task, clientId: string | null): Omit<TaskResult, 'taskId'> {
  if (task.url.startsWith('/api/ext/paypal/config')) return clientId === 'down' ? { code: 0, result: 'Failed to fetch', transmitted: false } : { code: 200, result: { clientId, currency: 'EUR', sandbox: clientId === null }, transmitted: true };
  if (task.url.includes('setExpressCheckout')) return { code: 200, result: { id: 'PP-2', token: 'PP-2', approve_url: 'http://localhost/api/ext/payment-sandbox/paypal/PP-2' }, transmitted: true };
  return { code: 200, result: { status: 'COMPLETED', id: 'PP-2', capture_id: 'CAP-2', amount: 37.2 }, transmitted: true };
}

async function renderMethod(clientId: string | null, events: EventDraft[] = []) {
  const visited: string[] = [];
  const browser: PaypalBrowser = { assign: (url) => void visited.push(url), readReturn: () => null, forgetReturn: () => {}, whenHydrated: async () => {} };
  const module = { ...paymentPaypalModule, bindings: new ContainerModule(({ bind }) => void bind(PaypalBrowser).toConstantValue(browser)) } as ModuleDefinition;
  const loaded = await loadModuleStory([notificationsStandIn, checkoutStandIn, module], 'payment-paypal', en, { events });
  const calls: Task[] = [];
  loaded.kernel.container.bind(SyncLayerToken).toConstantValue({ execute: async (task: Task): Promise<TaskResult> => (calls.push(task), { taskId: task.id, ...answer(task, clientId) }) });
  const handed: Record<string, unknown>[] = [];
  // The payment form as the checkout keeps it: the method's data in its state, handed back as `additional`.
  function Form() {
    const [additional, setAdditional] = useState<Record<string, unknown>>({});
    const onAdditional = (data: Record<string, unknown>) => {
      handed.push(data);
      setAdditional(data);
    };
    return <PaypalMethod code="paypal_express" title="PayPal Express Checkout" onAdditional={onAdditional} additional={additional} />;
  }
  render(
    <ModuleStoryFrame {...loaded}>
      <Form />
    </ModuleStoryFrame>,
  );
  return { ...loaded, calls, visited, handed, last: () => handed.at(-1) };
}

describe('PayPal method (payment step)', () => {
  it('without keys: holds the step, and "Continue to PayPal" opens the order with the return addresses and leaves for the approval page', async () => {
    const { calls, visited, last } = await renderMethod(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to PayPal' }));
    expect(screen.getByText(PAYPAL_TEXTS.sandboxNote)).toBeDefined();
    expect(last()).toEqual({ incomplete: PAYPAL_TEXTS.incomplete });
    await waitFor(() => expect(visited).toEqual(['http://localhost/api/ext/payment-sandbox/paypal/PP-2']));
    expect(calls.map((task) => task.url)).toEqual(['/api/ext/paypal/config?storeCode=test', '/api/ext/paypal/setExpressCheckout?token={{token}}&cartId={{cartId}}']);
    expect(calls[1]?.body).toEqual({ return_url: '/checkout?paypal=approved', cancel_url: '/checkout?paypal=cancelled' });
  });

  it("with keys: PayPal's buttons with EUR, capture and the funding limits; approval completes the payment and hands its id over", async () => {
    const { calls, last } = await renderMethod('AbC');
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Your PayPal payment of 37.20 € is approved. Continue to review and place the order.')).toBeDefined();
    expect(last()).toEqual({ paypal_order_id: 'PP-2' });
    expect(sdk.options[0]).toEqual({ clientId: 'AbC', currency: 'EUR', intent: 'capture', components: 'buttons', disableFunding: ['card', 'credit', 'paylater'] });
    expect(calls.map((task) => [task.url, task.body])).toEqual([
      ['/api/ext/paypal/config?storeCode=test', undefined],
      ['/api/ext/paypal/setExpressCheckout?token={{token}}&cartId={{cartId}}', {}],
      ['/api/ext/paypal/complete', { orderID: 'PP-2', payerID: 'PAYER' }],
    ]);
  });

  it('closing PayPal without paying: a polite message, the step stays held, the buttons stay for another try', async () => {
    const { last } = await renderMethod('AbC');
    await userEvent.click(await screen.findByRole('button', { name: 'Close PayPal' }));
    expect(await screen.findByText(PAYPAL_TEXTS.cancelled)).toBeDefined();
    expect(last()).toEqual({ incomplete: PAYPAL_TEXTS.incomplete });
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeDefined();
  });

  it("PayPal's script cannot be loaded: says so politely and logs it for support", async () => {
    sdk.script = 'rejected';
    const { kernel, last } = await renderMethod('AbC');
    expect(await screen.findByText(PAYPAL_TEXTS.unavailable)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
    expect(last()).toEqual({ incomplete: PAYPAL_TEXTS.incomplete });
    await waitFor(async () => expect((await kernel.log.read()).some((event) => event.type === 'payment-paypal/buttonsFailed')).toBe(true));
  });

  it('offline (the settings cannot be fetched): the same polite message', async () => {
    await renderMethod('down');
    expect(await screen.findByText(PAYPAL_TEXTS.unavailable)).toBeDefined();
  });

  it('a payment completed before (the return from the approval page) is handed over at once', async () => {
    const { last } = await renderMethod(null, [...config(null), ...completed]);
    expect(await screen.findByText('Your PayPal payment of 37.20 € is approved. Continue to review and place the order.')).toBeDefined();
    expect(last()).toEqual({ paypal_order_id: 'PP-1' });
    expect(screen.queryByRole('button', { name: 'Continue to PayPal' })).toBeNull();
  });
});

describe('PayPal method after a page load', () => {
  const redirectOpened: EventDraft[] = [
    { type: 'payment-paypal/checkoutRequested', data: { requestId: 'r1', flow: 'redirect', body: { return_url: '/checkout?paypal=approved', cancel_url: '/checkout?paypal=cancelled' } } },
    { type: 'payment-paypal/checkoutOpened', data: { requestId: 'r1', flow: 'redirect', paypalOrderId: 'PP-1', approveUrl: 'http://localhost/api/ext/payment-sandbox/paypal/PP-1' } },
  ];

  it('back from the approval page with the browser\'s "Back": PayPal can be chosen again', async () => {
    await renderMethod(null, redirectOpened);
    expect(await screen.findByRole('button', { name: 'Continue to PayPal' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(PAYPAL_TEXTS.redirecting)).toBeNull();
  });

  it('a capture cut off by a closed page is asked for again (complete is idempotent) and handed over', async () => {
    const cutOff = [...completed.slice(0, 3)].map((event) => JSON.parse(JSON.stringify(event).replaceAll('PP-1', 'PP-2')) as EventDraft);
    const { calls, last } = await renderMethod('AbC', [...config('AbC'), ...cutOff]);
    await waitFor(() => expect(last()).toEqual({ paypal_order_id: 'PP-2' }));
    expect(calls.filter((task) => task.url.endsWith('/complete')).map((task) => task.body)).toEqual([{ orderID: 'PP-2' }]);
  });
});

describe('PayPal summary (review step and thank-you page)', () => {
  const renderSummary = async (orderNumber: string | null, events: EventDraft[]) => {
    const loaded = await loadModuleStory([notificationsStandIn, checkoutStandIn, paymentPaypalModule], 'payment-paypal', en, { events });
    render(
      <ModuleStoryFrame {...loaded}>
        <PaypalSummary code="paypal_express" orderNumber={orderNumber} />
      </ModuleStoryFrame>,
    );
  };

  it('review: the approved amount; before approval: how it is paid', async () => {
    await renderSummary(null, completed);
    expect(screen.getByText(/your payment of 37\.20 € is approved\./).textContent).toBe('PayPal: your payment of 37.20 € is approved.');
    cleanup();
    await renderSummary(null, []);
    expect(screen.getByText(/you pay with your PayPal account/).textContent).toBe('PayPal: you pay with your PayPal account.');
  });

  it('thank-you page: paid with PayPal', async () => {
    await renderSummary('000000042', completed);
    expect(screen.getByText(/paid with your PayPal account/).textContent).toBe('PayPal: paid with your PayPal account.');
  });
});
