import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createStoreMirror, type StoreMirror } from '../../kernel/event-log/store-mirror';
import type { DomainEvent } from '../../kernel/messages';
import { nextWishlist } from './decider';
import type { WishlistEvent, WishlistItem } from './messages';

/** Spec section 7: the browser storage key of the wishlist. */
export const WISHLIST_STORAGE_KEY = 'current-wishlist';

/** Service token of the wishlist's storage mirror. */
export const WishlistMirror = Symbol.for('autoparts.wishlist.mirror');

/** Keeps the list under `current-wishlist` in step with the log (ADR 0017). */
export type WishlistMirror = StoreMirror<DomainEvent<WishlistEvent>, WishlistItem[]>;

export const createWishlistMirror = (store: DurableStore): WishlistMirror =>
  createStoreMirror(store, WISHLIST_STORAGE_KEY, nextWishlist, []);
