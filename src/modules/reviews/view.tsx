import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../kernel/format';
import { formatNumber } from '../../kernel/format/number';
import type { ProductSummary } from '../../kernel/product';
import { useStoreView } from '../../kernel/react';
import { Rating, ReviewForm, ReviewList } from '../../ui';
import { averageRating } from './logic/reviews';
import { REVIEW_MAX_LENGTH } from './logic/validation';
import { useProductReviews, useReviewForm } from './hooks';
import { REVIEWS_SECTION_ID } from './rating-views';
import styles from './view.module.css';

/**
 * The product page's reviews: the average, the approved reviews (loaded after mount) and the add-review
 * form. The form checks the fields with the spec's messages, sends `reviews/submit`, and clears once the
 * API has stored the review (the notification comes from the module's reactor).
 */
export function ReviewsSection({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('reviews');
  const view = useStoreView();
  const headingId = useId();
  const { loading, reviews } = useProductReviews(product.id);
  const form = useReviewForm(product.id);

  const average = averageRating(reviews);
  // '4,5 / 5' in Estonian: stars read with the view's decimal comma, to one decimal.
  const ofFive = (value: number) => t('ofFive', { value: formatNumber(value, view.locale, { maximumFractionDigits: 1 }) });
  const errors = Object.fromEntries(Object.entries(form.problems).map(([field, problem]) => [field, t(`validation.${problem}`)]));

  return (
    <section id={REVIEWS_SECTION_ID} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      {!loading && average !== null ? (
        <p className={styles.average}>
          <span>{t('average')}</span> <Rating value={average} label={ofFive(average)} note={t('count', { count: reviews.length })} />
        </p>
      ) : null}
      <ReviewList
        loading={loading}
        loadingText={t('loading')}
        emptyText={t('empty')}
        reviews={reviews.map((review) => ({
          id: review.id,
          title: review.title,
          detail: review.detail,
          author: review.nickname,
          date: formatDate(review.createdAt, view),
          dateTime: review.createdAt,
          rating: review.rating === null ? null : { value: review.rating, label: ofFive(review.rating) },
        }))}
      />
      <ReviewForm
        labels={{ heading: t('form.heading'), nickname: t('form.nickname'), title: t('form.title'), detail: t('form.detail'), rating: t('form.rating'), ratingOption: ofFive, submit: t('form.submit') }}
        values={form.values}
        errors={errors}
        submitting={form.submitting}
        maxLength={REVIEW_MAX_LENGTH}
        onChange={form.change}
        onSubmit={() => void form.submit()}
      />
    </section>
  );
}
