import type { Projection } from '../../kernel/module';
import type { LiveView } from './messages';

/**
 * `catalog/live`: the live stock and prices of this page session by sku (ADR 0051), which listings and product
 * pages lay over their server-rendered data, and the customer's group the price sync asks for.
 */
export const liveProjection: Projection<'catalog/live', 'catalog/stockListed' | 'catalog/pricesSynced' | 'user/sessionAuthorised' | 'user/loggedOut'> = {
  name: 'catalog/live',
  version: 1,
  handles: ['catalog/stockListed', 'catalog/pricesSynced', 'user/sessionAuthorised', 'user/loggedOut'],
  initial: (): LiveView => ({ stock: {}, prices: {}, groupId: null }),
  apply(draft, event) {
    switch (event.type) {
      case 'catalog/stockListed':
        Object.assign(draft.stock, event.data.entries);
        break;
      case 'catalog/pricesSynced':
        Object.assign(draft.prices, event.data.prices);
        break;
      case 'user/sessionAuthorised':
        draft.groupId = event.data.customer.groupId;
        break;
      case 'user/loggedOut':
        draft.groupId = null;
        break;
    }
  },
};
