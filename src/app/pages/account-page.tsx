import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../kernel/router';
import type { AccountData } from '../route-loaders';
import { RoutePage } from '../shell/route-page';

/** My account, my orders, one order and my car: all need login, and nobody can log in yet. */
export default function AccountPage() {
  const { t } = useTranslation('shell');
  const data = useRouteData<AccountData>();
  const title = t(`route.${data.section}.title`, { orderId: data.orderId ?? '' });
  return (
    <RoutePage title={title}>
      <p role="status">{t('auth.loginRequired')}</p>
    </RoutePage>
  );
}
