import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProfileAddress } from '../../../contract/customer';
import { useCommand, useProjection, useSlotKeys, useStoreView } from '../../kernel/react';
import type { Problems } from '../../kernel/validation';
import { paymentProblems, shippingProblems, type AddressField, type PaymentField, type ShippingField } from './logic/validation';
import type { AddressDetails, OrderCart, PaymentDetails, PaymentMethodOffer, PersonalDetails, ShippingDetails, ShippingMethodOffer } from './messages';

/** How long the address must rest before the shipping methods are asked for again. */
export const SHIPPING_QUERY_DELAY_MS = 400;

/** The value of a shipping method's radio: carrier and method code. */
export const methodKey = (method: Pick<ShippingMethodOffer, 'carrierCode' | 'methodCode'>) => `${method.carrierCode}_${method.methodCode}`;

/** The logged-in customer's default shipping (or billing) address from the user module's `user/session`, read by name. */
export function useProfileAddress(kind: 'default_shipping' | 'default_billing'): ProfileAddress | null {
  const session = useProjection('user/session') as { profile?: { addresses?: ProfileAddress[] } | null } | undefined;
  const addresses = session?.profile?.addresses ?? [];
  return addresses.find((address) => address[kind]) ?? addresses[0] ?? null;
}

const emptyAddress = (country: string): AddressDetails => ({
  firstName: '',
  lastName: '',
  country,
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
});

/** A profile address as the checkout's form holds it. */
export function addressFromProfile(address: ProfileAddress): AddressDetails {
  const [street = '', apartment = ''] = address.street;
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    country: address.country_id,
    streetAddress: street,
    apartmentNumber: apartment,
    city: address.city,
    state: address.region?.region ?? '',
    zipCode: address.postcode,
    phoneNumber: address.telephone ?? '',
  };
}

/** The first problem's field of a form wins focus in the summary; the fields in their order. */
const sorted = <F extends string>(problems: Problems<F>, order: readonly F[]) => order.filter((field) => problems[field]);

/**
 * Talon of the shipping form: its values (saved, else the profile's default shipping address, else the personal
 * details' names in the view's country), the offered methods (asked for again when country, zip code or city
 * rest for a moment), the problems after the first submit, and the submit.
 */
export function useShippingForm(saved: ShippingDetails | null, personal: PersonalDetails | null, methods: readonly ShippingMethodOffer[]) {
  const dispatch = useCommand();
  const view = useStoreView();
  const profileAddress = useProfileAddress('default_shipping');
  const [typed, setValues] = useState<ShippingDetails>(() => {
    if (saved) return saved;
    const base = profileAddress ? addressFromProfile(profileAddress) : { ...emptyAddress(view.tax.defaultCountry), firstName: personal?.firstName ?? '', lastName: personal?.lastName ?? '' };
    return { ...base, shippingMethod: '', shippingCarrier: '' };
  });
  const [problems, setProblems] = useState<Problems<ShippingField> | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Ask for the methods of this address (first at once, then after the typing rests).
  const query = `${typed.country}|${typed.zipCode.trim()}|${typed.city.trim()}`;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const ask = () => {
      asked.current = query;
      void dispatch({ type: 'checkout/requestShippingMethods', data: { country: typed.country, zipCode: typed.zipCode, city: typed.city, state: typed.state, streetAddress: typed.streetAddress } });
    };
    if (asked.current === null) {
      ask();
      return undefined;
    }
    if (asked.current === query) return undefined;
    const timer = setTimeout(ask, SHIPPING_QUERY_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is what the request depends on
  }, [query, dispatch]);

  // The chosen method must be one on offer: kept when it still is, else the first (the default) stands in.
  const chosen = methods.find((method) => method.carrierCode === typed.shippingCarrier && method.methodCode === typed.shippingMethod) ?? methods[0];
  const values: ShippingDetails = { ...typed, shippingCarrier: chosen?.carrierCode ?? '', shippingMethod: chosen?.methodCode ?? '' };

  const update = (next: ShippingDetails) => {
    setValues(next);
    if (problems) setProblems(shippingProblems(next, true));
  };
  const change = (field: AddressField, value: string) => update({ ...values, [field]: value });
  const chooseMethod = (key: string) => {
    const method = methods.find((candidate) => methodKey(candidate) === key);
    if (method) update({ ...values, shippingCarrier: method.carrierCode, shippingMethod: method.methodCode });
  };

  const submit = async (): Promise<boolean> => {
    const found = shippingProblems(values, true);
    setProblems(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return false;
    return (await dispatch({ type: 'checkout/saveShippingDetails', data: values })).ok;
  };

  return { values, problems: problems ?? {}, attempt, change, chooseMethod, submit, sorted };
}

/** The payment methods the shopper can choose: offered by the server, with a module to pay them, and no cash on delivery for a virtual-only cart. */
export function usePayableMethods(offers: readonly PaymentMethodOffer[], virtualOnly: boolean): PaymentMethodOffer[] {
  const installed = useSlotKeys('checkout/paymentMethod');
  return useMemo(
    () => offers.filter((offer) => installed.includes(offer.code) && !(virtualOnly && offer.code === 'cashondelivery')),
    [offers, installed, virtualOnly],
  );
}

/**
 * Talon of the payment form: the billing address (the shipping address unless unticked), the company invoice,
 * the method and what its module adds; problems after the first submit; the submit.
 */
export function usePaymentForm(saved: PaymentDetails | null, shipping: ShippingDetails | null, methods: readonly PaymentMethodOffer[]) {
  const dispatch = useCommand();
  const view = useStoreView();
  const profileAddress = useProfileAddress('default_billing');
  const [typed, setValues] = useState<PaymentDetails>(() => {
    if (saved) return saved;
    const address = shipping ?? (profileAddress ? addressFromProfile(profileAddress) : emptyAddress(view.tax.defaultCountry));
    const { firstName, lastName, country, streetAddress, apartmentNumber, city, state, zipCode, phoneNumber } = address;
    return {
      firstName,
      lastName,
      country,
      streetAddress,
      apartmentNumber,
      city,
      state,
      zipCode,
      phoneNumber,
      sameAsShipping: true,
      companyInvoice: Boolean(profileAddress?.company),
      company: profileAddress?.company ?? '',
      taxId: profileAddress?.vat_id ?? '',
      paymentMethod: '',
      paymentMethodAdditional: {},
    };
  });
  const [problems, setProblems] = useState<Problems<PaymentField> | null>(null);
  const [attempt, setAttempt] = useState(0);

  // A method no longer offered is dropped; the only method on offer is chosen for the shopper.
  const offered = methods.some((method) => method.code === typed.paymentMethod);
  // The only method, else the server's default one, is chosen for the shopper (spec section 3: default).
  const only = methods.length === 1 ? methods[0] : methods.find((method) => method.default === true);
  const values: PaymentDetails = offered ? typed : { ...typed, paymentMethod: only?.code ?? '', paymentMethodAdditional: {} };

  const update = (next: PaymentDetails) => {
    setValues(next);
    if (problems) setProblems(paymentProblems(next));
  };
  const change = (field: AddressField | 'company' | 'taxId', value: string) => update({ ...values, [field]: value });
  const toggle = (field: 'sameAsShipping' | 'companyInvoice', on: boolean) => update({ ...values, [field]: on });
  const chooseMethod = (code: string) => update({ ...values, paymentMethod: code, paymentMethodAdditional: {} });
  const setAdditional = (data: Record<string, unknown>) => setValues((current) => ({ ...current, paymentMethodAdditional: data }));

  const submit = async (): Promise<boolean> => {
    const incomplete = values.paymentMethodAdditional.incomplete;
    const found: Problems<PaymentField> = { ...paymentProblems(values), ...(typeof incomplete === 'string' && values.paymentMethod ? { paymentMethod: incomplete } : {}) };
    setProblems(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return false;
    return (await dispatch({ type: 'checkout/savePaymentDetails', data: values })).ok;
  };

  return { values, problems: problems ?? {}, attempt, change, toggle, chooseMethod, setAdditional, submit, sorted };
}

/** A cart line as the checkout reads it from the cart module's `cart/lines` (by name). */
interface CheckoutCartLine {
  sku: string;
  name: string;
  qty: number;
  price: number;
  typeId: string;
  product_option: Record<string, unknown> | null;
}

/** The cart's lines, the server cart id, the coupon and who owns it, as the order needs them. */
export function useOrderCart(): OrderCart & { lines: CheckoutCartLine[] } {
  const lines = (useProjection('cart/lines') as { items: CheckoutCartLine[] } | undefined)?.items ?? [];
  const server = useProjection('cart/server') as { cartId: string | null } | undefined;
  const totals = useProjection('cart/totals') as { coupon: { code: string } | null } | undefined;
  const session = useProjection('user/session') as { status: string } | undefined;
  return {
    lines,
    products: lines.map((line) => ({ sku: line.sku, qty: line.qty, product_option: line.product_option, name: line.name, price_incl_tax: line.price })),
    cartId: server?.cartId ?? null,
    couponCode: totals?.coupon?.code ?? null,
    virtualOnly: lines.length > 0 && lines.every((line) => line.typeId === 'virtual' || line.typeId === 'downloadable'),
    owner: session?.status === 'authorised' ? 'customer' : 'guest',
  };
}
