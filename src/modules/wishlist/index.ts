import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { StoreView } from '../../kernel/store-view/types';
import { wishlistDecider } from './decider';
import { createWishlistMirror, WishlistMirror } from './mirror';
import { wishlistItems } from './projection';
import { clearWishlistOnLogout, mirrorWishlist, notifyWishlistChange } from './reactors';
import { WishlistButton, WishlistDrawer, WishlistHeaderAction, WishlistMenuEntry } from './view';

export type { WishlistItem } from './messages';
export { WISHLIST_STORAGE_KEY } from './mirror';

/**
 * Wishlist (spec sections 3, 4, 7): products saved with qty 1, no duplicate sku, mirrored to browser
 * storage under `current-wishlist`, cleared on logout; a header button with the count toggles its drawer.
 */
export const wishlistModule = defineModule({
  id: 'wishlist',
  activation: 'eager',
  decider: wishlistDecider,
  projections: [wishlistItems],
  reactors: [mirrorWishlist, notifyWishlistChange, clearWishlistOnLogout],
  bindings: new ContainerModule(({ bind }) => {
    // One store per view, like the event log: a wishlist never leaks from one store view into another.
    bind<WishlistMirror>(WishlistMirror)
      .toDynamicValue((context) => createWishlistMirror(createDurableStore(`wishlist-${context.get<StoreView>(StoreViewToken).storeCode}`)))
      .inSingletonScope();
  }),
  slots: [
    { slot: 'product/actions', key: 'wishlist', order: 10, component: WishlistButton },
    { slot: 'layout/headerActions', key: 'wishlist', order: 10, component: WishlistHeaderAction },
    { slot: 'layout/menu', key: 'wishlist', order: 10, component: WishlistMenuEntry },
    { slot: 'layout/overlay', key: 'wishlist', component: WishlistDrawer },
  ],
  translations: defineTranslations('wishlist', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
