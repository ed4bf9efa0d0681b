import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCommand, useProjection } from '../../kernel/react';
import { Button } from '../../ui';
import { BANK_LINK_TEXTS } from './decider';
import type { BankLinkPayment } from './messages';
import styles from './view.module.css';

/** `t` of the module's namespace for keys that are English sentences ('.' and ':' split nothing). */
function useBankLinkT(): (key: string) => string {
  const { t } = useTranslation('payment-bank-link');
  return useCallback((key) => String(t(key, { keySeparator: false, nsSeparator: false })), [t]);
}

/** Under the chosen method in the payment step: the order is paid at the bank after it is placed. */
export function BankLinkNote() {
  const t = useBankLinkT();
  return <p className={styles.note}>{t(BANK_LINK_TEXTS.note)}</p>;
}

/** "Bank link: {sentence}" */
function Line({ text }: { text: string }) {
  const t = useBankLinkT();
  return (
    <p className={styles.note}>
      <strong>{t(BANK_LINK_TEXTS.title)}</strong>
      {': '}
      {t(text)}
    </p>
  );
}

/** The bank's return (`?order=<number>` on the thank-you page) is recorded once, so the page and the log say so. */
function useRecordReturn(payment: BankLinkPayment | undefined) {
  const dispatch = useCommand();
  const [query] = useSearchParams();
  const returned = payment?.status === 'created' && query.get('order') === payment.orderNumber;
  useEffect(() => {
    if (returned) void dispatch({ type: 'payment-bank-link/recordReturn', data: { orderNumber: payment.orderNumber } });
  }, [returned, dispatch, payment?.orderNumber]);
}

/** The transaction's state on the thank-you page (the module's `payment-bank-link/payments`). */
function TransactionStatus({ orderNumber }: { orderNumber: string }) {
  const t = useBankLinkT();
  const dispatch = useCommand();
  const payment = useProjection('payment-bank-link/payments').payments.find((candidate) => candidate.orderNumber === orderNumber);
  useRecordReturn(payment);
  if (!payment) return <Line text={BANK_LINK_TEXTS.pending} />;
  switch (payment.status) {
    case 'requested':
    case 'created':
      return (
        <div className={styles.status}>
          <p className={styles.note} role="status">
            {t(BANK_LINK_TEXTS.redirecting)}
          </p>
          {/* Should the browser not leave by itself (blocked, or the shopper came back with "Back"). */}
          {payment.paymentUrl ? (
            <p className={styles.note}>
              <a href={payment.paymentUrl}>{t(BANK_LINK_TEXTS.goToBank)}</a>
            </p>
          ) : null}
        </div>
      );
    case 'failed':
      return (
        <div className={styles.status}>
          <p className={styles.error}>{t(BANK_LINK_TEXTS.notAvailable)}</p>
          <div>
            <Button type="button" variant="secondary" onClick={() => void dispatch({ type: 'payment-bank-link/retryTransaction', data: { orderNumber } })}>
              {t(BANK_LINK_TEXTS.retry)}
            </Button>
          </div>
        </div>
      );
    case 'returned':
      return <Line text={BANK_LINK_TEXTS.returned} />;
    default: {
      const unknown: never = payment.status;
      return unknown;
    }
  }
}

/**
 * The review step (no order number yet): how the order will be paid. The thank-you page: where the bank
 * payment stands (creating, on the way to the bank, failed with a retry, back from the bank).
 */
export function BankLinkSummary({ orderNumber }: { code: string; orderNumber: string | null }) {
  // An order kept offline has no number yet: it is paid at the bank once it is placed.
  return orderNumber ? <TransactionStatus orderNumber={orderNumber} /> : <Line text={BANK_LINK_TEXTS.review} />;
}
