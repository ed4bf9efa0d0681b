import { useTranslation } from 'react-i18next';
import { PaymentMark } from '../../ui';

/** The cash-on-delivery mark among the product page's secure payment marks (slot 'trust/paymentMarks'). */
export function CashOnDeliveryMark() {
  const { t } = useTranslation('payment-cod');
  return <PaymentMark kind="cash" label={t('Cash on delivery', { keySeparator: false })} />;
}
