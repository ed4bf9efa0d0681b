import { Rating } from '../rating/rating';
import styles from './review-list.module.css';

/** One review as shown; texts already translated and formatted by the caller. */
export interface ReviewListItem {
  id: string | number;
  title: string;
  detail: string;
  /** The reviewer's nickname. */
  author: string;
  /** The date as shown ('09:04 5-3-2024'). */
  date: string;
  /** The same date as ISO 8601, for `<time dateTime>`. */
  dateTime: string;
  /** Stars and their accessible text ('4 of 5'), or null for a review without a rating. */
  rating: { value: number; label: string } | null;
}

/** Props of ReviewList. */
export interface ReviewListProps {
  reviews: ReviewListItem[];
  /** True while the reviews load: `loadingText` is announced instead of the list. */
  loading?: boolean;
  loadingText: string;
  /** Shown when there are no reviews. */
  emptyText: string;
  /** Heading level of each review title in the page outline (default 3: page h1, section h2). */
  headingLevel?: 3 | 4;
}

/** Product reviews, newest first as given: title, stars, text, author and date; or a loading or empty note. */
export function ReviewList({ reviews, loading = false, loadingText, emptyText, headingLevel = 3 }: ReviewListProps) {
  if (loading) {
    return (
      <p className={styles.note} role="status" aria-busy="true">
        {loadingText}
      </p>
    );
  }
  if (reviews.length === 0) return <p className={styles.note}>{emptyText}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <article>
            <Heading className={styles.title}>{review.title}</Heading>
            {review.rating ? <Rating value={review.rating.value} label={review.rating.label} /> : null}
            <p className={styles.detail}>{review.detail}</p>
            <p className={styles.byline}>
              <span>{review.author}</span> <time dateTime={review.dateTime}>{review.date}</time>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
