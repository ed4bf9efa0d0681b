import { useTranslation } from 'react-i18next';
import styles from './view.module.css';

/** The spec's note of cash on delivery (section 4 "Payment flows"). */
export const COD_NOTE = 'You are going to pay for this order upon delivery.';

/** Under the chosen method in the payment step: the shopper pays the courier. Nothing to fill in. */
export function CashOnDeliveryNote() {
  const { t } = useTranslation('payment-cod');
  return <p className={styles.note}>{t(COD_NOTE, { keySeparator: false, nsSeparator: false })}</p>;
}

/** In the review step and on the thank-you page: the same note, as the summary of how the order is paid. */
export function CashOnDeliverySummary({ orderNumber }: { code: string; orderNumber: string | null }) {
  const { t } = useTranslation('payment-cod');
  return (
    <p className={styles.note}>
      <strong>{t('Cash on delivery', { keySeparator: false })}</strong>
      {': '}
      {t(orderNumber ? 'Please have the amount ready when the courier brings your order.' : COD_NOTE, { keySeparator: false, nsSeparator: false })}
    </p>
  );
}
