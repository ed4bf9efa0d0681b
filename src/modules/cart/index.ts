import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { cartDecider } from './decider';
import { MiniCartDrawer, MiniCartHeaderAction } from './mini-cart';
import { cartEditMode, cartLines } from './projections';
import { addFromProductPage, notifyCartOutcome } from './reactors';

export type { CartLine, CartEditMode, QuantityLimits } from './messages';
export { cartCount } from './logic';

/**
 * Cart (spec sections 3 to 5, 8): lines kept in the browser's event log, added from the product page's
 * `catalog/addToCartRequested`, with the spec's notifications; a header button toggles the mini cart drawer
 * (ADR 0022). Server sync, totals and the cart page are later slices (ADR 0021).
 */
export const cartModule = defineModule({
  id: 'cart',
  activation: 'eager',
  decider: cartDecider,
  projections: [cartLines, cartEditMode],
  reactors: [addFromProductPage, notifyCartOutcome],
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
