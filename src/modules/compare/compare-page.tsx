import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../kernel/format';
import { productRoute, productImageSrcSet, productImageUrl } from '../../kernel/product';
import { useLink, usePageTitle, useStoreView } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import { PageHeading, UiLink } from '../../ui';
import { COMPARE_IMAGE, CompareTable } from '../../ui/compare-table/compare-table';
import type { CompareData } from './compare-loader';
import { useCompareDocuments, useCompareList } from './hooks';
import { attributeRows } from './logic';
import styles from './view.module.css';

/**
 * Compare Products (`/compare`): the compared products side by side: image, name, price, stock and brand,
 * then each comparable attribute any of them has. The server renders the loading state (the list is in the
 * browser); the table or the empty state follows on mount (ADR 0017).
 */
export default function ComparePage() {
  const { attributes } = useRouteData<CompareData>();
  const { t } = useTranslation('compare');
  const view = useStoreView();
  const link = useLink();
  const { items, remove } = useCompareList();
  const skus = (items ?? []).map((item) => item.sku);
  const documents = useCompareDocuments(skus, attributes.map((attribute) => attribute.code));
  usePageTitle(t('title'));

  const content = () => {
    if (items === null) return <p className={styles.status} role="status">{t('loading')}</p>;
    if (items.length === 0) {
      return (
        <p className={styles.status}>
          {t('empty')} <UiLink href={link({ name: 'home' })}>{t('continue')}</UiLink>
        </p>
      );
    }
    const { width, height } = COMPARE_IMAGE;
    return (
      <CompareTable
        caption={t('title')}
        onRemove={remove}
        products={items.map((item) => ({
          sku: item.sku,
          name: item.name,
          href: link(productRoute(item)),
          imageSrc: item.image ? productImageUrl(item.image, width, height) : null,
          ...(item.image ? { imageSrcSet: productImageSrcSet(item.image, width, height) } : {}),
          removeLabel: t('removeItem', { productName: item.name }),
        }))}
        rows={[
          { key: 'price', label: t('row.price'), values: items.map((item) => formatPrice(item.price, view)) },
          { key: 'stock', label: t('row.stock'), values: items.map((item) => t(`stock.${item.stock}`)) },
          { key: 'brand', label: t('row.brand'), values: items.map((item) => item.brand ?? '') },
          ...attributeRows(attributes, skus, documents),
        ]}
      />
    );
  };

  return (
    <>
      <PageHeading title={t('title')} />
      {content()}
    </>
  );
}
