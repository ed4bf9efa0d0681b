import type { SessionPort } from './types';
import type { SyncLayer } from './sync-layer';

/** The sync layer of the page, bound in the kernel's container in the browser. */
export const SyncLayerToken = Symbol('SyncLayer');
export type { SyncLayer };

/** Who the sync layer asks for the token and cart id. The user and cart modules bind their own. */
export const SessionPortToken = Symbol('SessionPort');

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
