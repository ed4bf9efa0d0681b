import type { CartAddress, CartPaymentMethod, CartShippingMethod, CartTotals, ShippingInformationAnswer } from '../../../../contract/cart';
import type { PaymentMethodOffer, ShippingAddressQuery, ShippingDetails, ShippingMethodOffer, PaymentDetails, AddressDetails } from '../messages';

/**
 * The spec's fallback when the server cannot be asked (offline, an error): DPD Courier, flat rate, 4 excl. and
 * 5 incl. tax, in every country (the server offers the same method first).
 */
export const DPD_FALLBACK: ShippingMethodOffer = {
  carrierCode: 'flatrate',
  methodCode: 'flatrate',
  carrierTitle: 'DPD',
  methodTitle: 'DPD Courier',
  amount: 4,
  priceInclTax: 5,
  offline: true,
};

/** The payment method that needs no server to be chosen: cash on delivery (spec: hidden for virtual-only carts). */
export const COD_FALLBACK: PaymentMethodOffer = { code: 'cashondelivery', title: 'Cash On Delivery', offline: true };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The offers of a shipping-methods answer (rows that are not available or malformed are left out). */
export function shippingOffersOf(result: unknown): ShippingMethodOffer[] | null {
  if (!Array.isArray(result)) return null;
  return result.flatMap((row: unknown): ShippingMethodOffer[] => {
    if (!isObject(row)) return [];
    const method = row as Partial<CartShippingMethod>;
    if (method.available === false || !isText(method.carrier_code) || !isText(method.method_code) || !isAmount(method.price_incl_tax)) return [];
    return [
      {
        carrierCode: method.carrier_code,
        methodCode: method.method_code,
        carrierTitle: method.carrier_title ?? '',
        methodTitle: method.method_title ?? method.method_code,
        amount: isAmount(method.amount) ? method.amount : method.price_incl_tax,
        priceInclTax: method.price_incl_tax,
        offline: false,
      },
    ];
  });
}

/** The offers of a payment-methods list. */
export function paymentOffersOf(result: unknown): PaymentMethodOffer[] | null {
  if (!Array.isArray(result)) return null;
  return result.flatMap((row: unknown): PaymentMethodOffer[] => {
    const method = row as Partial<CartPaymentMethod>;
    if (!isObject(row) || !isText(method.code)) return [];
    const offer: PaymentMethodOffer = { code: method.code, title: isText(method.title) ? method.title : method.code, offline: method.code === COD_FALLBACK.code };
    // Spec section 3 "Payment method": the cost (incl. tax from cost_incl_tax), default and is_server_method are kept.
    return [
      {
        ...offer,
        ...(method.sandbox === true ? { sandbox: true } : {}),
        ...(isAmount(method.cost) ? { cost: method.cost } : {}),
        ...(isAmount(method.cost_incl_tax) ? { costInclTax: method.cost_incl_tax } : isAmount(method.cost) ? { costInclTax: method.cost } : {}),
        ...(method.default === true ? { default: true } : {}),
        ...(typeof method.is_server_method === 'boolean' ? { isServerMethod: method.is_server_method } : {}),
      },
    ];
  });
}

/** The payment methods and totals of a shipping-information answer; null when it is not one. */
export function shippingInformationOf(result: unknown): { paymentMethods: PaymentMethodOffer[]; totals: CartTotals } | null {
  if (!isObject(result)) return null;
  const answer = result as Partial<ShippingInformationAnswer>;
  const paymentMethods = paymentOffersOf(answer.payment_methods);
  const totals = answer.totals;
  if (!paymentMethods || !isObject(totals) || !Array.isArray(totals.total_segments)) return null;
  return { paymentMethods, totals };
}

/** The street lines of an address: the street, then the apartment when given. */
export const streetOf = (address: Pick<AddressDetails, 'streetAddress' | 'apartmentNumber'>): string[] =>
  [address.streetAddress.trim(), address.apartmentNumber.trim()].filter((line) => line !== '');

/** The address part of a shipping-methods call (spec section 5: a blank postcode is one space). */
export function cartAddressOf(address: ShippingAddressQuery): CartAddress {
  return {
    country_id: address.country,
    postcode: address.zipCode.trim() || ' ',
    city: address.city.trim(),
    street: address.streetAddress.trim() ? [address.streetAddress.trim()] : [],
    region: address.state.trim() || null,
    region_id: 0,
  };
}

/** A full address as the cart and order calls take it. */
export function fullAddressOf(address: AddressDetails, email: string, company?: Pick<PaymentDetails, 'company' | 'taxId'>) {
  return {
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    street: streetOf(address),
    city: address.city.trim(),
    postcode: address.zipCode.trim(),
    country_id: address.country,
    telephone: address.phoneNumber.trim(),
    region: address.state.trim() || null,
    region_id: 0,
    email,
    ...(company && company.company.trim() ? { company: company.company.trim(), vat_id: company.taxId.trim() || null } : {}),
  };
}

/** The body of POST /api/cart/shipping-information for the saved steps (billing = shipping until the payment step). */
export function shippingInformationBody(shipping: ShippingDetails, email: string, billing: PaymentDetails | null) {
  const shippingAddress = fullAddressOf(shipping, email);
  const billingAddress = billing && !billing.sameAsShipping ? fullAddressOf(billing, email, billing.companyInvoice ? billing : undefined) : { ...shippingAddress, ...(billing?.companyInvoice ? { company: billing.company.trim(), vat_id: billing.taxId.trim() } : {}) };
  return {
    addressInformation: {
      shippingAddress,
      billingAddress,
      shippingCarrierCode: shipping.shippingCarrier,
      shippingMethodCode: shipping.shippingMethod,
    },
  };
}
