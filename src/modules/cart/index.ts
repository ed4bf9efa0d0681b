import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { cartDecider } from './decider';
import { cartEditMode, cartLines } from './projections';
import { addFromProductPage, notifyCartOutcome } from './reactors';

export type { CartLine, CartEditMode, QuantityLimits } from './messages';
export { cartCount } from './logic';

/**
 * Cart (spec sections 3 to 5, 8): lines kept in the browser's event log, added from the product page's
 * `catalog/addToCartRequested`, with the spec's notifications. Server sync, mini cart and cart page are
 * later slices (ADR 0021).
 */
export const cartModule = defineModule({
  id: 'cart',
  activation: 'eager',
  decider: cartDecider,
  projections: [cartLines, cartEditMode],
  reactors: [addFromProductPage, notifyCartOutcome],
  translations: defineTranslations('cart', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
