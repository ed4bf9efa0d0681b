import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KernelProvider, type EventDraft } from '../../kernel';
import { SyncLayerToken, type Task, type TaskResult } from '../../kernel/sync';
import { createTestKernel } from '../../kernel/testing';
import { BrowserNavigator, paymentBankLinkModule } from './index';
import en from './locales/en.json';
import { checkoutStandIn, notificationsStandIn } from './test-stand-ins';
import type { TransactionRequest } from './messages';
import { BankLinkNote, BankLinkSummary } from './view';

afterEach(cleanup);

const SANDBOX_URL = 'http://localhost/api/ext/payment-sandbox/makecommerce/mcsb_1';
const request: TransactionRequest = {
  transaction: { amount: 79.4, currency: 'EUR', reference: '000000042', order_ids: ['000000042'], merchant_data: 'web-1' },
  customer: { email: 'mari@example.com', country: 'ee', locale: 'en' },
};
const requested = (requestId = 'r1'): EventDraft => ({ type: 'payment-bank-link/transactionRequested', data: { requestId, orderId: 'web-1', orderNumber: '000000042', attempt: 1, request } });
const created: EventDraft = { type: 'payment-bank-link/transactionCreated', data: { requestId: 'r1', orderNumber: '000000042', transactionId: 'mcsb_1', paymentUrl: SANDBOX_URL } };
const failed: EventDraft = { type: 'payment-bank-link/transactionFailed', data: { requestId: 'r1', orderNumber: '000000042', code: 502, reason: null } };

/** Renders `ui` at `url` in a kernel seeded with `events`, whose create-transaction call answers the sandbox page. */
async function renderAt(ui: ReactNode, events: EventDraft[], url = '/thank-you-page') {
  const kernel = await createTestKernel([notificationsStandIn, checkoutStandIn, paymentBankLinkModule], { events });
  const calls: Task[] = [];
  kernel.container.bind(SyncLayerToken).toConstantValue({
    async execute(task: Task): Promise<TaskResult> {
      calls.push(task);
      return { taskId: task.id, code: 200, result: { id: 'mcsb_2', payment_methods: { other: [{ name: 'redirect', url: SANDBOX_URL }] } }, transmitted: true };
    },
  });
  const visited: string[] = [];
  kernel.container.rebind(BrowserNavigator).toConstantValue({ assign: (to: string) => void visited.push(to) });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'payment-bank-link': en } }, react: { useSuspense: false } });
  render(
    <MemoryRouter initialEntries={[url]}>
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>{ui}</KernelProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return { kernel, calls, visited };
}

const summary = (orderNumber: string | null) => <BankLinkSummary code="makecommerce" orderNumber={orderNumber} />;

describe('bank link views', () => {
  it('the payment step says the bank comes after the order; the review step says how it is paid', async () => {
    await renderAt(
      <>
        <BankLinkNote />
        {summary(null)}
      </>,
      [],
    );
    expect(screen.getByText('You will be taken to your bank to pay after placing the order.')).toBeTruthy();
    expect(screen.getByText('you pay at your bank after placing the order.', { exact: false }).textContent).toBe('Bank link: you pay at your bank after placing the order.');
  });

  it('thank-you page while the transaction is created: "Taking you to your bank to pay…" as a status', async () => {
    await renderAt(summary('000000042'), [requested()]);
    expect(screen.getByRole('status').textContent).toBe('Taking you to your bank to pay…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("once created, the same status and a link to the bank, should the browser not leave by itself", async () => {
    await renderAt(summary('000000042'), [requested(), created]);
    expect(screen.getByRole('status').textContent).toBe('Taking you to your bank to pay…');
    expect(screen.getByRole('link', { name: 'Go to your bank' }).getAttribute('href')).toBe(SANDBOX_URL);
  });

  it("failed: the spec's message and \"Try again\", which creates a new transaction and goes to the bank", async () => {
    const { kernel, calls, visited } = await renderAt(summary('000000042'), [requested(), failed]);
    expect(screen.getByText('Payment method you chose is not available at the moment')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await kernel.whenIdle();
    expect(calls.map((call) => call.body)).toEqual([request]);
    expect(visited).toEqual([SANDBOX_URL]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Taking you to your bank to pay…');
  });

  it('back from the bank (?order=): recorded once, and a thank-you instead of the redirect status', async () => {
    const { kernel } = await renderAt(summary('000000042'), [requested(), created], '/thank-you-page?order=000000042');
    await waitFor(() => expect(screen.getByText('thank you for paying at your bank.', { exact: false }).textContent).toBe('Bank link: thank you for paying at your bank.'));
    expect(screen.queryByRole('status')).toBeNull();
    await kernel.whenIdle();
    expect((await kernel.log.read()).filter((event) => event.type === 'payment-bank-link/shopperReturned')).toHaveLength(1);
  });

  it('another order number in the address is not a return', async () => {
    const { kernel } = await renderAt(summary('000000042'), [requested(), created], '/thank-you-page?order=000000041');
    await kernel.whenIdle();
    expect(screen.getByRole('status').textContent).toBe('Taking you to your bank to pay…');
    expect(kernel.getProjection('payment-bank-link/payments').payments[0]?.status).toBe('created');
  });
});
