import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../kernel/router';
import type { ProductData } from '../route-loaders';
import { RoutePage } from '../shell/route-page';

/** A product page; childSku, when present, is the preselected variant. */
export default function ProductPage() {
  const { t } = useTranslation('shell');
  const product = useRouteData<ProductData>();
  return <RoutePage title={t('route.product.title', { sku: product.childSku ?? product.parentSku })} />;
}
