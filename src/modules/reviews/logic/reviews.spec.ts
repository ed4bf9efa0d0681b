import { describe, expect, it } from 'vitest';
import { averageRating, productReviewsRequest, toProductReview, type ReviewDocument } from './reviews';

const doc = (id: number, ratings: ReviewDocument['ratings']): ReviewDocument => ({
  id,
  product_id: 7,
  title: `T${id}`,
  detail: `D${id}`,
  nickname: `N${id}`,
  review_status: 1,
  ratings,
  created_at: '2025-12-24T00:00:00.000Z',
});

describe('product reviews', () => {
  it('asks for the approved reviews of one product, newest first', () => {
    expect(productReviewsRequest(7)).toEqual({
      size: 50,
      query: { bool: { filter: { bool: { must: [{ terms: { product_id: [7] } }, { terms: { review_status: [1] } }] } } } },
      sort: [{ created_at: { order: 'desc' } }, { id: { order: 'desc' } }],
    });
  });

  it('rates a review by the mean of its votes (value, else percent), or not at all', () => {
    expect(toProductReview(doc(1, [{ value: 5 }, { percent: 60 }])).rating).toBe(4);
    expect(toProductReview(doc(2, [])).rating).toBeNull();
    expect(toProductReview(doc(3, undefined))).toEqual({ id: 3, title: 'T3', detail: 'D3', nickname: 'N3', createdAt: '2025-12-24T00:00:00.000Z', rating: null });
  });

  it('averages the rated reviews to one decimal', () => {
    const reviews = [doc(1, [{ value: 5 }]), doc(2, [{ value: 4 }]), doc(3, [{ value: 4 }]), doc(4, [])].map(toProductReview);
    expect(averageRating(reviews)).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});
