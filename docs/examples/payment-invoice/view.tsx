import { useTranslation } from 'react-i18next';

/** Under the chosen method in the payment step. */
export const INVOICE_NOTE = 'We send the invoice with your order. Please pay it within 14 days.';

const plain = { keySeparator: false, nsSeparator: false } as const;

/** The payment step's note: nothing to fill in, the invoice comes with the goods. */
export function InvoiceNote() {
  const { t } = useTranslation('payment-invoice');
  return <p>{t(INVOICE_NOTE, plain)}</p>;
}

/** The review step's and the thank-you page's line for the method. */
export function InvoiceSummary() {
  const { t } = useTranslation('payment-invoice');
  return (
    <p>
      <strong>{t('Invoice', plain)}</strong>
      {': '}
      {t(INVOICE_NOTE, plain)}
    </p>
  );
}
