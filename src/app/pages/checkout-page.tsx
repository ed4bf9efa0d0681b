import { useTranslation } from 'react-i18next';
import { RoutePage } from '../shell/route-page';

/** Checkout (the four steps come with the checkout module). */
export default function CheckoutPage() {
  const { t } = useTranslation('shell');
  return <RoutePage title={t('route.checkout.title')} />;
}
