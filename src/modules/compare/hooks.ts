import { useCallback, useEffect, useState } from 'react';
import { searchCatalogue } from '../../kernel/api';
import type { ProductSummary } from '../../kernel/product';
import { useCommand, useHydrated, useKernel, useProjection, useStoreView } from '../../kernel/react';
import { COMPARE_FULL, COMPARE_LIMIT } from './decider';
import { compareProductsRequest, type ProductAttributes } from './logic';
import { COMPARE_TEXTS } from './reactors';

/**
 * The compare list as shown (null while hydrating: not known yet, it lives in the browser's event log, see
 * useHydrated), and its remove.
 */
export function useCompareList(): { items: ProductSummary[] | null; remove: (sku: string) => void } {
  const { items } = useProjection('compare/items');
  const dispatch = useCommand();
  const hydrated = useHydrated();
  const remove = useCallback((sku: string) => void dispatch({ type: 'compare/remove', data: { sku } }), [dispatch]);
  return { items: hydrated ? items : null, remove };
}

/** Whether a product is compared, and the toggle of its button; a full list is told, not silently ignored. */
export function useCompareToggle(product: ProductSummary): { listed: boolean; toggle: () => void } {
  const { items, remove } = useCompareList();
  const dispatch = useCommand();
  const listed = (items ?? []).some((item) => item.sku === product.sku);
  const toggle = useCallback(async () => {
    if (listed) return remove(product.sku);
    const result = await dispatch({ type: 'compare/add', data: { product } });
    if (!result.ok && result.error.code === COMPARE_FULL) {
      await dispatch({ type: 'notifications/notify', data: { type: 'warning', message: COMPARE_TEXTS.full, ns: 'compare', params: { count: COMPARE_LIMIT } } });
    }
  }, [listed, remove, dispatch, product]);
  return { listed, toggle: () => void toggle() };
}

/**
 * The compared products' documents (attribute values), read from the catalogue API for the current skus.
 * Catalogue data, re-fetchable, so it is not logged; a failed read leaves the attribute rows out.
 */
export function useCompareDocuments(skus: readonly string[], codes: readonly string[]): ProductAttributes[] {
  const services = useKernel().container;
  const view = useStoreView();
  const [documents, setDocuments] = useState<ProductAttributes[]>([]);
  const key = `${[...skus].sort().join(',')}|${codes.join(',')}`;
  useEffect(() => {
    if (skus.length === 0 || codes.length === 0) return undefined;
    const abort = new AbortController();
    searchCatalogue<ProductAttributes>(services, view, 'product', compareProductsRequest(skus, codes), { signal: abort.signal })
      .then((answer) => setDocuments(answer.hits.hits.map((hit) => hit._source)))
      .catch(() => undefined);
    return () => abort.abort();
    // The arrays' content, not their identity (new on every render), decides a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, view, key]);
  return documents;
}
