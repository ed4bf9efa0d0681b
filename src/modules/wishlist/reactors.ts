import type { Reactor } from '../../kernel/module';
import { WISHLIST_EVENTS, type WishlistEvent } from './messages';
import { WishlistMirror } from './mirror';

/** i18n keys (namespace 'wishlist') of the notifications; the English text is the key. */
export const WISHLIST_TEXTS = {
  added: 'Product {{productName}} has been added to wishlist!',
  removed: 'Product {{productName}} has been removed from wishlist!',
} as const;

/** Writes every change to `current-wishlist` (spec section 7). */
export const mirrorWishlist: Reactor<WishlistEvent> = {
  on: WISHLIST_EVENTS,
  run: (event, { services }) => services.get<WishlistMirror>(WishlistMirror).record(event),
};

/** Tells the shopper a product went on or off the list (not on logout's silent clear). */
export const notifyWishlistChange: Reactor<'wishlist/itemAdded' | 'wishlist/itemRemoved'> = {
  on: ['wishlist/itemAdded', 'wishlist/itemRemoved'],
  async run(event, { dispatch }) {
    const message = event.type === 'wishlist/itemAdded' ? WISHLIST_TEXTS.added : WISHLIST_TEXTS.removed;
    await dispatch({ type: 'notifications/notify', data: { type: 'success', message, ns: 'wishlist', params: { productName: event.data.item.name } } });
  },
};

/** Logout clears the wishlist. */
export const clearWishlistOnLogout: Reactor<'user/loggedOut'> = {
  on: ['user/loggedOut'],
  async run(_event, { dispatch }) {
    await dispatch({ type: 'wishlist/clear', data: {} });
  },
};
