/**
 * The cash-on-delivery method's server part (ADR 0027, 0069): paid to the courier, so nothing is checked
 * at order time and the order is placed pending; not offered when nothing is delivered (virtual lines only).
 */
import { definePaymentMethod } from '../method';

/** Cash on delivery (`cashondelivery`) in every view, for carts with something to deliver. */
export const cashOnDeliveryPaymentMethod = definePaymentMethod({
  code: 'cashondelivery',
  title: 'Cash On Delivery',
  mailTitles: { en: 'Cash on delivery', et: 'Sularahas kättesaamisel', ru: 'Оплата при получении', fi: 'Postiennakko', it: 'Pagamento alla consegna' },
  views: () => true,
  available: ({ isVirtual }) => !isVirtual,
});
