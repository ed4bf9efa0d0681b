import type { Draft } from 'immer';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import { DomainError, type Decider, type Projection } from '../../kernel/module';
import { BANK_LINK_EVENTS, type BankLinkCommand, type BankLinkEvent, type BankLinkPayment, type BankLinkView, type TransactionRequest } from './messages';

/** The method code the server offers the bank link under. */
export const BANK_LINK_CODE = 'makecommerce';

/** English source texts of the 'payment-bank-link' namespace; `notAvailable` is the spec's (section 8). */
export const BANK_LINK_TEXTS = {
  notAvailable: 'Payment method you chose is not available at the moment',
  note: 'You will be taken to your bank to pay after placing the order.',
  title: 'Bank link',
  review: 'you pay at your bank after placing the order.',
  redirecting: 'Taking you to your bank to pay…',
  goToBank: 'Go to your bank',
  retry: 'Try again',
  returned: 'thank you for paying at your bank.',
  pending: 'you pay at your bank.',
} as const;

/** How many orders' payments the read model keeps (the log keeps them all). */
export const KEPT_PAYMENTS = 10;

export const initialPayments = (): BankLinkView => ({ payments: [] });

const find = (state: BankLinkView, orderNumber: string): BankLinkPayment | undefined => state.payments.find((payment) => payment.orderNumber === orderNumber);

/** Spec section 7: the browser goes to `result.payment_methods.other[0].url`; only an absolute web address is followed. */
export function paymentUrlOf(result: unknown): string | null {
  const other = (result as { payment_methods?: { other?: unknown } } | null)?.payment_methods?.other;
  const url = Array.isArray(other) ? (other[0] as { url?: unknown } | undefined)?.url : undefined;
  return typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** The server's own words about a refusal (kept for support; the shopper sees the spec's message). */
function reasonOf(result: unknown): string | null {
  if (typeof result === 'string' && result.trim()) return result;
  const message = (result as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * Bank link payments (spec section 4 "Payment flows"): one transaction per placed order, opened for the order's
 * grand total under its number; only the answer to the latest request counts. A created transaction sends the
 * browser to the bank; a failed one keeps the spec's message and can be tried again. The return from the bank
 * is recorded once.
 */
export const bankLinkDecider: Decider<BankLinkView, BankLinkCommand, BankLinkEvent> = {
  initialState: initialPayments,
  decide(command, state, ctx): EventDraft<BankLinkEvent>[] {
    switch (command.type) {
      case 'payment-bank-link/requestTransaction': {
        const order = command.data;
        // One transaction per order: a second hand-over of the same order changes nothing.
        if (find(state, order.orderNumber)) return [];
        // The server checks the amount against the order; without the review's total there is nothing to send.
        if (order.grandTotal === null || !order.orderNumber) throw new DomainError('payment-bank-link/noTotal', BANK_LINK_TEXTS.notAvailable);
        const request: TransactionRequest = {
          transaction: { amount: order.grandTotal, currency: 'EUR', reference: order.orderNumber, order_ids: [order.orderNumber], merchant_data: order.orderId },
          customer: { email: order.emailAddress, country: order.country.toLowerCase(), locale: order.locale.toLowerCase() },
        };
        return [{ type: 'payment-bank-link/transactionRequested', data: { requestId: ctx.newId(), orderId: order.orderId, orderNumber: order.orderNumber, attempt: 1, request } }];
      }
      case 'payment-bank-link/retryTransaction': {
        const payment = find(state, command.data.orderNumber);
        if (!payment) throw new DomainError('payment-bank-link/unknownOrder', BANK_LINK_TEXTS.notAvailable);
        // Only a failed attempt is tried again: one in flight or already created is left alone.
        if (payment.status !== 'failed') return [];
        const { orderId, orderNumber, request } = payment;
        return [{ type: 'payment-bank-link/transactionRequested', data: { requestId: ctx.newId(), orderId, orderNumber, attempt: payment.attempts + 1, request } }];
      }
      case 'payment-bank-link/recordTransaction': {
        const { requestId, code, result, transmitted } = command.data;
        const payment = state.payments.find((candidate) => candidate.requestId === requestId);
        if (!payment || payment.status !== 'requested') return [];
        const { orderNumber } = payment;
        const paymentUrl = transmitted && code === 200 ? paymentUrlOf(result) : null;
        if (paymentUrl) {
          const id = (result as { id?: unknown }).id;
          return [{ type: 'payment-bank-link/transactionCreated', data: { requestId, orderNumber, transactionId: typeof id === 'string' && id ? id : null, paymentUrl } }];
        }
        const reason = code === 200 ? 'The answer has no payment address.' : reasonOf(result);
        return [{ type: 'payment-bank-link/transactionFailed', data: { requestId, orderNumber, code, reason } }];
      }
      case 'payment-bank-link/recordReturn': {
        const payment = find(state, command.data.orderNumber);
        return payment?.status === 'created' ? [{ type: 'payment-bank-link/shopperReturned', data: { orderNumber: payment.orderNumber } }] : [];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
  evolve: applyBankLinkEvent,
};

export function applyBankLinkEvent(draft: Draft<BankLinkView>, event: DomainEvent<BankLinkEvent>): void {
  const payment = draft.payments.find((candidate) => candidate.orderNumber === event.data.orderNumber);
  const time = event.meta.time;
  switch (event.type) {
    case 'payment-bank-link/transactionRequested': {
      const { requestId, orderId, orderNumber, attempt, request } = event.data;
      if (payment) {
        Object.assign(payment, { status: 'requested', requestId, attempts: attempt, failure: null, updatedAt: time });
        return;
      }
      draft.payments.push({ orderId, orderNumber, request, status: 'requested', requestId, attempts: attempt, transactionId: null, paymentUrl: null, failure: null, updatedAt: time });
      if (draft.payments.length > KEPT_PAYMENTS) draft.payments.splice(0, draft.payments.length - KEPT_PAYMENTS);
      return;
    }
    case 'payment-bank-link/transactionCreated':
      if (payment) Object.assign(payment, { status: 'created', transactionId: event.data.transactionId, paymentUrl: event.data.paymentUrl, failure: null, updatedAt: time });
      return;
    case 'payment-bank-link/transactionFailed':
      if (payment) Object.assign(payment, { status: 'failed', failure: { code: event.data.code, reason: event.data.reason }, updatedAt: time });
      return;
    case 'payment-bank-link/shopperReturned':
      if (payment) Object.assign(payment, { status: 'returned', updatedAt: time });
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const bankLinkPayments: Projection<'payment-bank-link/payments', BankLinkEvent> = {
  name: 'payment-bank-link/payments',
  version: 1,
  handles: BANK_LINK_EVENTS,
  initial: initialPayments,
  apply: applyBankLinkEvent,
};
