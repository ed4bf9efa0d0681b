import { useTranslation } from 'react-i18next';
import { Slot, useHydrated, useStoreView } from '../../kernel/react';
import { PaymentMarks } from '../../ui';
import { TrustList, type TrustItem } from '../../ui/trust-list/trust-list';
import { courierApplies, openCourierWindow, SHOP_PROMISES } from './logic';

/** Products nobody ships: a service booked at the shop, a download. */
const NOT_SHIPPED = ['virtual', 'downloadable'];

/**
 * The shop's promises beside the product's price (issue 20 item 4): delivery in 1-10 days with DPD, the Tallinn
 * and Rae same-day courier in the Estonian views (today's open window once the page runs in the browser, which
 * knows the time; the server's HTML carries the cut-offs), 14-day returns, support hours and the view's payment
 * methods as marks (one fill of 'trust/paymentMarks' per payment module).
 */
export function ProductTrust({ typeId, now }: { typeId: string; now?: Date }) {
  const { t } = useTranslation('catalog');
  const view = useStoreView();
  const hydrated = useHydrated();
  const shipped = !NOT_SHIPPED.includes(typeId);
  const items: TrustItem[] = [];
  if (shipped) {
    const { from, to } = SHOP_PROMISES.deliveryDays;
    items.push({ icon: 'delivery', title: t('trust.delivery', { from, to }), detail: t('trust.deliveryDetail', { carrier: SHOP_PROMISES.carrier }) });
    if (courierApplies(view)) {
      const open = hydrated ? openCourierWindow(now ?? new Date()) : null;
      items.push(
        open
          ? { icon: 'courier', title: t('trust.courierToday', { orderBy: open.orderBy, window: open.window }), emphasis: true }
          : { icon: 'courier', title: t('trust.courier'), detail: t('trust.courierDetail') },
      );
    }
  }
  items.push({ icon: 'returns', title: t('trust.returns', { days: SHOP_PROMISES.returnDays }), detail: t('trust.returnsDetail') });
  items.push({ icon: 'support', title: t('trust.support') });
  return (
    <TrustList label={t('trust.label')} items={items}>
      <PaymentMarks label={t('trust.payments')}>
        <Slot name="trust/paymentMarks" />
      </PaymentMarks>
    </TrustList>
  );
}
