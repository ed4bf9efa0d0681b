/** Server carts: access rules, lines, identity and closing after an order (used by the cart and order APIs). */
export { reachableCart, cartLines, cartItems, closeCart, createCart, customerCart, touchCart, newCartId, CART_NOT_AVAILABLE } from './carts';
export type { CartRow, CartItemRow, CartShipping, OrderedLine } from './carts';
export { optionsChecksum } from './identity';
