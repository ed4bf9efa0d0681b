/**
 * The bank link method's server part (MakeCommerce; ADR 0027, 0069): nothing to check at order time; the
 * order is placed pending payment, then create-transaction, the provider's return and its notification
 * mark it paid or cancelled (makecommerce/routes.ts).
 */
import { definePaymentMethod } from '../method';
import { MAKECOMMERCE } from './adapter';
import { makeCommerceRoutes } from './routes';

/** Bank link (`makecommerce`) in every view. */
export const bankLinkPaymentMethod = definePaymentMethod({
  code: MAKECOMMERCE,
  title: 'Bank link',
  mailTitles: { en: 'Bank link', et: 'Pangalink', ru: 'Банковская ссылка', fi: 'Verkkopankki', it: 'Bonifico bancario online' },
  views: () => true,
  provider: 'makecommerce',
  placedStatus: 'pending_payment',
  routes: makeCommerceRoutes,
});
