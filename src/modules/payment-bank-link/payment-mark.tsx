import { useTranslation } from 'react-i18next';
import { PaymentMark } from '../../ui';

/** The bank-link mark among the product page's secure payment marks (slot 'trust/paymentMarks'). */
export function BankLinkMark() {
  const { t } = useTranslation('payment-bank-link');
  return <PaymentMark kind="bank-link" label={t('Bank link', { keySeparator: false })} />;
}
