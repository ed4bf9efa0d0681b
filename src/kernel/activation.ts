import type { Activation, ModuleDefinition } from './module';

/** What started a module. */
export type ActivationReason = 'boot' | 'dependency' | 'command' | 'route' | 'explicit';

/** How long one module took to start (VS Code style start-up timings, shown in development). */
export interface ModuleTiming {
  id: string;
  activation: Activation;
  reason: ActivationReason;
  /** Clock reading (ms, `performance.now()` by default) when the module began starting. */
  startedAt: number;
  durationMs: number;
}

/** Starts modules in phases: eager ones at boot, lazy and route ones when first needed. */
export interface ActivationRegistry {
  /** Starts every `eager` module (and what it requires), in module order. */
  startEager(): Promise<void>;
  /** Starts one module after what it requires; resolves at once when already started. */
  activate(id: string, reason?: ActivationReason): Promise<void>;
  /** Starts the modules waiting for this route name; resolves with their ids. */
  activateRoute(routeName: string): Promise<string[]>;
  isStarted(id: string): boolean;
  /** Ids of modules recorded for later start that have not started yet, in module order. */
  pending(): string[];
  timings(): readonly ModuleTiming[];
}

export interface ActivationOptions {
  /** Active modules, ordered by `requires`. */
  modules: readonly ModuleDefinition[];
  /** Does the actual work of starting one module (load its bindings, enable its reactors). */
  start: (module: ModuleDefinition) => Promise<void> | void;
  /** Monotonic milliseconds for timings. */
  now?: () => number;
  /** For error messages. */
  storeCode: string;
}

/** The activation phases of one kernel. */
export function createActivationRegistry(options: ActivationOptions): ActivationRegistry {
  const { modules, start, storeCode } = options;
  const now = options.now ?? (() => performance.now());
  const byId = new Map(modules.map((m) => [m.id, m]));
  const started = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  const timings: ModuleTiming[] = [];

  const activate = (id: string, reason: ActivationReason = 'explicit'): Promise<void> => {
    if (started.has(id)) return Promise.resolve();
    const running = inFlight.get(id);
    if (running) return running;
    const m = byId.get(id);
    if (!m) return Promise.reject(new Error(`Module '${id}' is not active in store view '${storeCode}'`));
    const promise = (async () => {
      for (const dep of m.requires ?? []) await activate(dep, 'dependency');
      const startedAt = now();
      await start(m);
      timings.push({ id, activation: m.activation ?? 'eager', reason, startedAt, durationMs: now() - startedAt });
      started.add(id);
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, promise);
    return promise;
  };

  return {
    async startEager() {
      for (const m of modules) {
        if ((m.activation ?? 'eager') === 'eager') await activate(m.id, 'boot');
      }
    },
    activate,
    async activateRoute(routeName) {
      const ids = modules
        .filter((m) => typeof m.activation === 'object' && m.activation.onRoute === routeName && !started.has(m.id))
        .map((m) => m.id);
      for (const id of ids) await activate(id, 'route');
      return ids;
    },
    isStarted: (id) => started.has(id),
    pending: () => modules.filter((m) => (m.activation ?? 'eager') !== 'eager' && !started.has(m.id)).map((m) => m.id),
    timings: () => timings,
  };
}
