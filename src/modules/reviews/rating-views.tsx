import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../kernel/format/number';
import type { ProductSummary } from '../../kernel/product';
import { useStoreView } from '../../kernel/react';
import { Rating } from '../../ui';
import { useRatingSummary } from './rating-summary';
import styles from './view.module.css';

/** The id of the product page's reviews section, the target of the buy box's stars. */
export const REVIEWS_SECTION_ID = 'reviews';

function useOfFive(): (value: number) => string {
  const { t } = useTranslation('reviews');
  const view = useStoreView();
  return (value) => t('ofFive', { value: formatNumber(value, view.locale, { maximumFractionDigits: 1 }) });
}

/** A listed product's stars and review count (slot 'product/cardRating'); nothing without reviews. */
export function CardRating({ productId }: { productId: number }) {
  const { t } = useTranslation('reviews');
  const ofFive = useOfFive();
  const summary = useRatingSummary(productId);
  if (!summary) return null;
  return <Rating value={summary.average} label={ofFive(summary.average)} note={t('count', { count: summary.count })} />;
}

/** The product page's stars near its name and price (slot 'product/buyBox'), linking to the reviews below. */
export function BuyBoxRating({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('reviews');
  const ofFive = useOfFive();
  const summary = useRatingSummary(product.id);
  if (!summary) return null;
  return (
    <p className={styles.buyBoxRating}>
      <Rating value={summary.average} label={ofFive(summary.average)} />{' '}
      <a href={`#${REVIEWS_SECTION_ID}`}>{t('readReviews', { count: summary.count })}</a>
    </p>
  );
}
