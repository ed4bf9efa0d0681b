import { produce, type Draft } from 'immer';
import { ownerOf, type DomainEvent } from './messages';
import type { ModuleDefinition } from './module';

/** Everything folded from the log: decider state per module id, read models per projection name. */
export interface KernelState {
  modules: Record<string, unknown>;
  projections: Record<string, unknown>;
}

/** The state before any event, for the given (active, ordered) modules. */
export function initialKernelState(modules: readonly ModuleDefinition[]): KernelState {
  const state: KernelState = { modules: {}, projections: {} };
  for (const m of modules) {
    if (m.decider) state.modules[m.id] = m.decider.initialState();
    for (const p of m.projections ?? []) state.projections[p.name] = p.initial();
  }
  return state;
}

/**
 * Folds one event into the state: the owning module's `evolve`, then every projection that handles
 * the event type. Pure; unchanged parts keep their identity (immer structural sharing), which is what
 * lets `useProjection` skip re-rendering.
 */
export function applyEvent(state: KernelState, event: DomainEvent, modules: readonly ModuleDefinition[]): KernelState {
  const owner = ownerOf(event.type);
  let next = state;
  for (const m of modules) {
    if (m.id === owner && m.decider && m.id in state.modules) {
      const evolved = produce(next.modules[m.id], (draft: Draft<unknown>) => {
        m.decider!.evolve(draft as never, event as never);
      });
      if (evolved !== next.modules[m.id]) next = { ...next, modules: { ...next.modules, [m.id]: evolved } };
    }
    for (const p of m.projections ?? []) {
      if (!p.handles.includes(event.type)) continue;
      const applied = produce(next.projections[p.name], (draft: Draft<unknown>) => {
        p.apply(draft as never, event as never);
      });
      if (applied !== next.projections[p.name]) {
        next = { ...next, projections: { ...next.projections, [p.name]: applied } };
      }
    }
  }
  return next;
}
