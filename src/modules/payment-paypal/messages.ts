/**
 * The PayPal express module's contract (spec section 4 "Payment flows", section 7 "PayPal", ADR 0030). A
 * set-express-checkout call opens a PayPal order for the server cart's total; the buyer approves it (PayPal's
 * buttons in a popup, or the server's sandbox page by redirect); a complete call captures it; its id is handed
 * to the checkout as `payment_method_additional.paypal_order_id`. Every request, answer and buyer decision is
 * an event, so the log support receives shows what the shopper saw; the server's answers come back as
 * `record*` commands.
 */

/** How the buyer approves: PayPal's own buttons (keys configured) or the sandbox page on the shop's server. */
export type PaypalFlow = 'buttons' | 'redirect';

/** Where the approval came from: the buttons' `onApprove`, or the browser's return from the approval page. */
export type PaypalVia = 'buttons' | 'return';

/** The browser's PayPal settings (GET /api/ext/paypal/config). */
export interface PaypalConfigView {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The request in flight or last answered (only its answer counts). */
  requestId: string | null;
  /** PayPal's public client id; null in the sandbox (no keys: PayPal's script cannot be used). */
  clientId: string | null;
  currency: string;
  sandbox: boolean;
}

/** Where the current PayPal payment stands. */
export type PaypalPaymentStatus =
  /** setExpressCheckout is on its way. */
  | 'opening'
  /** PayPal holds an order awaiting the buyer (`paypalOrderId`). */
  | 'open'
  /** The buyer approved; the complete call is on its way. */
  | 'completing'
  /** Captured: its id is what the checkout sends with the order. */
  | 'completed'
  /** The buyer cancelled at PayPal. */
  | 'cancelled'
  /** A call or PayPal's buttons failed (`failure`). */
  | 'failed';

/** The payment the shopper is working on (one at a time). */
export interface PaypalPayment {
  requestId: string;
  flow: PaypalFlow;
  status: PaypalPaymentStatus;
  paypalOrderId: string | null;
  approveUrl: string | null;
  /** The captured amount (the server cart's grand total when it was opened). */
  amount: number | null;
  captureId: string | null;
  /** Where the approval came from (null before it). */
  via: PaypalVia | null;
  /** What failed: the stage, the answer's code (0: not sent) and the server's or PayPal's words, for support. */
  failure: { stage: 'open' | 'complete' | 'buttons' | 'order'; code: number; reason: string | null } | null;
  updatedAt: string;
}

/** An order placed with a PayPal payment (for the thank-you page). */
export interface PaypalPaidOrder {
  orderNumber: string;
  paypalOrderId: string;
  amount: number | null;
}

/** The module's read model (`payment-paypal/state`). */
export interface PaypalView {
  config: PaypalConfigView;
  payment: PaypalPayment | null;
  /** The orders this browser paid with PayPal, newest last. */
  orders: PaypalPaidOrder[];
}

/** A server answer as a reactor records it (code 0 and `transmitted: false` when the call never reached it). */
export interface RecordedAnswer {
  code: number;
  result: unknown;
  transmitted: boolean;
}

/** The JSON body of setExpressCheckout as sent (passed through by the server; cart and token go in the query). */
export interface SetExpressCheckoutBody {
  return_url?: string;
  cancel_url?: string;
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Ask the server for the browser's PayPal settings (the method was chosen). */
    'payment-paypal/loadConfig': Record<string, never>;
    'payment-paypal/recordConfig': RecordedAnswer & { requestId: string };
    /** Open a PayPal order for the cart (the buttons' createOrder, or the sandbox's "Continue to PayPal"). */
    'payment-paypal/openCheckout': { flow: PaypalFlow; returnPath: string | null; cancelPath: string | null };
    'payment-paypal/recordCheckout': RecordedAnswer & { requestId: string };
    /** The buyer approved the PayPal order (the buttons' onApprove, or the approval page's return). */
    'payment-paypal/recordApproval': { paypalOrderId: string; payerId: string | null; via: PaypalVia };
    'payment-paypal/recordCompletion': RecordedAnswer & { requestId: string };
    /** The buyer cancelled at PayPal. */
    'payment-paypal/recordCancellation': { paypalOrderId: string | null; via: PaypalVia };
    /** PayPal's buttons reported an error, or its script could not be loaded (`stage: 'script'`). */
    'payment-paypal/recordButtonsFailure': { stage: 'buttons' | 'script'; reason: string };
    /** The server refused the order naming the payment (402: e.g. the cart's total changed after approval). */
    'payment-paypal/recordRefusal': { reason: string };
    /** The checkout placed an order paid by PayPal (the reactor on `checkout/orderPlaced`). */
    'payment-paypal/recordOrder': { orderNumber: string };
  }
  interface EventRegistry {
    'payment-paypal/configRequested': { requestId: string };
    'payment-paypal/configReceived': { requestId: string; clientId: string | null; currency: string; sandbox: boolean };
    'payment-paypal/configFailed': { requestId: string; code: number; reason: string | null };
    'payment-paypal/checkoutRequested': { requestId: string; flow: PaypalFlow; body: SetExpressCheckoutBody };
    'payment-paypal/checkoutOpened': { requestId: string; flow: PaypalFlow; paypalOrderId: string; approveUrl: string | null };
    'payment-paypal/checkoutFailed': { requestId: string; code: number; reason: string | null };
    'payment-paypal/paymentApproved': { requestId: string; paypalOrderId: string; payerId: string | null; via: PaypalVia };
    'payment-paypal/paymentCompleted': { requestId: string; paypalOrderId: string; captureId: string | null; amount: number | null; via: PaypalVia };
    'payment-paypal/completionFailed': { requestId: string; paypalOrderId: string; code: number; reason: string | null; via: PaypalVia };
    'payment-paypal/paymentCancelled': { paypalOrderId: string | null; via: PaypalVia };
    'payment-paypal/buttonsFailed': { stage: 'buttons' | 'script'; reason: string };
    'payment-paypal/paymentRefused': { paypalOrderId: string; reason: string };
    'payment-paypal/orderPaid': { orderNumber: string; paypalOrderId: string; amount: number | null };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The PayPal settings, the payment in progress and the orders paid with PayPal. */
    'payment-paypal/state': PaypalView;
  }
}

export type PaypalCommand =
  | 'payment-paypal/loadConfig'
  | 'payment-paypal/recordConfig'
  | 'payment-paypal/openCheckout'
  | 'payment-paypal/recordCheckout'
  | 'payment-paypal/recordApproval'
  | 'payment-paypal/recordCompletion'
  | 'payment-paypal/recordCancellation'
  | 'payment-paypal/recordButtonsFailure'
  | 'payment-paypal/recordRefusal'
  | 'payment-paypal/recordOrder';

export const PAYPAL_EVENTS = [
  'payment-paypal/configRequested',
  'payment-paypal/configReceived',
  'payment-paypal/configFailed',
  'payment-paypal/checkoutRequested',
  'payment-paypal/checkoutOpened',
  'payment-paypal/checkoutFailed',
  'payment-paypal/paymentApproved',
  'payment-paypal/paymentCompleted',
  'payment-paypal/completionFailed',
  'payment-paypal/paymentCancelled',
  'payment-paypal/buttonsFailed',
  'payment-paypal/paymentRefused',
  'payment-paypal/orderPaid',
] as const;
export type PaypalEvent = (typeof PAYPAL_EVENTS)[number];
