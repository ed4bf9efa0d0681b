import type { Container } from 'inversify';
import type { Reactor, ReactorContext } from '../../kernel/module';
import { SyncLayerToken, type SyncLayer } from '../../kernel/sync';
import { BANK_LINK_CODE, BANK_LINK_TEXTS } from './decider';
import type { RecordedAnswer } from './messages';
import { BrowserNavigator } from './navigator';

/** Spec section 7: where transactions are created. */
export const CREATE_TRANSACTION_URL = '/api/ext/make-commerce/create-transaction';

const NS = 'payment-bank-link';

/** The payer's country: the billing address, else the shipping address (the checkout's `checkout/state`, read by name). */
function countryOf(read: ReactorContext['read']): string {
  try {
    const state = read('checkout/state');
    return state.paymentDetails?.country || state.shippingDetails?.country || '';
  } catch {
    return '';
  }
}

/** Sends a task; a throw counts as not sent (code 0); no sync layer (the server, tests without one) is not sent either. */
async function send(services: Container, id: string, body: unknown, createdAt: string): Promise<RecordedAnswer> {
  if (!services.isBound(SyncLayerToken)) return { code: 0, result: null, transmitted: false };
  try {
    // Not queueable: a payment must not start by itself later, when the browser is back online.
    const answer = await services.get<SyncLayer>(SyncLayerToken).execute({ id, url: CREATE_TRANSACTION_URL, method: 'POST', body, createdAt, silent: true });
    return { code: answer.code, result: answer.result, transmitted: answer.transmitted };
  } catch (error) {
    return { code: 0, result: error instanceof Error ? error.message : String(error), transmitted: false };
  }
}

/** Spec section 4: an order placed for payment by bank link opens its transaction. */
export const payPlacedOrder: Reactor<'checkout/orderPlaced'> = {
  on: ['checkout/orderPlaced'],
  async run(event, { dispatch, read, storeView }) {
    const { paymentMethod, orderId, orderNumber, grandTotal, emailAddress } = event.data;
    if (paymentMethod !== BANK_LINK_CODE) return;
    const outcome = await dispatch({
      type: 'payment-bank-link/requestTransaction',
      data: { orderId, orderNumber, grandTotal, emailAddress, country: countryOf(read), locale: storeView.language },
    });
    // Refused (no total to pay): the spec's message; there is nothing a retry could change.
    if (!outcome.ok) await dispatch({ type: 'notifications/notify', data: { type: 'error', ns: NS, message: BANK_LINK_TEXTS.notAvailable } });
  },
};

/** Spec section 7 "Bank-link transaction": POST the request; the answer comes back to the decider. */
export const createTransaction: Reactor<'payment-bank-link/transactionRequested'> = {
  on: ['payment-bank-link/transactionRequested'],
  async run(event, { services, dispatch }) {
    const { requestId, request } = event.data;
    const answer = await send(services, `${NS}-${requestId}`, request, event.meta.time);
    await dispatch({ type: 'payment-bank-link/recordTransaction', data: { ...answer, requestId } });
  },
};

/** Spec section 4: the browser is sent to the address the transaction answered. */
export const redirectToBank: Reactor<'payment-bank-link/transactionCreated'> = {
  on: ['payment-bank-link/transactionCreated'],
  run(event, { services }) {
    if (services.isBound(BrowserNavigator)) services.get<BrowserNavigator>(BrowserNavigator).assign(event.data.paymentUrl);
  },
};

/** Spec section 8: 'Payment method you chose is not available at the moment', with a way to try again. */
export const notifyFailure: Reactor<'payment-bank-link/transactionFailed'> = {
  on: ['payment-bank-link/transactionFailed'],
  async run(event, { dispatch }) {
    await dispatch({
      type: 'notifications/notify',
      data: {
        type: 'error',
        ns: NS,
        message: BANK_LINK_TEXTS.notAvailable,
        action1: { label: BANK_LINK_TEXTS.retry, command: { type: 'payment-bank-link/retryTransaction', data: { orderNumber: event.data.orderNumber } } },
      },
    });
  },
};
