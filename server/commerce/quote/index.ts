/**
 * The quote engine's public face: prices, tax, shipping and payment methods, coupons and totals, used by
 * the cart API and by order placement. Contract types in ./types.
 */
export { priceQuote, totalsOf } from './quote';
export { checkCoupon, redeemCoupon, normalizeCouponCode, INCORRECT_COUPON } from './coupons';
export type { CouponCheck } from './coupons';
export { shippingMethodsFor, findShippingMethod, inTallinnArea, sameDayWindow, DPD_FLATRATE, SHIPPING_NOT_AVAILABLE } from './shipping';
export { LINE_MESSAGES, bundleSelections } from './lines';
export type * from './types';
