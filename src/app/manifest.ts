import type { ModuleDefinition } from '../kernel/module';
import { catalogModule } from '../modules/catalog';
import { notificationsModule } from '../modules/notifications';
import { uiStateModule } from '../modules/ui-state';

/**
 * Every module the shop ships, in no particular order (the kernel orders them by `requires`).
 * Each module's `when(storeView)` decides where it is active.
 */
export const allModules: readonly ModuleDefinition[] = [
  notificationsModule as ModuleDefinition,
  uiStateModule as ModuleDefinition,
  catalogModule as ModuleDefinition,
];
