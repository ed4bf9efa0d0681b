import { useTranslation } from 'react-i18next';
import { PaymentMark } from '../../ui';

/** The PayPal mark among the product page's secure payment marks (slot 'trust/paymentMarks'). */
export function PaypalMark() {
  const { t } = useTranslation('payment-paypal');
  return <PaymentMark kind="paypal" label={t('PayPal', { keySeparator: false })} />;
}
