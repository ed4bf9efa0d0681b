import type { ComponentType } from 'react';
import type { InterceptPoint, InterceptRegistry, ModuleDefinition, SlotFill, SlotName, SlotRegistry } from './module';
import type { StoreView } from './store-view/types';

/** A slot fill after overrides: visible, in render order. */
export interface ResolvedSlotFill<N extends SlotName = SlotName> {
  key: string;
  order: number;
  /** Id of the module whose fill won. */
  moduleId: string;
  component: ComponentType<SlotRegistry[N]>;
}

/**
 * The fills of one slot, tldraw style: fills are taken in module order; a later fill with the same
 * key replaces the earlier one in place (keeping its order unless it sets its own), and a
 * `component: null` hides it. The visible fills are sorted by `order` (default 0), ties keeping
 * first-appearance order.
 */
export function resolveSlotFills<N extends SlotName>(modules: readonly ModuleDefinition[], name: N): ResolvedSlotFill<N>[] {
  const byKey = new Map<string, { order: number; moduleId: string; component: SlotFill<N>['component'] }>();
  for (const m of modules) {
    for (const fill of (m.slots ?? []) as readonly SlotFill[]) {
      if (fill.slot !== name) continue;
      const previous = byKey.get(fill.key);
      byKey.set(fill.key, {
        order: fill.order ?? previous?.order ?? 0,
        moduleId: m.id,
        component: fill.component as SlotFill<N>['component'],
      });
    }
  }
  const visible: ResolvedSlotFill<N>[] = [];
  for (const [key, fill] of byKey) {
    if (fill.component) visible.push({ key, order: fill.order, moduleId: fill.moduleId, component: fill.component });
  }
  // Array.prototype.sort is stable, so ties keep first-appearance (module) order.
  return visible.sort((a, b) => a.order - b.order);
}

/** Runs a waterfall of intercepts: lower `order` first (default 0), ties in module order. */
export function runIntercepts<P extends InterceptPoint>(
  modules: readonly ModuleDefinition[],
  point: P,
  value: InterceptRegistry[P],
  ctx: { storeView: StoreView },
): InterceptRegistry[P] {
  const steps = modules
    .flatMap((m) => m.intercepts ?? [])
    .filter((i) => i.point === point)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  let current = value;
  for (const step of steps) current = step.run(current, ctx) as InterceptRegistry[P];
  return current;
}
