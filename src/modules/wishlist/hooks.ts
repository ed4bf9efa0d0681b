import { useCallback } from 'react';
import type { ProductSummary } from '../../kernel/product';
import { useCommand, useHydrated, useProjection } from '../../kernel/react';
import type { WishlistItem } from './messages';

/** The wishlist as shown: empty while hydrating (it lives in the browser's event log, see useHydrated). */
export function useWishlist(): { items: WishlistItem[]; remove: (sku: string) => void } {
  const { items } = useProjection('wishlist/items');
  const dispatch = useCommand();
  const hydrated = useHydrated();
  const remove = useCallback((sku: string) => void dispatch({ type: 'wishlist/remove', data: { sku } }), [dispatch]);
  return { items: hydrated ? items : [], remove };
}

/** Whether a product is on the wishlist, and the toggle of its button. */
export function useWishlistToggle(product: ProductSummary): { listed: boolean; toggle: () => void } {
  const { items, remove } = useWishlist();
  const dispatch = useCommand();
  const listed = items.some((item) => item.sku === product.sku);
  const toggle = useCallback(() => {
    if (listed) remove(product.sku);
    else void dispatch({ type: 'wishlist/add', data: { product } });
  }, [listed, remove, dispatch, product]);
  return { listed, toggle };
}
