import type { Container } from 'inversify';
import { containerLogger } from '../../kernel';
import { CredentialVault } from '../../kernel/credentials';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createSerialQueue } from '../../kernel/event-log/storage';
import type { DomainEvent } from '../../kernel/messages';
import type { Reactor, ReactorContext } from '../../kernel/module';
import { SyncLayerToken, type SyncLayer, type Task, type TaskMethod } from '../../kernel/sync';
import { CHECKOUT_TEXTS } from './decider';
import { cartAddressOf, shippingInformationBody } from './logic/offers';
import type { RecordedAnswer } from './messages';
import { CheckoutVault } from './vault';

/** Service token of the checkout's browser storage (the durable store `checkout-<storeCode>`). */
export const CheckoutStorage = Symbol.for('autoparts.checkout.storage');

/** Spec section 7: the storage keys of the checkout. */
export const CHECKOUT_STORAGE_KEYS = { personalDetails: 'personal-details', shippingDetails: 'shipping-details', paymentDetails: 'payment-details' } as const;

const syncOf = (services: Container): SyncLayer | null => (services.isBound(SyncLayerToken) ? services.get<SyncLayer>(SyncLayerToken) : null);

/** Whose cart the server calls go to: the cart module's `cart/server` read model, read by name (a guest without it). */
function cartOwner(ctx: Pick<ReactorContext, 'read'>): 'customer' | 'guest' {
  try {
    return (ctx.read('cart/server') as { owner?: string } | undefined)?.owner === 'customer' ? 'customer' : 'guest';
  } catch {
    return 'guest';
  }
}

/** A cart call: the customer's carries the token (a guest's must not: the token would not reach a guest cart). */
const cartUrl = (path: string, owner: 'customer' | 'guest'): string => `/api/cart/${path}?${owner === 'customer' ? 'token={{token}}&' : ''}cartId={{cartId}}`;

let taskCounter = 0;
const task = (event: DomainEvent, url: string, method: TaskMethod, body?: unknown): Task => {
  taskCounter += 1;
  return { id: `checkout-${event.meta.id}-${taskCounter}`, url, method, createdAt: event.meta.time, silent: true, ...(body === undefined ? {} : { body }) };
};

/** Sends a task; a throw counts as not sent (code 0). No sync layer (SSR, tests without one) is not sent either. */
async function send(services: Container, t: Task): Promise<RecordedAnswer> {
  const sync = syncOf(services);
  if (!sync) return { code: 0, result: null, transmitted: false };
  try {
    const answer = await sync.execute(t);
    return { code: answer.code, result: answer.result, transmitted: answer.transmitted };
  } catch (error) {
    return { code: 0, result: error instanceof Error ? error.message : String(error), transmitted: false };
  }
}

/**
 * The session's kernel events (spec section 4 "User session"): after a login the personal details are filled
 * from the profile; a logout clears them. The decider decides whether a fill replaces what is there.
 */
export const followSession: Reactor<'user/sessionAuthorised' | 'user/loggedOut'> = {
  on: ['user/sessionAuthorised', 'user/loggedOut'],
  async run(event, { dispatch }) {
    if (event.type === 'user/loggedOut') {
      await dispatch({ type: 'checkout/clearPersonalDetails', data: {} });
      return;
    }
    const { customer, via } = event.data;
    await dispatch({
      type: 'checkout/fillPersonalDetailsFromProfile',
      data: { firstName: customer.firstname, lastName: customer.lastname, emailAddress: customer.email, via },
    });
  },
};

/** The password is forgotten once no account is to be created (a save without it, a login, a logout). */
export const forgetPassword: Reactor<'checkout/personalDetailsSaved' | 'checkout/personalDetailsFilledFromProfile' | 'checkout/personalDetailsCleared'> = {
  on: ['checkout/personalDetailsSaved', 'checkout/personalDetailsFilledFromProfile', 'checkout/personalDetailsCleared'],
  run(event, { services }) {
    if (event.type === 'checkout/personalDetailsSaved' && event.data.createAccount) return;
    if (services.isBound(CheckoutVault)) services.get<CheckoutVault>(CheckoutVault).clear();
  },
};

/** Asks the server which shipping methods reach the address (spec section 7); the decider falls back to DPD. */
export const fetchShippingMethods: Reactor<'checkout/shippingMethodsRequested'> = {
  on: ['checkout/shippingMethodsRequested'],
  async run(event, ctx) {
    const answer = await send(ctx.services, task(event, cartUrl('shipping-methods', cartOwner(ctx)), 'POST', { address: cartAddressOf(event.data.address) }));
    await ctx.dispatch({ type: 'checkout/recordShippingMethods', data: { ...answer, requestId: event.data.requestId } });
  },
};

/** Saved addresses and the method go to the server cart, which answers the payment methods and the totals with shipping. */
export const sendShippingInformation: Reactor<'checkout/shippingDetailsSaved' | 'checkout/paymentDetailsSaved'> = {
  on: ['checkout/shippingDetailsSaved', 'checkout/paymentDetailsSaved'],
  async run(event, ctx) {
    const state = ctx.read('checkout/state');
    const shipping = state.shippingDetails;
    if (!shipping) return;
    const body = shippingInformationBody(shipping, state.personalDetails?.emailAddress ?? '', state.paymentDetails);
    const answer = await send(ctx.services, task(event, cartUrl('shipping-information', cartOwner(ctx)), 'POST', body));
    await ctx.dispatch({ type: 'checkout/recordShippingInformation', data: answer });
  },
};

/** Sends the order (spec section 7 "Order"): a customer's with the token; the client order id makes a resend safe. */
export const sendOrder: Reactor<'checkout/orderPlacementStarted'> = {
  on: ['checkout/orderPlacementStarted'],
  async run(event, ctx) {
    const { orderId, order, owner } = event.data;
    const answer = await send(ctx.services, task(event, owner === 'customer' ? '/api/order?token={{token}}' : '/api/order', 'POST', order));
    await ctx.dispatch({ type: 'checkout/recordOrderPlacement', data: { ...answer, orderId } });
  },
};

/**
 * A placed order (spec section 4 "Checkout"): the cart is cleared without syncing the clearing and recreated
 * when next needed, and the last-order time saved (the cart module owns both, `cart/completeOrder`).
 */
export const completeOrder: Reactor<'checkout/orderPlaced' | 'checkout/orderQueued'> = {
  on: ['checkout/orderPlaced', 'checkout/orderQueued'],
  async run(event, { dispatch }) {
    await dispatch({ type: 'cart/completeOrder', data: { orderId: event.data.orderId } });
  },
};

/**
 * The account a guest asked for (spec section 6, by opt-in): created right after the order, by the user module
 * (`user/register`, which logs the new customer in), claiming the order just placed so it shows in the
 * customer's history (ADR 0027). The password leaves the checkout's vault for the kernel's credential vault
 * only for that hand-over; a placed order always empties the checkout's vault.
 */
export const createAccount: Reactor<'checkout/orderPlaced'> = {
  on: ['checkout/orderPlaced'],
  async run(event, { services, dispatch, read }) {
    const password = services.isBound(CheckoutVault) ? services.get<CheckoutVault>(CheckoutVault).take() : undefined;
    const details = read('checkout/state').personalDetails;
    if (!event.data.accountRequested || !password || !details || !services.isBound(CredentialVault)) return;
    const secret = services.get<CredentialVault>(CredentialVault).put({ password });
    await dispatch({
      type: 'user/register',
      data: { firstname: details.firstName, lastname: details.lastName, email: details.emailAddress, secret, claimOrderId: event.data.orderId },
    });
  },
};

/** Spec section 8: logged when the server answers an order with 400. */
export const ORDER_SCHEMA_LOG_LINE = 'Internal validation error; Order entity is not compliant with the schema';

/**
 * The refusals the shopper must see (spec section 8): the order-placing error with its message (OK to close);
 * an internal validation error with the support hint. The form's own messages stay beside the fields.
 */
export const notifyPlacement: Reactor<'checkout/orderPlacementFailed' | 'checkout/orderValidationFailed'> = {
  on: ['checkout/orderPlacementFailed', 'checkout/orderValidationFailed'],
  async run(event, { dispatch, services }) {
    if (event.type === 'checkout/orderValidationFailed') {
      // Spec section 8: the log line support looks for, with the server's schema errors and the order id.
      containerLogger(services).error(ORDER_SCHEMA_LOG_LINE, { orderId: event.data.orderId, errors: event.data.errors });
      return;
    }
    if (event.data.message === CHECKOUT_TEXTS.internalValidation) {
      await dispatch({
        type: 'notifications/notify',
        data: { type: 'error', message: 'Internal validation error. Please contact our support by e-mail.', ns: 'checkout', action1: { label: 'OK' }, hasNoTimeout: true },
      });
      return;
    }
    // Spec section 8: a refused payment (a declined card) is a warning with the provider's message; other refusals are errors.
    const type = event.data.code === 402 ? 'warning' : 'error';
    await dispatch({ type: 'notifications/notify', data: { type, message: event.data.message, ns: 'checkout', action1: { label: 'OK' } } });
  },
};

const serial = createSerialQueue();
const MIRRORED = [
  'checkout/personalDetailsSaved',
  'checkout/personalDetailsFilledFromProfile',
  'checkout/personalDetailsCleared',
  'checkout/shippingDetailsSaved',
  'checkout/paymentDetailsSaved',
] as const;
/**
 * Mirrors the saved steps to the spec's `personal-details`, `shipping-details` and `payment-details` keys
 * (never a password). The event log stays the source of truth: a reload folds the checkout's events back.
 */
export const mirrorDetails: Reactor<(typeof MIRRORED)[number]> = {
  on: MIRRORED,
  run: (_event, { services, read }) =>
    serial(async () => {
      if (!services.isBound(CheckoutStorage)) return;
      const store = services.get<DurableStore>(CheckoutStorage);
      const state = read('checkout/state');
      const pairs = [
        [CHECKOUT_STORAGE_KEYS.personalDetails, state.personalDetails],
        [CHECKOUT_STORAGE_KEYS.shippingDetails, state.shippingDetails],
        [CHECKOUT_STORAGE_KEYS.paymentDetails, state.paymentDetails],
      ] as const;
      for (const [key, value] of pairs) {
        if (value) await store.set(key, value);
        else await store.remove(key);
      }
    }),
};
