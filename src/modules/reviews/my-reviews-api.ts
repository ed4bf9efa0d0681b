import { useEffect, useState } from 'react';
import type { Container } from 'inversify';
import { useKernel, useStoreView } from '../../kernel/react';
import { serverMessage, SyncLayerToken, type SyncLayer } from '../../kernel/sync';

/** Reviews per page of My Account's list (the API's default). */
export const MY_REVIEWS_PAGE_SIZE = 20;

/** One of the customer's reviews as GET /api/user/reviews answers it. */
export interface MyReview {
  id: number;
  product_id: number;
  sku: string;
  /** The product's name and slug in the view's language. */
  name: string;
  slug: string;
  title: string;
  detail: string;
  nickname: string;
  /** 1 approved, 2 pending, 3 not approved. */
  review_status: number;
  ratings: { rating_id?: number; value: number }[];
  created_at: string;
}

/** A page of GET /api/user/reviews. */
export interface MyReviewsPage {
  items: MyReview[];
  total_count: number;
  page_size: number;
  current_page: number;
}

/** The moderation statuses as the keys of their texts (`mine.status.*`); anything unknown reads as pending. */
export const REVIEW_STATUS_KEYS: Readonly<Record<number, 'approved' | 'pending' | 'notApproved'>> = { 1: 'approved', 2: 'pending', 3: 'notApproved' };

/** What the list shows: the first load, its failure, or the reviews so far and how the next page is doing. */
export type MyReviewsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; items: MyReview[]; total: number; page: number; more: 'idle' | 'loading' | 'failed' };

let requests = 0;

/** Reads one page through the sync layer with the session's `{{token}}` (a 401 refreshes it first). */
export async function fetchMyReviews(services: Container, storeCode: string, page: number): Promise<MyReviewsPage> {
  requests += 1;
  const answer = await services.get<SyncLayer>(SyncLayerToken).execute({
    id: `my-reviews-${page}-${Date.now()}-${requests}`,
    url: `/api/user/reviews?token={{token}}&storeCode=${encodeURIComponent(storeCode)}&pageSize=${MY_REVIEWS_PAGE_SIZE}&currentPage=${page}`,
    method: 'GET',
    // The section shows its own error; the sync layer must not add the server's.
    silent: true,
    createdAt: new Date().toISOString(),
  });
  if (answer.code !== 200) throw new Error(serverMessage(answer.result) ?? 'Your reviews could not be loaded.');
  return answer.result as MyReviewsPage;
}

/**
 * The customer's reviews, newest first, and `loadMore` for the next page. Kept in component state, not in
 * the event log: it is the server's read model, fetched again on every visit.
 */
export function useMyReviews(customerId: number): { state: MyReviewsState; loadMore: () => void } {
  const services = useKernel().container;
  const { storeCode } = useStoreView();
  const key = `${customerId}-${storeCode}`;
  const [current, setCurrent] = useState<{ key: string; state: MyReviewsState }>({ key, state: { status: 'loading' } });
  const state: MyReviewsState = current.key === key ? current.state : { status: 'loading' };

  useEffect(() => {
    let live = true;
    fetchMyReviews(services, storeCode, 1).then(
      (page) => live && setCurrent({ key, state: { status: 'loaded', items: page.items, total: page.total_count, page: 1, more: 'idle' } }),
      () => live && setCurrent({ key, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [services, storeCode, key]);

  const loadMore = () => {
    if (state.status !== 'loaded' || state.more === 'loading') return;
    const next = state.page + 1;
    const update = (change: (loaded: Extract<MyReviewsState, { status: 'loaded' }>) => MyReviewsState) =>
      setCurrent((previous) => (previous.key === key && previous.state.status === 'loaded' ? { key, state: change(previous.state) } : previous));
    update((loaded) => ({ ...loaded, more: 'loading' }));
    fetchMyReviews(services, storeCode, next).then(
      (page) =>
        update((loaded) => {
          // A review written since the first page shifts the rest by one: never list one twice.
          const known = new Set(loaded.items.map((item) => item.id));
          return { ...loaded, items: [...loaded.items, ...page.items.filter((item) => !known.has(item.id))], total: page.total_count, page: next, more: 'idle' };
        }),
      () => update((loaded) => ({ ...loaded, more: 'failed' })),
    );
  };

  return { state, loadMore };
}
