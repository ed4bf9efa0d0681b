import type { EventLog, Snapshot } from './event-log/types';
import type { ModuleDefinition, Projection } from './module';
import { applyEvent, initialKernelState, type KernelState } from './state';

/** Snapshot key of a projection: a new version never reads an old version's state. */
export function projectionKey(projection: Pick<Projection<string>, 'name' | 'version'>): string {
  return `${projection.name}@${projection.version}`;
}

/** The kernel state at `seq`, in the log's snapshot shape. */
export function takeSnapshot(state: KernelState, modules: readonly ModuleDefinition[], seq: number, time: string): Snapshot {
  const snapshot: Snapshot = { seq, time, states: {}, projections: {} };
  for (const m of modules) {
    if (m.sessionOnly) continue;
    if (m.decider && m.id in state.modules) snapshot.states[m.id] = state.modules[m.id];
    for (const p of m.projections ?? []) snapshot.projections[projectionKey(p)] = state.projections[p.name];
  }
  return snapshot;
}

/**
 * Starts from a snapshot where it covers a module or projection, from the initial state where it
 * does not (a new module, a bumped projection version). `rebuild` holds only the uncovered parts,
 * to be folded over the events the snapshot already covers.
 */
export function restoreSnapshot(
  snapshot: Snapshot | null,
  modules: readonly ModuleDefinition[],
): { state: KernelState; rebuild: ModuleDefinition[] } {
  const state = initialKernelState(modules);
  if (!snapshot) return { state, rebuild: [] };
  const rebuild: ModuleDefinition[] = [];
  for (const m of modules) {
    if (m.sessionOnly) continue;
    const coversDecider = m.decider !== undefined && m.id in snapshot.states;
    if (coversDecider) state.modules[m.id] = snapshot.states[m.id];
    const missing = (m.projections ?? []).filter((p) => {
      const key = projectionKey(p);
      if (!(key in snapshot.projections)) return true;
      state.projections[p.name] = snapshot.projections[key];
      return false;
    });
    const needsDecider = m.decider !== undefined && !coversDecider;
    if (needsDecider || missing.length > 0) {
      rebuild.push({ id: m.id, decider: needsDecider ? m.decider : undefined, projections: missing });
    }
  }
  return { state, rebuild };
}

/**
 * Folds the snapshot and the log tail into the current state and the last seq of the log. Session-only
 * modules keep their initial state (their events stay in the log but are not folded).
 */
export async function foldLog(log: EventLog, modules: readonly ModuleDefinition[]): Promise<{ state: KernelState; seq: number }> {
  const persistent = modules.filter((m) => !m.sessionOnly);
  const snapshot = await log.loadSnapshot();
  const covered = snapshot?.seq ?? 0;
  const { state: restored, rebuild } = restoreSnapshot(snapshot, modules);
  let state = restored;
  // Parts the snapshot lacks replay the covered events too (as far as compaction kept them).
  const events = await log.read(rebuild.length > 0 ? 0 : covered);
  let seq = covered;
  for (const event of events) {
    if (event.meta.seq <= covered) {
      state = applyEvent(state, event, rebuild);
    } else {
      state = applyEvent(state, event, persistent);
    }
    seq = Math.max(seq, event.meta.seq);
  }
  return { state, seq: Math.max(seq, await log.lastSeq()) };
}
