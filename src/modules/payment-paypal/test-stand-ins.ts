import type { Command, EventDraft } from '../../kernel/messages';
import { defineModule, type Projection } from '../../kernel/module';
import { recordingModule } from '../../kernel/testing';

// Modules never import each other, so this module's tests and stories run against a stand-in of the checkout:
// the event it reacts to (`checkout/orderPlaced`), the command it sends after a return (`checkout/savePaymentDetails`)
// and the read model it reads by name (`checkout/state`).

/** A shipping address as the checkout saves it. */
export const shippingDetails = {
  firstName: 'Mari',
  lastName: 'Maasikas',
  country: 'EE',
  streetAddress: 'Pikk 1',
  apartmentNumber: '',
  city: 'Tallinn',
  state: '',
  zipCode: '10115',
  phoneNumber: '+372 5555 1234',
  shippingMethod: 'flatrate',
  shippingCarrier: 'flatrate',
};

interface StandInState {
  shippingDetails: typeof shippingDetails | null;
  paymentDetails: Record<string, unknown> | null;
  paymentMethods: { status: string; methods: { code: string; title: string; offline: boolean }[] };
}

const state = {
  name: 'checkout/state',
  version: 1,
  handles: ['checkout/shippingDetailsSaved', 'checkout/paymentDetailsSaved', 'checkout/shippingInformationReceived'],
  initial: (): StandInState => ({ shippingDetails: null, paymentDetails: null, paymentMethods: { status: 'idle', methods: [] } }),
  apply(draft: StandInState, event: { type: string; data: unknown }) {
    if (event.type === 'checkout/shippingDetailsSaved') draft.shippingDetails = event.data as typeof shippingDetails;
    else if (event.type === 'checkout/paymentDetailsSaved') draft.paymentDetails = event.data as Record<string, unknown>;
    else draft.paymentMethods = { status: 'ready', methods: (event.data as { paymentMethods: StandInState['paymentMethods']['methods'] }).paymentMethods };
  },
} as unknown as Projection<'checkout/state'>;

/** Stands in for the checkout: the steps are saved as given; `recordOrderPlacement` stands for the server's confirmation. */
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
        case 'checkout/recordShippingInformation':
          return [{ type: 'checkout/shippingInformationReceived', data: command.data }] as unknown as EventDraft[];
        case 'checkout/recordOrderPlacement': {
          const data = command.data as { refused?: { code: number; message: string } };
          if (data.refused) return [{ type: 'checkout/orderPlacementFailed', data: { orderId: 'web-1', ...data.refused } }] as unknown as EventDraft[];
          return [{ type: 'checkout/orderPlaced', data: command.data }] as unknown as EventDraft[];
        }
        default:
          return [];
      }
    },
    evolve: () => {},
  },
  projections: [state],
});

/** The shipping step saved, and the server offering these methods. */
export const checkoutAt = (methods: string[] = ['cashondelivery', 'paypal_express']): Command[] => [
  { type: 'checkout/saveShippingDetails', data: shippingDetails } as unknown as Command,
  { type: 'checkout/recordShippingInformation', data: { paymentMethods: methods.map((code) => ({ code, title: code, offline: false })) } } as unknown as Command,
];

/** The stand-in's "the server placed this order". */
export const placeOrder = (paymentMethod = 'paypal_express', orderNumber = '000000042'): Command =>
  ({
    type: 'checkout/recordOrderPlacement',
    data: { orderId: 'web-1', orderNumber, backendOrderId: '42', paymentMethod, emailAddress: 'mari@example.com', grandTotal: 37.2, placedAt: '2024-05-01T10:00:00.000Z' },
  }) as unknown as Command;

/** The stand-in's "the server refused this order" (402 and the server's text). */
export const refuseOrder = (code = 402, message = 'PayPal payment was not completed.'): Command => ({ type: 'checkout/recordOrderPlacement', data: { refused: { code, message } } }) as unknown as Command;

/** Stands in for notifications: `notifications/notify` is recorded as `notifications/notificationAdded`. */
export const notificationsStandIn = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
