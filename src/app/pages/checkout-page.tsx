import { useTranslation } from 'react-i18next';
import { RoutePage } from '../shell/route-page';

/** The checkout route's stand-in where the checkout module (src/modules/checkout, which replaces it) is not active. */
export default function CheckoutPage() {
  const { t } = useTranslation('shell');
  return <RoutePage title={t('route.checkout.title')} />;
}
