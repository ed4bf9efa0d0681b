/**
 * The checkout module's contract (spec section 3 "Checkout state", section 4 "Checkout", section 8 "Orders and
 * checkout"). The password of an account created at checkout never enters a command or an event (the log is
 * what support receives): the form keeps it in the module's in-memory `CheckoutVault`, and the events carry
 * only `createAccount: true`. Server answers come back as `record*` commands, so a replayed log shows what
 * the shopper saw without touching the network.
 */
import type { CartTotals } from '../../../contract/cart';
import type { OrderPayload, OrderProduct } from '../../../contract/order';

/** The first step's details as saved (spec `personalDetails` without its password). */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** A guest asked for an account to be created with the order (spec section 6: by opt-in). */
  createAccount: boolean;
}

/** Names and e-mail from the customer's profile. */
export type ProfileDetails = Omit<PersonalDetails, 'createAccount'>;

/** An address as the checkout's forms hold it (spec `shippingDetails` / `paymentDetails` address fields). */
export interface AddressDetails {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  /** Region or county (free text; optional). */
  state: string;
  zipCode: string;
  phoneNumber: string;
}

/** The second step (spec `shippingDetails`): the address and the chosen method. */
export interface ShippingDetails extends AddressDetails {
  /** `method_code` of the chosen shipping method. */
  shippingMethod: string;
  /** `carrier_code` of the chosen shipping method. */
  shippingCarrier: string;
}

/** The third step (spec `paymentDetails`): the billing address, the company invoice and the method. */
export interface PaymentDetails extends AddressDetails {
  /** The billing address is the shipping address (the form copies it). */
  sameAsShipping: boolean;
  /** The customer asks for a company invoice (spec section 3): company and tax id are then required. */
  companyInvoice: boolean;
  company: string;
  taxId: string;
  /** Code of the chosen payment method (`cashondelivery`, `makecommerce`, ...). */
  paymentMethod: string;
  /** What the method's own form adds (a card token, ...); JSON only. */
  paymentMethodAdditional: Record<string, unknown>;
}

/** A shipping method as offered (spec section 3 "Shipping method"). */
export interface ShippingMethodOffer {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** Price excl. tax. */
  amount: number;
  priceInclTax: number;
  /** Offered without the server (the spec's DPD fallback). */
  offline: boolean;
}

/** A payment method as offered (spec section 3 "Payment method"). */
export interface PaymentMethodOffer {
  code: string;
  title: string;
  /** Offered without the server (cash on delivery when the server cannot be asked). */
  offline: boolean;
  /** The shop runs this method in its payment sandbox: test payments, no real money (shown as "Test mode"). */
  sandbox?: boolean;
  /** Its surcharge excl. and incl. tax (spec section 3 "Payment method": cost, costInclTax); absent when none. */
  cost?: number;
  costInclTax?: number;
  /** Chosen for the shopper until they choose another (spec: default). */
  default?: boolean;
  /** Offered by the server, not added by the client (spec: is_server_method). */
  isServerMethod?: boolean;
}

/** Where a list of methods stands: not asked yet, being fetched, answered, or the fallback after a failure. */
export type OffersStatus = 'idle' | 'loading' | 'ready' | 'fallback';

/** Where a step stands: being filled in, or saved and shown as a summary. */
export type StepStatus = 'editing' | 'done';

/** The four steps of the spec's checkout, in order. */
export const CHECKOUT_STEPS = ['personalDetails', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The order being placed: nothing, on its way, or refused (the message says why, an i18n key or the server's text). */
export interface PlacementView {
  status: 'idle' | 'placing' | 'failed';
  /** The client's order id of the attempt in flight (double clicks place it once). */
  orderId: string | null;
  message: string | null;
}

/** The last order this browser placed (the thank-you page shows it). */
export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  backendOrderId: string;
  paymentMethod: string;
  emailAddress: string;
  /** Grand total incl. tax as the review step showed it (the server's figure when it answered totals). */
  grandTotal: number | null;
  placedAt: string;
  /** A guest asked for an account with this order: it is created right after (and takes the order). */
  accountRequested?: boolean;
  /** Placed without a connection: kept in the browser and sent when it is back (no order number yet). */
  queued?: boolean;
}

/** The checkout as the page and other modules read it (`checkout/state`). */
export interface CheckoutView {
  /** What the shopper saved, or the profile filled in; null before either. */
  personalDetails: PersonalDetails | null;
  personalDetailsStatus: StepStatus;
  /** Who wrote the details last: the shopper's form or the customer's profile (login). */
  personalDetailsSource: 'shopper' | 'profile' | null;
  shippingDetails: ShippingDetails | null;
  shippingStatus: StepStatus;
  paymentDetails: PaymentDetails | null;
  paymentStatus: StepStatus;
  /** Shipping methods for the address last asked about. */
  shippingMethods: { status: OffersStatus; requestId: string | null; methods: ShippingMethodOffer[] };
  /** Payment methods the server offers for the cart (after the shipping information). */
  paymentMethods: { status: OffersStatus; methods: PaymentMethodOffer[] };
  /** The server's totals with the chosen shipping (the review step's figures); null until answered. */
  totals: CartTotals | null;
  termsAccepted: boolean;
  placement: PlacementView;
  /** The payload of the attempt in flight (kept for support when the server refuses its shape). */
  sentOrder: OrderPayload | null;
  /** Whose order is in flight (a resend goes the same way). */
  sentOwner: 'customer' | 'guest' | null;
  lastOrder: PlacedOrder | null;
  /** ISO time of the shopper's last change (spec: in checkout for 30 minutes after it); null when none. */
  modifiedAt: string | null;
}

/** How the session was authorised, as the kernel's `user/sessionAuthorised` says. */
export type AuthorisedVia = 'startup' | 'login' | 'register' | 'passwordChange';

/** A server answer as a reactor records it (code 0 and `transmitted: false` when the call never reached it). */
export interface RecordedAnswer {
  code: number;
  result: unknown;
  transmitted: boolean;
}

/** The address part the shipping methods depend on. */
export type ShippingAddressQuery = Pick<AddressDetails, 'country' | 'zipCode' | 'city' | 'state' | 'streetAddress'>;

/** What the page hands over to place the order: the cart as it is now (read from the cart module by name). */
export interface OrderCart {
  products: OrderProduct[];
  cartId: string | null;
  couponCode: string | null;
  /** Whether every line is virtual or downloadable (no shipping). */
  virtualOnly: boolean;
  /** Whether the order goes with the customer's token. */
  owner: 'customer' | 'guest';
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Save the first step (validated with the spec's form messages); the password stays in the vault. */
    'checkout/savePersonalDetails': PersonalDetails;
    /** Reopen the saved first step for changes. */
    'checkout/editPersonalDetails': Record<string, never>;
    /** The customer's profile after a login (sent by the reactor on `user/sessionAuthorised`). */
    'checkout/fillPersonalDetailsFromProfile': ProfileDetails & { via: AuthorisedVia };
    /** Forget the personal details (sent by the reactor on `user/loggedOut`). */
    'checkout/clearPersonalDetails': Record<string, never>;
    /** Ask the server which shipping methods reach this address. */
    'checkout/requestShippingMethods': ShippingAddressQuery;
    'checkout/recordShippingMethods': RecordedAnswer & { requestId: string };
    /** Save the second step: the address and one of the offered methods. */
    'checkout/saveShippingDetails': ShippingDetails;
    'checkout/editShippingDetails': Record<string, never>;
    /** The answer of POST /api/cart/shipping-information: payment methods and totals with shipping. */
    'checkout/recordShippingInformation': RecordedAnswer;
    /** Save the third step: billing address, company invoice and the payment method. */
    'checkout/savePaymentDetails': PaymentDetails;
    'checkout/editPaymentDetails': Record<string, never>;
    'checkout/acceptTerms': { accepted: boolean };
    /** Place the order (spec section 4): every step done, terms accepted, not already placing. */
    'checkout/placeOrder': OrderCart;
    'checkout/recordOrderPlacement': RecordedAnswer & { orderId: string };
    /** A payment module finished the provider's action (a card's 3-D Secure): send the same order again. */
    'checkout/resendOrder': { orderId: string };
    /** A payment module could not finish the provider's action: the order fails with its message, back to the payment step. */
    'checkout/abandonPayment': { orderId: string; message: string };
    /**
     * The shopper opens the checkout (sent by the page once hydrated): after the spec's 30-minute activity window
     * the saved shipping and payment steps and the terms are asked again (the details stay filled in).
     */
    'checkout/enter': Record<string, never>;
  }
  interface EventRegistry {
    'checkout/personalDetailsSaved': PersonalDetails;
    'checkout/personalDetailsEditStarted': Record<string, never>;
    'checkout/personalDetailsFilledFromProfile': ProfileDetails;
    'checkout/personalDetailsCleared': Record<string, never>;
    'checkout/shippingMethodsRequested': { requestId: string; address: ShippingAddressQuery };
    'checkout/shippingMethodsReceived': { requestId: string; methods: ShippingMethodOffer[]; fallback: boolean };
    'checkout/shippingDetailsSaved': ShippingDetails;
    'checkout/shippingDetailsEditStarted': Record<string, never>;
    'checkout/shippingInformationReceived': { paymentMethods: PaymentMethodOffer[]; totals: CartTotals };
    'checkout/shippingInformationFailed': { code: number; paymentMethods: PaymentMethodOffer[] };
    'checkout/paymentDetailsSaved': PaymentDetails;
    'checkout/paymentDetailsEditStarted': Record<string, never>;
    'checkout/termsAcceptanceChanged': { accepted: boolean };
    /** The order is on its way to the server (`order` is the payload sent). */
    'checkout/orderPlacementStarted': { orderId: string; order: OrderPayload; owner: 'customer' | 'guest' };
    /** The server placed the order (spec: success with code 200 or without a code). */
    'checkout/orderPlaced': PlacedOrder;
    /**
     * The order could not reach the server (offline, no answer): the offline-orders module keeps it and sends it
     * later under the same client order id (spec: offline ordering is allowed and queued until online).
     */
    'checkout/orderQueued': PlacedOrder & { order: OrderPayload; owner: 'customer' | 'guest' };
    /** Spec `order-placing-error`: the server refused the order; nothing is cleared. */
    'checkout/orderPlacementFailed': { orderId: string; code: number; message: string };
    /**
     * The server wants the shopper to authenticate the payment first ('Authentication Required: <secret>'): the
     * payment module of `paymentMethod` handles it (not shown as an error), then resends or abandons.
     */
    'checkout/paymentActionRequired': { orderId: string; paymentMethod: string; message: string };
    /** Spec: result 400 is an internal validation error; the order is logged and kept for support. */
    'checkout/orderValidationFailed': { orderId: string; order: OrderPayload; errors: unknown };
    /** The shopper came back after the activity window (spec section 4: 30 minutes after the last change). */
    'checkout/activityWindowLapsed': { modifiedAt: string };
  }
}

declare module '../../kernel/module' {
  interface SlotRegistry {
    /**
     * A payment method's part of the payment step, keyed by its method code (a payment module fills it; only
     * methods with a fill are offered). Shown under the method's radio button while it is chosen: its note,
     * or its form. `onAdditional` hands the method's data (a card token, a PayPal order id) to the step; while
     * the data is not ready, hand `{incomplete: '<the module's translated message>'}` and the step will not
     * continue (it shows that message beside the methods).
     */
    'checkout/paymentMethod': { code: string; title: string; onAdditional: (data: Record<string, unknown>) => void; additional: Record<string, unknown> };
    /** A payment method's line in the review step and on the thank-you page, keyed by method code. */
    'checkout/paymentSummary': { code: string; orderNumber: string | null };
    /** Beside an order kept offline on the thank-you page while it waits to be sent (the push-reminder opt-in). */
    'checkout/queuedOrder': { orderId: string };
  }
  interface ProjectionRegistry {
    /** The checkout's steps, details, offers and the last order. */
    'checkout/state': CheckoutView;
  }
}

export type CheckoutCommand =
  | 'checkout/savePersonalDetails'
  | 'checkout/editPersonalDetails'
  | 'checkout/fillPersonalDetailsFromProfile'
  | 'checkout/clearPersonalDetails'
  | 'checkout/requestShippingMethods'
  | 'checkout/recordShippingMethods'
  | 'checkout/saveShippingDetails'
  | 'checkout/editShippingDetails'
  | 'checkout/recordShippingInformation'
  | 'checkout/savePaymentDetails'
  | 'checkout/editPaymentDetails'
  | 'checkout/acceptTerms'
  | 'checkout/placeOrder'
  | 'checkout/recordOrderPlacement'
  | 'checkout/resendOrder'
  | 'checkout/abandonPayment'
  | 'checkout/enter';

export const CHECKOUT_EVENTS = [
  'checkout/personalDetailsSaved',
  'checkout/personalDetailsEditStarted',
  'checkout/personalDetailsFilledFromProfile',
  'checkout/personalDetailsCleared',
  'checkout/shippingMethodsRequested',
  'checkout/shippingMethodsReceived',
  'checkout/shippingDetailsSaved',
  'checkout/shippingDetailsEditStarted',
  'checkout/shippingInformationReceived',
  'checkout/shippingInformationFailed',
  'checkout/paymentDetailsSaved',
  'checkout/paymentDetailsEditStarted',
  'checkout/termsAcceptanceChanged',
  'checkout/orderPlacementStarted',
  'checkout/orderPlaced',
  'checkout/orderQueued',
  'checkout/orderPlacementFailed',
  'checkout/paymentActionRequired',
  'checkout/orderValidationFailed',
  'checkout/activityWindowLapsed',
] as const;
export type CheckoutEvent = (typeof CHECKOUT_EVENTS)[number];
