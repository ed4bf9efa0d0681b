import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../kernel/router';
import type { SlugData } from '../route-loaders';
import { RoutePage } from '../shell/route-page';

/** A content page (its text comes with the cms module, which replaces this route; ADR 0050). */
export default function CmsPage() {
  const { t } = useTranslation('shell');
  const { slug } = useRouteData<SlugData>();
  return <RoutePage title={t('route.cmsPage.title', { slug })} />;
}
