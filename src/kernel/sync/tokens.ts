import type { Container } from 'inversify';
import type { SessionPort } from './types';
import type { SyncLayer } from './sync-layer';

/** The sync layer of the page, bound in the kernel's container in the browser. */
export const SyncLayerToken = Symbol('SyncLayer');
export type { SyncLayer };

/** The user's half of the session: the token, its refresh and what happens when it cannot be renewed. */
export type UserSessionPort = Pick<SessionPort, 'getToken' | 'refresh' | 'onAuthAborted'>;
/** The cart's half of the session: the server cart id and what to do when a task needs one. */
export type CartSessionPort = Pick<SessionPort, 'getCartId' | 'onCartIdMissing'>;

/** Bound by the user module (ADR 0023). */
export const UserSessionToken = Symbol('UserSession');
/** Bound by the cart module (ADR 0023). */
export const CartSessionToken = Symbol('CartSession');

/** The session before the user and cart modules exist or bind theirs: a guest without a cart. */
export const guestSession: SessionPort = {
  getToken: () => null,
  getCartId: () => null,
  refresh: async () => null,
  onAuthAborted: () => {},
};

/** A session port that asks `lookup()` on every call, so a module can bind its session after the sync layer exists. */
export function deferredSession(lookup: () => SessionPort): SessionPort {
  return {
    getToken: () => lookup().getToken(),
    getCartId: () => lookup().getCartId(),
    refresh: () => lookup().refresh(),
    onAuthAborted: () => lookup().onAuthAborted(),
    onCartIdMissing: () => lookup().onCartIdMissing?.(),
  };
}

/**
 * The session the sync layer asks, put together at call time from the user's and the cart's halves bound in
 * `container` (a guest without a cart for a half nobody bound), so modules that start later still count.
 */
export function containerSession(container: Container): SessionPort {
  return deferredSession(() => {
    const user = container.isBound(UserSessionToken) ? container.get<UserSessionPort>(UserSessionToken) : guestSession;
    const cart = container.isBound(CartSessionToken) ? container.get<CartSessionPort>(CartSessionToken) : guestSession;
    return {
      getToken: () => user.getToken(),
      refresh: () => user.refresh(),
      onAuthAborted: () => user.onAuthAborted(),
      getCartId: () => cart.getCartId(),
      onCartIdMissing: () => cart.onCartIdMissing?.(),
    };
  });
}
