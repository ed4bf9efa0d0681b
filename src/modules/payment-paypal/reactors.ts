import type { Container } from 'inversify';
import type { Reactor, ReactorContext } from '../../kernel/module';
import type { StoreView } from '../../kernel/store-view/types';
import { SyncLayerToken, type SyncLayer, type TaskMethod } from '../../kernel/sync';
import { PaypalBrowser } from './browser';
import { PAYPAL_CODE, PAYPAL_TEXTS } from './decider';
import type { RecordedAnswer } from './messages';

const NS = 'payment-paypal';

/**
 * Spec section 7: the PayPal endpoints live under /api/ext/paypal; for multistore (any view but the default)
 * the path gets the store prefix.
 * @example paypalPath('complete', eng) === '/api/ext/paypal/eng/complete'
 */
export function paypalPath(endpoint: 'setExpressCheckout' | 'complete', view: Pick<StoreView, 'storeCode' | 'isDefault'>): string {
  return view.isDefault ? `/api/ext/paypal/${endpoint}` : `/api/ext/paypal/${encodeURIComponent(view.storeCode)}/${endpoint}`;
}

/** Sends a task; a throw counts as not sent (code 0); no sync layer (the server, tests without one) is not sent either. */
async function send(services: Container, id: string, method: TaskMethod, url: string, body: unknown, createdAt: string): Promise<RecordedAnswer> {
  if (!services.isBound(SyncLayerToken)) return { code: 0, result: null, transmitted: false };
  try {
    // Not queueable: a payment must never start by itself later, when the browser is back online.
    const answer = await services.get<SyncLayer>(SyncLayerToken).execute({ id, url, method, ...(method === 'GET' ? {} : { body }), createdAt, silent: true });
    return { code: answer.code, result: answer.result, transmitted: answer.transmitted };
  } catch (error) {
    return { code: 0, result: error instanceof Error ? error.message : String(error), transmitted: false };
  }
}

/** GET /api/ext/paypal/config: the public client id, or the sandbox. */
export const fetchConfig: Reactor<'payment-paypal/configRequested'> = {
  on: ['payment-paypal/configRequested'],
  async run(event, { services, dispatch, storeView }) {
    const { requestId } = event.data;
    const answer = await send(services, `${NS}-config-${requestId}`, 'GET', `/api/ext/paypal/config?storeCode=${encodeURIComponent(storeView.storeCode)}`, undefined, event.meta.time);
    await dispatch({ type: 'payment-paypal/recordConfig', data: { ...answer, requestId } });
  },
};

/** Spec section 7: POST setExpressCheckout for the server cart (its id and the customer's token in the query). */
export const setExpressCheckout: Reactor<'payment-paypal/checkoutRequested'> = {
  on: ['payment-paypal/checkoutRequested'],
  async run(event, { services, dispatch, storeView }) {
    const { requestId, body } = event.data;
    const url = `${paypalPath('setExpressCheckout', storeView)}?token={{token}}&cartId={{cartId}}`;
    const answer = await send(services, `${NS}-set-${requestId}`, 'POST', url, body, event.meta.time);
    await dispatch({ type: 'payment-paypal/recordCheckout', data: { ...answer, requestId } });
  },
};

/** Without PayPal's script (the sandbox): the browser goes to the approval page; it comes back to the checkout. */
export const goToApproval: Reactor<'payment-paypal/checkoutOpened'> = {
  on: ['payment-paypal/checkoutOpened'],
  run(event, { services }) {
    const { flow, approveUrl } = event.data;
    if (flow === 'redirect' && approveUrl && services.isBound(PaypalBrowser)) services.get<PaypalBrowser>(PaypalBrowser).assign(approveUrl);
  },
};

/** Spec section 7: POST complete for the approved order (the server captures it). */
export const completePayment: Reactor<'payment-paypal/paymentApproved'> = {
  on: ['payment-paypal/paymentApproved'],
  async run(event, { services, dispatch, storeView }) {
    const { requestId, paypalOrderId, payerId } = event.data;
    const body = { orderID: paypalOrderId, ...(payerId ? { payerID: payerId } : {}) };
    const answer = await send(services, `${NS}-complete-${requestId}`, 'POST', paypalPath('complete', storeView), body, event.meta.time);
    await dispatch({ type: 'payment-paypal/recordCompletion', data: { ...answer, requestId } });
  },
};

/**
 * Back from the approval page with the payment captured: the page load lost the payment form, so the payment
 * step is saved with PayPal and the payment's id (the billing address saved before, else the shipping address),
 * and the shopper lands on the review. The checkout validates it as its own form would.
 */
export const handOverReturn: Reactor<'payment-paypal/paymentCompleted'> = {
  on: ['payment-paypal/paymentCompleted'],
  async run(event, { dispatch, read }) {
    if (event.data.via !== 'return') return;
    const checkout = readCheckout(read);
    if (!checkout?.shippingDetails || !checkout.paymentMethods.methods.some((method) => method.code === PAYPAL_CODE)) return;
    const { shippingMethod: _method, shippingCarrier: _carrier, ...address } = checkout.shippingDetails;
    const base = checkout.paymentDetails ?? { ...address, sameAsShipping: true, companyInvoice: false, company: '', taxId: '' };
    await dispatch({ type: 'checkout/savePaymentDetails', data: { ...base, paymentMethod: PAYPAL_CODE, paymentMethodAdditional: { paypal_order_id: event.data.paypalOrderId } } });
  },
};

/** The checkout's read model, read by name (absent where the checkout is not loaded). */
function readCheckout(read: ReactorContext['read']) {
  try {
    return read('checkout/state');
  } catch {
    return null;
  }
}

/** Back from the approval page without a payment: the shopper hears why, politely, on the checkout page. */
export const notifyReturn: Reactor<'payment-paypal/paymentCancelled' | 'payment-paypal/completionFailed'> = {
  on: ['payment-paypal/paymentCancelled', 'payment-paypal/completionFailed'],
  async run(event, { dispatch }) {
    if (event.data.via !== 'return') return;
    const cancelled = event.type === 'payment-paypal/paymentCancelled';
    await dispatch({ type: 'notifications/notify', data: { type: cancelled ? 'warning' : 'error', ns: NS, message: cancelled ? PAYPAL_TEXTS.cancelled : PAYPAL_TEXTS.failed } });
  },
};

/** An order placed with PayPal ends the payment (its capture now belongs to that order). */
export const recordPaidOrder: Reactor<'checkout/orderPlaced'> = {
  on: ['checkout/orderPlaced'],
  async run(event, { dispatch }) {
    if (event.data.paymentMethod === PAYPAL_CODE && event.data.orderNumber) await dispatch({ type: 'payment-paypal/recordOrder', data: { orderNumber: event.data.orderNumber } });
  },
};

/** The server refused the order (402) while PayPal was chosen: the captured payment is not handed over again. */
export const recordRefusedOrder: Reactor<'checkout/orderPlacementFailed'> = {
  on: ['checkout/orderPlacementFailed'],
  async run(event, { dispatch, read }) {
    if (event.data.code !== 402 || readCheckout(read)?.paymentDetails?.paymentMethod !== PAYPAL_CODE) return;
    await dispatch({ type: 'payment-paypal/recordRefusal', data: { reason: event.data.message } });
  },
};

/** At start-up in the browser: a page load that is the approval page's return records the buyer's decision once. */
export async function recordReturn({ services, dispatch }: ReactorContext): Promise<void> {
  if (!services.isBound(PaypalBrowser)) return;
  const browser = services.get<PaypalBrowser>(PaypalBrowser);
  const back = browser.readReturn();
  if (!back) return;
  await browser.whenHydrated();
  browser.forgetReturn();
  if (back.outcome === 'approved') await dispatch({ type: 'payment-paypal/recordApproval', data: { paypalOrderId: back.paypalOrderId, payerId: back.payerId, via: 'return' } });
  else await dispatch({ type: 'payment-paypal/recordCancellation', data: { paypalOrderId: back.paypalOrderId, via: 'return' } });
}
