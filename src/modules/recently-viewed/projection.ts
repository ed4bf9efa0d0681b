import type { Projection } from '../../kernel/module';
import { frontOfList } from './decider';
import type { RecentlyViewedEvent } from './messages';

/** The list the product page (and later My Account) shows, newest first. */
export const recentlyViewedProducts: Projection<'recently-viewed/products', RecentlyViewedEvent> = {
  name: 'recently-viewed/products',
  version: 1,
  handles: ['recently-viewed/visited'],
  initial: () => ({ items: [] }),
  apply(draft, event) {
    draft.items = frontOfList(draft.items, event.data.product, (product) => product.sku);
  },
};
