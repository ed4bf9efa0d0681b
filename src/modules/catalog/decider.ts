import { DomainError, type Decider } from '../../kernel/module';
import type { CatalogCommand, CatalogEvent } from './messages';

/** The catalog keeps no state of its own: a request is judged by what it carries. */
export type CatalogState = Record<string, never>;

/**
 * The catalog's one command: "Add to cart" on the product page becomes `catalog/addToCartRequested`, which
 * the cart module handles (stock check, lines, sync; whether out-of-stock items are allowed is the cart's
 * configuration, spec section 4). Refused here, in the spec's words (section 5): a request without a sku
 * and a quantity that is not a positive integer.
 */
export const catalogDecider: Decider<CatalogState, CatalogCommand, CatalogEvent> = {
  initialState: () => ({}),

  decide(command) {
    switch (command.type) {
      case 'catalog/requestAddToCart': {
        const { product, qty } = command.data;
        if (product.sku.trim() === '') throw new DomainError('catalog/noSku', 'Field is required.');
        if (!(qty > 0)) throw new DomainError('catalog/badQuantity', 'Quantity must be above 0');
        if (!Number.isInteger(qty)) throw new DomainError('catalog/badQuantity', 'must be a positive integer');
        return [{ type: 'catalog/addToCartRequested', data: command.data }];
      }
      default: {
        const unknown: never = command.type;
        throw new DomainError('unknown_command', `Unknown command ${String(unknown)}`);
      }
    }
  },

  evolve() {
    // Nothing to keep: the cart module folds the requests it handles.
  },
};
