import type { Projection } from '../../kernel/module';
import { applyCheckoutEvent, initialCheckout } from './decider';
import { CHECKOUT_EVENTS, type CheckoutEvent } from './messages';

/** The checkout as the page, the reactors and later other modules read it. */
export const checkoutState: Projection<'checkout/state', CheckoutEvent> = {
  name: 'checkout/state',
  version: 2,
  handles: CHECKOUT_EVENTS,
  initial: initialCheckout,
  apply: applyCheckoutEvent,
};
