import { useTranslation } from 'react-i18next';
import { RoutePage } from '../shell/route-page';

/** The thank-you page after an order. */
export default function CongratsPage() {
  const { t } = useTranslation('shell');
  return <RoutePage title={t('route.congrats.title')} />;
}
