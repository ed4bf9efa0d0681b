import type { Projection } from '../../kernel/module';
import { nextWishlist } from './decider';
import { WISHLIST_EVENTS, type WishlistEvent } from './messages';

/** The wishlist as the header, the drawer and the product buttons read it. */
export const wishlistItems: Projection<'wishlist/items', WishlistEvent> = {
  name: 'wishlist/items',
  version: 1,
  handles: WISHLIST_EVENTS,
  initial: () => ({ items: [] }),
  apply(draft, event) {
    draft.items = nextWishlist(draft.items, event);
  },
};
