/**
 * Wire types of the cart API answers (spec section 7 "Cart"), shared by the server and the storefront.
 * Shapes follow Magento / vue-storefront-api; every answer is wrapped in the envelope `{code, result}`.
 */

/** `product_option` of a cart item (Vue Storefront shape). */
export interface CartProductOption {
  extension_attributes?: {
    configurable_item_options?: { option_id: string | number; option_value: string | number }[];
    bundle_options?: { option_id: number; option_qty: number; option_selections: number[] }[];
    custom_options?: { option_id: string | number; option_value: string }[];
  };
}

/** A server cart item: the answer of /api/cart/update and one row of /api/cart/pull. */
export interface CartItemAnswer {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  /** Unit price excluding and including tax, from the server's catalogue. */
  price: number;
  price_incl_tax: number;
  product_type: string;
  /** The cart id. */
  quote_id: string;
  product_option: CartProductOption | null;
}

/** A totals segment, in the order subtotal, tax, shipping, discount, grand_total. */
export interface CartTotalSegment {
  code: 'subtotal' | 'tax' | 'shipping' | 'discount' | 'grand_total';
  title: string;
  value: number;
}

/** One item of the totals answer. */
export interface CartTotalsItem {
  item_id?: number;
  name: string;
  sku: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  /** JSON text of the chosen options. */
  options: string;
}

/** The answer of /api/cart/totals and /api/cart/collect-totals. */
export interface CartTotals {
  subtotal: number;
  subtotal_incl_tax: number;
  tax_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  shipping_tax_amount: number;
  /** Negative or 0. */
  discount_amount: number;
  grand_total: number;
  base_currency_code: 'EUR';
  quote_currency_code: 'EUR';
  coupon_code: string | null;
  items_qty: number;
  items: CartTotalsItem[];
  total_segments: CartTotalSegment[];
  extension_attributes: { grand_total_excl_discount: number; saved_amount: number };
}

/** One row of /api/cart/shipping-methods. */
export interface CartShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  base_amount: number;
  price_excl_tax: number;
  price_incl_tax: number;
  available: boolean;
  error_message: string;
}

/** One row of /api/cart/payment-methods. */
export interface CartPaymentMethod {
  code: string;
  title: string;
  /** True when the method runs in the shop's payment sandbox: test payments, no real money (ADR 0039). */
  sandbox?: boolean;
  /** The method's surcharge excl. and incl. tax (spec section 3 "Payment method"); 0 or absent when none. */
  cost?: number;
  cost_incl_tax?: number;
  /** The method chosen for the shopper until they choose another. */
  default?: boolean;
  /** Offered by the server (every method of this API); client-only methods (a fallback) are not. */
  is_server_method?: boolean;
}

/** The answer of /api/cart/shipping-information. */
export interface ShippingInformationAnswer {
  payment_methods: CartPaymentMethod[];
  totals: CartTotals;
}

/** An address as the shipping calls take it. */
export interface CartAddress {
  country_id?: string;
  region?: string | null;
  region_id?: number | null;
  region_code?: string | null;
  street?: string[];
  postcode?: string;
  city?: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
  company?: string;
  vat_id?: string;
  email?: string;
}
