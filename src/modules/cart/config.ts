/**
 * The cart's sync configuration in one place (spec section 4 "Cart sync", "Stock sync for cart items";
 * behaviour notes "Cart"). Constants, not settings: a shop that wants other rules changes them here.
 */
export const CART_SYNC_CONFIG = {
  /** Server state wins on a merge: client lines missing on the server are removed locally (unless forced). */
  serverMergeByDefault: false,
  /** A quantity mismatch takes the server's quantity instead of updating the server with the client's. */
  serverQtyWins: false,
  /** Times a refused (401) customer cart may fall back on a guest cart before sync is disabled. */
  maxBypassCount: 1,
  /** After an order the customer's cart is not connected on login for this long (24 min, `last-cart-bypass-ts`). */
  customerCartBypassMs: 1_440_000,
  /** Out-of-stock lines stay in the cart with an error (cart sync is on), rather than being removed. */
  allowOutOfStock: true,
  /** How many server carts that orders were placed from are remembered, never to be pulled again (ADR 0057). */
  orderedCartsKept: 10,
} as const;

/** Spec section 7: browser storage keys of the cart (the event log stays the source; these are mirrors). */
export const CART_STORAGE_KEYS = {
  lines: 'current-cart',
  token: 'current-cart-token',
  hash: 'current-cart-hash',
  /** Written by checkout after an order (issue 7); read here to skip the customer cart on login. */
  lastBypass: 'last-cart-bypass-ts',
} as const;
