import { useTranslation } from 'react-i18next';
import { RoutePage } from '../shell/route-page';

/** The goodbye page. */
export default function SeeYouPage() {
  const { t } = useTranslation('shell');
  return <RoutePage title={t('route.seeYou.title')} />;
}
