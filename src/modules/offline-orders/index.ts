import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { StoreView } from '../../kernel/store-view/types';
import { offlineOrdersDecider, offlineOrdersQueue } from './decider';
import { OrderReminder, ReminderOptIn } from './reminders';
import { announceOutcome, keepQueuedOrder, mirrorOrders, OfflineOrdersStorage, startOfflineOrders, transmitOrders } from './reactors';

export type { OfflineOrdersView, QueuedOrder, ReminderPermission } from './messages';
export { OFFLINE_ORDER_TEXTS } from './decider';

/**
 * Offline orders (spec section 4 "Offline orders"): an order the checkout could not send is kept untransmitted
 * (the event log survives a reload and a browser restart; mirrored to `orders`), and sent once the browser is
 * online: automatically when configured or on the thank-you page, else after the shopper says yes to the
 * notice. Each outcome is a notice; the client order id makes every resend safe.
 */
export const offlineOrdersModule = defineModule({
  id: 'offline-orders',
  requires: ['notifications'],
  activation: 'eager',
  decider: offlineOrdersDecider,
  projections: [offlineOrdersQueue],
  reactors: [keepQueuedOrder, transmitOrders, announceOutcome, mirrorOrders],
  onStart: startOfflineOrders,
  slots: [
    { slot: 'layout/overlay', key: 'offline-orders-reminder', component: OrderReminder },
    { slot: 'checkout/queuedOrder', key: 'offline-orders-reminder', component: ReminderOptIn },
  ],
  bindings: new ContainerModule(({ bind }) => {
    bind(OfflineOrdersStorage)
      .toDynamicValue((context) => createDurableStore(`orders-${context.get<StoreView>(StoreViewToken).storeCode}`))
      .inSingletonScope();
  }),
  translations: defineTranslations('offline-orders', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
