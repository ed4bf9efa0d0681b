import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../kernel/router';
import type { SlugData } from '../route-loaders';
import { RoutePage } from '../shell/route-page';

/** A category listing (products and filters come with the catalog module). */
export default function CategoryPage() {
  const { t } = useTranslation('shell');
  const { slug } = useRouteData<SlugData>();
  return <RoutePage title={t('route.category.title', { slug })} />;
}
