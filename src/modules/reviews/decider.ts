import { DomainError, type Decider } from '../../kernel/module';
import { REVIEW_FIELD_MESSAGES, reviewProblems } from './logic/validation';
import type { ReviewsCommand, ReviewsEvent } from './messages';

export interface ReviewsState {
  /** Submissions waiting for the API's answer: submission id → product id. */
  pending: Record<string, number>;
}

/**
 * Review submissions: a valid review becomes a request (the reactor posts it); the API's answer, brought
 * back by the reactor, settles it once. An answer for a settled or unknown submission changes nothing.
 */
export const reviewsDecider: Decider<ReviewsState, ReviewsCommand, ReviewsEvent> = {
  initialState: () => ({ pending: {} }),

  decide(command, state, ctx) {
    switch (command.type) {
      case 'reviews/submit': {
        const { productId, ...draft } = command.data;
        if (!Number.isSafeInteger(productId) || productId < 1) throw new DomainError('reviews/noProduct', 'Field is required.');
        const [field, problem] = Object.entries(reviewProblems(draft))[0] ?? [];
        if (field && problem) throw new DomainError(`reviews/invalid/${field}`, REVIEW_FIELD_MESSAGES[problem]);
        return [
          {
            type: 'reviews/submissionRequested',
            data: { submissionId: ctx.newId(), productId, nickname: draft.nickname.trim(), title: draft.title.trim(), detail: draft.detail.trim(), rating: draft.rating as number },
          },
        ];
      }
      case 'reviews/recordAccepted': {
        const productId = state.pending[command.data.submissionId];
        if (productId === undefined) return [];
        return [{ type: 'reviews/submitted', data: { submissionId: command.data.submissionId, productId, reviewId: command.data.reviewId } }];
      }
      case 'reviews/recordRefused': {
        const productId = state.pending[command.data.submissionId];
        if (productId === undefined) return [];
        return [{ type: 'reviews/submissionFailed', data: { ...command.data, productId } }];
      }
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(draft, event) {
    if (event.type === 'reviews/submissionRequested') draft.pending[event.data.submissionId] = event.data.productId;
    else delete draft.pending[event.data.submissionId];
  },
};
