import type { Draft } from 'immer';
import { isInCheckout } from './logic/in-checkout';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import { DomainError, type Decider } from '../../kernel/module';
import { emailProblem, FORM_MESSAGES, nameProblem, type Problems } from '../../kernel/validation';
import { COD_FALLBACK, DPD_FALLBACK, shippingInformationOf, shippingOffersOf } from './logic/offers';
import { clientOrderId, completeSteps, orderPayloadOf } from './logic/order';
import { paymentProblems, shippingProblems } from './logic/validation';
import type { CheckoutCommand, CheckoutEvent, CheckoutView, PaymentDetails, PersonalDetails, ProfileDetails, ShippingDetails } from './messages';

export type CheckoutState = CheckoutView;

/** The texts the checkout decides on (English source texts of the 'checkout' namespace). */
export const CHECKOUT_TEXTS = {
  addressNotCorrect: 'Please check shipping/payment address is correct',
  internalValidation: 'Internal validation error',
  notSent: 'The order could not be sent. Please check your connection and try again.',
  stepsMissing: 'Please complete every step before placing the order.',
} as const;

/** A checkout nobody has started. */
export function initialCheckout(): CheckoutView {
  return {
    personalDetails: null,
    personalDetailsStatus: 'editing',
    personalDetailsSource: null,
    shippingDetails: null,
    shippingStatus: 'editing',
    paymentDetails: null,
    paymentStatus: 'editing',
    shippingMethods: { status: 'idle', requestId: null, methods: [] },
    paymentMethods: { status: 'idle', methods: [] },
    totals: null,
    termsAccepted: false,
    placement: { status: 'idle', orderId: null, message: null },
    sentOrder: null,
    sentOwner: null,
    lastOrder: null,
    modifiedAt: null,
  };
}

function check(problem: string | undefined, field: string): void {
  if (problem) throw new DomainError(`checkout/invalid/${field}`, problem);
}

/** The first problem of a form, as the log's rejection (the form shows them all beside the fields first). */
function checkAll(problems: Problems<string>): void {
  const first = Object.entries(problems)[0];
  if (first) check(first[1], first[0]);
}

const sameProfile = (details: PersonalDetails | null, profile: ProfileDetails) =>
  details !== null &&
  !details.createAccount &&
  details.firstName === profile.firstName &&
  details.lastName === profile.lastName &&
  details.emailAddress === profile.emailAddress;

const trimmed = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;

/** A server message worth showing as it is (the spec's texts are answered as strings), else the spec's address hint. */
function refusalMessage(result: unknown): string {
  if (typeof result === 'string' && result.trim() !== '') return result;
  if (typeof result === 'object' && result !== null && typeof (result as { message?: unknown }).message === 'string') return (result as { message: string }).message;
  return CHECKOUT_TEXTS.addressNotCorrect;
}

/**
 * The checkout (spec section 4 "Checkout"): four steps saved one after the other, each validated with the
 * spec's form messages (the forms check first; this guards the log); the shipping and payment offers as the
 * server answered them, or the spec's fallbacks when it could not be asked; and the order placement, once per
 * client order id. A login fills the personal details from the profile, replacing what a guest typed, while a
 * start-up with a stored session only fills an empty step; a logout forgets every step.
 */
export const checkoutDecider: Decider<CheckoutState, CheckoutCommand, CheckoutEvent> = {
  initialState: initialCheckout,

  decide(command, state, ctx): EventDraft<CheckoutEvent>[] {
    switch (command.type) {
      case 'checkout/savePersonalDetails': {
        const details: PersonalDetails = { ...trimmed(command.data), createAccount: command.data.createAccount };
        check(nameProblem(details.firstName), 'firstName');
        check(nameProblem(details.lastName), 'lastName');
        check(emailProblem(details.emailAddress), 'emailAddress');
        return [{ type: 'checkout/personalDetailsSaved', data: details }];
      }
      case 'checkout/editPersonalDetails':
        return state.personalDetailsStatus === 'done' ? [{ type: 'checkout/personalDetailsEditStarted', data: {} }] : [];
      case 'checkout/fillPersonalDetailsFromProfile': {
        const { via, ...profile } = command.data;
        // A reload or a new password keeps what the shopper has: only a login or registration replaces it.
        const replaces = via === 'login' || via === 'register';
        if (!replaces && state.personalDetails !== null) return [];
        if (sameProfile(state.personalDetails, profile)) return [];
        return [{ type: 'checkout/personalDetailsFilledFromProfile', data: profile }];
      }
      case 'checkout/clearPersonalDetails': {
        const untouched = state.personalDetails === null && state.shippingDetails === null && state.paymentDetails === null && state.personalDetailsStatus === 'editing';
        return untouched ? [] : [{ type: 'checkout/personalDetailsCleared', data: {} }];
      }
      case 'checkout/requestShippingMethods':
        return [{ type: 'checkout/shippingMethodsRequested', data: { requestId: ctx.newId(), address: trimmed(command.data) } }];
      case 'checkout/recordShippingMethods': {
        const { requestId, code, result } = command.data;
        // Only the answer to the latest question counts: the shopper may have changed the address since.
        if (requestId !== state.shippingMethods.requestId) return [];
        const offers = code === 200 ? shippingOffersOf(result) : null;
        if (offers && offers.length > 0) return [{ type: 'checkout/shippingMethodsReceived', data: { requestId, methods: offers, fallback: false } }];
        return [{ type: 'checkout/shippingMethodsReceived', data: { requestId, methods: [DPD_FALLBACK], fallback: true } }];
      }
      case 'checkout/saveShippingDetails': {
        const details: ShippingDetails = trimmed(command.data);
        checkAll(shippingProblems(details, true));
        return [{ type: 'checkout/shippingDetailsSaved', data: details }];
      }
      case 'checkout/editShippingDetails':
        return state.shippingStatus === 'done' ? [{ type: 'checkout/shippingDetailsEditStarted', data: {} }] : [];
      case 'checkout/recordShippingInformation': {
        const answer = command.data.code === 200 ? shippingInformationOf(command.data.result) : null;
        if (answer) return [{ type: 'checkout/shippingInformationReceived', data: answer }];
        return [{ type: 'checkout/shippingInformationFailed', data: { code: command.data.code, paymentMethods: [COD_FALLBACK] } }];
      }
      case 'checkout/savePaymentDetails': {
        const details: PaymentDetails = { ...trimmed(command.data), paymentMethodAdditional: command.data.paymentMethodAdditional };
        checkAll(paymentProblems(details));
        return [{ type: 'checkout/paymentDetailsSaved', data: details }];
      }
      case 'checkout/editPaymentDetails':
        return state.paymentStatus === 'done' ? [{ type: 'checkout/paymentDetailsEditStarted', data: {} }] : [];
      case 'checkout/acceptTerms':
        return state.termsAccepted === command.data.accepted ? [] : [{ type: 'checkout/termsAcceptanceChanged', data: { accepted: command.data.accepted } }];
      case 'checkout/placeOrder': {
        // A second click while the first is on its way places nothing (the server dedupes the id as well).
        if (state.placement.status === 'placing') return [];
        const steps = completeSteps(state);
        if (!steps) throw new DomainError('checkout/incomplete', CHECKOUT_TEXTS.stepsMissing);
        if (!state.termsAccepted) throw new DomainError('checkout/invalid/terms', FORM_MESSAGES.terms);
        if (command.data.products.length === 0) throw new DomainError('checkout/emptyCart', 'The cart must not be empty when entering checkout.');
        const orderId = clientOrderId(ctx.newId());
        const order = orderPayloadOf(steps, command.data, { orderId, now: ctx.now, storeCode: ctx.storeCode });
        return [{ type: 'checkout/orderPlacementStarted', data: { orderId, order, owner: command.data.owner } }];
      }
      case 'checkout/recordOrderPlacement': {
        const { orderId, code, result, transmitted } = command.data;
        if (state.placement.status !== 'placing' || orderId !== state.placement.orderId) return [];
        const confirmation = typeof result === 'object' && result !== null ? (result as { orderNumber?: unknown; backendOrderId?: unknown }) : null;
        if (transmitted && code === 200) {
          const details = state.personalDetails;
          return [
            {
              type: 'checkout/orderPlaced',
              data: {
                orderId,
                orderNumber: String(confirmation?.orderNumber ?? confirmation?.backendOrderId ?? orderId),
                backendOrderId: String(confirmation?.backendOrderId ?? ''),
                paymentMethod: state.paymentDetails?.paymentMethod ?? '',
                emailAddress: details?.emailAddress ?? '',
                grandTotal: state.totals?.grand_total ?? null,
                placedAt: ctx.now,
                ...(details?.createAccount && state.sentOwner === 'guest' ? { accountRequested: true } : {}),
              },
            },
          ];
        }
        if (!transmitted) {
          // Spec: offline ordering is allowed; the order is kept and sent when the browser is back online.
          const order = state.sentOrder;
          if (!order) return [{ type: 'checkout/orderPlacementFailed', data: { orderId, code, message: CHECKOUT_TEXTS.notSent } }];
          return [
            {
              type: 'checkout/orderQueued',
              data: {
                orderId,
                orderNumber: '',
                backendOrderId: '',
                paymentMethod: state.paymentDetails?.paymentMethod ?? '',
                emailAddress: state.personalDetails?.emailAddress ?? '',
                grandTotal: state.totals?.grand_total ?? null,
                placedAt: ctx.now,
                queued: true,
                order,
                owner: state.sentOwner ?? 'guest',
              },
            },
          ];
        }
        if (code === 402 && typeof result === 'string' && result.startsWith('Authentication Required')) {
          // Spec: not shown; the card module authenticates, then resends or abandons. Still placing.
          return [{ type: 'checkout/paymentActionRequired', data: { orderId, paymentMethod: state.paymentDetails?.paymentMethod ?? '', message: result } }];
        }
        if (code === 402) {
          // A payment refused (a declined card): its message, and back to the payment step (spec section 8).
          return [
            { type: 'checkout/orderPlacementFailed', data: { orderId, code, message: refusalMessage(result) } },
            ...(state.paymentStatus === 'done' ? [{ type: 'checkout/paymentDetailsEditStarted' as const, data: {} }] : []),
          ];
        }
        if (code === 400) {
          const sent = state.sentOrder;
          return [
            ...(sent ? [{ type: 'checkout/orderValidationFailed' as const, data: { orderId, order: sent, errors: result } }] : []),
            { type: 'checkout/orderPlacementFailed', data: { orderId, code, message: CHECKOUT_TEXTS.internalValidation } },
          ];
        }
        return [{ type: 'checkout/orderPlacementFailed', data: { orderId, code, message: refusalMessage(result) } }];
      }
      case 'checkout/resendOrder': {
        const { orderId } = command.data;
        if (state.placement.status !== 'placing' || state.placement.orderId !== orderId || !state.sentOrder) return [];
        return [{ type: 'checkout/orderPlacementStarted', data: { orderId, order: state.sentOrder, owner: state.sentOwner ?? 'guest' } }];
      }
      case 'checkout/abandonPayment': {
        const { orderId, message } = command.data;
        if (state.placement.status !== 'placing' || state.placement.orderId !== orderId) return [];
        return [
          { type: 'checkout/orderPlacementFailed', data: { orderId, code: 402, message } },
          ...(state.paymentStatus === 'done' ? [{ type: 'checkout/paymentDetailsEditStarted' as const, data: {} }] : []),
        ];
      }
      case 'checkout/enter': {
        // Shipping methods, prices and the shopper's intent may have changed since: confirm the steps again.
        const saved = state.shippingStatus === 'done' || state.paymentStatus === 'done' || state.termsAccepted;
        if (!saved || !state.modifiedAt || state.placement.status === 'placing' || isInCheckout(state.modifiedAt, ctx.now)) return [];
        return [{ type: 'checkout/activityWindowLapsed', data: { modifiedAt: state.modifiedAt } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },

  evolve: applyCheckoutEvent,
};

/** Folds a checkout event into the state (the decider's and the `checkout/state` projection's). */
export function applyCheckoutEvent(draft: Draft<CheckoutState>, event: DomainEvent<CheckoutEvent>): void {
  switch (event.type) {
    case 'checkout/personalDetailsSaved':
      draft.personalDetails = { ...event.data };
      draft.personalDetailsStatus = 'done';
      draft.personalDetailsSource = 'shopper';
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/personalDetailsEditStarted':
      draft.personalDetailsStatus = 'editing';
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/personalDetailsFilledFromProfile':
      // The customer has an account: nothing to create. Not the shopper's change, so modifiedAt stays.
      draft.personalDetails = { ...event.data, createAccount: false };
      draft.personalDetailsSource = 'profile';
      return;
    case 'checkout/personalDetailsCleared': {
      // A logout forgets the shopper's details; the last order's confirmation stays for the thank-you page.
      const lastOrder = draft.lastOrder;
      Object.assign(draft, initialCheckout(), { lastOrder });
      return;
    }
    case 'checkout/shippingMethodsRequested':
      draft.shippingMethods.status = 'loading';
      draft.shippingMethods.requestId = event.data.requestId;
      return;
    case 'checkout/shippingMethodsReceived':
      draft.shippingMethods = { status: event.data.fallback ? 'fallback' : 'ready', requestId: event.data.requestId, methods: event.data.methods };
      return;
    case 'checkout/shippingDetailsSaved':
      draft.shippingDetails = { ...event.data };
      draft.shippingStatus = 'done';
      draft.paymentMethods.status = 'loading';
      draft.totals = null;
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/shippingDetailsEditStarted':
      draft.shippingStatus = 'editing';
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/shippingInformationReceived':
      draft.paymentMethods = { status: 'ready', methods: event.data.paymentMethods };
      draft.totals = event.data.totals;
      return;
    case 'checkout/shippingInformationFailed':
      draft.paymentMethods = { status: 'fallback', methods: event.data.paymentMethods };
      draft.totals = null;
      return;
    case 'checkout/paymentDetailsSaved':
      draft.paymentDetails = { ...event.data, paymentMethodAdditional: { ...event.data.paymentMethodAdditional } };
      draft.paymentStatus = 'done';
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/paymentDetailsEditStarted':
      draft.paymentStatus = 'editing';
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/termsAcceptanceChanged':
      draft.termsAccepted = event.data.accepted;
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/orderPlacementStarted':
      draft.placement = { status: 'placing', orderId: event.data.orderId, message: null };
      draft.sentOrder = event.data.order;
      draft.sentOwner = event.data.owner;
      return;
    case 'checkout/paymentActionRequired':
      return;
    case 'checkout/orderPlaced':
    case 'checkout/orderQueued': {
      // Spec: success clears the checkout's order data; the details stay saved for the next order.
      const next = initialCheckout();
      const { order: _order, owner: _owner, ...placed } = event.data as typeof event.data & { order?: unknown; owner?: unknown };
      draft.lastOrder = placed;
      draft.placement = next.placement;
      draft.sentOrder = null;
      draft.sentOwner = null;
      draft.termsAccepted = false;
      draft.totals = null;
      draft.shippingStatus = draft.shippingDetails ? 'done' : 'editing';
      draft.paymentStatus = 'editing';
      draft.modifiedAt = null;
      return;
    }
    case 'checkout/activityWindowLapsed':
      if (draft.shippingStatus === 'done') draft.shippingStatus = 'editing';
      draft.paymentStatus = 'editing';
      draft.termsAccepted = false;
      draft.totals = null;
      draft.modifiedAt = null;
      return;
    case 'checkout/orderPlacementFailed':
      draft.placement = { status: 'failed', orderId: event.data.orderId, message: event.data.message };
      draft.sentOrder = null;
      draft.sentOwner = null;
      return;
    case 'checkout/orderValidationFailed':
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
