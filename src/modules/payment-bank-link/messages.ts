/**
 * The bank link module's contract (spec section 4 "Payment flows", section 7 "Bank-link transaction", section 8).
 * A placed order paid by bank link ('makecommerce') gets a transaction at the payment-transaction service; the
 * browser is then sent to the bank. Every request, answer and return is an event, so the log that support
 * receives shows what the shopper saw; the server's answers come back as `record*` commands.
 */

/** The body of POST /api/ext/make-commerce/create-transaction (spec section 7), as sent. */
export interface TransactionRequest {
  transaction: {
    /** The order's grand total incl. tax (the server checks it against the order's own). */
    amount: number;
    currency: 'EUR';
    /** The order number (the server finds the order by it). */
    reference: string;
    order_ids: string[];
    /** Ours, echoed by the provider: the client order id, for support. */
    merchant_data: string;
  };
  /**
   * The payer. `ip` is left out: the browser cannot know its public address, and the server puts the
   * request's own in its place.
   */
  customer: { email: string; country: string; locale: string };
}

/** Where an order's bank payment stands. */
export type BankLinkStatus =
  /** The transaction is being created. */
  | 'requested'
  /** Created: the browser is on its way to the bank (`paymentUrl`). */
  | 'created'
  /** The call failed: the spec's message and a retry. */
  | 'failed'
  /** The bank sent the shopper back to the thank-you page (`?order=`). */
  | 'returned';

/** One order's bank payment as the thank-you page reads it. */
export interface BankLinkPayment {
  orderId: string;
  orderNumber: string;
  request: TransactionRequest;
  status: BankLinkStatus;
  /** The request in flight or last answered (only its answer counts). */
  requestId: string;
  attempts: number;
  transactionId: string | null;
  paymentUrl: string | null;
  /** Why the last attempt failed: the answer's code (0: not sent) and the server's text, for support. */
  failure: { code: number; reason: string | null } | null;
  updatedAt: string;
}

/** The bank payments of the orders this browser placed, newest last (`payment-bank-link/payments`). */
export interface BankLinkView {
  payments: BankLinkPayment[];
}

/** A server answer as the reactor records it (code 0 and `transmitted: false` when the call never reached it). */
export interface RecordedAnswer {
  code: number;
  result: unknown;
  transmitted: boolean;
}

/** What the reactor hands over from the checkout's `checkout/orderPlaced` and `checkout/state`. */
export interface BankLinkOrder {
  orderId: string;
  orderNumber: string;
  /** Grand total incl. tax as the review step showed it (null when the checkout had no totals). */
  grandTotal: number | null;
  emailAddress: string;
  /** ISO 3166-1 alpha-2 of the billing (else shipping) address; '' when unknown. */
  country: string;
  /** The store view's language. */
  locale: string;
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Open a bank link transaction for an order just placed (the reactor on `checkout/orderPlaced`). */
    'payment-bank-link/requestTransaction': BankLinkOrder;
    /** Try again after a failure (the thank-you page's button, the notification's action). */
    'payment-bank-link/retryTransaction': { orderNumber: string };
    'payment-bank-link/recordTransaction': RecordedAnswer & { requestId: string };
    /** The shopper is back on the thank-you page with `?order=` (the bank's return). */
    'payment-bank-link/recordReturn': { orderNumber: string };
  }
  interface EventRegistry {
    'payment-bank-link/transactionRequested': { requestId: string; orderId: string; orderNumber: string; attempt: number; request: TransactionRequest };
    'payment-bank-link/transactionCreated': { requestId: string; orderNumber: string; transactionId: string | null; paymentUrl: string };
    'payment-bank-link/transactionFailed': { requestId: string; orderNumber: string; code: number; reason: string | null };
    'payment-bank-link/shopperReturned': { orderNumber: string };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The bank payments of the orders placed in this browser. */
    'payment-bank-link/payments': BankLinkView;
  }
}

export type BankLinkCommand = 'payment-bank-link/requestTransaction' | 'payment-bank-link/retryTransaction' | 'payment-bank-link/recordTransaction' | 'payment-bank-link/recordReturn';

export const BANK_LINK_EVENTS = [
  'payment-bank-link/transactionRequested',
  'payment-bank-link/transactionCreated',
  'payment-bank-link/transactionFailed',
  'payment-bank-link/shopperReturned',
] as const;
export type BankLinkEvent = (typeof BANK_LINK_EVENTS)[number];
