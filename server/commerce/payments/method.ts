/**
 * The payment-method extension point (ADR 0069). A payment method's server part is one value made with
 * `definePaymentMethod`: its code, the views that offer it, its availability rule, its order-time check and
 * its own routes. Core code (the cart's payment-method list, order placement, the payment routes, the
 * confirmation e-mail) asks the registry and names no method; `installed.ts` lists the shop's methods.
 */
import type { FastifyInstance } from 'fastify';
import type { CartPaymentMethod } from '../../../contract/cart';
import type { Language, StoreView } from '../../../src/kernel/store-view/types';
import type { ApiDeps } from '../../api/deps';
import { providerMode, type PaymentProvider, type PaymentsConfig } from '../config';
import type { PaymentRow } from './store';
import type { OrderPaymentDecision, OrderPaymentRequest } from './types';

/** What an availability rule may read: the view, the cart's kind and total, where it goes. */
export interface PaymentAvailabilityContext {
  view: StoreView;
  /** Only virtual or downloadable lines (nothing is delivered). */
  isVirtual: boolean;
  /** The server-computed grand total of the cart or order. */
  grandTotal: number;
  /** Country of the shipping address (the billing address for virtual carts); null while none is known. */
  countryId: string | null;
}

/** The server part of one payment method. */
export interface PaymentMethodServerPart {
  /** The method code on the wire (`payment_method_code`), the same as the client module's slot key. */
  code: string;
  /** The title the cart API answers (the spec's English; the checkout translates it). */
  title: string;
  /** The title in the order-confirmation e-mail, per language. */
  mailTitles: Readonly<Record<Language, string>>;
  /** Which store views offer the method (the client module's `when` must agree; tests/payment-methods.spec.ts checks). */
  views(view: StoreView): boolean;
  /** Whether this cart may pay with it (total, country, virtual lines); default: always. */
  available?(context: PaymentAvailabilityContext): boolean;
  /**
   * The provider whose keys the method runs on: with keys it is live, without them a sandbox while
   * PAYMENTS_SANDBOX allows, else it is not offered and its routes answer 404. None: always live.
   */
  provider?: PaymentProvider;
  /**
   * Status of an order placed with a deferred decision: 'pending' (paid on delivery, on invoice) or
   * 'pending_payment' (a provider reports the money later). Default 'pending'.
   */
  placedStatus?: 'pending' | 'pending_payment';
  /** Order-time check before stock is reserved; default: deferred (nothing to authorise). */
  prepare?(deps: ApiDeps, request: OrderPaymentRequest): Promise<OrderPaymentDecision>;
  /** After the order is committed, for a payment row of this method: take the money; answers whether it is paid. Default: paid when the row is captured. */
  capture?(deps: ApiDeps, row: PaymentRow): Promise<boolean>;
  /** The order could not be placed: give back what `prepare` claimed for this row. Default: nothing. */
  release?(deps: ApiDeps, row: PaymentRow): Promise<void>;
  /** The method's own routes (return URLs, provider notifications, sandbox pages, browser config). */
  routes?(app: FastifyInstance, deps: ApiDeps): Promise<void>;
}

/** Declares a method's server part (typed identity, as `defineModule` is on the client). */
export function definePaymentMethod(part: PaymentMethodServerPart): PaymentMethodServerPart {
  return part;
}

/** A payment method as a view's cart offers it. */
export type OfferedPaymentMethod = Pick<CartPaymentMethod, 'code' | 'title'> & { sandbox?: true };

/** The shop's payment methods, looked up by code. */
export interface PaymentMethodRegistry {
  /** Every method, in the order the checkout lists them. */
  readonly all: readonly PaymentMethodServerPart[];
  /** The method of a code, or undefined for a code no server part registered. */
  get(code: string): PaymentMethodServerPart | undefined;
  /** The methods this cart can pay with in this view, in order, marked `sandbox` when they run in the sandbox. */
  offered(context: PaymentAvailabilityContext, payments: PaymentsConfig): OfferedPaymentMethod[];
}

/** How a method runs now: 'live', 'sandbox', or null (not offered: no keys and no sandbox). */
export function methodMode(part: PaymentMethodServerPart, payments: PaymentsConfig): 'live' | 'sandbox' | null {
  return part.provider ? providerMode(payments, part.provider) : 'live';
}

const CODE = /^[a-z][a-z0-9_]*$/;

/** Builds the registry; a malformed or repeated code is a programming error and throws at start-up. */
export function createPaymentMethodRegistry(parts: readonly PaymentMethodServerPart[]): PaymentMethodRegistry {
  const byCode = new Map<string, PaymentMethodServerPart>();
  for (const part of parts) {
    if (!CODE.test(part.code)) throw new Error(`Payment method code "${part.code}" must be lower-case letters, digits and underscores`);
    if (byCode.has(part.code)) throw new Error(`Payment method "${part.code}" is registered twice`);
    byCode.set(part.code, part);
  }
  return {
    all: [...parts],
    get: (code) => byCode.get(code),
    offered(context, payments) {
      return parts.flatMap((part): OfferedPaymentMethod[] => {
        if (!part.views(context.view) || (part.available && !part.available(context))) return [];
        const mode = methodMode(part, payments);
        if (mode === null) return [];
        return [mode === 'sandbox' ? { code: part.code, title: part.title, sandbox: true } : { code: part.code, title: part.title }];
      });
    },
  };
}
