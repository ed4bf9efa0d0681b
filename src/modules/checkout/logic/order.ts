import type { OrderPayload } from '../../../../contract/order';
import type { CheckoutView, OrderCart, PaymentDetails, PersonalDetails, ShippingDetails } from '../messages';
import { fullAddressOf } from './offers';

/** The client's order id: letters, digits, dots, dashes and underscores only (the contract's pattern), at most 64. */
export function clientOrderId(id: string): string {
  const clean = id.replace(/[^A-Za-z0-9_.-]/g, '');
  return `web-${clean}`.slice(0, 64);
}

/** The steps an order needs, all saved. */
export interface CompleteCheckout {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
}

/** The saved steps when all three are done, else null. */
export function completeSteps(state: CheckoutView): CompleteCheckout | null {
  const { personalDetails, shippingDetails, paymentDetails } = state;
  if (!personalDetails || !shippingDetails || !paymentDetails) return null;
  if (state.personalDetailsStatus !== 'done' || state.shippingStatus !== 'done' || state.paymentStatus !== 'done') return null;
  return { personalDetails, shippingDetails, paymentDetails };
}

/**
 * The order payload of POST /api/order (contract/order.ts) from the saved steps and the cart as it is: the
 * shipping address, the billing address (the shipping address with the company when "same as shipping"),
 * the methods, the lines and the coupon. Prices are not sent: the server recomputes them.
 */
export function orderPayloadOf(steps: CompleteCheckout, cart: OrderCart, meta: { orderId: string; now: string; storeCode: string }): OrderPayload {
  const { personalDetails, shippingDetails, paymentDetails } = steps;
  const email = personalDetails.emailAddress.trim();
  const company = paymentDetails.companyInvoice ? paymentDetails : undefined;
  const shippingAddress = fullAddressOf(shippingDetails, email);
  const billingAddress = paymentDetails.sameAsShipping ? fullAddressOf(shippingDetails, email, company) : fullAddressOf(paymentDetails, email, company);
  return {
    order_id: meta.orderId,
    cart_id: cart.cartId,
    store_code: meta.storeCode,
    created_at: meta.now,
    updated_at: meta.now,
    transmited: false,
    products: cart.products.map(({ sku, qty, product_option }) => ({ sku, qty, product_option: product_option ?? null })),
    addressInformation: {
      ...(cart.virtualOnly ? {} : { shippingAddress }),
      billingAddress,
      shipping_method_code: cart.virtualOnly ? null : shippingDetails.shippingMethod,
      shipping_carrier_code: cart.virtualOnly ? null : shippingDetails.shippingCarrier,
      payment_method_code: paymentDetails.paymentMethod,
      payment_method_additional: paymentDetails.paymentMethodAdditional,
    },
    coupon_code: cart.couponCode,
  };
}
