import type { Projection } from '../../kernel/module';
import { nextCompareList } from './decider';
import { COMPARE_EVENTS, type CompareEvent } from './messages';

/** The compare list as the header, the product buttons and the compare page read it. */
export const compareItems: Projection<'compare/items', CompareEvent> = {
  name: 'compare/items',
  version: 1,
  handles: COMPARE_EVENTS,
  initial: () => ({ items: [] }),
  apply(draft, event) {
    draft.items = nextCompareList(draft.items, event);
  },
};
