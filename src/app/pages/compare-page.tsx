import { useTranslation } from 'react-i18next';
import { RoutePage } from '../shell/route-page';

/** Compare Products (the compare list comes with the compare module). */
export default function ComparePage() {
  const { t } = useTranslation('shell');
  return <RoutePage title={t('route.compare.title')} />;
}
