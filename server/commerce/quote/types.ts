/**
 * The quote engine's contract: prices, tax, shipping, discount and totals of a set of lines, computed by
 * the server from its catalogue (never from client prices). Used by the cart API (totals, methods) and
 * by order placement (which recomputes everything). Implemented in server/commerce/quote/*.ts.
 */
import type { StoreView } from '../../../src/kernel/store-view/types';

/** `product_option` of a cart item or order line: the wire type of contract/cart.ts. */
export type { CartProductOption as ProductOptionInput } from '../../../contract/cart';
import type { CartProductOption as ProductOptionInput } from '../../../contract/cart';

/** A selectable product of a bundle option, as stored in the bundle's `attrs.bundle_options`. */
export interface BundleLink {
  id?: number | string;
  sku?: string;
  qty?: number | string;
  is_default?: unknown;
  /** Whether the shopper may choose the quantity (Magento's flag; 0/absent: the link's qty is fixed). */
  can_change_quantity?: unknown;
}

/** A bundle option as stored in the product's attrs. */
export interface BundleOption {
  option_id?: number | string;
  required?: boolean;
  product_links?: BundleLink[];
}

/** A line to price: the sku (the child sku for configurables), quantity and options. */
export interface QuoteLineInput {
  sku: string;
  qty: number;
  product_option?: ProductOptionInput | null;
  /** The cart item id when the line comes from a server cart. */
  item_id?: number;
}

/** An address as carts and orders carry it. */
export interface QuoteAddress {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  country_id: string;
  region?: string | null;
  region_id?: number | null;
  region_code?: string | null;
  telephone?: string;
  company?: string;
  vat_id?: string;
  email?: string;
}

/** Who buys, where and how: everything besides the lines that changes the totals. */
export interface QuoteContext {
  view: StoreView;
  now: Date;
  customer: { id: number; email: string; group_id: number } | null;
  /** The buyer's e-mail (guest orders; newsletter and first-purchase coupons check it). */
  email?: string | null;
  /** The chosen shipping method and destination; tax follows the destination country when set. */
  shipping?: { carrierCode: string; methodCode: string; address: QuoteAddress } | null;
  paymentMethod?: string | null;
  couponCode?: string | null;
}

/** One priced line; money rounded to cents. */
export interface PricedLine {
  item_id?: number;
  sku: string;
  name: string;
  product_id: number;
  product_type: string;
  qty: number;
  /** Unit price excluding and including tax (after options, before discount). */
  price: number;
  price_incl_tax: number;
  tax_percent: number;
  tax_amount: number;
  row_total: number;
  row_total_incl_tax: number;
  discount_amount: number;
  product_option: ProductOptionInput | null;
  /** Virtual or downloadable: needs no shipping. */
  is_virtual: boolean;
}

/** A totals segment and the totals answer are wire types, shared with the browser (contract/cart.ts). */
export type { CartTotalSegment as TotalSegment, CartTotals as Totals } from '../../../contract/cart';
import type { CartTotals as Totals } from '../../../contract/cart';

/** Why a line cannot be bought as asked; `message` is the spec's text where it has one. */
export interface LineProblem {
  sku: string;
  code: 'unknown_sku' | 'not_salable' | 'out_of_stock' | 'insufficient_qty' | 'bad_qty' | 'no_such_configuration';
  message: string;
}

/** A priced quote. `problems` empty means every line can be ordered as asked. */
export interface PricedQuote {
  lines: PricedLine[];
  totals: Totals;
  /** Only virtual and downloadable lines (and at least one line). */
  isVirtual: boolean;
  problems: LineProblem[];
  /** The applied coupon, when the context's code is valid for this buyer now. */
  coupon: { code: string; kind: 'newsletter' | 'first_purchase' | 'seasonal'; percent: number } | null;
  /** The chosen shipping method (added by the carts helper). */
  shipping: QuoteShipping;
}

/** A coupon's kind (coupon.kind). */
export type CouponKind = 'newsletter' | 'first_purchase' | 'seasonal';

/** Shipping and payment methods as the cart API answers them: the wire types of contract/cart.ts. */
export type { CartPaymentMethod as PaymentMethod, CartShippingMethod as ShippingMethod } from '../../../contract/cart';
import type { CartShippingMethod as ShippingMethod } from '../../../contract/cart';

/** Added by the carts helper: the chosen shipping method as priced, and whether it is available. */
export interface QuoteShipping {
  /** The context's method when it is available for the address at `now`; null without one or for virtual quotes. */
  method: ShippingMethod | null;
  /** False when the context asks for a method that is not available (the caller answers 400). */
  available: boolean;
}
