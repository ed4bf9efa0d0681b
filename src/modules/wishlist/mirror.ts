import type { DomainEvent } from '../../kernel/messages';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { nextWishlist } from './decider';
import type { WishlistEvent, WishlistItem } from './messages';

/** Spec section 7: the browser storage key of the wishlist. */
export const WISHLIST_STORAGE_KEY = 'current-wishlist';

/** Service token of the wishlist's storage mirror. */
export const WishlistMirror = Symbol.for('autoparts.wishlist.mirror');

/** Keeps the list under `current-wishlist` in step with the log (ADR 0017). */
export interface WishlistMirror {
  /** Folds one event into the stored list; calls run one after another. */
  record(event: DomainEvent<WishlistEvent>): Promise<void>;
  /** The stored list, once every recorded event is written. */
  read(): Promise<WishlistItem[]>;
}

/**
 * A mirror over a durable store (never evicted, unlike the catalogue cache: a wishlist cannot be fetched
 * again). Reactors run concurrently, so each read-fold-write waits for the one before it.
 */
export function createWishlistMirror(store: DurableStore): WishlistMirror {
  let tail: Promise<unknown> = Promise.resolve();
  const stored = async () => (await store.get<WishlistItem[]>(WISHLIST_STORAGE_KEY)) ?? [];
  return {
    record(event) {
      const write = tail.then(async () => store.set(WISHLIST_STORAGE_KEY, nextWishlist(await stored(), event)));
      tail = write.catch(() => undefined);
      return write;
    },
    read: () => tail.then(stored),
  };
}
