import { DomainError, type Decider } from '../../kernel/module';
import type { EventDraft } from '../../kernel/messages';
import type { ProductSummary } from '../../kernel/product';
import type { CompareCommand, CompareEvent } from './messages';

/** Most products compared at once: more columns than this do not fit a phone side by side (ADR 0017). */
export const COMPARE_LIMIT = 4;

/** Code of the refusal when the list is full; the UI tells the shopper to remove one first. */
export const COMPARE_FULL = 'compare/full';

export interface CompareState {
  items: ProductSummary[];
}

/** The list after one compare event; the decider, the projection and the storage mirror fold with it. */
export function nextCompareList(items: readonly ProductSummary[], event: EventDraft<CompareEvent>): ProductSummary[] {
  switch (event.type) {
    case 'compare/itemAdded':
      return [...items, event.data.item];
    case 'compare/itemRemoved':
      return items.filter((item) => item.sku !== event.data.item.sku);
    case 'compare/cleared':
      return [];
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Compare list (spec section 3 "Compare item", by sku): add (no duplicates, at most COMPARE_LIMIT), remove, clear. */
export const compareDecider: Decider<CompareState, CompareCommand, CompareEvent> = {
  initialState: () => ({ items: [] }),
  decide(command, state) {
    switch (command.type) {
      case 'compare/add': {
        const { product } = command.data;
        if (product.sku.trim() === '') throw new DomainError('compare/noSku', 'Field is required.');
        if (state.items.some((item) => item.sku === product.sku)) return [];
        if (state.items.length >= COMPARE_LIMIT) throw new DomainError(COMPARE_FULL, `You can compare up to ${COMPARE_LIMIT} products.`);
        return [{ type: 'compare/itemAdded', data: { item: product } }];
      }
      case 'compare/remove': {
        const item = state.items.find((candidate) => candidate.sku === command.data.sku);
        return item ? [{ type: 'compare/itemRemoved', data: { item } }] : [];
      }
      case 'compare/clear':
        return state.items.length > 0 ? [{ type: 'compare/cleared', data: {} }] : [];
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
  evolve(draft, event) {
    draft.items = nextCompareList(draft.items as ProductSummary[], event);
  },
};
