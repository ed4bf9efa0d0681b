/** A review as the shopper wrote it (the rating is 1-5; null only before validation). */
export interface ReviewDraft {
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
}

/** Where a submission stands, for the form that sent it. */
export type SubmissionStatus = 'pending' | 'submitted' | 'failed';

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Send a review of a product for moderation. Refused with the field's message when invalid. */
    'reviews/submit': ReviewDraft & { productId: number };
    /** The API stored the submission (pending moderation); sent by the reactor. */
    'reviews/recordAccepted': { submissionId: string; reviewId: number | null };
    /** The API refused the submission or could not be reached (code 0 offline); sent by the reactor. */
    'reviews/recordRefused': { submissionId: string; code: number; message: string };
  }
  interface EventRegistry {
    'reviews/submissionRequested': { submissionId: string; productId: number; nickname: string; title: string; detail: string; rating: number };
    'reviews/submitted': { submissionId: string; productId: number; reviewId: number | null };
    'reviews/submissionFailed': { submissionId: string; productId: number; code: number; message: string };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The latest submission per product id, so the product's form knows when to clear. */
    'reviews/submissions': { byProduct: Record<string, { submissionId: string; status: SubmissionStatus }> };
  }
}

export type ReviewsCommand = 'reviews/submit' | 'reviews/recordAccepted' | 'reviews/recordRefused';
export type ReviewsEvent = 'reviews/submissionRequested' | 'reviews/submitted' | 'reviews/submissionFailed';
