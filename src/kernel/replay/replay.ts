import { ownerOf, type DomainEvent, type StoredEvent } from '../messages';
import type { ModuleDefinition } from '../module';
import { applyEvent, initialKernelState, type KernelState } from '../state';
import { upcast } from '../event-log/upcast';
import { parseJsonl } from '../event-log/jsonl';
import { diffJson, type Change } from './diff';

/** The state of the shop right after one event of a replayed log. */
export interface ReplayStep {
  /** The event as the modules see it (upcast to the newest version). */
  event: DomainEvent;
  /** Kernel state after the event. */
  state: KernelState;
  /** What the event changed, against the state before it. */
  changes: Change[];
}

/** A replay could not fold an event; names the event so support can find it in the log. */
export class ReplayError extends Error {
  constructor(
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`event seq ${event.meta.seq} (${event.type}): ${reason}`);
    this.name = 'ReplayError';
  }
}

/**
 * Folds a log (StoredEvents, or exported JSON lines) through the modules' deciders and projections,
 * returning the state after every event. Pure: uses the same `applyEvent` as the bus, upcasts with
 * the modules' upcasters, and never runs reactors, so it never touches the network.
 *
 * @example
 * const steps = replay(await log.exportLog(), activeModules);
 * console.log(formatReplay(steps));
 */
export function replay(log: readonly StoredEvent[] | string, modules: readonly ModuleDefinition[]): ReplayStep[] {
  const events = typeof log === 'string' ? parseJsonl(log) : log;
  const upcasters = modules.flatMap((m) => m.upcasters ?? []);
  const steps: ReplayStep[] = [];
  let state = initialKernelState(modules);
  for (const stored of events) {
    let event: DomainEvent;
    let next: KernelState;
    try {
      event = upcast(structuredClone(stored), upcasters);
      next = applyEvent(state, event, modules);
    } catch (error) {
      throw new ReplayError(stored, error);
    }
    steps.push({ event, state: next, changes: diffJson(state, next) });
    state = next;
  }
  return steps;
}

/**
 * The modules a log needs: those owning one of its events, those with a projection handling one of
 * its event types, and everything they require. Keeps the given order. This is how the CLI activates
 * modules without being told a store view.
 */
export function modulesUsedBy(
  log: readonly StoredEvent[],
  modules: readonly ModuleDefinition[],
): ModuleDefinition[] {
  const types = new Set(log.map((e) => e.type));
  const owners = new Set([...types].map(ownerOf));
  const byId = new Map(modules.map((m) => [m.id, m] as const));
  const wanted = new Set<string>();
  const want = (id: string) => {
    const module = byId.get(id);
    if (!module || wanted.has(id)) return;
    wanted.add(id);
    for (const dependency of module.requires ?? []) want(dependency);
  };
  for (const m of modules) {
    if (owners.has(m.id) || (m.projections ?? []).some((p) => p.handles.some((t: string) => types.has(t)))) want(m.id);
  }
  return modules.filter((m) => wanted.has(m.id));
}
