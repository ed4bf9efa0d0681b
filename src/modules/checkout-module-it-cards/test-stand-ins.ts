import type { Command, EventDraft } from '../../kernel/messages';
import { defineModule, type Projection } from '../../kernel/module';
import { recordingModule } from '../../kernel/testing';
import type { AuthenticationAnswer, PaymentMethodAnswer } from './messages';
import type { CardFieldState, IntentStatus, StripeJs } from './stripe-js';

// Modules never import each other: this module's tests and stories run against a stand-in of the checkout (the
// event it reacts to, the commands it answers with, the read model it reads by name) and a fake Stripe.js.

interface StandInState {
  placement: { status: 'idle' | 'placing' | 'failed'; orderId: string | null; message: string | null };
}

const state = {
  name: 'checkout/state',
  version: 1,
  handles: ['checkout/orderPlacementStarted', 'checkout/paymentActionRequired', 'checkout/orderPlacementFailed', 'checkout/orderPlaced'],
  initial: (): StandInState => ({ placement: { status: 'idle', orderId: null, message: null } }),
  apply(draft: StandInState, event: { type: string; data: { orderId: string; message?: string } }) {
    if (event.type === 'checkout/orderPlacementFailed') draft.placement = { status: 'failed', orderId: event.data.orderId, message: event.data.message ?? null };
    else if (event.type === 'checkout/orderPlaced') draft.placement = { status: 'idle', orderId: null, message: null };
    else draft.placement = { status: 'placing', orderId: event.data.orderId, message: null };
  },
} as unknown as Projection<'checkout/state'>;

/**
 * Stands in for the checkout: `checkout/placeOrder` starts placing `web-1`; `checkout/recordOrderPlacement`
 * with `{message}` decides into `checkout/paymentActionRequired` for the card; `resendOrder` is recorded as
 * `checkout/orderResent` and `abandonPayment` as `checkout/orderPlacementFailed` (as the checkout does).
 */
export const checkoutStandIn = defineModule({
  id: 'checkout',
  decider: {
    initialState: () => ({}),
    decide(command: Command): EventDraft[] {
      const data = command.data as { orderId?: string; message?: string; paymentMethod?: string };
      switch (command.type) {
        case 'checkout/placeOrder':
          return [{ type: 'checkout/orderPlacementStarted', data: { orderId: 'web-1' } } as unknown as EventDraft];
        case 'checkout/recordOrderPlacement':
          return [{ type: 'checkout/paymentActionRequired', data: { orderId: data.orderId, paymentMethod: data.paymentMethod ?? 'stripe_payments', message: data.message } } as unknown as EventDraft];
        case 'checkout/resendOrder':
          return [{ type: 'checkout/orderResent', data: { orderId: data.orderId } } as unknown as EventDraft];
        case 'checkout/abandonPayment':
          return [{ type: 'checkout/orderPlacementFailed', data: { orderId: data.orderId, code: 402, message: data.message } } as unknown as EventDraft];
        default:
          return [];
      }
    },
    evolve: () => {},
  },
  projections: [state],
});

export const SECRET = 'pi_3abc_secret_xyz';

/** The checkout placing `web-1`, and its answer 'Authentication Required: <secret>' for `paymentMethod`. */
export const placing = (): Command => ({ type: 'checkout/placeOrder', data: {} }) as unknown as Command;
export const authenticationRequired = (paymentMethod = 'stripe_payments', message = `Authentication Required: ${SECRET}`): Command =>
  ({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-1', paymentMethod, message } }) as unknown as Command;

/** Events for stories: the checkout placing `web-1`. */
export const placingEvent = (): EventDraft => ({ type: 'checkout/orderPlacementStarted', data: { orderId: 'web-1' } }) as unknown as EventDraft;

/** Stands in for notifications. */
export const notificationsStandIn = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/** A Stripe.js that answers as told and records what it was asked. */
export class FakeStripeJs implements StripeJs {
  calls: string[] = [];
  loadError: Error | null = null;
  paymentMethod: PaymentMethodAnswer = { ok: true, id: 'pm_1', brand: 'visa', last4: '4242' };
  intent: IntentStatus = { status: 'requires_action', message: null };
  action: AuthenticationAnswer = { ok: true };
  /** The mounted element's change listener (tests type into the "card" through it). */
  change: ((state: CardFieldState) => void) | null = null;
  mounted: HTMLElement | null = null;

  async load(publishableKey: string, locale: string): Promise<void> {
    this.calls.push(`load ${publishableKey} ${locale}`);
    if (this.loadError) throw this.loadError;
  }

  /** Mounts a plain "Card number" input (16 digits: complete), as a stand-in for Stripe's iframe. */
  mountCard(container: HTMLElement, onChange: (state: CardFieldState) => void): () => void {
    this.calls.push('mountCard');
    this.mounted = container;
    this.change = onChange;
    const input = container.ownerDocument.createElement('input');
    input.setAttribute('aria-label', 'Card number');
    input.addEventListener('input', () => {
      const digits = input.value.replace(/\D/g, '');
      onChange({ complete: digits.length === 16, empty: digits.length === 0, error: digits.length > 16 ? 'Your card number is invalid.' : null });
    });
    container.appendChild(input);
    return () => {
      input.remove();
      this.mounted = null;
      this.change = null;
    };
  }

  async createPaymentMethod(): Promise<PaymentMethodAnswer> {
    this.calls.push('createPaymentMethod');
    return this.mounted || !this.paymentMethod.ok ? this.paymentMethod : { ok: false, message: 'Something went wrong!' };
  }

  async retrievePaymentIntent(clientSecret: string): Promise<IntentStatus> {
    this.calls.push(`retrievePaymentIntent ${clientSecret}`);
    return this.intent;
  }

  async handleCardAction(clientSecret: string): Promise<AuthenticationAnswer> {
    this.calls.push(`handleCardAction ${clientSecret}`);
    return this.action;
  }
}
