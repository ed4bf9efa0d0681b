import { useTranslation } from 'react-i18next';
import { RoutePage } from '../shell/route-page';

/** The catalogue entry page (categories come with the catalog module). */
export default function CatalogPage() {
  const { t } = useTranslation('shell');
  return <RoutePage title={t('route.catalog.title')} />;
}
