import { describe, expect, it } from 'vitest';
import { given, TEST_NOW } from '../../kernel/testing';
import { KEPT_ORDERS, PAYPAL_TEXTS, paypalDecider as decider } from './decider';
import type { PaypalVia } from './messages';

const APPROVE_URL = 'http://localhost:3200/api/ext/payment-sandbox/paypal/SB1';
const configRequested = (requestId = 'c1') => ({ type: 'payment-paypal/configRequested' as const, data: { requestId } });
const recordConfig = (requestId: string, code: number, result: unknown, transmitted = true) => ({ type: 'payment-paypal/recordConfig' as const, data: { requestId, code, result, transmitted } });
const requested = (requestId = 'r1', flow: 'buttons' | 'redirect' = 'buttons') => ({
  type: 'payment-paypal/checkoutRequested' as const,
  data: { requestId, flow, body: flow === 'redirect' ? { return_url: '/eng/checkout?paypal=approved', cancel_url: '/eng/checkout?paypal=cancelled' } : {} },
});
const opened = (requestId = 'r1', flow: 'buttons' | 'redirect' = 'buttons') => ({
  type: 'payment-paypal/checkoutOpened' as const,
  data: { requestId, flow, paypalOrderId: 'PP-1', approveUrl: APPROVE_URL },
});
const recordCheckout = (requestId: string, code: number, result: unknown) => ({ type: 'payment-paypal/recordCheckout' as const, data: { requestId, code, result, transmitted: code !== 0 } });
const approved = (requestId = 'a1', via: PaypalVia = 'buttons') => ({ type: 'payment-paypal/paymentApproved' as const, data: { requestId, paypalOrderId: 'PP-1', payerId: 'PAYER', via } });
const approval = (via: PaypalVia = 'buttons', paypalOrderId = 'PP-1') => ({ type: 'payment-paypal/recordApproval' as const, data: { paypalOrderId, payerId: 'PAYER', via } });
const recordCompletion = (requestId: string, code: number, result: unknown) => ({ type: 'payment-paypal/recordCompletion' as const, data: { requestId, code, result, transmitted: code !== 0 } });
const completed = (via: PaypalVia = 'buttons') => ({ type: 'payment-paypal/paymentCompleted' as const, data: { requestId: 'a1', paypalOrderId: 'PP-1', captureId: 'CAP-1', amount: 37.2, via } });
const captured = { status: 'COMPLETED', id: 'PP-1', capture_id: 'CAP-1', amount: 37.2 };

describe('PayPal decider: the browser settings (GET /api/ext/paypal/config)', () => {
  it('asks every time the method is chosen; only the latest answer counts', () => {
    given(decider).when({ type: 'payment-paypal/loadConfig', data: {} }, { newId: () => 'c1' }).then([configRequested()]);
    given(decider, configRequested('c1'), configRequested('c2')).when(recordConfig('c1', 200, { clientId: 'id', currency: 'EUR', sandbox: false })).then([]);
  });

  it('keys: the public client id; no keys: the sandbox, without a client id', () => {
    given(decider, configRequested())
      .when(recordConfig('c1', 200, { clientId: 'AbC', currency: 'EUR', sandbox: false }))
      .then([{ type: 'payment-paypal/configReceived', data: { requestId: 'c1', clientId: 'AbC', currency: 'EUR', sandbox: false } }]);
    given(decider, configRequested())
      .when(recordConfig('c1', 200, { clientId: null, currency: 'EUR', sandbox: true }))
      .then([{ type: 'payment-paypal/configReceived', data: { requestId: 'c1', clientId: null, currency: 'EUR', sandbox: true } }]);
  });

  it('fails without a connection, on a refusal, or on an answer that names no way to pay', () => {
    given(decider, configRequested()).when(recordConfig('c1', 0, 'Failed to fetch', false)).then([{ type: 'payment-paypal/configFailed', data: { requestId: 'c1', code: 0, reason: 'Failed to fetch' } }]);
    given(decider, configRequested())
      .when(recordConfig('c1', 200, { clientId: null, sandbox: false }))
      .then([{ type: 'payment-paypal/configFailed', data: { requestId: 'c1', code: 200, reason: 'The answer has no PayPal settings.' } }]);
    expect(given(decider, configRequested(), { type: 'payment-paypal/configFailed', data: { requestId: 'c1', code: 0, reason: null } }).state.config.status).toBe('failed');
  });
});

describe('PayPal decider: opening an order (setExpressCheckout)', () => {
  it('the buttons open one with an empty body; the sandbox sends its return and cancel addresses', () => {
    given(decider).when({ type: 'payment-paypal/openCheckout', data: { flow: 'buttons', returnPath: null, cancelPath: null } }, { newId: () => 'r1' }).then([requested()]);
    given(decider)
      .when({ type: 'payment-paypal/openCheckout', data: { flow: 'redirect', returnPath: '/eng/checkout?paypal=approved', cancelPath: '/eng/checkout?paypal=cancelled' } }, { newId: () => 'r1' })
      .then([requested('r1', 'redirect')]);
    given(decider).when({ type: 'payment-paypal/openCheckout', data: { flow: 'redirect', returnPath: null, cancelPath: null } }).thenThrows('payment-paypal/noReturn');
  });

  it('opens nothing while a capture is on its way', () => {
    given(decider, requested(), opened(), approved()).when({ type: 'payment-paypal/openCheckout', data: { flow: 'buttons', returnPath: null, cancelPath: null } }).then([]);
  });

  it('the answer names the PayPal order (and, for the sandbox, its approval page)', () => {
    given(decider, requested()).when(recordCheckout('r1', 200, { id: 'PP-1', token: 'PP-1', approve_url: APPROVE_URL })).then([opened()]);
    expect(given(decider, requested(), opened()).state.payment).toEqual({
      requestId: 'r1', flow: 'buttons', status: 'open', paypalOrderId: 'PP-1', approveUrl: APPROVE_URL, amount: null, captureId: null, via: null, failure: null, updatedAt: TEST_NOW,
    });
  });

  it("fails with the server's words for support; an old request's answer is ignored", () => {
    given(decider, requested()).when(recordCheckout('r1', 502, 'Payment method you chose is not available at the moment')).then([
      { type: 'payment-paypal/checkoutFailed', data: { requestId: 'r1', code: 502, reason: 'Payment method you chose is not available at the moment' } },
    ]);
    given(decider, requested('r1', 'redirect')).when(recordCheckout('r1', 200, { id: 'PP-1', approve_url: 'javascript:alert(1)' })).then([
      { type: 'payment-paypal/checkoutFailed', data: { requestId: 'r1', code: 200, reason: 'The answer has no PayPal order.' } },
    ]);
    given(decider, requested('r1'), requested('r2')).when(recordCheckout('r1', 200, { id: 'PP-1' })).then([]);
  });
});

describe('PayPal decider: approval, capture, cancel', () => {
  it('approval of the opened order asks for the capture; asked again while it may have been cut off; nothing after it is done', () => {
    given(decider, requested(), opened()).when(approval(), { newId: () => 'a1' }).then([approved()]);
    given(decider, requested(), opened(), approved()).when(approval(), { newId: () => 'a2' }).then([approved('a2')]);
    given(decider, requested(), opened(), approved(), completed()).when(approval()).then([]);
    given(decider, requested(), opened(), approved(), completed(), { type: 'payment-paypal/orderPaid', data: { orderNumber: '1', paypalOrderId: 'PP-1', amount: 37.2 } }).when(approval()).thenThrows('payment-paypal/unknownOrder');
  });

  it('refuses an approval naming an order this browser did not open (a forged return link)', () => {
    given(decider, requested(), opened()).when(approval('return', 'OTHER')).thenThrows('payment-paypal/unknownOrder');
    given(decider).when(approval('return')).thenThrows(PAYPAL_TEXTS.failed);
  });

  it('the capture completes the payment, with its amount and the way it was approved', () => {
    given(decider, requested('r1', 'redirect'), opened('r1', 'redirect'), approved('a1', 'return')).when(recordCompletion('a1', 200, captured)).then([completed('return')]);
    const state = given(decider, requested(), opened(), approved(), completed()).state;
    expect(state.payment).toMatchObject({ status: 'completed', paypalOrderId: 'PP-1', captureId: 'CAP-1', amount: 37.2, via: 'buttons' });
  });

  it('a refused capture fails (and may be approved again); a capture of another order does not count', () => {
    const failed = { type: 'payment-paypal/completionFailed' as const, data: { requestId: 'a1', paypalOrderId: 'PP-1', code: 402, reason: 'PayPal payment was not approved.', via: 'buttons' as const } };
    given(decider, requested(), opened(), approved()).when(recordCompletion('a1', 402, 'PayPal payment was not approved.')).then([failed]);
    given(decider, requested(), opened(), approved()).when(recordCompletion('a1', 200, { ...captured, id: 'PP-2' })).then([{ ...failed, data: { ...failed.data, code: 200, reason: 'The payment is not completed.' } }]);
    given(decider, requested(), opened(), approved(), failed).when(approval(), { newId: () => 'a2' }).then([approved('a2')]);
  });

  it('cancel at PayPal: only an open order; the buttons may not know its id', () => {
    const cancelled = { type: 'payment-paypal/paymentCancelled' as const, data: { paypalOrderId: 'PP-1', via: 'buttons' as const } };
    given(decider, requested(), opened()).when({ type: 'payment-paypal/recordCancellation', data: { paypalOrderId: null, via: 'buttons' } }).then([cancelled]);
    given(decider, requested(), opened()).when({ type: 'payment-paypal/recordCancellation', data: { paypalOrderId: 'OTHER', via: 'return' } }).then([]);
    given(decider, requested(), opened(), approved(), completed()).when({ type: 'payment-paypal/recordCancellation', data: { paypalOrderId: 'PP-1', via: 'return' } }).then([]);
    expect(given(decider, requested(), opened(), cancelled).state.payment?.status).toBe('cancelled');
  });

  it("the buttons' own error fails a payment under way, not a completed one; the script's is only logged", () => {
    const failure = (stage: 'buttons' | 'script') => ({ type: 'payment-paypal/buttonsFailed' as const, data: { stage, reason: 'Window closed' } });
    given(decider).when({ type: 'payment-paypal/recordButtonsFailure', data: { stage: 'script', reason: 'Window closed' } }).then([failure('script')]);
    expect(given(decider, requested(), opened(), failure('buttons')).state.payment).toMatchObject({ status: 'failed', failure: { stage: 'buttons', code: 0, reason: 'Window closed' } });
    expect(given(decider, requested(), opened(), approved(), completed(), failure('buttons')).state.payment?.status).toBe('completed');
    expect(given(decider, requested(), opened(), failure('script')).state.payment?.status).toBe('open');
  });
});

describe('PayPal decider: the order placed with the payment', () => {
  it('ends the payment and keeps the order for the thank-you page', () => {
    const paid = { type: 'payment-paypal/orderPaid' as const, data: { orderNumber: '000000042', paypalOrderId: 'PP-1', amount: 37.2 } };
    given(decider, requested(), opened(), approved(), completed()).when({ type: 'payment-paypal/recordOrder', data: { orderNumber: '000000042' } }).then([paid]);
    const state = given(decider, requested(), opened(), approved(), completed(), paid).state;
    expect(state.payment).toBeNull();
    expect(state.orders).toEqual([{ orderNumber: '000000042', paypalOrderId: 'PP-1', amount: 37.2 }]);
    given(decider, requested(), opened()).when({ type: 'payment-paypal/recordOrder', data: { orderNumber: '000000042' } }).then([]);
  });

  it('an order refused with the payment (402) ends its hand-over: the shopper pays anew', () => {
    const refused = { type: 'payment-paypal/paymentRefused' as const, data: { paypalOrderId: 'PP-1', reason: 'PayPal payment was not completed.' } };
    given(decider, requested(), opened(), approved(), completed()).when({ type: 'payment-paypal/recordRefusal', data: { reason: 'PayPal payment was not completed.' } }).then([refused]);
    expect(given(decider, requested(), opened(), approved(), completed(), refused).state.payment).toMatchObject({ status: 'failed', failure: { stage: 'order', code: 402 } });
    given(decider, requested(), opened()).when({ type: 'payment-paypal/recordRefusal', data: { reason: 'x' } }).then([]);
  });

  it(`keeps the last ${KEPT_ORDERS} orders`, () => {
    const events = Array.from({ length: KEPT_ORDERS + 2 }, (_, index) => [requested(`r${index}`), opened(`r${index}`), approved(`a${index}`), { ...completed(), data: { ...completed().data, requestId: `a${index}` } }, { type: 'payment-paypal/orderPaid' as const, data: { orderNumber: `${index}`, paypalOrderId: 'PP-1', amount: 1 } }]).flat();
    const orders = given(decider, ...events).state.orders;
    expect(orders).toHaveLength(KEPT_ORDERS);
    expect(orders[0]?.orderNumber).toBe('2');
  });
});
