import 'reflect-metadata/lite';
import { Container, type ContainerModule, type ContainerOptions } from 'inversify';
import type { ModuleDefinition } from './module';
import type { StoreView } from './store-view/types';
import { ClaimsToken, createStoredClaims } from './claims';
import { consoleLogger, type KernelLogger } from './logger';

/** The store view the kernel runs in. */
export const StoreViewToken = Symbol('StoreView');
/** `() => Date`: the kernel's clock, so adapters and reactors agree with event times. */
export const ClockToken = Symbol('Clock');
/** The kernel's {@link KernelLogger}. */
export const LoggerToken = Symbol('KernelLogger');

/** The logger bound in a container; the console where none is (containers assembled by hand, tests). */
export function containerLogger(container: Container): KernelLogger {
  return container.isBound(LoggerToken) ? container.get<KernelLogger>(LoggerToken) : consoleLogger;
}

// Which ContainerModules each container already holds, so loading twice is harmless.
const loaded = new WeakMap<Container, Set<ContainerModule>>();

function unloadedBindings(container: Container, modules: readonly ModuleDefinition[]): ContainerModule[] {
  let seen = loaded.get(container);
  if (!seen) loaded.set(container, (seen = new Set()));
  const fresh: ContainerModule[] = [];
  for (const m of modules) {
    if (m.bindings && !seen.has(m.bindings)) {
      seen.add(m.bindings);
      fresh.push(m.bindings);
    }
  }
  return fresh;
}

/**
 * An inversify container holding the bindings of the given (active, ordered) modules.
 * Synchronous: a module whose `bindings` load asynchronously needs {@link loadBindings} instead.
 */
export function createContainer(modules: readonly ModuleDefinition[], options: ContainerOptions = {}): Container {
  const container = new Container(options);
  const fresh = unloadedBindings(container, modules);
  if (fresh.length > 0) container.load(...fresh);
  return container;
}

/** Loads the modules' bindings into a container (each ContainerModule at most once per container). */
export async function loadBindings(container: Container, modules: readonly ModuleDefinition[]): Promise<void> {
  const fresh = unloadedBindings(container, modules);
  if (fresh.length > 0) await container.loadAsync(...fresh);
}

/** Binds the kernel's own services (store view, clock, logger, claims) in this container (shadowing a parent's), unless already bound here. */
export function bindKernelServices(
  container: Container,
  services: { storeView: StoreView; clock: () => Date; logger: KernelLogger },
): void {
  if (!container.isCurrentBound(StoreViewToken)) container.bind(StoreViewToken).toConstantValue(services.storeView);
  if (!container.isCurrentBound(ClockToken)) container.bind(ClockToken).toConstantValue(services.clock);
  if (!container.isCurrentBound(LoggerToken)) container.bind(LoggerToken).toConstantValue(services.logger);
  // Opened on first use only (the server renders never ask; without IndexedDB the store keeps them in memory).
  if (!container.isCurrentBound(ClaimsToken)) {
    container
      .bind(ClaimsToken)
      .toDynamicValue(() => createStoredClaims(services.logger, services.clock))
      .inSingletonScope();
  }
}
