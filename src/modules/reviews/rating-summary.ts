import { useEffect, useState } from 'react';
import type { Container } from 'inversify';
import { searchCatalogue } from '../../kernel/api';
import { useKernel, useStoreView } from '../../kernel/react';
import type { StoreView } from '../../kernel/store-view/types';
import { ratingSummaries, reviewSummariesRequest, type RatingSummary, type ReviewDocument } from './logic/reviews';

type Loader = (productId: number) => Promise<RatingSummary | null>;

/** One loader per kernel container and view: the cards of a page share its batches and its answers. */
const loaders = new WeakMap<Container, Map<string, Loader>>();

/**
 * A loader that gathers the product ids asked for in the same task into one review search (a listing's 50 cards
 * make one request, not 50) and remembers the answers. A failed search (offline) answers "no reviews".
 */
function batchedLoader(services: Container, view: StoreView): Loader {
  const known = new Map<number, Promise<RatingSummary | null>>();
  let batch: { ids: number[]; answer: Promise<Map<number, RatingSummary>> } | null = null;
  return (productId) => {
    const cached = known.get(productId);
    if (cached) return cached;
    if (!batch) {
      const ids: number[] = [];
      const answer = new Promise<void>((resolve) => setTimeout(resolve, 0))
        .then(() => {
          batch = null;
          return searchCatalogue<ReviewDocument>(services, view, 'review', reviewSummariesRequest(ids));
        })
        .then((found) => ratingSummaries(found.hits.hits.map((hit) => hit._source)))
        .catch(() => {
          // Not remembered: a card mounted later (back online) asks again.
          for (const id of ids) known.delete(id);
          return new Map<number, RatingSummary>();
        });
      batch = { ids, answer };
    }
    batch.ids.push(productId);
    const summary = batch.answer.then((summaries) => summaries.get(productId) ?? null);
    known.set(productId, summary);
    return summary;
  };
}

function loaderOf(services: Container, view: StoreView): Loader {
  let byView = loaders.get(services);
  if (!byView) loaders.set(services, (byView = new Map()));
  let loader = byView.get(view.storeCode);
  if (!loader) byView.set(view.storeCode, (loader = batchedLoader(services, view)));
  return loader;
}

/** The review stars of a product, read after mount (slots have no loaders; ADR 0015); null while loading or without reviews. */
export function useRatingSummary(productId: number): RatingSummary | null {
  const services = useKernel().container;
  const view = useStoreView();
  const [loaded, setLoaded] = useState<{ productId: number; summary: RatingSummary | null } | null>(null);
  useEffect(() => {
    let current = true;
    void loaderOf(services, view)(productId).then((summary) => {
      if (current) setLoaded({ productId, summary });
    });
    return () => {
      current = false;
    };
  }, [services, view, productId]);
  return loaded?.productId === productId ? loaded.summary : null;
}
