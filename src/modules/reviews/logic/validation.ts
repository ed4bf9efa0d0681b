import type { ReviewDraft } from '../messages';

/** The spec's form messages (section 5), the English source texts of the translations. */
export const REVIEW_FIELD_MESSAGES = {
  required: 'Field is required.',
  nameTooShort: 'Name must have at least 2 letters.',
} as const;

export type ReviewProblem = keyof typeof REVIEW_FIELD_MESSAGES;
export type ReviewField = keyof ReviewDraft;

/** Spec section 5 and 9: a name needs at least 2 letters. */
export const NICKNAME_MIN_LENGTH = 2;

/** Longest texts the review API accepts (server/api/review.ts): the form's maxLength. */
export const REVIEW_MAX_LENGTH = { nickname: 128, title: 255, detail: 5000 } as const;

/**
 * The problems of a review, by field, in form order: every text is required (blank counts as empty), the
 * nickname needs two letters, the rating is a whole number of stars from 1 to 5.
 */
export function reviewProblems(draft: ReviewDraft): Partial<Record<ReviewField, ReviewProblem>> {
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  const nickname = draft.nickname.trim();
  if (nickname === '') problems.nickname = 'required';
  else if (nickname.length < NICKNAME_MIN_LENGTH) problems.nickname = 'nameTooShort';
  if (draft.title.trim() === '') problems.title = 'required';
  if (draft.detail.trim() === '') problems.detail = 'required';
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) problems.rating = 'required';
  return problems;
}

