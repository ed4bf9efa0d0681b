import { describe, expect, it } from 'vitest';
import { given, TEST_NOW } from '../../kernel/testing';
import { BANK_LINK_TEXTS, bankLinkDecider as decider, KEPT_PAYMENTS, paymentUrlOf } from './decider';
import type { BankLinkOrder, TransactionRequest } from './messages';

const order: BankLinkOrder = { orderId: 'web-1', orderNumber: '000000042', grandTotal: 79.4, emailAddress: 'mari@example.com', country: 'EE', locale: 'et' };
const request: TransactionRequest = {
  transaction: { amount: 79.4, currency: 'EUR', reference: '000000042', order_ids: ['000000042'], merchant_data: 'web-1' },
  customer: { email: 'mari@example.com', country: 'ee', locale: 'et' },
};
const requested = (requestId = 'r1', attempt = 1, orderNumber = '000000042') => ({
  type: 'payment-bank-link/transactionRequested' as const,
  data: { requestId, orderId: 'web-1', orderNumber, attempt, request: orderNumber === '000000042' ? request : { ...request, transaction: { ...request.transaction, reference: orderNumber, order_ids: [orderNumber] } } },
});
const SANDBOX_URL = 'http://localhost:3320/api/ext/payment-sandbox/makecommerce/mcsb_1';
const created = (requestId = 'r1') => ({ type: 'payment-bank-link/transactionCreated' as const, data: { requestId, orderNumber: '000000042', transactionId: 'mcsb_1', paymentUrl: SANDBOX_URL } });
const failed = (requestId = 'r1', code = 502, reason: string | null = BANK_LINK_TEXTS.notAvailable) => ({ type: 'payment-bank-link/transactionFailed' as const, data: { requestId, orderNumber: '000000042', code, reason } });
const answer = (requestId: string, code: number, result: unknown, transmitted = true) => ({ type: 'payment-bank-link/recordTransaction' as const, data: { requestId, code, result, transmitted } });
const transaction = { id: 'mcsb_1', payment_methods: { other: [{ name: 'redirect', url: SANDBOX_URL }] } };

describe('bank link decider: the request (spec sections 4 and 7)', () => {
  it("asks for a transaction of the order's grand total in EUR under its number, for the payer's country and language", () => {
    given(decider)
      .when({ type: 'payment-bank-link/requestTransaction', data: order }, { newId: () => 'r1' })
      .then([requested()]);
    expect(given(decider, requested()).state.payments).toEqual([
      { orderId: 'web-1', orderNumber: '000000042', request, status: 'requested', requestId: 'r1', attempts: 1, transactionId: null, paymentUrl: null, failure: null, updatedAt: TEST_NOW },
    ]);
  });

  it('opens one transaction per order, however often it is handed over', () => {
    given(decider, requested()).when({ type: 'payment-bank-link/requestTransaction', data: order }).then([]);
    given(decider, requested(), created()).when({ type: 'payment-bank-link/requestTransaction', data: order }).then([]);
  });

  it('refuses an order without a total or a number: there is nothing the server would accept', () => {
    given(decider).when({ type: 'payment-bank-link/requestTransaction', data: { ...order, grandTotal: null } }).thenThrows(BANK_LINK_TEXTS.notAvailable);
    given(decider).when({ type: 'payment-bank-link/requestTransaction', data: { ...order, orderNumber: '' } }).thenThrows('payment-bank-link/noTotal');
  });
});

describe('bank link decider: the answer', () => {
  it('a transaction with an address is created: the browser goes there', () => {
    given(decider, requested()).when(answer('r1', 200, transaction)).then([created()]);
    expect(given(decider, requested(), created()).state.payments[0]).toMatchObject({ status: 'created', transactionId: 'mcsb_1', paymentUrl: SANDBOX_URL });
  });

  it("fails with the server's words kept for support: a refusal, the provider down, no answer, an answer without an address", () => {
    const base = given(decider, requested());
    base.when(answer('r1', 400, 'Transaction amount does not match the order.')).then([failed('r1', 400, 'Transaction amount does not match the order.')]);
    base.when(answer('r1', 502, BANK_LINK_TEXTS.notAvailable)).then([failed('r1', 502)]);
    base.when(answer('r1', 0, null, false)).then([failed('r1', 0, null)]);
    base.when(answer('r1', 200, { id: 'x', payment_methods: { other: [] } })).then([failed('r1', 200, 'The answer has no payment address.')]);
    base.when(answer('r1', 200, { id: 'x', payment_methods: { other: [{ url: 'javascript:alert(1)' }] } })).then([failed('r1', 200, 'The answer has no payment address.')]);
    expect(given(decider, requested(), failed('r1', 400, 'no')).state.payments[0]).toMatchObject({ status: 'failed', failure: { code: 400, reason: 'no' } });
  });

  it('only the answer to the latest request counts, and only once', () => {
    given(decider, requested('r1'), failed('r1'), requested('r2', 2)).when(answer('r1', 200, transaction)).then([]);
    given(decider, requested(), created()).when(answer('r1', 200, transaction)).then([]);
    given(decider).when(answer('r1', 200, transaction)).then([]);
  });
});

describe('bank link decider: retry and return', () => {
  it('a failed transaction is tried again with the same request, counting the attempts', () => {
    given(decider, requested(), failed())
      .when({ type: 'payment-bank-link/retryTransaction', data: { orderNumber: '000000042' } }, { newId: () => 'r2' })
      .then([requested('r2', 2)]);
    expect(given(decider, requested(), failed(), requested('r2', 2)).state.payments[0]).toMatchObject({ status: 'requested', requestId: 'r2', attempts: 2, failure: null });
  });

  it('a retry while a request is in flight or after the transaction was created does nothing; an unknown order is refused', () => {
    given(decider, requested()).when({ type: 'payment-bank-link/retryTransaction', data: { orderNumber: '000000042' } }).then([]);
    given(decider, requested(), created()).when({ type: 'payment-bank-link/retryTransaction', data: { orderNumber: '000000042' } }).then([]);
    given(decider).when({ type: 'payment-bank-link/retryTransaction', data: { orderNumber: '1' } }).thenThrows('payment-bank-link/unknownOrder');
  });

  it("the bank's return is recorded once, for a created transaction only", () => {
    const back = { type: 'payment-bank-link/recordReturn' as const, data: { orderNumber: '000000042' } };
    given(decider, requested(), created()).when(back).then([{ type: 'payment-bank-link/shopperReturned', data: { orderNumber: '000000042' } }]);
    given(decider, requested(), created(), { type: 'payment-bank-link/shopperReturned', data: { orderNumber: '000000042' } }).when(back).then([]);
    given(decider, requested()).when(back).then([]);
    given(decider).when(back).then([]);
    expect(given(decider, requested(), created(), { type: 'payment-bank-link/shopperReturned', data: { orderNumber: '000000042' } }).state.payments[0]?.status).toBe('returned');
  });

  it(`keeps the last ${KEPT_PAYMENTS} orders' payments in the read model`, () => {
    const many = Array.from({ length: KEPT_PAYMENTS + 2 }, (_, i) => requested(`r${i}`, 1, String(i)));
    const state = given(decider, ...many).state;
    expect(state.payments.map((payment) => payment.orderNumber)).toEqual(many.slice(2).map((event) => event.data.orderNumber));
  });
});

describe('paymentUrlOf', () => {
  it('reads result.payment_methods.other[0].url when it is an absolute web address', () => {
    expect(paymentUrlOf(transaction)).toBe(SANDBOX_URL);
    expect(paymentUrlOf({ payment_methods: { other: [{ url: 'https://bank.example/pay?x=1' }] } })).toBe('https://bank.example/pay?x=1');
    expect(paymentUrlOf({ payment_methods: { other: [{ url: '/relative' }] } })).toBeNull();
    expect(paymentUrlOf(null)).toBeNull();
    expect(paymentUrlOf('Payment method you chose is not available at the moment')).toBeNull();
  });
});
