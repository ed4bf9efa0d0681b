import type { Projection } from '../../kernel/module';
import type { ReviewsEvent } from './messages';

/** The latest submission of each product and where it stands. */
export const reviewSubmissions: Projection<'reviews/submissions', ReviewsEvent> = {
  name: 'reviews/submissions',
  version: 1,
  handles: ['reviews/submissionRequested', 'reviews/submitted', 'reviews/submissionFailed'],
  initial: () => ({ byProduct: {} }),
  apply(draft, event) {
    const key = String(event.data.productId);
    if (event.type === 'reviews/submissionRequested') {
      draft.byProduct[key] = { submissionId: event.data.submissionId, status: 'pending' };
      return;
    }
    const latest = draft.byProduct[key];
    // An answer to an older submission of the same product does not change the newer one's state.
    if (latest?.submissionId !== event.data.submissionId) return;
    latest.status = event.type === 'reviews/submitted' ? 'submitted' : 'failed';
  },
};
