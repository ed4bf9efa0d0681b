import { ArrowLeftRight } from 'lucide';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../kernel/product';
import { useLink } from '../../kernel/react';
import { Button, HeaderCountButton, Icon } from '../../ui';
import { useCompareList, useCompareToggle } from './hooks';

/** The product page's compare toggle (slot 'product/actions'). */
export function CompareButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('compare');
  const { listed, toggle } = useCompareToggle(product);
  return (
    <Button type="button" variant="secondary" aria-pressed={listed} onClick={toggle}>
      {listed ? t('remove') : t('add')}
    </Button>
  );
}

/** The header's link to the compare page, with the number of compared products. */
export function CompareHeaderLink() {
  const { t } = useTranslation('compare');
  const link = useLink();
  const count = useCompareList().items?.length ?? 0;
  return <HeaderCountButton icon={<Icon icon={ArrowLeftRight} size={24} />} count={count} label={t('headerLabel', { count })} href={link({ name: 'compare' })} phoneHidden />;
}
