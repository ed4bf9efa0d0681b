import { lazy } from 'react';
import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { reviewsDecider } from './decider';
import { reviewSubmissions } from './projection';
import { notifyOutcome, postReview } from './reactors';
import { BuyBoxRating, CardRating } from './rating-views';
import { ReviewsSection } from './view';

// My Account's "My reviews" shows only on the account page: it loads when that page draws it (ADR 0065).
const MyReviewsSection = lazy(() => import('./my-reviews').then((m) => ({ default: m.MyReviewsSection })));

export type { ReviewDraft, SubmissionStatus } from './messages';
export { REVIEW_FAILED_MESSAGE, REVIEW_SUBMITTED_MESSAGE } from './reactors';

/**
 * Product reviews (issue 5 item 4): the approved reviews of a product with their stars and average, and
 * the add-review form, whose submissions go to POST /api/review/create through the sync layer (with the
 * customer's token when signed in); My Account's "My product reviews" (issue 6 item 5).
 */
export const reviewsModule = defineModule({
  id: 'reviews',
  requires: ['notifications'],
  activation: 'eager',
  decider: reviewsDecider,
  projections: [reviewSubmissions],
  reactors: [postReview, notifyOutcome],
  slots: [
    { slot: 'product/sections', key: 'reviews', order: 10, component: ReviewsSection },
    { slot: 'product/buyBox', key: 'reviews', order: 10, component: BuyBoxRating },
    { slot: 'product/cardRating', key: 'reviews', component: CardRating },
    { slot: 'account/sections', key: 'my-reviews', order: 50, component: MyReviewsSection },
  ],
  translations: defineTranslations('reviews', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
