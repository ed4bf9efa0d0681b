import type { CartSessionPort } from '../../kernel/sync';
import type { Dispatch, ReactorContext } from '../../kernel/module';

/**
 * The cart's half of the sync layer's session (bound as the kernel's `CartSessionToken`, ADR 0023): the cart id
 * comes from the `cart/server` projection; a task needing one while there is none re-creates the cart. The
 * cart's start-up and reactors attach the kernel's `read` and `dispatch` (bindings cannot see the kernel).
 * `connecting` keeps one cart creation in flight at a time (I/O bookkeeping, not state: never in the log);
 * `connectAgain` notes a connect asked for while one was in flight (the browser came back online while the
 * offline attempt was still failing), to be made once that one is recorded unless it already connected.
 */
export interface CartSession extends CartSessionPort {
  attach(ctx: Pick<ReactorContext, 'read' | 'dispatch'>): void;
  connecting: boolean;
  connectAgain: { guest: boolean; mergeGuest: boolean } | null;
}

export function createCartSession(): CartSession {
  let read: ReactorContext['read'] | null = null;
  let dispatch: Dispatch | null = null;
  return {
    connecting: false,
    connectAgain: null,
    attach(ctx) {
      read = ctx.read;
      dispatch = ctx.dispatch;
    },
    getCartId: () => (read ? read('cart/server').cartId : null),
    onCartIdMissing() {
      const server = read?.('cart/server');
      if (!dispatch || !server || server.disabled || this.connecting) return;
      void dispatch({ type: 'cart/connect', data: {} });
    },
  };
}
