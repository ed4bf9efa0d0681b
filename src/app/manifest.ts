import type { ModuleDefinition } from '../kernel/module';
import type { StoreView } from '../kernel/store-view/types';
import { appUpdateModule } from '../modules/app-update';
import { cartModule } from '../modules/cart';
import { checkoutModule } from '../modules/checkout';
import { catalogModule } from '../modules/catalog';
import { cmsModule } from '../modules/cms';
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
import { uiStateModule } from '../modules/ui-state';
import { userModule } from '../modules/user';
import { wishlistModule } from '../modules/wishlist';

/**
 * The modules every store view's pages carry, in no particular order (the kernel orders them by
 * `requires`). Each module's `when(storeView)` decides where it is active.
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
  wishlistModule as ModuleDefinition,
  compareModule as ModuleDefinition,
  reviewsModule as ModuleDefinition,
  recentlyViewedModule as ModuleDefinition,
  urlModule as ModuleDefinition,
  vehicleModule as ModuleDefinition,
  navigationModule as ModuleDefinition,
  cmsModule as ModuleDefinition,
  userModule as ModuleDefinition,
  newsletterModule as ModuleDefinition,
  diagnosticsModule as ModuleDefinition,
  appUpdateModule as ModuleDefinition,
];

/**
 * A module only some views can run (ADR 0034): its code is a chunk of its own, loaded only by those views,
 * so it never reaches another view's pages (`npm run build` checks it; ADR 0068). `views` (store codes) or
 * `country` (the view's tax country) says which views load it; the module's own `when` still decides.
 * The client build keeps its texts out of the shared per-language chunks (vite.config.ts reads `source`).
 */
export interface PerViewModule {
  id: string;
  country?: string;
  views?: readonly string[];
  /** The module's entry in the client build's manifest (preloaded with the view's pages). */
  source: string;
  load: () => Promise<ModuleDefinition>;
}

export const perViewModules: readonly PerViewModule[] = [
  {
    id: 'checkout-module-it-cards',
    country: 'IT',
    source: 'src/modules/checkout-module-it-cards/index.ts',
    load: () => import('../modules/checkout-module-it-cards').then((m) => m.checkoutModuleItCardsModule as ModuleDefinition),
  },
  {
    id: 'vehicle-module-fi-plates',
    country: 'FI',
    source: 'src/modules/vehicle-module-fi-plates/index.ts',
    load: () => import('../modules/vehicle-module-fi-plates').then((m) => m.vehicleModuleFiPlatesModule as ModuleDefinition),
  },
];

/** The per-view modules a store view may run. */
export function perViewModulesOf(storeView: StoreView): PerViewModule[] {
  return perViewModules.filter((module) => (module.views ? module.views.includes(storeView.storeCode) : module.country === storeView.tax.defaultCountry));
}

/** The modules of a store view's pages: the common ones and its own per-view modules. */
export async function modulesFor(storeView: StoreView): Promise<readonly ModuleDefinition[]> {
  const own = perViewModulesOf(storeView);
  if (own.length === 0) return allModules;
  return [...allModules, ...(await Promise.all(own.map((module) => module.load())))];
}

/** Every module the shop ships (replay, checks): the common ones and all per-view ones. */
export async function loadAllModules(): Promise<readonly ModuleDefinition[]> {
  return [...allModules, ...(await Promise.all(perViewModules.map((module) => module.load())))];
}
