import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Kernel } from '../../kernel/kernel';
import { useKernel, useStoreView } from '../../kernel/react';
import { localizedPath } from '../../kernel/store-view/localize';
import { RETURN_PARAM } from './browser';
import { PAYPAL_TEXTS } from './decider';
import type { PaypalPayment } from './messages';

/** `t` of the module's namespace for keys that are English sentences ('.' and ':' split nothing). */
export function usePaypalT(): (key: string, params?: Record<string, string>) => string {
  const { t } = useTranslation('payment-paypal');
  return useCallback((key, params) => String(t(key, { ...params, keySeparator: false, nsSeparator: false })), [t]);
}

/**
 * The payment once the answer to `requestId` is in: resolves when `settled(payment)` says so, rejects when
 * another request took its place or the payment ended (an order was placed with it).
 */
function whenSettled(kernel: Kernel, requestId: string, settled: (payment: PaypalPayment) => boolean): Promise<PaypalPayment> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const payment = kernel.getProjection('payment-paypal/state').payment;
      if (payment?.requestId === requestId && !settled(payment)) return false;
      if (payment?.requestId === requestId) resolve(payment);
      else reject(new Error('The PayPal payment was replaced.'));
      return true;
    };
    if (check()) return;
    const stop = kernel.subscribe(() => {
      if (check()) stop();
    });
  });
}

/** What the buttons and the sandbox's button do: each step is a command; the answers come back as events. */
export interface PaypalActions {
  /** PayPal's createOrder: opens a PayPal order for the server cart; its id, or a rejection PayPal shows as an error. */
  createOrder(): Promise<string>;
  /** PayPal's onApprove: completes (captures) the order; resolves once the answer is in. */
  approve(orderID: string, payerID: string | null): Promise<void>;
  cancel(orderID: string | null): void;
  fail(stage: 'buttons' | 'script', reason: string): void;
  /** The sandbox: opens the order and sends the browser to the approval page, which returns to the checkout. */
  redirect(): void;
}

/** Talon of the PayPal method's actions. */
export function usePaypalActions(): PaypalActions {
  const kernel = useKernel();
  const view = useStoreView();
  return useMemo(() => {
    const checkout = (outcome: 'approved' | 'cancelled') => localizedPath(`/checkout?${RETURN_PARAM}=${outcome}`, view);
    return {
      async createOrder() {
        const outcome = await kernel.dispatch({ type: 'payment-paypal/openCheckout', data: { flow: 'buttons', returnPath: null, cancelPath: null } });
        const requested = outcome.ok ? outcome.events.find((event) => event.type === 'payment-paypal/checkoutRequested') : undefined;
        if (!requested) throw new Error(outcome.ok ? PAYPAL_TEXTS.failed : outcome.error.message);
        const payment = await whenSettled(kernel, (requested.data as { requestId: string }).requestId, (candidate) => candidate.status !== 'opening');
        if (payment.status !== 'open' || !payment.paypalOrderId) throw new Error(payment.failure?.reason ?? PAYPAL_TEXTS.failed);
        return payment.paypalOrderId;
      },
      async approve(orderID, payerID) {
        const outcome = await kernel.dispatch({ type: 'payment-paypal/recordApproval', data: { paypalOrderId: orderID, payerId: payerID, via: 'buttons' } });
        const approved = outcome.ok ? outcome.events.find((event) => event.type === 'payment-paypal/paymentApproved') : undefined;
        if (approved) await whenSettled(kernel, (approved.data as { requestId: string }).requestId, (candidate) => candidate.status !== 'completing').catch(() => undefined);
      },
      cancel(orderID) {
        void kernel.dispatch({ type: 'payment-paypal/recordCancellation', data: { paypalOrderId: orderID, via: 'buttons' } });
      },
      fail(stage, reason) {
        void kernel.dispatch({ type: 'payment-paypal/recordButtonsFailure', data: { stage, reason } });
      },
      redirect() {
        void kernel.dispatch({ type: 'payment-paypal/openCheckout', data: { flow: 'redirect', returnPath: checkout('approved'), cancelPath: checkout('cancelled') } });
      },
    };
  }, [kernel, view]);
}
