import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import { ListingNarrowingToken, type ListingNarrowingPort } from '../../kernel/listing-narrowing';
import type { StoreView } from '../../kernel/store-view/types';
import { carNarrowing } from './car-cookie';
import { vehicleDecider, vehicleState } from './decider';
import { prefillCar, rememberCar } from './customer-car';
import { MyCarChooser } from './my-car';
import { lookupKtype, lookupPlate, mirrorVehicle, startVehicle, VehicleStorage } from './reactors';
import { CompatibleCars } from './compatible-cars';
import { FitCheck } from './fit-check';
import { FitsBadge } from './fits-badge';
import { VehicleBar } from './vehicle-bar';
import { VehicleHeaderButton } from './vehicle-header';

export type { PlateFormat, VehicleOption, VehicleView } from './messages';
export { VEHICLE_TEXTS } from './decider';

/**
 * Vehicle fitment (issue 8), first slice: the car picker under the header (make → model → engine from the
 * vehicle categories), applied and cleared, kept in the view's event log (restored only in the same view) and
 * mirrored with the store code to `vehicle-<storeCode>`.
 */
export const vehicleModule = defineModule({
  id: 'vehicle',
  activation: 'eager',
  decider: vehicleDecider,
  projections: [vehicleState],
  reactors: [mirrorVehicle, lookupPlate, lookupKtype, rememberCar, prefillCar],
  onStart: startVehicle,
  slots: [
    { slot: 'layout/headerNav', key: 'vehicle', order: 20, component: VehicleBar },
    // Between the search and the cart: phones' one header row (issue 20).
    { slot: 'layout/headerActions', key: 'vehicle', order: 25, component: VehicleHeaderButton },
    { slot: 'product/buyBox', key: 'vehicle-fit', order: -10, component: FitCheck },
    { slot: 'product/sections', key: 'compatible-cars', order: 5, component: CompatibleCars },
    { slot: 'product/cardBadges', key: 'vehicle-fits', component: FitsBadge },
    { slot: 'account/car', key: 'vehicle-my-car', component: MyCarChooser },
  ],
  bindings: new ContainerModule(({ bind }) => {
    bind(VehicleStorage)
      .toDynamicValue((context) => createDurableStore(`vehicle-${context.get<StoreView>(StoreViewToken).storeCode}`))
      .inSingletonScope();
    // Listings (category pages, search, home lists) show only the parts of the applied car's engine.
    bind<ListingNarrowingPort>(ListingNarrowingToken).toDynamicValue((context) => carNarrowing(context.get<StoreView>(StoreViewToken).storeCode));
  }),
  translations: defineTranslations('vehicle', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
