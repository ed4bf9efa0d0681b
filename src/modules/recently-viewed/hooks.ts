import { useEffect } from 'react';
import type { ProductSummary } from '../../kernel/product';
import { useCommand, useHydrated, useProjection } from '../../kernel/react';

/**
 * Talon of the product page's section: records the visit of `product` (once per sku shown) and returns the
 * other products viewed, newest first. The list lives in the browser's event log, so it is empty until
 * hydration: the server has no such log and would render a different list than hydration expects.
 */
export function useRecentlyViewed(product: ProductSummary): ProductSummary[] {
  const dispatch = useCommand();
  const { items } = useProjection('recently-viewed/products');
  const hydrated = useHydrated();

  useEffect(() => {
    void dispatch({ type: 'recently-viewed/visit', data: { product } });
    // A new object for the same product (a re-render) is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, product.sku]);

  return hydrated ? items.filter((item) => item.sku !== product.sku) : [];
}

/** Every product viewed, newest first (My Account); empty until hydration for the same reason. */
export function useRecentlyViewedList(): ProductSummary[] {
  const { items } = useProjection('recently-viewed/products');
  return useHydrated() ? items : [];
}
