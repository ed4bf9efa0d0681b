import type { ModuleDefinition } from './module';
import type { StoreView } from './store-view/types';

/** Why a module set cannot be loaded. */
export type ModuleLoadErrorKind = 'invalid-id' | 'duplicate-id' | 'unknown-requirement' | 'cycle' | 'inactive-requirement';

/** The module set is inconsistent; raised at boot so a broken manifest never reaches users. */
export class ModuleLoadError extends Error {
  constructor(
    readonly kind: ModuleLoadErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ModuleLoadError';
  }
}

const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * The modules active in a store view, each after the modules it requires (otherwise in input order).
 * The whole set is validated whatever the view, so a manifest error shows in every view.
 */
export function loadModules(all: readonly ModuleDefinition[], storeView: StoreView): ModuleDefinition[] {
  const byId = indexById(all);
  for (const m of all) {
    for (const dep of m.requires ?? []) {
      if (!byId.has(dep)) throw new ModuleLoadError('unknown-requirement', `Module '${m.id}' requires unknown module '${dep}'`);
    }
  }
  const cycle = findCycle(all, byId);
  if (cycle) throw new ModuleLoadError('cycle', `Module dependency cycle: ${cycle.join(' -> ')}`);

  const active = all.filter((m) => m.when?.(storeView) ?? true);
  const activeIds = new Set(active.map((m) => m.id));
  for (const m of active) {
    for (const dep of m.requires ?? []) {
      if (!activeIds.has(dep)) {
        throw new ModuleLoadError(
          'inactive-requirement',
          `Module '${m.id}' requires module '${dep}', which is not active in store view '${storeView.storeCode}'`,
        );
      }
    }
  }
  return orderByRequires(active);
}

function indexById(all: readonly ModuleDefinition[]): Map<string, ModuleDefinition> {
  const byId = new Map<string, ModuleDefinition>();
  for (const m of all) {
    if (!KEBAB_CASE.test(m.id)) throw new ModuleLoadError('invalid-id', `Module id '${m.id}' is not kebab-case`);
    if (byId.has(m.id)) throw new ModuleLoadError('duplicate-id', `Duplicate module id '${m.id}'`);
    byId.set(m.id, m);
  }
  return byId;
}

/** The first dependency cycle found (in input order), as a closed path of ids, or null. */
function findCycle(all: readonly ModuleDefinition[], byId: Map<string, ModuleDefinition>): string[] | null {
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    const at = stack.indexOf(id);
    if (at !== -1) return [...stack.slice(at), id];
    if (done.has(id)) return null;
    stack.push(id);
    for (const dep of byId.get(id)?.requires ?? []) {
      const found = visit(dep);
      if (found) return found;
    }
    stack.pop();
    done.add(id);
    return null;
  };
  for (const m of all) {
    const found = visit(m.id);
    if (found) return found;
  }
  return null;
}

/** Kahn's algorithm that always takes the earliest ready module, so the order is stable. */
function orderByRequires(modules: readonly ModuleDefinition[]): ModuleDefinition[] {
  const placed = new Set<string>();
  const remaining = [...modules];
  const ordered: ModuleDefinition[] = [];
  while (remaining.length > 0) {
    const next = remaining.findIndex((m) => (m.requires ?? []).every((dep) => placed.has(dep)));
    // Cycles and missing requirements were rejected above, so a ready module always exists.
    const [m] = remaining.splice(next, 1);
    ordered.push(m!);
    placed.add(m!.id);
  }
  return ordered;
}
