import type { ModuleDefinition } from '../kernel/module';
import { appUpdateModule } from '../modules/app-update';
import { cartModule } from '../modules/cart';
import { checkoutModule } from '../modules/checkout';
import { checkoutModuleItCardsModule } from '../modules/checkout-module-it-cards';
import { catalogModule } from '../modules/catalog';
import { compareModule } from '../modules/compare';
import { diagnosticsModule } from '../modules/diagnostics';
import { navigationModule } from '../modules/navigation';
import { newsletterModule } from '../modules/newsletter';
import { notificationsModule } from '../modules/notifications';
import { offlineOrdersModule } from '../modules/offline-orders';
import { paymentBankLinkModule } from '../modules/payment-bank-link';
import { paymentCodModule } from '../modules/payment-cod';
import { paymentPaypalModule } from '../modules/payment-paypal';
import { recentlyViewedModule } from '../modules/recently-viewed';
import { reviewsModule } from '../modules/reviews';
import { urlModule } from '../modules/url';
import { vehicleModule } from '../modules/vehicle';
import { vehicleModuleFiPlatesModule } from '../modules/vehicle-module-fi-plates';
import { uiStateModule } from '../modules/ui-state';
import { userModule } from '../modules/user';
import { wishlistModule } from '../modules/wishlist';

/**
 * Every module the shop ships, in no particular order (the kernel orders them by `requires`).
 * Each module's `when(storeView)` decides where it is active.
 */
export const allModules: readonly ModuleDefinition[] = [
  notificationsModule as ModuleDefinition,
  uiStateModule as ModuleDefinition,
  catalogModule as ModuleDefinition,
  cartModule as ModuleDefinition,
  checkoutModule as ModuleDefinition,
  offlineOrdersModule as ModuleDefinition,
  paymentCodModule as ModuleDefinition,
  paymentBankLinkModule as ModuleDefinition,
  paymentPaypalModule as ModuleDefinition,
  checkoutModuleItCardsModule as ModuleDefinition,
  wishlistModule as ModuleDefinition,
  compareModule as ModuleDefinition,
  reviewsModule as ModuleDefinition,
  recentlyViewedModule as ModuleDefinition,
  urlModule as ModuleDefinition,
  vehicleModule as ModuleDefinition,
  vehicleModuleFiPlatesModule as ModuleDefinition,
  navigationModule as ModuleDefinition,
  userModule as ModuleDefinition,
  newsletterModule as ModuleDefinition,
  diagnosticsModule as ModuleDefinition,
  appUpdateModule as ModuleDefinition,
];
