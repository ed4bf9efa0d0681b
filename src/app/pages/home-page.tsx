import { useTranslation } from 'react-i18next';
import { PromiseList } from '../../ui';
import { RoutePage } from '../shell/route-page';
import { usePromises } from '../shell/site-chrome';

/** Home: heading, lead and the shop promises (banners and product lists come with the catalogue). */
export default function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <RoutePage title={t('route.home.title')} lead={t('route.home.lead')}>
      <PromiseList items={usePromises()} />
    </RoutePage>
  );
}
