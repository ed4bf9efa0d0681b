import type { ProductSummary } from '../../kernel/product';

/** Spec section 3 "Wishlist item": a product with sku, its qty set to 1 on add. */
export type WishlistItem = ProductSummary & { qty: 1 };

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Add a product (qty 1); a sku already on the list is ignored. */
    'wishlist/add': { product: ProductSummary };
    'wishlist/remove': { sku: string };
    /** Empty the list (logout, spec section 4). */
    'wishlist/clear': Record<string, never>;
  }
  interface EventRegistry {
    'wishlist/itemAdded': { item: WishlistItem };
    'wishlist/itemRemoved': { item: WishlistItem };
    'wishlist/cleared': Record<string, never>;
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The wishlist, oldest first. */
    'wishlist/items': { items: WishlistItem[] };
  }
}

export type WishlistCommand = 'wishlist/add' | 'wishlist/remove' | 'wishlist/clear';
export type WishlistEvent = 'wishlist/itemAdded' | 'wishlist/itemRemoved' | 'wishlist/cleared';
export const WISHLIST_EVENTS = ['wishlist/itemAdded', 'wishlist/itemRemoved', 'wishlist/cleared'] as const satisfies readonly WishlistEvent[];
