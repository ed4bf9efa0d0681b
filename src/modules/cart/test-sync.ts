import type { CartItemAnswer, CartTotals } from '../../../contract/cart';

/** A server totals answer for specs: segments out of order on purpose; `saved` is saved_amount. */
export const serverTotals = (overrides: Partial<CartTotals> = {}, saved = 0): CartTotals => ({
  subtotal: 40,
  subtotal_incl_tax: 50,
  tax_amount: 10,
  shipping_amount: 5,
  shipping_incl_tax: 5,
  shipping_tax_amount: 0,
  discount_amount: -5,
  grand_total: 55,
  base_currency_code: 'EUR',
  quote_currency_code: 'EUR',
  coupon_code: null,
  items_qty: 2,
  items: [],
  // Out of order on purpose: the display order is the storefront's.
  total_segments: [
    { code: 'grand_total', title: 'Grand Total', value: 55 },
    { code: 'discount', title: 'Discount', value: -5 },
    { code: 'subtotal', title: 'Subtotal', value: 40 },
    { code: 'shipping', title: 'Shipping', value: 5 },
    { code: 'tax', title: 'Tax', value: 10 },
  ],
  extension_attributes: { grand_total_excl_discount: 60, saved_amount: saved },
  ...overrides,
});

/** A server cart item (/api/cart/pull row, /api/cart/update answer) for specs. */
export const serverItem = (item_id: number, sku: string, qty: number, overrides: Partial<CartItemAnswer> = {}): CartItemAnswer => ({
  item_id,
  sku,
  qty,
  name: sku,
  price: 8,
  price_incl_tax: 10,
  product_type: 'simple',
  quote_id: 'c1',
  product_option: null,
  ...overrides,
});
