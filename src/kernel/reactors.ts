import type { DomainEvent } from './messages';
import type { Dispatch, ModuleDefinition, Reactor, ReactorContext } from './module';
import type { KernelLogger } from './logger';

/** Runs reactors after their events are appended; failures are logged and never reach the dispatcher. */
export interface ReactorRunner {
  /** Starts every matching reactor of every started module, in module order; does not wait. */
  run(events: readonly DomainEvent[]): void;
  /** Starts a module's `onStart` hook (browser start-up I/O); does not wait. */
  start(module: ModuleDefinition): void;
  /** Reactor runs still in progress. */
  inFlight(): Promise<void>[];
}

export interface ReactorRunnerOptions {
  modules: readonly ModuleDefinition[];
  isStarted: (id: string) => boolean;
  dispatch: Dispatch;
  context: Omit<ReactorContext, 'dispatch'>;
  logger: KernelLogger;
}

/**
 * A dispatch for a reactor handling `event`: its commands carry the event's correlation id and
 * the event's id as causation id, unless the reactor sets them itself.
 */
export function causedBy(event: DomainEvent, dispatch: Dispatch): Dispatch {
  return (command) =>
    dispatch({
      ...command,
      meta: {
        correlationId: command.meta?.correlationId ?? event.meta.correlationId,
        causationId: command.meta?.causationId ?? event.meta.id,
      },
    });
}

function matches(reactor: Reactor, type: string): boolean {
  return reactor.on === '*' || (reactor.on as readonly string[]).includes(type);
}

/** The reactor runner of one kernel. */
export function createReactorRunner(options: ReactorRunnerOptions): ReactorRunner {
  const { modules, isStarted, dispatch, context, logger } = options;
  const running = new Set<Promise<void>>();

  const track = (work: () => Promise<void> | void, failure: () => string): void => {
    const promise = (async () => {
      try {
        await work();
      } catch (error) {
        logger.error(failure(), error);
      }
    })();
    running.add(promise);
    void promise.finally(() => running.delete(promise));
  };

  const runOne = (moduleId: string, reactor: Reactor, event: DomainEvent): void => {
    const ctx: ReactorContext = { ...context, dispatch: causedBy(event, dispatch) };
    track(
      () => reactor.run(event as never, ctx),
      () => `Reactor of module '${moduleId}' failed on '${event.type}' (seq ${event.meta.seq})`,
    );
  };

  return {
    run(events) {
      for (const event of events) {
        for (const m of modules) {
          if (!m.reactors?.length || !isStarted(m.id)) continue;
          for (const reactor of m.reactors as readonly Reactor[]) {
            if (matches(reactor, event.type)) runOne(m.id, reactor, event);
          }
        }
      }
    },
    start(module) {
      const hook = module.onStart;
      if (hook) track(() => hook({ ...context, dispatch }), () => `Start-up of module '${module.id}' failed`);
    },
    inFlight: () => [...running],
  };
}
