import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import type { StoreView } from '../../kernel/store-view/types';
import { CartSessionToken } from '../../kernel/sync';
import { defineTranslations } from '../../kernel/i18n';
import { cartPageRoute } from './cart-route';
import { cartDecider } from './decider';
import { MiniCartDrawer, MiniCartHeaderAction } from './mini-cart';
import { cartEditMode, cartLines, cartServer, cartTotals } from './projections';
import { addFromProductPage, notifyCartOutcome } from './reactors';
import { createCartSession, type CartSession } from './session';
import {
  applyMerge,
  CartStorage,
  checkLineStock,
  connectCart,
  deleteOnServer,
  fetchTotals,
  followSession,
  noteLastOrder,
  mirrorCart,
  notifySync,
  pullCart,
  pushLineChange,
  refreshTotals,
  releaseCancelledOrderCart,
  sendCoupon,
  startCart,
} from './sync-reactors';

export type { CartLine, CartEditMode, QuantityLimits, CartTotalsView, CartServerView, TotalsRow } from './messages';
export { CART_STORAGE_KEYS, CART_SYNC_CONFIG } from './config';
export { cartCount } from './logic';

/**
 * Cart (spec sections 3 to 5, 8): lines kept in the browser's event log, added from the product page's
 * `catalog/addToCartRequested`, with the spec's notifications; a header button toggles the mini cart drawer
 * (ADR 0022). Server sync (ADR 0023): reactors talk to the cart API through the sync layer and record every
 * answer as a command, so a replayed log rebuilds the same cart, totals and coupon offline.
 */
export const cartModule = defineModule({
  id: 'cart',
  activation: 'eager',
  decider: cartDecider,
  projections: [cartLines, cartEditMode, cartServer, cartTotals],
  reactors: [
    addFromProductPage,
    notifyCartOutcome,
    connectCart,
    pullCart,
    applyMerge,
    pushLineChange,
    deleteOnServer,
    checkLineStock,
    refreshTotals,
    fetchTotals,
    sendCoupon,
    notifySync,
    followSession,
    noteLastOrder,
    releaseCancelledOrderCart,
    mirrorCart,
  ],
  onStart: startCart,
  routes: [cartPageRoute],
  bindings: new ContainerModule(({ bind }) => {
    bind<CartSession>(CartSessionToken)
      .toDynamicValue(() => createCartSession())
      .inSingletonScope();
    // One store per view, like the event log and the wishlist.
    bind(CartStorage)
      .toDynamicValue((context) => createDurableStore(`cart-${context.get<StoreView>(StoreViewToken).storeCode}`))
      .inSingletonScope();
  }),
  slots: [
    { slot: 'layout/headerActions', key: 'cart', order: 30, component: MiniCartHeaderAction },
    { slot: 'layout/overlay', key: 'cart', component: MiniCartDrawer },
  ],
  translations: defineTranslations('cart', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
