import type { Command, DomainEvent } from '../../kernel/messages';
import type { Reactor } from '../../kernel/module';
import { addCommandsOf, CART_TEXTS } from './logic';
import type { CartNotice, LineStock } from './messages';

/**
 * "Add to cart" on the product page (the catalog's event) becomes the cart's own commands. A refusal comes back
 * as `cart/addRefused` with its reasons; a command that fails outright (the kernel could not decide or store
 * it) stops the rest of a grouped product's parts and shows 'Error while adding products.' (spec section 8).
 */
export const addFromProductPage: Reactor<'catalog/addToCartRequested'> = {
  on: ['catalog/addToCartRequested'],
  async run(event, { dispatch }) {
    for (const command of addCommandsOf(event.data)) {
      const result = await dispatch(command);
      if (!result.ok) {
        await dispatch({ type: 'notifications/notify', data: { type: 'error', message: CART_TEXTS.addFailed, ns: 'cart' } });
        return;
      }
    }
  },
};

type OutcomeEvent = 'cart/itemAdded' | 'cart/quantityChanged' | 'cart/addRefused' | 'cart/quantityRefused';

const notify = (notice: CartNotice): Command<'notifications/notify'> => ({ type: 'notifications/notify', data: notice });
const success = (message: string): Command<'notifications/notify'> => ({ type: 'notifications/notify', data: { type: 'success', message, ns: 'cart' } });
const added = (stock: LineStock) => (stock === 'volatile' ? [notify({ type: 'warning', message: CART_TEXTS.volatile, ns: 'cart' }), success(CART_TEXTS.added)] : [success(CART_TEXTS.added)]);

/**
 * The notifications of a cart outcome (spec sections 4 and 8), in the order shown: a volatile stock warning
 * before 'added'; 'added' for a new line and for more of an existing one; 'updated' for a quantity change;
 * every reason of a refusal.
 */
export function outcomeNotifications(event: DomainEvent<OutcomeEvent>): Command<'notifications/notify'>[] {
  switch (event.type) {
    case 'cart/addRefused':
    case 'cart/quantityRefused':
      return event.data.notices.map(notify);
    case 'cart/quantityChanged':
      return event.data.by === 'update' ? [success(CART_TEXTS.updated)] : added(event.data.stock);
    case 'cart/itemAdded':
      return added(event.data.line.stock);
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Tells the shopper what became of an add or a quantity change. */
export const notifyCartOutcome: Reactor<OutcomeEvent> = {
  on: ['cart/itemAdded', 'cart/quantityChanged', 'cart/addRefused', 'cart/quantityRefused'],
  async run(event, { dispatch }) {
    for (const command of outcomeNotifications(event)) await dispatch(command);
  },
};
