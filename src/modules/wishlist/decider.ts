import { DomainError, type Decider } from '../../kernel/module';
import type { EventDraft } from '../../kernel/messages';
import type { WishlistCommand, WishlistEvent, WishlistItem } from './messages';

export interface WishlistState {
  items: WishlistItem[];
}

/**
 * The list after one wishlist event. The decider's state, the projection and the storage mirror all fold
 * with it, so they cannot drift apart.
 */
export function nextWishlist(items: readonly WishlistItem[], event: EventDraft<WishlistEvent>): WishlistItem[] {
  switch (event.type) {
    case 'wishlist/itemAdded':
      return [...items, event.data.item];
    case 'wishlist/itemRemoved':
      return items.filter((item) => item.sku !== event.data.item.sku);
    case 'wishlist/cleared':
      return [];
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Wishlist: add (qty 1, no duplicate sku), remove, clear. Repeats and removals of absent skus change nothing. */
export const wishlistDecider: Decider<WishlistState, WishlistCommand, WishlistEvent> = {
  initialState: () => ({ items: [] }),
  decide(command, state) {
    switch (command.type) {
      case 'wishlist/add': {
        const { product } = command.data;
        if (product.sku.trim() === '') throw new DomainError('wishlist/noSku', 'Field is required.');
        if (state.items.some((item) => item.sku === product.sku)) return [];
        return [{ type: 'wishlist/itemAdded', data: { item: { ...product, qty: 1 } } }];
      }
      case 'wishlist/remove': {
        const item = state.items.find((candidate) => candidate.sku === command.data.sku);
        return item ? [{ type: 'wishlist/itemRemoved', data: { item } }] : [];
      }
      case 'wishlist/clear':
        return state.items.length > 0 ? [{ type: 'wishlist/cleared', data: {} }] : [];
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
  evolve(draft, event) {
    draft.items = nextWishlist(draft.items as WishlistItem[], event);
  },
};
