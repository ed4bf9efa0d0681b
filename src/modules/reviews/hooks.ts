import { useEffect, useState } from 'react';
import { searchCatalogue } from '../../kernel/api';
import { useCommand, useKernel, useProjection, useStoreView } from '../../kernel/react';
import type { ReviewFormField, ReviewFormValues } from '../../ui';
import { productReviewsRequest, toProductReview, type ProductReview, type ReviewDocument } from './logic/reviews';
import { reviewProblems, type ReviewProblem } from './logic/validation';

/**
 * A product's approved reviews, read from the catalogue API after mount (slots have no loaders; ADR 0015).
 * A failed read (offline) lists none, as an offline search answers an empty set (spec section 4).
 */
export function useProductReviews(productId: number): { loading: boolean; reviews: ProductReview[] } {
  const services = useKernel().container;
  const view = useStoreView();
  const [loaded, setLoaded] = useState<{ productId: number; reviews: ProductReview[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    searchCatalogue<ReviewDocument>(services, view, 'review', productReviewsRequest(productId), { signal: controller.signal })
      .then((answer) => answer.hits.hits.map((hit) => toProductReview(hit._source)))
      .catch(() => [])
      .then((reviews) => {
        if (!controller.signal.aborted) setLoaded({ productId, reviews });
      });
    return () => controller.abort();
  }, [services, view, productId]);

  const current = loaded?.productId === productId ? loaded : null;
  return { loading: current === null, reviews: current?.reviews ?? [] };
}

const EMPTY: ReviewFormValues = { nickname: '', title: '', detail: '', rating: null };

/**
 * Talon of the add-review form: the values, the problems found (after the first attempt to send, they
 * follow the fields as they are corrected), whether the review is being sent, and the handlers. Sending
 * dispatches `reviews/submit`; the form clears once the projection says this submission was stored.
 */
export function useReviewForm(productId: number) {
  const dispatch = useCommand();
  const submission = useProjection('reviews/submissions').byProduct[String(productId)];
  const [values, setValues] = useState<ReviewFormValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<ReviewFormField, ReviewProblem>> | null>(null);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const status = submission && submission.submissionId === submissionId ? submission.status : null;

  // The API stored the review: start a fresh form (state adjusted while rendering, as React recommends).
  if (status === 'submitted') {
    setValues(EMPTY);
    setProblems(null);
    setSubmissionId(null);
  }

  const change = <F extends ReviewFormField>(field: F, value: ReviewFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problems) setProblems(reviewProblems(next));
  };

  const submit = async () => {
    const found = reviewProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await dispatch({ type: 'reviews/submit', data: { productId, ...values } });
    const requested = result.events.find((event) => event.type === 'reviews/submissionRequested');
    if (requested?.type === 'reviews/submissionRequested') setSubmissionId(requested.data.submissionId);
  };

  return { values, problems: problems ?? {}, submitting: status === 'pending', change, submit };
}
