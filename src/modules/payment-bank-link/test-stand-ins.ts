import type { Command, EventDraft } from '../../kernel/messages';
import { defineModule, type Projection } from '../../kernel/module';
import { recordingModule } from '../../kernel/testing';

// Modules never import each other, so this module's tests and stories run against a stand-in of the checkout:
// the event it reacts to (`checkout/orderPlaced`) and the read model it reads by name (`checkout/state`).

/** The order as the checkout's `checkout/orderPlaced` carries it. */
export interface PlacedOrderData {
  orderId: string;
  orderNumber: string;
  backendOrderId: string;
  paymentMethod: string;
  emailAddress: string;
  grandTotal: number | null;
  placedAt: string;
}

export const placedOrder = (overrides: Partial<PlacedOrderData> = {}): PlacedOrderData => ({
  orderId: 'web-1',
  orderNumber: '000000042',
  backendOrderId: '42',
  paymentMethod: 'makecommerce',
  emailAddress: 'mari@example.com',
  grandTotal: 79.4,
  placedAt: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

interface StandInState {
  shippingDetails: { country: string } | null;
  paymentDetails: { country: string } | null;
  lastOrder: PlacedOrderData | null;
}

const state = {
  name: 'checkout/state',
  version: 1,
  handles: ['checkout/shippingDetailsSaved', 'checkout/paymentDetailsSaved', 'checkout/orderPlaced'],
  initial: (): StandInState => ({ shippingDetails: null, paymentDetails: null, lastOrder: null }),
  apply(draft: StandInState, event: { type: string; data: unknown }) {
    if (event.type === 'checkout/shippingDetailsSaved') draft.shippingDetails = event.data as { country: string };
    else if (event.type === 'checkout/paymentDetailsSaved') draft.paymentDetails = event.data as { country: string };
    else draft.lastOrder = event.data as PlacedOrderData;
  },
} as unknown as Projection<'checkout/state'>;

/**
 * Stands in for the checkout: `checkout/saveShippingDetails` and `checkout/savePaymentDetails` are saved as
 * given (only `country` matters here), and {@link placeOrder} stands for the server's confirmation, deciding
 * into `checkout/orderPlaced`; `checkout/state` holds the two addresses and the last order.
 */
export const checkoutStandIn = defineModule({
  id: 'checkout',
  decider: {
    initialState: () => ({}),
    decide(command: Command): EventDraft[] {
      switch (command.type) {
        case 'checkout/saveShippingDetails':
          return [{ type: 'checkout/shippingDetailsSaved', data: command.data }];
        case 'checkout/savePaymentDetails':
          return [{ type: 'checkout/paymentDetailsSaved', data: command.data }];
        case 'checkout/recordOrderPlacement':
          return [{ type: 'checkout/orderPlaced', data: command.data as unknown as PlacedOrderData }];
        default:
          return [];
      }
    },
    evolve: () => {},
  },
  projections: [state],
});

/** The stand-in's "the server placed this order" (its `checkout/recordOrderPlacement` carries the placed order). */
export const placeOrder = (order: PlacedOrderData = placedOrder()): Command => ({ type: 'checkout/recordOrderPlacement', data: order }) as unknown as Command;

/** An address saved in the stand-in (shipping or billing), by country. */
export const savedAddress = (step: 'shipping' | 'payment', country: string): Command =>
  ({ type: step === 'shipping' ? 'checkout/saveShippingDetails' : 'checkout/savePaymentDetails', data: { country } }) as unknown as Command;

/** Stands in for notifications: `notifications/notify` is recorded as `notifications/notificationAdded`. */
export const notificationsStandIn = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/** Events of a placed order paid by bank link, for stories: the checkout's and this module's. */
export const orderPlacedEvent = (order: PlacedOrderData = placedOrder()): EventDraft => ({ type: 'checkout/orderPlaced', data: order }) as unknown as EventDraft;
