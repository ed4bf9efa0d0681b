/**
 * Keys of the 'cart' namespace: the spec's English sentences (sections 5 and 8), as ADR 0003 has it. The
 * 'multiple' text is ours (the spec names `quantity_step` but no message); it is the server's wording.
 */
export const CART_TEXTS = {
  added: 'Product has been added to the cart!',
  updated: 'Product quantity has been updated!',
  volatile: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  noSuchConfiguration: 'No such configuration for the product.',
  productOutOfStock: 'This product is out of stock.',
  aboveZero: 'Quantity must be above 0',
  positiveInteger: 'Quantity must be a positive integer',
  below: 'Quantity must be below {{quantity}}',
  onlyAvailable: 'Only {{maxQuantity}} products of this type are available.',
  multiple: 'Quantity must be a multiple of {{step}}.',
  syncDisabled: 'Cart sync is disabled by the config',
  inStock: 'In stock!',
  outOfTheStock: 'Out of the stock!',
  incorrectCoupon: "You've entered an incorrect coupon code. Please try again.",
  required: 'Field is required.',
  addFailed: 'Error while adding products.',
} as const;
