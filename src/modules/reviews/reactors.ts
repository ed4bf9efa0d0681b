import type { Reactor } from '../../kernel/module';
import { serverMessage, SyncLayerToken, UserSessionToken, type SyncLayer, type Task, type UserSessionPort } from '../../kernel/sync';
import type { StoreView } from '../../kernel/store-view/types';
import type { DomainEvent } from '../../kernel/messages';

/** Shown when the review was stored for moderation (Vue Storefront's text; the spec gives none). */
export const REVIEW_SUBMITTED_MESSAGE = 'You submitted your review for moderation.';
/** Shown when the review could not be sent: offline, or refused by the server. */
export const REVIEW_FAILED_MESSAGE = 'Something went wrong. Try again in a few seconds.';

/** Rating type of the shop's single rating ('Quality' in the seeded reviews). */
const QUALITY_RATING_ID = 1;

/**
 * The POST /api/review/create task of a submission; the review goes to the view's store. A signed-in
 * customer's carries `{{token}}`: the server makes the review theirs (it trusts no `customer_id` in the body).
 */
export function reviewTask(event: DomainEvent<'reviews/submissionRequested'>, storeView: StoreView, signedIn = false): Task {
  const { submissionId, productId, nickname, title, detail, rating } = event.data;
  return {
    id: submissionId,
    url: signedIn ? '/api/review/create?token={{token}}' : '/api/review/create',
    method: 'POST',
    body: {
      review: {
        product_id: productId,
        title,
        detail,
        nickname,
        review_entity: 'product',
        store_id: storeView.storeId,
        ratings: [{ rating_id: QUALITY_RATING_ID, value: rating }],
      },
    },
    // The failure notification below is the review's own; the sync layer must not add the server's.
    silent: true,
    createdAt: event.meta.time,
  };
}

/** Posts a requested review through the sync layer and brings the answer back as a command. */
export const postReview: Reactor<'reviews/submissionRequested'> = {
  on: ['reviews/submissionRequested'],
  async run(event, { dispatch, services, storeView }) {
    const { submissionId } = event.data;
    if (!services.isBound(SyncLayerToken)) {
      await dispatch({ type: 'reviews/recordRefused', data: { submissionId, code: 0, message: 'No sync layer is configured' } });
      return;
    }
    try {
      const signedIn = services.isBound(UserSessionToken) && Boolean(services.get<UserSessionPort>(UserSessionToken).getToken());
      const answer = await services.get<SyncLayer>(SyncLayerToken).execute(reviewTask(event, storeView, signedIn));
      if (answer.code === 200) {
        const id = (answer.result as { id?: unknown } | null)?.id;
        await dispatch({ type: 'reviews/recordAccepted', data: { submissionId, reviewId: typeof id === 'number' ? id : null } });
      } else {
        const message = serverMessage(answer.result) ?? (answer.transmitted ? `API answered ${answer.code}` : 'Not sent (offline)');
        await dispatch({ type: 'reviews/recordRefused', data: { submissionId, code: answer.code, message } });
      }
    } catch (error) {
      await dispatch({ type: 'reviews/recordRefused', data: { submissionId, code: 0, message: error instanceof Error ? error.message : String(error) } });
    }
  },
};

/** Tells the shopper how the submission ended. */
export const notifyOutcome: Reactor<'reviews/submitted' | 'reviews/submissionFailed'> = {
  on: ['reviews/submitted', 'reviews/submissionFailed'],
  async run(event, { dispatch }) {
    const succeeded = event.type === 'reviews/submitted';
    await dispatch({
      type: 'notifications/notify',
      data: { type: succeeded ? 'success' : 'error', message: succeeded ? REVIEW_SUBMITTED_MESSAGE : REVIEW_FAILED_MESSAGE, ns: 'reviews', action1: { label: 'OK' } },
    });
  },
};
