import { Container } from 'inversify';
import type { EventLog, Snapshot } from './event-log/types';
import { createMemoryEventLog } from './event-log/memory';
import type {
  Dispatch,
  DispatchResult,
  InterceptPoint,
  InterceptRegistry,
  ModuleDefinition,
  ProjectionName,
  ProjectionRegistry,
  SlotFill,
  SlotName,
} from './module';
import { ownerOf, type EventType } from './messages';
import type { StoreView } from './store-view/types';
import { applyEvent, initialKernelState, type KernelState } from './state';
import { loadModules } from './loader';
import { bindKernelServices, loadBindings } from './container';
import { createActivationRegistry, type ModuleTiming } from './activation';
import { decideCommand, KernelErrorCode, rejectCommand, type AnyCommand, type Decision, type DecisionContext } from './command-bus';
import { createEventBus, type EventHandler, type Unsubscribe } from './event-bus';
import { createReactorRunner } from './reactors';
import { foldLog, takeSnapshot } from './snapshot';
import { resolveSlotFills, runIntercepts, type ResolvedSlotFill } from './extensions';
import { consoleLogger, type KernelLogger } from './logger';
import { randomId } from './ids';
import { deprecationWarning } from './deprecated-commands';

/** How to build a kernel for one store view. */
export interface KernelOptions {
  /** Every module the shop ships; the kernel keeps those active in `storeView` (see loadModules). */
  modules: readonly ModuleDefinition[];
  storeView: StoreView;
  /** Default: an in-memory log with every module's upcasters. */
  log?: EventLog;
  clock?: () => Date;
  newId?: () => string;
  /** Run reactors after dispatch (default true; false for SSR-only kernels). */
  reactors?: boolean;
  /**
   * Parent of the kernel's own container (app-wide services, e.g. the server's). The kernel binds its
   * store view and its modules' services in a child, so kernels sharing a parent never see each other's.
   */
  container?: Container;
  logger?: KernelLogger;
  /** Monotonic milliseconds for activation timings (default `performance.now`). */
  timer?: () => number;
  /**
   * The composition root's own slot fills (the shell's store select in the phones' menu), after every module's;
   * their module id is 'app'.
   */
  fills?: readonly SlotFill[];
}

/** The running kernel of one store view: command bus, state, event bus, extensions, activation. */
export interface Kernel {
  readonly storeView: StoreView;
  /** Modules active in this store view, ordered by `requires`. */
  readonly modules: readonly ModuleDefinition[];
  /** This kernel's container (a child of `options.container` when given). */
  readonly container: Container;
  readonly log: EventLog;
  /** Folds the snapshot and the log tail, then starts eager modules. Idempotent. */
  start(): Promise<void>;
  /** Decides, stamps, appends, folds, notifies, then runs reactors. Never throws; serialized. */
  dispatch: Dispatch;
  getState(): KernelState;
  getProjection<N extends ProjectionName>(name: N): ProjectionRegistry[N];
  /** Called after each state change (once per dispatch). */
  subscribe(listener: () => void): Unsubscribe;
  on<T extends EventType>(type: T | '*', handler: EventHandler<T>): Unsubscribe;
  off<T extends EventType>(type: T | '*', handler: EventHandler<T>): void;
  /** Visible fills of a slot in render order (overrides applied). */
  slotFills<N extends SlotName>(name: N): readonly ResolvedSlotFill<N>[];
  /** Runs the waterfall of intercepts registered for `point`. */
  intercept<P extends InterceptPoint>(point: P, value: InterceptRegistry[P]): InterceptRegistry[P];
  /** Starts a lazy or route module (and what it requires). */
  activate(id: string): Promise<void>;
  /** Starts the modules waiting for this route name; resolves with their ids. */
  activateRoute(routeName: string): Promise<string[]>;
  /** Ids of lazy and route modules not started yet. */
  pending(): string[];
  isStarted(id: string): boolean;
  /** Saves the current state to the log as a snapshot. */
  snapshot(): Promise<Snapshot>;
  /** How long each started module took, in start order. */
  readonly timings: readonly ModuleTiming[];
  /** Resolves once no dispatch is queued and no reactor is running (tests, SSR). */
  whenIdle(): Promise<void>;
}

/** Builds a kernel; call `start()` (or just dispatch, which starts it) before reading state. */
export function createKernel(options: KernelOptions): Kernel {
  const { storeView } = options;
  const modules = loadModules(options.modules, storeView);
  const logger = options.logger ?? consoleLogger;
  const clock = options.clock ?? (() => new Date());
  const newId = options.newId ?? randomId;
  const log = options.log ?? createMemoryEventLog({ upcasters: options.modules.flatMap((m) => m.upcasters ?? []) });
  const container = new Container(options.container ? { parent: options.container } : {});
  bindKernelServices(container, { storeView, clock, logger });

  let state: KernelState = initialKernelState(modules);
  let lastSeq = 0;
  const listeners = new Set<() => void>();
  const bus = createEventBus(logger);
  const activation = createActivationRegistry({
    modules,
    storeCode: storeView.storeCode,
    now: options.timer,
    start: async (m) => {
      await loadBindings(container, [m]);
      // The runner is created below; a module only starts once start() or a dispatch runs.
      if (options.reactors !== false) reactors.start(m);
    },
  });

  // Dispatches and snapshots run one at a time so seq stays gap-free with async log writes.
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    queued += 1;
    const result = tail.then(job).finally(() => (queued -= 1));
    tail = result.catch(() => undefined);
    return result;
  };

  const notify = (): void => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        logger.error('State listener failed', error);
      }
    }
  };

  let starting: Promise<void> | null = null;
  const start = (): Promise<void> => {
    starting ??= (async () => {
      const folded = await foldLog(log, modules);
      state = folded.state;
      lastSeq = folded.seq;
      await activation.startEager();
      notify();
    })().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  };

  const dispatch: Dispatch = (command) => enqueue(() => runDispatch(command as AnyCommand));
  const reactors = createReactorRunner({
    modules,
    isStarted: activation.isStarted,
    dispatch,
    context: { services: container, storeView, read: (name) => state.projections[name] as never },
    logger,
  });

  // Fold before appending: a throwing evolver or projection then leaves log and state untouched.
  const foldOrReject = (decision: Decision, command: AnyCommand, ctx: DecisionContext): { decision: Decision; next: KernelState } => {
    try {
      return { decision, next: decision.events.reduce((s, e) => applyEvent(s, e, modules), state) };
    } catch (error) {
      const message = `Folding '${decision.events[0]?.type}' failed: ${error instanceof Error ? error.message : String(error)}`;
      const rejection = rejectCommand(command, ctx, { code: KernelErrorCode.unexpected, message }, error);
      // Only a projection of kernel/commandRejected can fail here; then nothing is appended.
      return { decision: rejection, next: rejection.events.reduce((s, e) => applyEvent(s, e, modules), state) };
    }
  };

  const runDispatch = async (command: AnyCommand): Promise<DispatchResult> => {
    // A deprecated name (spec section 8) is only a warning: no decider, no event, no state change.
    const deprecated = deprecationWarning(String(command.type));
    if (deprecated) {
      logger.warn(deprecated, command.data);
      return { ok: true, events: [] };
    }
    let stage = 'start';
    try {
      await start();
      const ctx: DecisionContext = {
        modules,
        state,
        now: clock().toISOString(),
        newId,
        storeCode: storeView.storeCode,
        nextSeq: lastSeq + 1,
      };
      const owner = ownerOf(String(command.type));
      let decided: Decision;
      try {
        // A lazy or route module starts when its first command arrives.
        if (modules.some((m) => m.id === owner)) await activation.activate(owner, 'command');
        decided = decideCommand(command, ctx);
      } catch (error) {
        const message = `Module '${owner}' failed to start: ${error instanceof Error ? error.message : String(error)}`;
        decided = rejectCommand(command, ctx, { code: KernelErrorCode.unexpected, message }, error);
      }
      stage = 'fold';
      const { decision, next } = foldOrReject(decided, command, ctx);
      if (decision.cause !== undefined) logger.error(`Command '${command.type}' failed unexpectedly`, decision.cause);
      stage = 'append';
      await log.append(decision.events);
      state = next;
      lastSeq += decision.events.length;
      notify();
      for (const event of decision.events) bus.emit(event);
      if (options.reactors !== false) reactors.run(decision.events);
      return decision.ok ? { ok: true, events: decision.events } : { ok: false, error: decision.error, events: decision.events };
    } catch (error) {
      logger.error(`Dispatch of '${command.type}' failed at ${stage}`, error);
      const code = stage === 'append' ? KernelErrorCode.logWriteFailed : KernelErrorCode.unexpected;
      return { ok: false, error: { code, message: error instanceof Error ? error.message : String(error) }, events: [] };
    }
  };

  // Modules are fixed for a kernel's life, so each slot resolves once (stable arrays for React).
  const slotCache = new Map<string, unknown>();

  return {
    storeView,
    modules,
    container,
    log,
    start,
    dispatch,
    getState: () => state,
    getProjection: (name) => state.projections[name] as never,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: bus.on,
    off: bus.off,
    slotFills(name) {
      if (!slotCache.has(name)) slotCache.set(name, resolveSlotFills(options.fills ? [...modules, { id: 'app', slots: options.fills }] : modules, name));
      return slotCache.get(name) as readonly ResolvedSlotFill<typeof name>[];
    },
    intercept: (point, value) => runIntercepts(modules, point, value, { storeView }),
    activate: (id) => activation.activate(id, 'explicit'),
    activateRoute: activation.activateRoute,
    pending: activation.pending,
    isStarted: activation.isStarted,
    snapshot: () =>
      enqueue(async () => {
        await start();
        const snapshot = takeSnapshot(state, modules, lastSeq, clock().toISOString());
        await log.saveSnapshot(snapshot);
        return snapshot;
      }),
    get timings() {
      return activation.timings();
    },
    async whenIdle() {
      // Reactors may dispatch and dispatches may start reactors, so wait until both are quiet.
      while (queued > 0 || reactors.inFlight().length > 0) {
        await tail;
        await Promise.all(reactors.inFlight());
      }
    },
  };
}
