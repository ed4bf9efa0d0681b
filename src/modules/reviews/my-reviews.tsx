import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../kernel/format';
import type { SlotRegistry } from '../../kernel/module';
import { productRoute } from '../../kernel/product';
import { useLink, useStoreView } from '../../kernel/react';
import { Button, Rating, UiLink } from '../../ui';
import { REVIEW_STATUS_KEYS, useMyReviews, type MyReview } from './my-reviews-api';
import styles from './view.module.css';

/** The review's stars: the first rating's value (the shop has one rating type), or null for none. */
const starsOf = (review: MyReview): number | null => {
  const value = review.ratings[0]?.value;
  return typeof value === 'number' && value >= 1 ? value : null;
};

/**
 * My Account's "My product reviews" (`account/sections`): the reviews the customer wrote, newest first,
 * with the product, stars, date and moderation status; 20 at first, "Show more" for the next 20.
 */
export function MyReviewsSection({ customer }: SlotRegistry['account/sections']) {
  const { t } = useTranslation('reviews');
  const view = useStoreView();
  const link = useLink();
  const headingId = useId();
  const { state, loadMore } = useMyReviews(customer.id);
  const list = useRef<HTMLUListElement>(null);
  // After "Show more", focus moves to the first review it added (the button may be gone).
  const focusFrom = useRef<number | null>(null);
  const shown = state.status === 'loaded' ? state.items.length : 0;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    list.current?.children[from]?.querySelector('a')?.focus();
  }, [shown]);

  return (
    <section id="my-reviews" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('mine.heading')}
      </h2>
      {state.status === 'loading' ? (
        <p role="status" aria-busy="true">
          {t('mine.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <p role="alert">{t('mine.error')}</p>
      ) : state.items.length === 0 ? (
        <p>{t('mine.empty')}</p>
      ) : (
        <>
          <ul ref={list} className={styles.mine}>
            {state.items.map((review) => {
              const stars = starsOf(review);
              const status = REVIEW_STATUS_KEYS[review.review_status] ?? 'pending';
              return (
                <li key={review.id}>
                  <article className={styles.mineItem}>
                    <h3 className={styles.mineProduct}>
                      <UiLink href={link(productRoute({ sku: review.sku, slug: review.slug, typeId: 'simple', childSku: null }))}>{review.name}</UiLink>
                    </h3>
                    <p className={styles.mineTitle}>{review.title}</p>
                    {stars !== null ? <Rating value={stars} label={t('ofFive', { value: stars })} /> : null}
                    <p className={styles.mineMeta}>
                      <time dateTime={review.created_at}>{formatDate(review.created_at, view)}</time>{' '}
                      <span className={styles.mineStatus} data-status={status}>
                        {t(`mine.status.${status}`)}
                      </span>
                    </p>
                  </article>
                </li>
              );
            })}
          </ul>
          {state.more === 'failed' ? <p role="alert">{t('mine.error')}</p> : null}
          {state.items.length < state.total ? (
            <div>
              <Button
                type="button"
                variant="secondary"
                aria-disabled={state.more === 'loading'}
                onClick={() => {
                  focusFrom.current = state.items.length;
                  loadMore();
                }}
              >
                {state.more === 'loading' ? t('mine.loading') : t('mine.showMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
