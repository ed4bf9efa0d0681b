import type { Draft } from 'immer';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import { DomainError, type Decider, type Projection } from '../../kernel/module';
import { PAYPAL_EVENTS, type PaypalCommand, type PaypalEvent, type PaypalPayment, type PaypalView, type RecordedAnswer } from './messages';

/** The method code the server offers PayPal express under. */
export const PAYPAL_CODE = 'paypal_express';

/** English source texts of the 'payment-paypal' namespace (the keys of its translations). */
export const PAYPAL_TEXTS = {
  title: 'PayPal',
  loading: 'Loading PayPal…',
  incomplete: 'Please pay with PayPal first, or choose another payment method.',
  sandboxNote: 'You approve the payment at PayPal and come back here to place the order.',
  buttonsNote: 'Pay with your PayPal account; then continue to review and place the order.',
  continueToPaypal: 'Continue to PayPal',
  redirecting: 'Taking you to PayPal…',
  completing: 'Confirming your PayPal payment…',
  approved: 'Your PayPal payment of {{amount}} is approved. Continue to review and place the order.',
  cancelled: 'You cancelled the payment at PayPal. You can try again or choose another payment method.',
  failed: 'PayPal could not take the payment. Please try again or choose another payment method.',
  unavailable: 'PayPal cannot be reached at the moment. Please choose another payment method.',
  review: 'you pay with your PayPal account.',
  reviewApproved: 'your payment of {{amount}} is approved.',
  paid: 'paid with your PayPal account.',
} as const;

/** How many paid orders the read model keeps (the log keeps them all). */
export const KEPT_ORDERS = 10;

export const initialPaypal = (): PaypalView => ({
  config: { status: 'idle', requestId: null, clientId: null, currency: 'EUR', sandbox: false },
  payment: null,
  orders: [],
});

const object = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const webAddress = (value: unknown): string | null => (typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value) ? value : null);

/** The server's own words about a refusal (kept for support; the shopper sees the module's polite text). */
function reasonOf(answer: RecordedAnswer): string | null {
  if (typeof answer.result === 'string' && answer.result.trim()) return answer.result;
  return text(object(answer.result).message);
}

/** The payment an answer belongs to, when it is still the one waiting for it. */
const waiting = (state: PaypalView, requestId: string, status: PaypalPayment['status']): PaypalPayment | null =>
  state.payment && state.payment.requestId === requestId && state.payment.status === status ? state.payment : null;

/**
 * PayPal express (spec section 4 "Payment flows"): the browser's settings, then one payment at a time: opened
 * (setExpressCheckout), approved by the buyer, completed (captured) or cancelled; only the answer to the latest
 * request counts. A completed payment is what the checkout sends with the order; the order placed with it ends it.
 */
export const paypalDecider: Decider<PaypalView, PaypalCommand, PaypalEvent> = {
  initialState: initialPaypal,
  decide(command, state, ctx): EventDraft<PaypalEvent>[] {
    switch (command.type) {
      case 'payment-paypal/loadConfig':
        return [{ type: 'payment-paypal/configRequested', data: { requestId: ctx.newId() } }];
      case 'payment-paypal/recordConfig': {
        const { requestId, ...answer } = command.data;
        if (state.config.requestId !== requestId || state.config.status !== 'loading') return [];
        const result = object(answer.result);
        if (answer.code === 200 && typeof result.sandbox === 'boolean') {
          const clientId = text(result.clientId);
          // Keys configured but no client id: PayPal's script could not be loaded either.
          if (result.sandbox || clientId) return [{ type: 'payment-paypal/configReceived', data: { requestId, clientId: result.sandbox ? null : clientId, currency: text(result.currency) ?? 'EUR', sandbox: result.sandbox } }];
        }
        return [{ type: 'payment-paypal/configFailed', data: { requestId, code: answer.code, reason: answer.code === 200 ? 'The answer has no PayPal settings.' : reasonOf(answer) } }];
      }
      case 'payment-paypal/openCheckout': {
        const { flow, returnPath, cancelPath } = command.data;
        // The capture is on its way: a new order now could leave the buyer paying twice.
        if (state.payment?.status === 'completing') return [];
        if (flow === 'redirect' && (!returnPath || !cancelPath)) throw new DomainError('payment-paypal/noReturn', PAYPAL_TEXTS.failed);
        const body = flow === 'redirect' ? { return_url: returnPath ?? '', cancel_url: cancelPath ?? '' } : {};
        return [{ type: 'payment-paypal/checkoutRequested', data: { requestId: ctx.newId(), flow, body } }];
      }
      case 'payment-paypal/recordCheckout': {
        const { requestId, ...answer } = command.data;
        const payment = waiting(state, requestId, 'opening');
        if (!payment) return [];
        const result = object(answer.result);
        const paypalOrderId = answer.code === 200 ? text(result.id) : null;
        const approveUrl = webAddress(result.approve_url);
        if (paypalOrderId && (payment.flow === 'buttons' || approveUrl)) {
          return [{ type: 'payment-paypal/checkoutOpened', data: { requestId, flow: payment.flow, paypalOrderId, approveUrl } }];
        }
        const reason = answer.code === 200 ? 'The answer has no PayPal order.' : reasonOf(answer);
        return [{ type: 'payment-paypal/checkoutFailed', data: { requestId, code: answer.code, reason } }];
      }
      case 'payment-paypal/recordApproval': {
        const { paypalOrderId, payerId, via } = command.data;
        const payment = state.payment;
        // Only the order this browser opened: a return link naming another is refused (and logged).
        if (!payment || payment.paypalOrderId !== paypalOrderId) throw new DomainError('payment-paypal/unknownOrder', PAYPAL_TEXTS.failed);
        // Asked again after a refused capture, or while one may have been cut off (the page closed while the call
        // was on its way): complete is idempotent on the server, and only the latest request's answer counts.
        const retry = (payment.status === 'failed' && payment.failure?.stage === 'complete') || payment.status === 'completing';
        if (payment.status !== 'open' && !retry) return [];
        return [{ type: 'payment-paypal/paymentApproved', data: { requestId: ctx.newId(), paypalOrderId, payerId, via } }];
      }
      case 'payment-paypal/recordCompletion': {
        const { requestId, ...answer } = command.data;
        const payment = waiting(state, requestId, 'completing');
        if (!payment?.paypalOrderId) return [];
        const { paypalOrderId } = payment;
        const via = payment.via ?? 'buttons';
        const result = object(answer.result);
        if (answer.code === 200 && result.status === 'COMPLETED' && result.id === paypalOrderId) {
          const amount = typeof result.amount === 'number' && Number.isFinite(result.amount) ? result.amount : null;
          return [{ type: 'payment-paypal/paymentCompleted', data: { requestId, paypalOrderId, captureId: text(result.capture_id), amount, via } }];
        }
        const reason = answer.code === 200 ? 'The payment is not completed.' : reasonOf(answer);
        return [{ type: 'payment-paypal/completionFailed', data: { requestId, paypalOrderId, code: answer.code, reason, via } }];
      }
      case 'payment-paypal/recordCancellation': {
        const { paypalOrderId, via } = command.data;
        const payment = state.payment;
        if (payment?.status !== 'open' || (paypalOrderId !== null && payment.paypalOrderId !== paypalOrderId)) return [];
        return [{ type: 'payment-paypal/paymentCancelled', data: { paypalOrderId: payment.paypalOrderId, via } }];
      }
      case 'payment-paypal/recordButtonsFailure':
        return [{ type: 'payment-paypal/buttonsFailed', data: command.data }];
      case 'payment-paypal/recordRefusal': {
        // The order was refused with this payment: it cannot be handed over again; the shopper pays anew.
        const payment = state.payment;
        if (payment?.status !== 'completed' || !payment.paypalOrderId) return [];
        return [{ type: 'payment-paypal/paymentRefused', data: { paypalOrderId: payment.paypalOrderId, reason: command.data.reason } }];
      }
      case 'payment-paypal/recordOrder': {
        const payment = state.payment;
        if (payment?.status !== 'completed' || !payment.paypalOrderId) return [];
        return [{ type: 'payment-paypal/orderPaid', data: { orderNumber: command.data.orderNumber, paypalOrderId: payment.paypalOrderId, amount: payment.amount } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
  evolve: applyPaypalEvent,
};

export function applyPaypalEvent(draft: Draft<PaypalView>, event: DomainEvent<PaypalEvent>): void {
  const payment = draft.payment;
  const time = event.meta.time;
  switch (event.type) {
    case 'payment-paypal/configRequested':
      Object.assign(draft.config, { status: 'loading', requestId: event.data.requestId });
      return;
    case 'payment-paypal/configReceived': {
      const { clientId, currency, sandbox } = event.data;
      Object.assign(draft.config, { status: 'ready', clientId, currency, sandbox });
      return;
    }
    case 'payment-paypal/configFailed':
      draft.config.status = 'failed';
      return;
    case 'payment-paypal/checkoutRequested': {
      const { requestId, flow } = event.data;
      draft.payment = { requestId, flow, status: 'opening', paypalOrderId: null, approveUrl: null, amount: null, captureId: null, via: null, failure: null, updatedAt: time };
      return;
    }
    case 'payment-paypal/checkoutOpened':
      if (payment) Object.assign(payment, { status: 'open', paypalOrderId: event.data.paypalOrderId, approveUrl: event.data.approveUrl, updatedAt: time });
      return;
    case 'payment-paypal/checkoutFailed':
      if (payment) Object.assign(payment, { status: 'failed', failure: { stage: 'open', code: event.data.code, reason: event.data.reason }, updatedAt: time });
      return;
    case 'payment-paypal/paymentApproved':
      if (payment) Object.assign(payment, { status: 'completing', requestId: event.data.requestId, via: event.data.via, failure: null, updatedAt: time });
      return;
    case 'payment-paypal/paymentCompleted':
      if (payment) Object.assign(payment, { status: 'completed', captureId: event.data.captureId, amount: event.data.amount, updatedAt: time });
      return;
    case 'payment-paypal/completionFailed':
      if (payment) Object.assign(payment, { status: 'failed', failure: { stage: 'complete', code: event.data.code, reason: event.data.reason }, updatedAt: time });
      return;
    case 'payment-paypal/paymentCancelled':
      if (payment) Object.assign(payment, { status: 'cancelled', updatedAt: time });
      return;
    case 'payment-paypal/buttonsFailed':
      // The buttons' own error while a payment was under way (a failed call already said why).
      if (payment && event.data.stage === 'buttons' && (payment.status === 'opening' || payment.status === 'open')) {
        Object.assign(payment, { status: 'failed', failure: { stage: 'buttons', code: 0, reason: event.data.reason }, updatedAt: time });
      }
      return;
    case 'payment-paypal/paymentRefused':
      if (payment) Object.assign(payment, { status: 'failed', failure: { stage: 'order', code: 402, reason: event.data.reason }, updatedAt: time });
      return;
    case 'payment-paypal/orderPaid':
      draft.orders.push({ ...event.data });
      if (draft.orders.length > KEPT_ORDERS) draft.orders.splice(0, draft.orders.length - KEPT_ORDERS);
      draft.payment = null;
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const paypalState: Projection<'payment-paypal/state', PaypalEvent> = {
  name: 'payment-paypal/state',
  version: 1,
  handles: PAYPAL_EVENTS,
  initial: initialPaypal,
  apply: applyPaypalEvent,
};
