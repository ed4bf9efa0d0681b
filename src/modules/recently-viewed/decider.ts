import { DomainError, type Decider } from '../../kernel/module';
import type { RecentlyViewedCommand, RecentlyViewedEvent } from './messages';

/** How many products the list keeps (the spec gives no number). */
export const RECENTLY_VIEWED_LIMIT = 10;

export interface RecentlyViewedState {
  /** Skus, newest first. */
  skus: string[];
}

/** `items` with `item` in front and no other entry of the same key, cut to the limit. */
export function frontOfList<T>(items: readonly T[], item: T, key: (value: T) => string): T[] {
  return [item, ...items.filter((other) => key(other) !== key(item))].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * Records product page visits. A blank sku is refused; visiting the newest product again records nothing,
 * so reloading a page does not grow the log.
 */
export const recentlyViewedDecider: Decider<RecentlyViewedState, RecentlyViewedCommand, RecentlyViewedEvent> = {
  initialState: () => ({ skus: [] }),
  decide(command, state) {
    const { product } = command.data;
    if (product.sku.trim() === '') throw new DomainError('recently-viewed/noSku', 'Field is required.');
    if (state.skus[0] === product.sku) return [];
    return [{ type: 'recently-viewed/visited', data: { product } }];
  },
  evolve(draft, event) {
    draft.skus = frontOfList(draft.skus, event.data.product.sku, (sku) => sku);
  },
};
