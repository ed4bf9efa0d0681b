import { describe, it } from 'vitest';
import { given } from '../../kernel/testing';
import { reviewsDecider } from './decider';

const draft = { productId: 7, nickname: ' Kadri ', title: 'Good value', detail: 'Fits well.', rating: 4 };
const requested = { type: 'reviews/submissionRequested' as const, data: { submissionId: 'id-1', productId: 7, nickname: 'Kadri', title: 'Good value', detail: 'Fits well.', rating: 4 } };
const submitted = { type: 'reviews/submitted' as const, data: { submissionId: 'id-1', productId: 7, reviewId: 12 } };

describe('reviews decider', () => {
  it('given nothing, when a valid review is submitted, then it is requested with trimmed texts and a new id', () => {
    given(reviewsDecider).when({ type: 'reviews/submit', data: draft }).then([requested]);
  });

  it('refuses an invalid review with the spec message of its first problem', () => {
    given(reviewsDecider).when({ type: 'reviews/submit', data: { ...draft, nickname: '  ' } }).thenThrows('Field is required.');
    given(reviewsDecider).when({ type: 'reviews/submit', data: { ...draft, nickname: 'K' } }).thenThrows('Name must have at least 2 letters.');
    given(reviewsDecider).when({ type: 'reviews/submit', data: { ...draft, detail: '' } }).thenThrows('reviews/invalid/detail');
    given(reviewsDecider).when({ type: 'reviews/submit', data: { ...draft, rating: null } }).thenThrows('reviews/invalid/rating');
    given(reviewsDecider).when({ type: 'reviews/submit', data: { ...draft, productId: 0 } }).thenThrows('reviews/noProduct');
  });

  it('given a requested review, when the API accepts it, then it is submitted', () => {
    given(reviewsDecider, requested).when({ type: 'reviews/recordAccepted', data: { submissionId: 'id-1', reviewId: 12 } }).then([submitted]);
  });

  it('given a requested review, when the API refuses it or cannot be reached, then the submission failed', () => {
    given(reviewsDecider, requested)
      .when({ type: 'reviews/recordRefused', data: { submissionId: 'id-1', code: 0, message: 'Not sent (offline)' } })
      .then([{ type: 'reviews/submissionFailed', data: { submissionId: 'id-1', productId: 7, code: 0, message: 'Not sent (offline)' } }]);
  });

  it('given a settled or unknown submission, when another answer arrives, then nothing happens', () => {
    given(reviewsDecider, requested, submitted).when({ type: 'reviews/recordRefused', data: { submissionId: 'id-1', code: 500, message: 'late' } }).then([]);
    given(reviewsDecider).when({ type: 'reviews/recordAccepted', data: { submissionId: 'nope', reviewId: null } }).then([]);
  });
});
