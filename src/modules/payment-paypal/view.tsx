import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { formatPrice } from '../../kernel/format/price';
import { useCommand, useProjection, useStoreView } from '../../kernel/react';
import { Button } from '../../ui';
import { PAYPAL_TEXTS } from './decider';
import { usePaypalActions, usePaypalT } from './hooks';
import type { PaypalPayment } from './messages';
import styles from './view.module.css';

// PayPal's package and script load only once the method is chosen and the shop has PayPal keys.
const PaypalButtons = lazy(() => import('./paypal-buttons'));

/** The checkout slot's props (`checkout/paymentMethod`). */
interface MethodProps {
  code: string;
  title: string;
  onAdditional: (data: Record<string, unknown>) => void;
  additional: Record<string, unknown>;
}

/** A short line; `status` ones are announced by screen readers as they change. */
function Note({ children, kind = 'note' }: { children: ReactNode; kind?: 'note' | 'status' | 'error' }) {
  if (kind === 'error') return <p className={styles.error}>{children}</p>;
  return (
    <p className={styles.note} {...(kind === 'status' ? { role: 'status' } : {})}>
      {children}
    </p>
  );
}

/** The captured payment's id is handed to the checkout; until then the step is held with the module's message. */
function useHandOver(paidId: string | null, { onAdditional, additional }: MethodProps) {
  const t = usePaypalT();
  const incomplete = t(PAYPAL_TEXTS.incomplete);
  useEffect(() => {
    if (paidId) {
      if (additional.paypal_order_id !== paidId || 'incomplete' in additional) onAdditional({ paypal_order_id: paidId });
    } else if (additional.incomplete !== incomplete) {
      onAdditional({ incomplete });
    }
  }, [paidId, incomplete, additional, onAdditional]);
}

/**
 * A capture found under way when the method is shown (the page that asked was closed before the answer): asked
 * again, once per showing; complete is idempotent on the server.
 */
function useResumeCapture(payment: PaypalPayment | null) {
  const dispatch = useCommand();
  const [found] = useState(() => (payment?.status === 'completing' && payment.paypalOrderId ? { paypalOrderId: payment.paypalOrderId, via: payment.via ?? 'buttons' } : null));
  useEffect(() => {
    if (found) void dispatch({ type: 'payment-paypal/recordApproval', data: { ...found, payerId: null } });
  }, [found, dispatch]);
}

/** What the last attempt left to say (cancelled, failed, under way); nothing before the first. */
function PaymentNotice({ payment, leaving }: { payment: PaypalPayment | null; leaving: boolean }) {
  const t = usePaypalT();
  switch (payment?.status) {
    case 'cancelled':
      return <Note kind="error">{t(PAYPAL_TEXTS.cancelled)}</Note>;
    case 'failed':
      return <Note kind="error">{t(PAYPAL_TEXTS.failed)}</Note>;
    case 'opening':
    case 'open':
      return leaving ? <Note kind="status">{t(PAYPAL_TEXTS.redirecting)}</Note> : null;
    case 'completing':
      return <Note kind="status">{t(PAYPAL_TEXTS.completing)}</Note>;
    default:
      return null;
  }
}

/**
 * Under the chosen PayPal method in the payment step: with keys, PayPal's buttons (popup, then the payment is
 * completed here); without them (the sandbox), "Continue to PayPal" to the approval page, which returns to the
 * checkout. Once the payment is captured it says so, and the shopper continues to the review.
 */
export function PaypalMethod(props: MethodProps) {
  const t = usePaypalT();
  const dispatch = useCommand();
  const view = useStoreView();
  const actions = usePaypalActions();
  const { config, payment } = useProjection('payment-paypal/state');
  const paidId = payment?.status === 'completed' ? payment.paypalOrderId : null;
  useHandOver(paidId, props);
  // This page is on its way to the approval page (a shopper back with the browser's "Back" may go again).
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    void dispatch({ type: 'payment-paypal/loadConfig', data: {} });
  }, [dispatch]);
  useResumeCapture(payment);

  if (paidId) return <Note kind="status">{t(PAYPAL_TEXTS.approved, { amount: payment?.amount == null ? '' : formatPrice(payment.amount, view) })}</Note>;
  if (config.status === 'failed') return <Note kind="error">{t(PAYPAL_TEXTS.unavailable)}</Note>;
  if (config.status !== 'ready') return <Note kind="status">{t(PAYPAL_TEXTS.loading)}</Note>;
  const redirect = () => {
    setLeaving(true);
    actions.redirect();
  };
  const busy = payment?.status === 'completing' || (leaving && (payment?.status === 'opening' || payment?.status === 'open'));
  return (
    <div className={styles.status}>
      <PaymentNotice payment={payment} leaving={leaving} />
      {config.clientId ? (
        <>
          <Note>{t(PAYPAL_TEXTS.buttonsNote)}</Note>
          {payment?.status === 'completing' ? null : (
            <Suspense fallback={<Note kind="status">{t(PAYPAL_TEXTS.loading)}</Note>}>
              <PaypalButtons clientId={config.clientId} currency={config.currency} actions={actions} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <Note>{t(PAYPAL_TEXTS.sandboxNote)}</Note>
          <div>
            <Button type="button" variant="secondary" disabled={busy} onClick={redirect}>
              {t(PAYPAL_TEXTS.continueToPaypal)}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** "PayPal: {sentence}" */
function Line({ text, amount }: { text: string; amount?: number | null }) {
  const t = usePaypalT();
  const view = useStoreView();
  return (
    <p className={styles.note}>
      <strong>{t(PAYPAL_TEXTS.title)}</strong>
      {': '}
      {t(text, amount == null ? undefined : { amount: formatPrice(amount, view) })}
    </p>
  );
}

/** The review step (the approved payment) and the thank-you page (the order paid with PayPal). */
export function PaypalSummary({ orderNumber }: { code: string; orderNumber: string | null }) {
  const { payment } = useProjection('payment-paypal/state');
  if (orderNumber) return <Line text={PAYPAL_TEXTS.paid} />;
  if (payment?.status === 'completed') return <Line text={PAYPAL_TEXTS.reviewApproved} amount={payment.amount} />;
  return <Line text={PAYPAL_TEXTS.review} />;
}
