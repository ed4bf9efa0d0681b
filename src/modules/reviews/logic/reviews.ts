import type { CatalogueSearchBody } from '../../../kernel/api';

/** A review document of the catalogue API (`/api/catalog/{index}/review/_search`). */
export interface ReviewDocument {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  review_status: number;
  ratings?: { value?: number; percent?: number }[];
  created_at: string;
}

/** A review as the product page lists it. */
export interface ProductReview {
  id: number;
  title: string;
  detail: string;
  nickname: string;
  createdAt: string;
  /** 1-5 (the mean of its rating votes), or null when it has none. */
  rating: number | null;
}

/** Review status of approved reviews; new ones wait as pending (2) until a moderator approves them. */
export const REVIEW_APPROVED = 1;

/** How many reviews the product page loads (the spec's default search size). */
export const REVIEW_PAGE_SIZE = 50;

/** The search of a product's approved reviews, newest first, as Vue Storefront filtered them. */
export function productReviewsRequest(productId: number): CatalogueSearchBody & { size: number } {
  return {
    size: REVIEW_PAGE_SIZE,
    query: { bool: { filter: { bool: { must: [{ terms: { product_id: [productId] } }, { terms: { review_status: [REVIEW_APPROVED] } }] } } } },
    sort: [{ created_at: { order: 'desc' } }, { id: { order: 'desc' } }],
  };
}

/** A vote's stars: its value, else its percent of 5 stars. */
const stars = (vote: { value?: number; percent?: number }): number | null =>
  typeof vote.value === 'number' ? vote.value : typeof vote.percent === 'number' ? vote.percent / 20 : null;

/** The listed review of a document; its rating is the mean of its votes (one per rating type). */
export function toProductReview(doc: ReviewDocument): ProductReview {
  const votes = (doc.ratings ?? []).map(stars).filter((value): value is number => value !== null);
  return {
    id: doc.id,
    title: doc.title,
    detail: doc.detail,
    nickname: doc.nickname,
    createdAt: doc.created_at,
    rating: votes.length ? votes.reduce((sum, value) => sum + value, 0) / votes.length : null,
  };
}

/** The mean rating of the reviews that have one, to one decimal; null when none has. */
export function averageRating(reviews: readonly ProductReview[]): number | null {
  const rated = reviews.map((review) => review.rating).filter((value): value is number => value !== null);
  if (rated.length === 0) return null;
  return Math.round((rated.reduce((sum, value) => sum + value, 0) / rated.length) * 10) / 10;
}

/** A product's review stars: the mean rating (one decimal) of its approved reviews with a rating, and how many reviews it has. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** How many reviews one summary search reads at most (a listing of 50 products with a few reviews each). */
export const SUMMARY_SEARCH_SIZE = 500;

/** The search of the approved reviews of several products at once (the cards of a listing). */
export function reviewSummariesRequest(productIds: readonly number[]): CatalogueSearchBody & { size: number } {
  return {
    size: SUMMARY_SEARCH_SIZE,
    query: { bool: { filter: { bool: { must: [{ terms: { product_id: [...productIds] } }, { terms: { review_status: [REVIEW_APPROVED] } }] } } } },
  };
}

/** The summaries by product id of these review documents; a product with no rated review has none. */
export function ratingSummaries(docs: readonly ReviewDocument[]): Map<number, RatingSummary> {
  const byProduct = new Map<number, ProductReview[]>();
  for (const doc of docs) byProduct.set(doc.product_id, [...(byProduct.get(doc.product_id) ?? []), toProductReview(doc)]);
  const summaries = new Map<number, RatingSummary>();
  for (const [productId, reviews] of byProduct) {
    const average = averageRating(reviews);
    if (average !== null) summaries.set(productId, { average, count: reviews.length });
  }
  return summaries;
}
