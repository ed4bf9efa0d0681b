import type { Container } from 'inversify';
import { createKernel, type Kernel } from '../kernel';
import type { EventLog } from '../kernel/event-log/types';
import type { ModuleTranslations, RouteContribution } from '../kernel/module';
import type { StoreView } from '../kernel/store-view/types';
import { shellTranslations } from './locales';
import { modulesFor } from './manifest';
import { appRoutes } from './routes';
import { shellFills } from './shell/site-chrome';

/** The kernel of one page (browser) or one request (server), with what the shell needs from it. */
export interface AppKernel {
  kernel: Kernel;
  /** The route table: modules' routes (a module route replaces the app's route of the same name), then the app's, through the `router/routes` intercepts. */
  routes: readonly RouteContribution[];
  /** The shell's namespace and those of the modules active in this store view. */
  translations: readonly ModuleTranslations[];
}

export interface AppKernelOptions {
  storeView: StoreView;
  /** Reactors (I/O) run in the browser only; a server render only reads state. */
  side: 'server' | 'browser';
  log?: EventLog;
  /** Route table override (tests). */
  routes?: readonly RouteContribution[];
  /** A container whose services the kernel's container inherits (server-wide services, tests). */
  parent?: Container;
  /** Binds services the modules' start-up needs (the browser's sync layer) before the kernel starts them. */
  beforeStart?: (kernel: Kernel) => void;
}

/** Builds and starts the kernel for a store view and derives the route table and translations from its modules. */
export async function createAppKernel(options: AppKernelOptions): Promise<AppKernel> {
  const kernel = createKernel({
    modules: await modulesFor(options.storeView),
    storeView: options.storeView,
    reactors: options.side === 'browser',
    fills: shellFills,
    ...(options.log ? { log: options.log } : {}),
    ...(options.parent ? { container: options.parent } : {}),
  });
  options.beforeStart?.(kernel);
  await kernel.start();
  const moduleRoutes = kernel.modules.flatMap((m) => m.routes ?? []);
  const taken = new Set(moduleRoutes.map((r) => r.name));
  const base = options.routes ?? appRoutes;
  const routes = kernel.intercept('router/routes', [...moduleRoutes, ...base.filter((r) => !taken.has(r.name))]);
  const translations = [shellTranslations, ...kernel.modules.flatMap((m) => (m.translations ? [m.translations].flat() : []))];
  return { kernel, routes, translations };
}
